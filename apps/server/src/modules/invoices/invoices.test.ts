import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { invoices, payments, testProviderObjects } from '@faena/db';
import { eq, sql, TransactionRollbackError } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProperty, createTask, payByCard, setUpPayouts } from '../../../test/fixtures';
import { createTestApp, signUp, type TestContext, type TestUser } from '../../../test/helpers';
import { aeatDate, verifyChain } from './chain';
import { chainRecordsOf, type InvoiceRow, issueOnRelease } from './issue';
import { verificationUrl } from './pdf';

let ctx: TestContext;
let owner: TestUser;
let businessOwner: TestUser;
let plainOwner: TestUser;
let pro: TestUser;
let bareProfessional: TestUser;
let exemptPro: TestUser;
let stranger: TestUser;
let admin: TestUser;
const propertyOf = new Map<TestUser, string>();

const proDetails = {
  taxId: '12345678Z',
  legalName: 'Pedro Jardinero Ruiz',
  address: 'Calle del Olivo 3',
  postalCode: '23400',
  municipality: 'Úbeda',
  province: 'Jaén',
  vatRateBps: 2100,
  irpfRateBps: 1500,
};
const EXEMPTION = 'Exenta por el artículo 20.Uno.9º de la Ley 37/1992 (enseñanza)';
const ownerDetails = {
  taxId: 'X1234567L',
  legalName: 'Carmen Dueña',
  address: 'Plaza Mayor 2',
  postalCode: '28001',
  municipality: 'Madrid',
  province: 'Madrid',
};

beforeAll(async () => {
  ctx = await createTestApp();
  [owner, businessOwner, plainOwner, pro, bareProfessional, exemptPro, stranger, admin] = await Promise.all([
    signUp(ctx, { firstName: 'Carmen' }),
    signUp(ctx, { firstName: 'Empresa' }),
    signUp(ctx, { firstName: 'Lola' }),
    signUp(ctx, { role: 'professional', firstName: 'Pedro' }),
    signUp(ctx, { role: 'professional', firstName: 'Sin' }),
    signUp(ctx, { role: 'professional', firstName: 'Elena' }),
    signUp(ctx),
    signUp(ctx, { admin: true }),
  ]);
  for (const o of [owner, businessOwner, plainOwner]) propertyOf.set(o, await createProperty(o));
  await setUpPayouts(pro);
  await setUpPayouts(bareProfessional);
  expect((await pro.agent.put('/api/profile/billing', proDetails)).statusCode).toBe(200);
  expect((await owner.agent.put('/api/profile/billing', ownerDetails)).statusCode).toBe(200);
  const exempt = { ...proDetails, taxId: '11111111H', legalName: 'Elena Maestra de Poda', vatRateBps: null };
  expect(
    (await exemptPro.agent.put('/api/profile/billing', { ...exempt, vatExemptionReason: EXEMPTION })).statusCode,
  ).toBe(200);
  const business = { ...ownerDetails, taxId: 'B12345674', legalName: 'Fincas del Sur, S.L.', isBusiness: true };
  expect((await businessOwner.agent.put('/api/profile/billing', business)).statusCode).toBe(200);
});
afterAll(async () => {
  await ctx?.close();
});

/** A task of `o` assigned to `p` at this price; its id. */
async function assignedTask(o: TestUser, p: TestUser, priceCents: number, travelCents: number, title: string) {
  const taskId = await createTask(o, propertyOf.get(o)!, { title });
  const applied = await p.agent.post(`/api/tasks/${taskId}/applications`, {
    message: 'Puedo hacerlo la semana que viene sin problema.',
    priceCents,
    travelCents,
  });
  expect(applied.statusCode, applied.body).toBe(201);
  expect((await o.agent.post(`/api/applications/${applied.json().id}/accept`)).statusCode).toBe(200);
  return taskId;
}

/** Paid by card through the built-in test provider ("Modo de pruebas") and held; its payment id. */
async function heldPayment(o: TestUser, p: TestUser, priceCents: number, travelCents = 0, title = 'Poda de olivos') {
  const { synced } = await payByCard(o, await assignedTask(o, p, priceCents, travelCents, title));
  expect(synced?.json().status).toBe('held');
  return synced?.json().id as string;
}

let transfers = 0;
/** Paid by bank transfer (real money, moved outside Faena), not yet confirmed; its payment id. */
async function transferPayment(
  o: TestUser,
  p: TestUser,
  priceCents: number,
  travelCents = 0,
  title = 'Poda de olivos',
) {
  const taskId = await assignedTask(o, p, priceCents, travelCents, title);
  const paid = await o.agent.post(`/api/tasks/${taskId}/payments`, {
    method: 'transfer',
    idempotencyKey: `factura-transferencia-${++transfers}`,
    reference: `FACTURA-${transfers}`,
  });
  expect(paid.statusCode, paid.body).toBe(201);
  return paid.json().id as string;
}

/** The professional says the transfer arrived: the payment is released. */
async function confirmReceipt(p: TestUser, paymentId: string) {
  const res = await p.agent.post(`/api/payments/${paymentId}/confirm-receipt`);
  expect(res.json(), res.body).toMatchObject({ status: 'released' });
}

async function release(paymentId: string) {
  const res = await admin.agent.post(`/api/admin/payments/${paymentId}/release`, { reason: 'Trabajo verificado' });
  expect(res.statusCode, res.body).toBe(200);
}

const rowsOf = (paymentId: string) =>
  ctx.app.db.select().from(invoices).where(eq(invoices.paymentId, paymentId)).orderBy(invoices.concept, invoices.kind);
const issuedBy = (issuerKey: string) => ctx.app.db.select().from(invoices).where(eq(invoices.issuerKey, issuerKey));

async function pdfOf(user: TestUser, invoice: InvoiceRow | undefined) {
  const res = await user.agent.get(`/api/payments/${invoice?.paymentId}/invoices/${invoice?.id}/pdf`);
  expect(res.statusCode, res.body).toBe(200);
  return { res, text: await pdfText(res.rawPayload) };
}

/**
 * A refund of the charge at the provider, outside Faena (a bank's chargeback after release), and
 * the provider's webhook saying so, signed as Stripe signs.
 */
async function providerRefund(paymentId: string) {
  const [payment] = await ctx.app.db
    .select({ providerRef: payments.providerRef, amountCents: payments.amountCents })
    .from(payments)
    .where(eq(payments.id, paymentId));
  await ctx.app.db
    .update(testProviderObjects)
    .set({ refundedCents: payment?.amountCents })
    .where(eq(testProviderObjects.ref, payment?.providerRef ?? ''));
  const provider = ctx.app.paymentProvider as unknown as { sign(rawBody: string): string };
  const body = JSON.stringify({ id: `evt_factura_${paymentId}`, type: 'charge.refunded', ref: payment?.providerRef });
  const hook = await ctx.app.inject({
    method: 'POST',
    url: '/api/payments/webhooks/pruebas',
    headers: { 'content-type': 'application/json', 'faena-signature': provider.sign(body) },
    payload: body,
  });
  expect(hook.statusCode, hook.body).toBe(200);
}

async function pdfText(data: Buffer): Promise<string> {
  const require = createRequire(import.meta.url);
  const pdfjs = await import(pathToFileURL(require.resolve('pdfjs-dist/legacy/build/pdf.mjs')).href);
  // pdfkit's standard fonts (Helvetica) are not embedded: pdfjs reads their metrics from its own files.
  const standardFontDataUrl = `${path.dirname(require.resolve('pdfjs-dist/package.json'))}/standard_fonts/`;
  const doc = await pdfjs.getDocument({ data: new Uint8Array(data), standardFontDataUrl }).promise;
  let text = '';
  for (let i = 1; i <= doc.numPages; i++) {
    const page = await doc.getPage(i);
    const content = await page.getTextContent();
    text += `${content.items.map((it: { str?: string }) => it.str ?? '').join(' ')}\n`;
  }
  return text.replace(/\u00a0/g, ' ');
}

describe('billing details', () => {
  it('refuses a wrong tax id in Spanish and changes nothing', async () => {
    const res = await owner.agent.put('/api/profile/billing', { ...ownerDetails, taxId: 'X1234567A' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('NIF, NIE o CIF válido');
    expect((await owner.agent.get('/api/profile/billing')).json().details.taxId).toBe('X1234567L');
    const cp = await owner.agent.put('/api/profile/billing', { ...ownerDetails, postalCode: '2800' });
    expect(cp.body).toContain('5 cifras');
    const nowhere = await owner.agent.put('/api/profile/billing', { ...ownerDetails, postalCode: '99001' });
    expect(nowhere.statusCode).toBe(400);
    expect(nowhere.body).toContain('no es de ninguna provincia española');
  });
  it('takes the province from the postal code, whatever the request says', async () => {
    const res = await owner.agent.put('/api/profile/billing', {
      ...ownerDetails,
      postalCode: '23400',
      province: 'Otra cosa',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().details).toMatchObject({ postalCode: '23400', province: 'Jaén' });
    await owner.agent.put('/api/profile/billing', ownerDetails);
  });
  it('normalises the tax id and keeps IVA and IRPF for professionals only', async () => {
    const mine = (await pro.agent.get('/api/profile/billing')).json().details;
    expect(mine).toMatchObject({ taxId: '12345678Z', taxIdKind: 'nif', vatRateBps: 2100, irpfRateBps: 1500 });
    const theirs = (await owner.agent.get('/api/profile/billing')).json().details;
    expect(theirs).toMatchObject({ taxIdKind: 'nie', vatRateBps: null, irpfRateBps: 0, isBusiness: false });
  });
});

describe('invoices when a payment is released', () => {
  it('a transfer the professional confirms: their complete invoice to the owner and Faena’s fee invoice, real ones', async () => {
    const paymentId = await transferPayment(owner, pro, 40_000, 6_500, 'Poda de olivos');
    expect(await rowsOf(paymentId)).toEqual([]);
    await confirmReceipt(pro, paymentId);
    const [fee, work] = await rowsOf(paymentId);
    // 465,00 € at 21 %: base 384,30 €, IVA 80,70 €.
    expect(work).toMatchObject({
      kind: 'complete',
      concept: 'work',
      issuerKey: pro.profileId,
      testMode: false,
      baseCents: 38_430,
      vatCents: 8_070,
      totalCents: 46_500,
      irpfCents: 0,
      vatRateBps: 2100,
    });
    expect(work?.fullNumber).toMatch(/^F\d{4}-\d{6}$/);
    expect(work?.lines).toEqual([
      { description: 'Poda de olivos', baseCents: 33_058 },
      { description: 'Desplazamiento', baseCents: 5_372 },
    ]);
    // The fee is owed by the professional (Faena took no money): 10 % of 400 € = 40,00 € IVA
    // included, base 33,06 €, IVA 6,94 €.
    expect(fee).toMatchObject({
      kind: 'complete',
      issuerKey: 'faena',
      testMode: false,
      recipientProfileId: pro.profileId,
      baseCents: 3_306,
      vatCents: 694,
      totalCents: 4_000,
    });
    expect(fee?.fullNumber).toMatch(/^F\d{4}-\d{6}$/);

    // The owner sees the work invoice only; the professional both.
    const ownerList = (await owner.agent.get(`/api/payments/${paymentId}/invoices`)).json();
    expect(ownerList.invoices).toMatchObject([{ concept: 'work', testMode: false }]);
    const proList = (await pro.agent.get(`/api/payments/${paymentId}/invoices`)).json();
    expect(proList.invoices).toHaveLength(2);
    expect((await stranger.agent.get(`/api/payments/${paymentId}/invoices`)).statusCode).toBe(404);

    // The PDF: to the owner, the professional and admins; 404 to anyone else, and for the fee to the owner.
    const { res, text } = await pdfOf(owner, work);
    expect(res.headers['content-type']).toContain('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="factura-${work?.fullNumber}.pdf"`);
    for (const expected of ['12345678Z', 'X1234567L', '384,30 €', '80,70 €', '465,00 €', 'QR tributario:'])
      expect(text).toContain(expected);
    // The records are not sent to the AEAT: no VERI*FACTU legend, and the QR of a system that is not.
    expect(text).not.toContain('VERI*FACTU');
    expect(text).not.toContain('Factura verificable');
    expect(text).not.toContain('MODO DE PRUEBAS');
    expect(verificationUrl(work!)).toBe(
      `https://www2.agenciatributaria.gob.es/wlpl/TIKE-CONT/ValidarQRNoVerifactu?nif=12345678Z&numserie=${work?.fullNumber}&fecha=${aeatDate(work!.issuedAt)}&importe=465.00`,
    );
    const url = `/api/payments/${paymentId}/invoices/${work?.id}/pdf`;
    expect((await pro.agent.get(url)).statusCode).toBe(200);
    expect((await admin.agent.get(url)).statusCode).toBe(200);
    expect((await stranger.agent.get(url)).statusCode).toBe(404);
    expect((await owner.agent.get(`/api/payments/${paymentId}/invoices/${fee?.id}/pdf`)).statusCode).toBe(404);
  });

  it('a card payment of the test provider: flagged, in its own series and chains, and said on the PDF with no AEAT QR', async () => {
    const before = (await issuedBy(pro.profileId)).length;
    const paymentId = await heldPayment(owner, pro, 40_000, 6_500);
    expect(await rowsOf(paymentId)).toEqual([]);
    await release(paymentId);
    const [fee, work] = await rowsOf(paymentId);
    expect(work).toMatchObject({
      concept: 'work',
      kind: 'complete',
      testMode: true,
      issuerKey: `pruebas:${pro.profileId}`,
      totalCents: 46_500,
      baseCents: 38_430,
    });
    expect(fee).toMatchObject({ concept: 'fee', testMode: true, issuerKey: 'pruebas:faena', totalCents: 4_000 });
    expect(work?.fullNumber).toMatch(/^PF\d{4}-\d{6}$/);
    expect(fee?.fullNumber).toMatch(/^PF\d{4}-\d{6}$/);
    // Nothing entered the professional's real series.
    expect(await issuedBy(pro.profileId)).toHaveLength(before);

    const ownerList = (await owner.agent.get(`/api/payments/${paymentId}/invoices`)).json();
    expect(ownerList.invoices).toMatchObject([{ concept: 'work', testMode: true }]);
    const { text } = await pdfOf(owner, work);
    for (const expected of ['MODO DE PRUEBAS · sin validez fiscal', '12345678Z', 'X1234567L', '465,00 €'])
      expect(text).toContain(expected);
    for (const absent of ['QR tributario', 'AEAT', 'VERI*FACTU']) expect(text).not.toContain(absent);
  });

  it('issues a simplified invoice to an owner without billing details, up to 400 €', async () => {
    const paymentId = await transferPayment(plainOwner, pro, 30_000);
    await confirmReceipt(pro, paymentId);
    const rows = await rowsOf(paymentId);
    const work = rows.find((i) => i.concept === 'work');
    expect(work).toMatchObject({ kind: 'simplified', totalCents: 30_000, irpfCents: 0, testMode: false });
    expect(chainRecordsOf(rows).find((r) => r.id === work?.id)?.invoiceType).toBe('F2');
    expect((work!.recipient as { taxId: string | null }).taxId).toBeNull();
  });

  it('withholds IRPF only when the owner is a business, and prints what is left to receive', async () => {
    const paymentId = await transferPayment(businessOwner, pro, 46_500);
    await confirmReceipt(pro, paymentId);
    const work = (await rowsOf(paymentId)).find((i) => i.concept === 'work');
    // 15 % of the base 384,30 € = 57,65 €.
    expect(work).toMatchObject({ kind: 'complete', baseCents: 38_430, irpfRateBps: 1500, irpfCents: 5_765 });
    const { text } = await pdfOf(businessOwner, work);
    expect(text).toContain('Retención IRPF (15 %): -57,65 €');
    expect(text).toContain('Líquido a percibir: 407,35 €');
  });

  it('an exempt professional’s invoice: no IVA, the legal reason printed', async () => {
    const paymentId = await transferPayment(owner, exemptPro, 20_000, 0, 'Curso de poda');
    await confirmReceipt(exemptPro, paymentId);
    const work = (await rowsOf(paymentId)).find((i) => i.concept === 'work');
    expect(work).toMatchObject({
      kind: 'complete',
      vatRateBps: null,
      vatCents: 0,
      baseCents: 20_000,
      totalCents: 20_000,
      exemptionReason: EXEMPTION,
    });
    expect(work?.lines).toEqual([{ description: 'Curso de poda', baseCents: 20_000 }]);
    const { text } = await pdfOf(owner, work);
    expect(text).toContain(`IVA: ${EXEMPTION}`);
    expect(text).toContain('Base imponible: 200,00 €');
    expect(text).toContain('Total: 200,00 €');
    expect(text).not.toMatch(/IVA \(/);
  });

  it('without the professional’s billing details: only what can be valid; the rest once they complete them', async () => {
    // (a) A test-mode card payment of 200 €: the fee (20 €) simplified, no work invoice.
    const card = await heldPayment(owner, bareProfessional, 20_000);
    await release(card);
    expect(await rowsOf(card)).toMatchObject([{ concept: 'fee', kind: 'simplified', totalCents: 2_000 }]);
    expect((await bareProfessional.agent.get(`/api/payments/${card}/invoices`)).json().missingProfessionalDetails).toBe(
      true,
    );
    // (b) A transfer of 5 000 €: Faena's fee (500 €) is above the simplified limit and would have
    // no recipient tax id, so neither invoice yet.
    const transfer = await transferPayment(owner, bareProfessional, 500_000, 0, 'Vallado de la finca');
    await confirmReceipt(bareProfessional, transfer);
    expect(await rowsOf(transfer)).toEqual([]);
    // (c) A dispute split: the professional kept 242 € of 400 €.
    const split = await heldPayment(owner, bareProfessional, 40_000, 0, 'Poda repartida sin datos');
    const opened = await owner.agent.post(`/api/payments/${split}/dispute`, {
      reason: 'Solo se podó la mitad de los olivos acordados.',
      photoIds: [],
    });
    expect(opened.statusCode, opened.body).toBe(201);
    const decided = await admin.agent.post(`/api/admin/disputes/${opened.json().id}/decision`, {
      outcome: 'split',
      payeeCents: 24_200,
      payerCents: 15_800,
      note: 'Se hizo algo más de la mitad del trabajo.',
    });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(await rowsOf(split)).toMatchObject([{ concept: 'fee', totalCents: 2_420 }]);

    // Completing them issues what was missing (once: saving again issues nothing more).
    const details = { ...proDetails, taxId: '00000000T', legalName: 'Sin Datos Previos' };
    expect((await bareProfessional.agent.put('/api/profile/billing', details)).statusCode).toBe(200);
    expect((await bareProfessional.agent.put('/api/profile/billing', details)).statusCode).toBe(200);
    const [, cardWork] = await rowsOf(card);
    expect(cardWork).toMatchObject({
      concept: 'work',
      kind: 'complete',
      totalCents: 20_000,
      testMode: true,
      number: 1,
    });
    const [transferFee, transferWork] = await rowsOf(transfer);
    expect(transferWork).toMatchObject({ concept: 'work', kind: 'complete', totalCents: 500_000, testMode: false });
    expect(transferFee).toMatchObject({ concept: 'fee', kind: 'complete', totalCents: 50_000, testMode: false });
    expect(transferFee?.recipient).toMatchObject({ taxId: '00000000T' });
    // The part the professional kept, not the whole payment: 242,00 € at 21 % → 200,00 € + 42,00 €.
    const [, splitWork] = await rowsOf(split);
    expect(splitWork).toMatchObject({ concept: 'work', totalCents: 24_200, baseCents: 20_000, vatCents: 4_200 });
    expect(await rowsOf(split)).toHaveLength(2);
    const after = (await bareProfessional.agent.get(`/api/payments/${card}/invoices`)).json();
    expect(after.missingProfessionalDetails).toBe(false);
  });

  it('numbers without gaps under concurrent releases; each chain, real or test, verifies on its own', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) ids.push(await transferPayment(owner, pro, 10_000 + i));
    await Promise.all(ids.map((id) => confirmReceipt(pro, id)));
    const mine = await issuedBy(pro.profileId);
    const series = mine.find((i) => ids.includes(i.paymentId))?.series;
    const numbers = mine
      .filter((i) => i.series === series)
      .map((i) => i.number)
      .sort((a, b) => a - b);
    expect(numbers).toEqual(numbers.map((_, i) => i + 1));
    for (const key of [pro.profileId, 'faena', `pruebas:${pro.profileId}`, 'pruebas:faena']) {
      const rows = await issuedBy(key);
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((i) => i.testMode === key.startsWith('pruebas:'))).toBe(true);
      expect(verifyChain(chainRecordsOf(rows))).toEqual({ ok: true, length: rows.length });
    }
  });

  it('the series is the year of the date printed (Madrid’s): 31 Dec 23:30 UTC is 1 Jan', async () => {
    const paymentId = await transferPayment(owner, pro, 10_000);
    const [payment] = await ctx.app.db.select().from(payments).where(eq(payments.id, paymentId));
    const at = new Date('2026-12-31T23:30:00Z');
    let issued: InvoiceRow[] = [];
    // Issued as on release, then rolled back: the test leaves no invoice dated next year behind.
    await ctx.app.db
      .transaction(async (tx) => {
        issued = await issueOnRelease(tx, { ...payment!, status: 'released' }, at);
        tx.rollback();
      })
      .catch((e) => {
        if (!(e instanceof TransactionRollbackError)) throw e;
      });
    expect(issued).toHaveLength(2);
    for (const row of issued) {
      expect(row.series).toBe('F2027');
      expect(aeatDate(row.issuedAt)).toBe('01-01-2027');
    }
    expect(issued.find((i) => i.concept === 'work')?.fullNumber).toBe('F2027-000001');
  });

  it('after a dispute split, invoices the part the professional kept', async () => {
    const paymentId = await heldPayment(owner, pro, 40_000, 0, 'Poda repartida en una disputa');
    const opened = await owner.agent.post(`/api/payments/${paymentId}/dispute`, {
      reason: 'Solo se podó la mitad de los olivos acordados.',
      photoIds: [],
    });
    expect(opened.statusCode, opened.body).toBe(201);
    const decided = await admin.agent.post(`/api/admin/disputes/${opened.json().id}/decision`, {
      outcome: 'split',
      payeeCents: 24_200,
      payerCents: 15_800,
      note: 'Se hizo algo más de la mitad del trabajo.',
    });
    expect(decided.statusCode, decided.body).toBe(200);
    const [fee, work] = await rowsOf(paymentId);
    // 242,00 € kept at 21 %: base 200,00 €, IVA 42,00 €; Faena's fee on that share: 10 % → 24,20 €.
    expect(work).toMatchObject({ concept: 'work', totalCents: 24_200, baseCents: 20_000, vatCents: 4_200 });
    expect(fee).toMatchObject({ concept: 'fee', totalCents: 2_420 });
  });

  it('keeps issued invoices immutable', async () => {
    await expect(ctx.app.db.execute(sql`update invoices set total_cents = 1`)).rejects.toThrow();
    await expect(ctx.app.db.execute(sql`delete from invoices`)).rejects.toThrow();
  });
});

describe('corrective invoices after a provider refund of a released payment', () => {
  it('correct each invoice with negative amounts; an IRPF withholding is given back, never a double minus', async () => {
    const paymentId = await heldPayment(businessOwner, pro, 46_500);
    await release(paymentId);
    await providerRefund(paymentId);
    const rows = await rowsOf(paymentId);
    const work = rows.find((i) => i.concept === 'work' && i.kind === 'complete');
    const corrective = rows.find((i) => i.concept === 'work' && i.kind === 'corrective');
    expect(corrective).toMatchObject({
      correctsInvoiceId: work?.id,
      issuerKey: work?.issuerKey,
      testMode: true,
      totalCents: -46_500,
      baseCents: -38_430,
      vatCents: -8_070,
      irpfRateBps: 1500,
      irpfCents: -5_765,
    });
    expect(corrective?.fullNumber).toMatch(/^PR\d{4}-\d{6}$/);
    expect(rows.filter((i) => i.kind === 'corrective')).toHaveLength(2);
    expect(chainRecordsOf(rows).find((r) => r.id === corrective?.id)?.invoiceType).toBe('R1');
    const { res, text } = await pdfOf(businessOwner, corrective);
    expect(res.headers['content-disposition']).toContain('factura-rectificativa-PR');
    expect(text).toContain(work!.fullNumber);
    for (const expected of ['-384,30 €', '-80,70 €', 'Total: -465,00 €', 'Retención IRPF (15 %): +57,65 €'])
      expect(text).toContain(expected);
    // −465,00 € + 57,65 € withheld and now given back.
    expect(text).toContain('Líquido a percibir: -407,35 €');
    expect(text).not.toMatch(/[-−]\s*[-−]/);
  });

  it('a simplified invoice’s corrective is an R5, a complete one’s an R1, and the chain holds', async () => {
    const paymentId = await heldPayment(plainOwner, pro, 30_000);
    await release(paymentId);
    await providerRefund(paymentId);
    const records = chainRecordsOf(await rowsOf(paymentId));
    const rows = await rowsOf(paymentId);
    const typeOf = (concept: string, kind: string) =>
      records.find((r) => r.id === rows.find((i) => i.concept === concept && i.kind === kind)?.id)?.invoiceType;
    expect(typeOf('work', 'simplified')).toBe('F2');
    expect(typeOf('work', 'corrective')).toBe('R5');
    expect(typeOf('fee', 'complete')).toBe('F1');
    expect(typeOf('fee', 'corrective')).toBe('R1');
    // The records were hashed with those types.
    const chain = await issuedBy(`pruebas:${pro.profileId}`);
    expect(verifyChain(chainRecordsOf(chain))).toEqual({ ok: true, length: chain.length });
  });
});
