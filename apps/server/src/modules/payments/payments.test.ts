import { payments } from '@faena/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAssignedTask, createProperty } from '../../../test/fixtures';
import { Agent, createTestApp, signUp, type TestContext, type TestUser } from '../../../test/helpers';
import { jpegWithGps, uploadImages } from '../../../test/images';
import { TEST_CARDS, type TestPaymentProvider } from './test-provider';

let ctx: TestContext;
let owner: TestUser;
let pro: TestUser;
let otherOwner: TestUser;
let otherPro: TestUser;
let admin: TestUser;
let propertyId: string;
beforeAll(async () => {
  ctx = await createTestApp();
  owner = await signUp(ctx, { firstName: 'Carmen' });
  pro = await signUp(ctx, { role: 'professional', firstName: 'Pedro' });
  otherOwner = await signUp(ctx);
  otherPro = await signUp(ctx, { role: 'professional' });
  admin = await signUp(ctx, { admin: true });
  propertyId = await createProperty(owner);
});
afterAll(async () => {
  await ctx?.close();
});

const card = (number: string = TEST_CARDS.ok) => ({ number, expiry: '12/30', cvc: '123', holder: 'Carmen Ruiz' });
let keyCounter = 0;
const key = () => `clave-de-pago-${Date.now()}-${++keyCounter}`;

async function completeTask(taskId: string) {
  const url = `/api/tasks/${taskId}/progress`;
  await pro.agent.post(`${url}/start`);
  const [img] = await uploadImages(pro.agent, 'progress', [{ name: 'fin.jpg', data: await jpegWithGps(400, 300) }]);
  await pro.agent.post(`${url}/finish`, { text: 'Hecho', photoIds: [img!.id] });
  const confirmed = await owner.agent.post(`${url}/confirm`);
  expect(confirmed.statusCode).toBe(200);
}

describe('paying by card (test provider)', () => {
  it('holds the money, releases it when the task completes, and shows amount, fee and net', async () => {
    const taskId = await createAssignedTask(owner, pro, propertyId, 'Poda pagada con tarjeta');
    const paid = await owner.agent.post(`/api/tasks/${taskId}/payments`, {
      method: 'card',
      idempotencyKey: key(),
      card: card(),
    });
    expect(paid.statusCode).toBe(201);
    expect(paid.json()).toMatchObject({
      status: 'held',
      amountCents: 40_000,
      workCents: 40_000,
      feeCents: 4_000,
      netCents: 36_000,
      testMode: true,
      reference: 'Tarjeta terminada en 4242',
    });
    const proView = (await pro.agent.get('/api/payments')).json();
    expect(proView.totals.heldCents).toBe(36_000);
    await completeTask(taskId);
    await ctx.worker.drain();
    const after = (await owner.agent.get(`/api/payments/${paid.json().id}`)).json();
    expect(after.status).toBe('released');
    expect((await pro.agent.get('/api/payments')).json().totals.releasedCents).toBeGreaterThanOrEqual(36_000);
  });

  it('a double click or a retried request creates one payment; a second payment is refused', async () => {
    const taskId = await createAssignedTask(owner, pro, propertyId);
    const k = key();
    const [a, b] = await Promise.all([
      owner.agent.post(`/api/tasks/${taskId}/payments`, { method: 'card', idempotencyKey: k, card: card() }),
      owner.agent.post(`/api/tasks/${taskId}/payments`, { method: 'card', idempotencyKey: k, card: card() }),
    ]);
    expect(a.json().id).toBe(b.json().id);
    const again = await owner.agent.post(`/api/tasks/${taskId}/payments`, {
      method: 'card',
      idempotencyKey: k,
      card: card(),
    });
    expect(again.json().id).toBe(a.json().id);
    const other = await owner.agent.post(`/api/tasks/${taskId}/payments`, {
      method: 'transfer',
      idempotencyKey: key(),
      reference: 'OTRA',
    });
    expect(other.statusCode).toBe(409);
    expect(other.json().error.message).toBe('Esta tarea ya tiene un pago en curso o hecho.');
    const rows = await ctx.database.db.select().from(payments).where(eq(payments.taskId, taskId));
    expect(rows).toHaveLength(1);
  });

  it('a declined card charges nothing and says so in Spanish; a new attempt can succeed', async () => {
    const taskId = await createAssignedTask(owner, pro, propertyId);
    const declined = await owner.agent.post(`/api/tasks/${taskId}/payments`, {
      method: 'card',
      idempotencyKey: key(),
      card: card(TEST_CARDS.declined),
    });
    expect(declined.statusCode).toBe(402);
    expect(declined.json().error).toEqual({
      code: 'CARD_DECLINED',
      message: 'Tu banco ha rechazado la tarjeta. No se ha cobrado nada.',
    });
    const bad = await owner.agent.post(`/api/tasks/${taskId}/payments`, {
      method: 'card',
      idempotencyKey: key(),
      card: card('4242424242424241'),
    });
    expect(bad.json().error.message).toBe('El número de la tarjeta no es válido.');
    const ok = await owner.agent.post(`/api/tasks/${taskId}/payments`, {
      method: 'card',
      idempotencyKey: key(),
      card: card(),
    });
    expect(ok.json().status).toBe('held');
  });

  it('a card that needs the bank’s confirmation waits for it', async () => {
    const taskId = await createAssignedTask(owner, pro, propertyId);
    const pending = await owner.agent.post(`/api/tasks/${taskId}/payments`, {
      method: 'card',
      idempotencyKey: key(),
      card: card(TEST_CARDS.authentication),
    });
    expect(pending.json()).toMatchObject({ status: 'pending', requiresAction: true });
    const id = pending.json().id;
    expect((await pro.agent.post(`/api/payments/${id}/confirm-action`, { approved: true })).statusCode).toBe(404);
    const held = await owner.agent.post(`/api/payments/${id}/confirm-action`, { approved: true });
    expect(held.json()).toMatchObject({ status: 'held', requiresAction: false });
  });

  it('cancelling a task refunds its held payment', async () => {
    const taskId = await createAssignedTask(owner, pro, propertyId);
    const paid = (
      await owner.agent.post(`/api/tasks/${taskId}/payments`, { method: 'card', idempotencyKey: key(), card: card() })
    ).json();
    await owner.agent.post(`/api/tasks/${taskId}/cancel`, { reason: 'Ya no hace falta' });
    await ctx.worker.drain();
    expect((await owner.agent.get(`/api/payments/${paid.id}`)).json().status).toBe('refunded');
  });
});

describe('paying by transfer or Bizum', () => {
  it('is confirmed by the professional; the fee becomes a balance owed to Faena', async () => {
    const taskId = await createAssignedTask(owner, pro, propertyId, 'Desbroce pagado por Bizum');
    const missing = await owner.agent.post(`/api/tasks/${taskId}/payments`, { method: 'bizum', idempotencyKey: key() });
    expect(missing.json().error.fields).toEqual({
      reference: 'Escribe la referencia o el concepto que has usado al pagar.',
    });
    const paid = await owner.agent.post(`/api/tasks/${taskId}/payments`, {
      method: 'bizum',
      idempotencyKey: key(),
      reference: 'DESBROCE-LOMA',
    });
    expect(paid.json()).toMatchObject({ status: 'pending', method: 'bizum', reference: 'DESBROCE-LOMA' });
    const id = paid.json().id;
    expect((await owner.agent.post(`/api/payments/${id}/confirm-receipt`)).statusCode).toBe(404);
    const released = await pro.agent.post(`/api/payments/${id}/confirm-receipt`);
    expect(released.json()).toMatchObject({ status: 'released', feeSettled: false });
    expect((await pro.agent.get('/api/payments')).json().totals.feeOwedCents).toBeGreaterThanOrEqual(4_000);
  });
});

describe('who sees what', () => {
  it('nobody reads another pair’s payments; only the owner of an assigned task pays', async () => {
    const taskId = await createAssignedTask(owner, pro, propertyId);
    const paid = (
      await owner.agent.post(`/api/tasks/${taskId}/payments`, { method: 'card', idempotencyKey: key(), card: card() })
    ).json();
    for (const user of [otherOwner, otherPro, admin]) {
      expect((await user.agent.get(`/api/payments/${paid.id}`)).statusCode).toBe(404);
      const theirs = (await user.agent.get('/api/payments')).json();
      expect(theirs.payments.map((p: { id: string }) => p.id)).not.toContain(paid.id);
    }
    expect(
      (await pro.agent.post(`/api/tasks/${taskId}/payments`, { method: 'card', idempotencyKey: key(), card: card() }))
        .statusCode,
    ).toBe(404);
    expect((await new Agent(ctx.app).get('/api/payments')).statusCode).toBe(401);
    const open = await createAssignedTask(owner, pro, propertyId);
    await owner.agent.post(`/api/tasks/${open}/cancel`, { reason: 'Cancelada antes de pagar' });
    const late = await owner.agent.post(`/api/tasks/${open}/payments`, {
      method: 'card',
      idempotencyKey: key(),
      card: card(),
    });
    expect(late.statusCode).toBe(409);
  });

  it('lists a completed unpaid task as due', async () => {
    const taskId = await createAssignedTask(owner, pro, propertyId, 'Tarea completada sin pagar');
    await completeTask(taskId);
    const overview = (await owner.agent.get('/api/payments')).json();
    expect(overview.due.find((d: { taskId: string }) => d.taskId === taskId)).toMatchObject({
      amountCents: 40_000,
      feeCents: 4_000,
      netCents: 36_000,
    });
  });
});

describe('webhooks', () => {
  it('accept only a correct signature', async () => {
    const provider = ctx.app.paymentProvider as TestPaymentProvider;
    const body = JSON.stringify({ type: 'payment.refunded', providerRef: 'prueba_inexistente' });
    const good = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/pruebas',
      headers: { 'content-type': 'application/json', 'faena-signature': provider.sign(body) },
      payload: body,
    });
    expect(good.statusCode).toBe(200);
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/pruebas',
      headers: { 'content-type': 'application/json', 'faena-signature': 't=1,v1=00' },
      payload: body,
    });
    expect(bad.statusCode).toBe(403);
  });
});
