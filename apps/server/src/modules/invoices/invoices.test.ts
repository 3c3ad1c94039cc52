import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { invoices } from '@faena/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProperty, createTask, payByCard, setUpPayouts } from '../../../test/fixtures';
import { createTestApp, signUp, type TestContext, type TestUser } from '../../../test/helpers';
import { verifyChain } from './chain';
import { invoiceType } from './issue';

let ctx: TestContext;
let owner: TestUser;
let businessOwner: TestUser;
let plainOwner: TestUser;
let pro: TestUser;
let bareProfessional: TestUser;
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
  [owner, businessOwner, plainOwner, pro, bareProfessional, stranger, admin] = await Promise.all([
    signUp(ctx, { firstName: 'Carmen' }),
    signUp(ctx, { firstName: 'Empresa' }),
    signUp(ctx, { firstName: 'Lola' }),
    signUp(ctx, { role: 'professional', firstName: 'Pedro' }),
    signUp(ctx, { role: 'professional', firstName: 'Sin' }),
    signUp(ctx),
    signUp(ctx, { admin: true }),
  ]);
  for (const o of [owner, businessOwner, plainOwner]) propertyOf.set(o, await createProperty(o));
  await setUpPayouts(pro);
  await setUpPayouts(bareProfessional);
  expect((await pro.agent.put('/api/profile/billing', proDetails)).statusCode).toBe(200);
  expect((await owner.agent.put('/api/profile/billing', ownerDetails)).statusCode).toBe(200);
  const business = { ...ownerDetails, taxId: 'B12345674', legalName: 'Fincas del Sur, S.L.', isBusiness: true };
  expect((await businessOwner.agent.put('/api/profile/billing', business)).statusCode).toBe(200);
});
afterAll(async () => {
  await ctx?.close();
});

/** A task of `o` done by `p` at this price, paid by card and held; its payment id. */
async function heldPayment(o: TestUser, p: TestUser, priceCents: number, travelCents = 0, title = 'Poda de olivos') {
  const taskId = await createTask(o, propertyOf.get(o)!, { title });
  const applied = await p.agent.post(`/api/tasks/${taskId}/applications`, {
    message: 'Puedo hacerlo la semana que viene sin problema.',
    priceCents,
    travelCents,
  });
  expect(applied.statusCode, applied.body).toBe(201);
  expect((await o.agent.post(`/api/applications/${applied.json().id}/accept`)).statusCode).toBe(200);
  const { synced } = await payByCard(o, taskId);
  expect(synced?.json().status).toBe('held');
  return synced?.json().id as string;
}

async function release(paymentId: string) {
  const res = await admin.agent.post(`/api/admin/payments/${paymentId}/release`, { reason: 'Trabajo verificado' });
  expect(res.statusCode, res.body).toBe(200);
}

const rowsOf = (paymentId: string) =>
  ctx.app.db.select().from(invoices).where(eq(invoices.paymentId, paymentId)).orderBy(invoices.concept);

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
  });
  it('normalises the tax id and keeps IVA and IRPF for professionals only', async () => {
    const mine = (await pro.agent.get('/api/profile/billing')).json().details;
    expect(mine).toMatchObject({ taxId: '12345678Z', taxIdKind: 'nif', vatRateBps: 2100, irpfRateBps: 1500 });
    const theirs = (await owner.agent.get('/api/profile/billing')).json().details;
    expect(theirs).toMatchObject({ taxIdKind: 'nie', vatRateBps: null, irpfRateBps: 0, isBusiness: false });
  });
});

describe('invoices on release', () => {
  it('issues the professional’s complete invoice (base from the IVA-included total) and Faena’s fee invoice', async () => {
    const paymentId = await heldPayment(owner, pro, 40_000, 6_500);
    expect(await rowsOf(paymentId)).toEqual([]);
    await release(paymentId);
    const [fee, work] = await rowsOf(paymentId);
    // 465,00 € at 21 %: base 384,30 €, IVA 80,70 €.
    expect(work).toMatchObject({
      kind: 'complete',
      concept: 'work',
      issuerKey: pro.profileId,
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
    // Fee 10 % of 400 € = 40,00 € IVA included: base 33,06 €, IVA 6,94 €.
    expect(fee).toMatchObject({
      issuerKey: 'faena',
      recipientProfileId: pro.profileId,
      baseCents: 3_306,
      vatCents: 694,
      totalCents: 4_000,
    });

    // The owner sees the work invoice only; the professional both.
    const ownerList = (await owner.agent.get(`/api/payments/${paymentId}/invoices`)).json();
    expect(ownerList.invoices.map((i: { concept: string }) => i.concept)).toEqual(['work']);
    const proList = (await pro.agent.get(`/api/payments/${paymentId}/invoices`)).json();
    expect(proList.invoices).toHaveLength(2);
    expect((await stranger.agent.get(`/api/payments/${paymentId}/invoices`)).statusCode).toBe(404);

    // The PDF: to the owner, the professional and admins; 404 to anyone else, and for the fee to the owner.
    const url = `/api/payments/${paymentId}/invoices/${work?.id}/pdf`;
    const res = await owner.agent.get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="factura-${work?.fullNumber}.pdf"`);
    const text = await pdfText(res.rawPayload);
    for (const expected of [
      '12345678Z',
      'X1234567L',
      '384,30 €',
      '80,70 €',
      '465,00 €',
      'Factura verificable en la sede electrónica de la AEAT',
    ])
      expect(text).toContain(expected);
    expect((await pro.agent.get(url)).statusCode).toBe(200);
    expect((await admin.agent.get(url)).statusCode).toBe(200);
    expect((await stranger.agent.get(url)).statusCode).toBe(404);
    expect((await owner.agent.get(`/api/payments/${paymentId}/invoices/${fee?.id}/pdf`)).statusCode).toBe(404);
  });

  it('issues a simplified invoice to an owner without billing details, up to 400 €', async () => {
    const paymentId = await heldPayment(plainOwner, pro, 30_000);
    await release(paymentId);
    const work = (await rowsOf(paymentId)).find((i) => i.concept === 'work');
    expect(work).toMatchObject({ kind: 'simplified', totalCents: 30_000, irpfCents: 0 });
    expect(invoiceType(work!.kind)).toBe('F2');
    expect((work!.recipient as { taxId: string | null }).taxId).toBeNull();
  });

  it('withholds IRPF only when the owner is a business', async () => {
    const paymentId = await heldPayment(businessOwner, pro, 46_500);
    await release(paymentId);
    const work = (await rowsOf(paymentId)).find((i) => i.concept === 'work');
    // 15 % of the base 384,30 € = 57,65 €.
    expect(work).toMatchObject({ kind: 'complete', baseCents: 38_430, irpfRateBps: 1500, irpfCents: 5_765 });
    const text = await pdfText(
      (await businessOwner.agent.get(`/api/payments/${paymentId}/invoices/${work?.id}/pdf`)).rawPayload,
    );
    expect(text).toContain('Retención IRPF (15 %)');
  });

  it('issues nothing for the work without the professional’s billing details, tells them, and issues it once they complete them', async () => {
    const paymentId = await heldPayment(owner, bareProfessional, 20_000);
    await release(paymentId);
    expect((await rowsOf(paymentId)).map((i) => i.concept)).toEqual(['fee']);
    expect(
      (await bareProfessional.agent.get(`/api/payments/${paymentId}/invoices`)).json().missingProfessionalDetails,
    ).toBe(true);
    // Completing them issues the missing invoice (once: saving again issues nothing more).
    const details = { ...proDetails, taxId: '00000000T', legalName: 'Sin Datos Previos' };
    expect((await bareProfessional.agent.put('/api/profile/billing', details)).statusCode).toBe(200);
    expect((await bareProfessional.agent.put('/api/profile/billing', details)).statusCode).toBe(200);
    const work = (await rowsOf(paymentId)).filter((i) => i.concept === 'work');
    expect(work).toHaveLength(1);
    expect(work[0]).toMatchObject({ kind: 'complete', totalCents: 20_000, number: 1 });
    const after = (await bareProfessional.agent.get(`/api/payments/${paymentId}/invoices`)).json();
    expect(after.missingProfessionalDetails).toBe(false);
  });

  it('numbers without gaps under concurrent releases, and the chain verifies', async () => {
    const ids = [];
    for (let i = 0; i < 4; i++) ids.push(await heldPayment(owner, pro, 10_000 + i));
    await Promise.all(ids.map(release));
    const mine = await ctx.app.db.select().from(invoices).where(eq(invoices.issuerKey, pro.profileId));
    const numbers = mine
      .filter((i) => i.series.startsWith('F'))
      .map((i) => i.number)
      .sort((a, b) => a - b);
    expect(numbers).toEqual(numbers.map((_, i) => i + 1));
    const chain = (rows: typeof mine) =>
      rows.map((i) => ({
        id: i.id,
        hash: i.hash,
        previousHash: i.previousHash,
        issuerTaxId: (i.issuer as { taxId: string }).taxId,
        fullNumber: i.fullNumber,
        issuedAt: i.issuedAt,
        invoiceType: invoiceType(i.kind),
        vatCents: i.vatCents,
        totalCents: i.totalCents,
      }));
    expect(verifyChain(chain(mine))).toMatchObject({ ok: true, length: mine.length });
    const faena = await ctx.app.db.select().from(invoices).where(eq(invoices.issuerKey, 'faena'));
    expect(verifyChain(chain(faena))).toMatchObject({ ok: true });
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

  it('issues corrective invoices after a provider refund of a released payment', async () => {
    const paymentId = await heldPayment(owner, pro, 40_000);
    await release(paymentId);
    const [payment] = await ctx.app.db
      .execute(sql`select provider_ref from payments where id = ${paymentId}`)
      .then((r) => (r as unknown as { rows: { provider_ref: string }[] }).rows);
    // The test provider signs its webhooks as Stripe does (payments/test-provider.ts).
    const provider = ctx.app.paymentProvider as unknown as { sign(rawBody: string): string };
    const body = JSON.stringify({
      id: `evt_factura_${Date.now()}`,
      type: 'charge.refunded',
      ref: payment!.provider_ref,
    });
    const hook = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/pruebas',
      headers: { 'content-type': 'application/json', 'faena-signature': provider.sign(body) },
      payload: body,
    });
    expect(hook.statusCode, hook.body).toBe(200);
    const rows = await rowsOf(paymentId);
    const work = rows.find((i) => i.concept === 'work' && i.kind === 'complete');
    const corrective = rows.find((i) => i.concept === 'work' && i.kind === 'corrective');
    expect(corrective).toMatchObject({
      correctsInvoiceId: work?.id,
      totalCents: -40_000,
      baseCents: -33_058,
      vatCents: -6_942,
    });
    expect(corrective?.fullNumber).toMatch(/^R\d{4}-\d{6}$/);
    expect(rows.filter((i) => i.kind === 'corrective')).toHaveLength(2);
    const res = await owner.agent.get(`/api/payments/${paymentId}/invoices/${corrective?.id}/pdf`);
    expect(res.headers['content-disposition']).toContain('factura-rectificativa-R');
    const text = await pdfText(res.rawPayload);
    expect(text).toContain(work!.fullNumber);
    expect(text).toContain('-400,00 €');
  });
});
