import { invoices, payments } from '@faena/db';
import { type InvoiceSummary, zBillingDetailsInput, zMyBillingDetails, zPaymentInvoices } from '@faena/shared/schemas';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Actor } from '../../lib/actor';
import { notFound } from '../../lib/errors';
import { actorOf } from '../../plugins/auth';
import { getBillingDetails, saveBillingDetails } from './billing';
import type { InvoiceRow, PartySnapshot } from './issue';

/** An invoice is its issuer professional's and its recipient's (and administrators'). */
const mayRead = (actor: Actor, inv: InvoiceRow) =>
  actor.isAdmin || inv.issuerProfileId === actor.profileId || inv.recipientProfileId === actor.profileId;

function summaryOf(inv: InvoiceRow): InvoiceSummary {
  return {
    id: inv.id,
    kind: inv.kind as InvoiceSummary['kind'],
    concept: inv.concept as InvoiceSummary['concept'],
    fullNumber: inv.fullNumber,
    issuedAt: inv.issuedAt.toISOString(),
    issuerName: (inv.issuer as PartySnapshot).name,
    recipientName: (inv.recipient as PartySnapshot).name,
    baseCents: inv.baseCents,
    vatCents: inv.vatCents,
    irpfCents: inv.irpfCents,
    totalCents: inv.totalCents,
    correctsInvoiceId: inv.correctsInvoiceId,
    testMode: inv.testMode,
  };
}

export async function invoiceRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Facturas'];
  const zPaymentId = z.object({ paymentId: z.uuid() });

  r.get(
    '/api/profile/billing',
    {
      config: { access: 'signed-in' },
      schema: { tags, summary: 'Mis datos de facturación', response: { 200: zMyBillingDetails } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { details: await getBillingDetails(app.db, actorOf(request).profileId) };
    },
  );

  r.put(
    '/api/profile/billing',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Guardar mis datos de facturación',
        body: zBillingDetailsInput,
        response: { 200: zMyBillingDetails },
      },
    },
    async (request) => ({ details: await saveBillingDetails(app.db, actorOf(request), request.body) }),
  );

  r.get(
    '/api/payments/:paymentId/invoices',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Las facturas de un pago (sus partes)',
        params: zPaymentId,
        response: { 200: zPaymentInvoices },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const [payment] = await app.db.select().from(payments).where(eq(payments.id, request.params.paymentId));
      if (!payment || !(actor.isAdmin || payment.payerId === actor.profileId || payment.payeeId === actor.profileId))
        throw notFound();
      const rows = await app.db
        .select()
        .from(invoices)
        .where(eq(invoices.paymentId, payment.id))
        .orderBy(asc(invoices.createdAt), asc(invoices.series));
      const hasWork = rows.some((i) => i.concept === 'work');
      const proDetails = await getBillingDetails(app.db, payment.payeeId);
      return {
        invoices: rows.filter((i) => mayRead(actor, i)).map(summaryOf),
        missingProfessionalDetails:
          payment.payeeId === actor.profileId && payment.status === 'released' && !hasWork && !proDetails,
      };
    },
  );

  r.get(
    '/api/payments/:paymentId/invoices/:invoiceId/pdf',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Descargar una factura en PDF (su emisor, su destinatario)',
        params: z.object({ paymentId: z.uuid(), invoiceId: z.uuid() }),
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const [inv] = await app.db.select().from(invoices).where(eq(invoices.id, request.params.invoiceId));
      if (!inv || inv.paymentId !== request.params.paymentId || !mayRead(actor, inv)) throw notFound();
      let corrected: string | null = null;
      if (inv.correctsInvoiceId) {
        const [original] = await app.db
          .select({ fullNumber: invoices.fullNumber })
          .from(invoices)
          .where(eq(invoices.id, inv.correctsInvoiceId));
        corrected = original?.fullNumber ?? null;
      }
      // pdfkit, fontkit and qrcode load on the first invoice asked for, not at every start (≈ 0.15 s).
      const { renderInvoicePdf } = await import('./pdf');
      const pdf = await renderInvoicePdf(inv, corrected);
      const prefix = inv.kind === 'corrective' ? 'factura-rectificativa' : 'factura';
      return reply
        .type('application/pdf')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="${prefix}-${inv.fullNumber}.pdf"`)
        .header('x-content-type-options', 'nosniff')
        .send(pdf);
    },
  );
}
