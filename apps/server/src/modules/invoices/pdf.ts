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

/** The AEAT's verification address of an invoice, carried by its QR. */
export function verificationUrl(invoice: InvoiceRow): string {
  const issuer = invoice.issuer as PartySnapshot;
  const params = new URLSearchParams({
    nif: issuer.taxId ?? '',
    numserie: invoice.fullNumber,
    fecha: aeatDate(invoice.issuedAt),
    importe: aeatAmount(invoice.totalCents),
  });
  return `https://www2.agenciatributaria.gob.es/wlpl/TIKE-CONT/ValidarQR?${params.toString()}`;
}

const percent = (bps: number) => `${(bps / 100).toLocaleString('es-ES')} %`;

/** The invoice as an A4 PDF, in Spanish, with the VeriFactu-style QR. */
export async function renderInvoicePdf(invoice: InvoiceRow, correctedNumber: string | null): Promise<Buffer> {
  const qr = await QRCode.toBuffer(verificationUrl(invoice), { type: 'png', margin: 1, width: 240 });
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `${KIND_TITLE[invoice.kind]} ${invoice.fullNumber}` },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));

  const issuer = invoice.issuer as PartySnapshot;
  const recipient = invoice.recipient as PartySnapshot;
  doc.font('Helvetica-Bold').fontSize(18).text(`${KIND_TITLE[invoice.kind]} ${invoice.fullNumber}`);
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(`Fecha de expedición: ${aeatDate(invoice.issuedAt)}`);
  if (correctedNumber) doc.text(`Rectifica la factura ${correctedNumber} (devolución del pago).`);
  if (invoice.concept === 'work') doc.text('Factura emitida por Faena en nombre y por cuenta del profesional.');
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
    doc.text(`Retención IRPF (${percent(invoice.irpfRateBps)}): -${formatCents(Math.abs(invoice.irpfCents))}`);
    doc.text(`Líquido a percibir: ${formatCents(invoice.totalCents - invoice.irpfCents)}`);
  }
  doc.moveDown(2);

  doc.image(qr, { width: 110 });
  doc.fontSize(9).text('VERI*FACTU · Factura verificable en la sede electrónica de la AEAT');
  doc.fontSize(7).fillColor('#555').text(`Huella: ${invoice.hash}`);
  doc.end();
  return done;
}
