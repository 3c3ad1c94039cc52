import { formatCents } from '@faena/shared';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { aeatAmount, aeatDate } from './chain';
import type { InvoiceLine, InvoiceRow, PartySnapshot } from './issue';

const KIND_TITLE: Record<InvoiceRow['kind'], string> = {
  complete: 'Factura',
  simplified: 'Factura simplificada',
  corrective: 'Factura rectificativa',
};

/** Printed in place of the QR on an invoice of a test-mode payment: no money moved. */
export const TEST_MODE_NOTICE = 'MODO DE PRUEBAS · sin validez fiscal';

/**
 * The AEAT's verification address of an invoice, carried by its QR. The records are not sent to
 * the AEAT (decision 0024), so this is the address of a system that is not VERI*FACTU.
 */
export function verificationUrl(invoice: InvoiceRow): string {
  const issuer = invoice.issuer as PartySnapshot;
  const params = new URLSearchParams({
    nif: issuer.taxId ?? '',
    numserie: invoice.fullNumber,
    fecha: aeatDate(invoice.issuedAt),
    importe: aeatAmount(invoice.totalCents),
  });
  return `https://www2.agenciatributaria.gob.es/wlpl/TIKE-CONT/ValidarQRNoVerifactu?${params.toString()}`;
}

const percent = (bps: number) => `${(bps / 100).toLocaleString('es-ES')} %`;
/** An amount with its sign always written: a corrective invoice gives a withholding back (+). */
const signed = (cents: number) => (cents > 0 ? `+${formatCents(cents)}` : formatCents(cents));

/** The QR's side: 110 pt ≈ 39 mm (the AEAT asks for 30 to 40 mm). */
const QR_SIZE = 110;

/**
 * The invoice as an A4 PDF, in Spanish: the AEAT's QR ("QR tributario:") at the top of the first
 * page, without the VERI*FACTU legend. A test-mode invoice says so instead, and has no QR.
 */
export async function renderInvoicePdf(invoice: InvoiceRow, correctedNumber: string | null): Promise<Buffer> {
  const qr = invoice.testMode
    ? null
    : await QRCode.toBuffer(verificationUrl(invoice), {
        type: 'png',
        errorCorrectionLevel: 'M',
        margin: 2,
        width: 240,
      });
  const title = `${KIND_TITLE[invoice.kind]} ${invoice.fullNumber}`;
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: invoice.testMode ? `${title} (modo de pruebas, sin validez fiscal)` : title },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));

  const left = doc.page.margins.left;
  const top = doc.page.margins.top;
  const qrX = doc.page.width - doc.page.margins.right - QR_SIZE;
  // The header's text stays clear of the QR's column.
  const headerWidth = qrX - left - 15;
  if (qr) {
    doc.font('Helvetica').fontSize(8).text('QR tributario:', qrX, top, { width: QR_SIZE, align: 'center' });
    doc.image(qr, qrX, top + 12, { width: QR_SIZE });
    doc.x = left;
    doc.y = top;
  } else if (invoice.testMode) {
    doc.font('Helvetica-Bold').fontSize(14).fillColor('#b91c1c').text(TEST_MODE_NOTICE);
    doc
      .font('Helvetica')
      .fontSize(9)
      .text(
        'Pago hecho con el proveedor de pruebas: no se ha movido dinero real y esta factura no tiene validez fiscal.',
      );
    doc.fillColor('black').moveDown();
  }

  const issuer = invoice.issuer as PartySnapshot;
  const recipient = invoice.recipient as PartySnapshot;
  doc.font('Helvetica-Bold').fontSize(18).text(title, { width: headerWidth });
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(`Fecha de expedición: ${aeatDate(invoice.issuedAt)}`, { width: headerWidth });
  if (correctedNumber)
    doc.text(`Rectifica la factura ${correctedNumber} (devolución del pago).`, { width: headerWidth });
  if (invoice.concept === 'work')
    doc.text('Factura emitida por Faena en nombre y por cuenta del profesional.', { width: headerWidth });
  // Below the QR before the full-width part.
  if (qr) doc.y = Math.max(doc.y, top + 12 + QR_SIZE);
  doc.moveDown();

  const party = (label: string, p: PartySnapshot) => {
    doc.font('Helvetica-Bold').text(label);
    doc.font('Helvetica').text(p.name);
    if (p.taxId) doc.text(`NIF: ${p.taxId}`);
    if (p.address) doc.text(p.address);
    doc.moveDown(0.5);
  };
  party('Emisor', issuer);
  party('Destinatario', recipient);
  doc.moveDown();

  doc.font('Helvetica-Bold').text('Concepto');
  doc.font('Helvetica');
  for (const line of invoice.lines as InvoiceLine[]) doc.text(`${line.description}: ${formatCents(line.baseCents)}`);
  doc.moveDown();

  doc.text(`Base imponible: ${formatCents(invoice.baseCents)}`);
  if (invoice.vatRateBps !== null) doc.text(`IVA (${percent(invoice.vatRateBps)}): ${formatCents(invoice.vatCents)}`);
  else doc.text(`IVA: ${invoice.exemptionReason ?? 'Exenta'}`);
  doc.font('Helvetica-Bold').text(`Total: ${formatCents(invoice.totalCents)}`);
  doc.font('Helvetica');
  if (invoice.irpfCents !== 0) {
    // What the withholding does to the total: minus on an invoice, plus on its corrective.
    doc.text(`Retención IRPF (${percent(invoice.irpfRateBps)}): ${signed(-invoice.irpfCents)}`);
    doc.text(`Líquido a percibir: ${formatCents(invoice.totalCents - invoice.irpfCents)}`);
  }
  doc.moveDown(2);

  if (invoice.testMode) doc.font('Helvetica-Bold').fontSize(9).fillColor('#b91c1c').text(TEST_MODE_NOTICE);
  doc.font('Helvetica').fontSize(7).fillColor('#555').text(`Huella: ${invoice.hash}`);
  doc.end();
  return done;
}
