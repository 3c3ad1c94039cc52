import { payments, testProviderObjects } from '@faena/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAssignedTask, createProperty, payByCard, setUpPayouts } from '../../../test/fixtures';
import { Agent, createTestApp, signUp, type TestContext, type TestUser } from '../../../test/helpers';
import { jpegWithGps, uploadImages } from '../../../test/images';
import type { TestPaymentProvider } from './test-provider';

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
  await setUpPayouts(pro);
});
afterAll(async () => {
  await ctx?.close();
});

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
    const { opened, synced } = await payByCard(owner, taskId);
    expect(opened.statusCode).toBe(201);
    expect(opened.json()).toMatchObject({ status: 'pending', testMode: true });
    expect(opened.json().checkout.clientSecret).toMatch(/_secret_/);
    expect(synced?.json()).toMatchObject({
      status: 'held',
      amountCents: 40_000,
      workCents: 40_000,
      feeCents: 4_000,
      netCents: 36_000,
      testMode: true,
      checkout: null,
      reference: 'Tarjeta terminada en 4242',
    });
    const proView = (await pro.agent.get('/api/payments')).json();
    expect(proView.totals.heldCents).toBe(36_000);
    await completeTask(taskId);
    await ctx.worker.drain();
    const after = (await owner.agent.get(`/api/payments/${opened.json().id}`)).json();
    expect(after.status).toBe('released');
    expect((await pro.agent.get('/api/payments')).json().totals.releasedCents).toBeGreaterThanOrEqual(36_000);
    const [row] = await ctx.database.db.select().from(payments).where(eq(payments.id, after.id));
    expect(row?.transferRef).toMatch(/^tr_prueba_/);
    expect(row?.settling).toBeNull();
  });

  it('a double click or a retried request creates one payment and one charge; a second payment is refused', async () => {
    const taskId = await createAssignedTask(owner, pro, propertyId);
    const k = key();
    const [a, b] = await Promise.all([
      owner.agent.post(`/api/tasks/${taskId}/payments`, { method: 'card', idempotencyKey: k }),
      owner.agent.post(`/api/tasks/${taskId}/payments`, { method: 'card', idempotencyKey: k }),
    ]);
    expect(a.json().id).toBe(b.json().id);
    expect(a.json().checkout.clientSecret).toBe(b.json().checkout.clientSecret);
    await payByCard(owner, taskId, { idempotencyKey: k });
    const other = await owner.agent.post(`/api/tasks/${taskId}/payments`, {
      method: 'transfer',
      idempotencyKey: key(),
      reference: 'OTRA',
    });
    expect(other.statusCode).toBe(409);
    expect(other.json().error.message).toBe('Esta tarea ya tiene un pago en curso o hecho.');
    const rows = await ctx.database.db.select().from(payments).where(eq(payments.taskId, taskId));
    expect(rows).toHaveLength(1);
    const charges = await ctx.database.db
      .select()
      .from(testProviderObjects)
      .where(and(eq(testProviderObjects.kind, 'charge'), eq(testProviderObjects.parentRef, a.json().id)));
    expect(charges).toHaveLength(1);
  });

  it('a declined card charges nothing and says so in Spanish; another card on the same payment can succeed', async () => {
    const taskId = await createAssignedTask(owner, pro, propertyId);
    const declined = await payByCard(owner, taskId, { card: 'declined' });
    expect(declined.charge?.json()).toEqual({
      status: 'awaiting_card',
      failureReason: 'Tu banco ha rechazado la tarjeta. No se ha cobrado nada.',
    });
    expect(declined.synced?.json()).toMatchObject({ status: 'pending' });
    // Back to the dialog (a new key, as after closing it): the same payment, a new card.
    const again = await payByCard(owner, taskId);
    expect(again.opened.json().id).toBe(declined.opened.json().id);
    expect(again.synced?.json().status).toBe('held');
  });

  it('a card that needs the bank’s confirmation waits for it; refused, nothing is charged', async () => {
    const taskId = await createAssignedTask(owner, pro, propertyId);
    const waiting = await payByCard(owner, taskId, { card: 'authentication' });
    expect(waiting.charge?.json().status).toBe('requires_action');
    expect(waiting.synced?.json()).toMatchObject({ status: 'pending' });
    const refused = await owner.agent.post(`/api/payments/test-provider/charges/${waiting.ref}/authenticate`, {
      clientSecret: waiting.clientSecret,
      approved: false,
    });
    expect(refused.json()).toEqual({
      status: 'awaiting_card',
      failureReason: 'No has confirmado el pago con tu banco. No se ha cobrado nada.',
    });
    const approved = await payByCard(owner, taskId, { card: 'authentication', approve: true });
    expect(approved.synced?.json().status).toBe('held');
  });

  it('a wrong client secret or another person’s sync is refused', async () => {
    const taskId = await createAssignedTask(owner, pro, propertyId);
    const opened = await owner.agent.post(`/api/tasks/${taskId}/payments`, { method: 'card', idempotencyKey: key() });
    const ref = opened.json().checkout.clientSecret.split('_secret_')[0];
    const forged = await owner.agent.post(`/api/payments/test-provider/charges/${ref}/confirm`, {
      clientSecret: `${ref}_secret_000000000000000000000000`,
      paymentMethod: 'pm_prueba_visa',
    });
    expect(forged.statusCode).toBe(404);
    expect((await pro.agent.post(`/api/payments/${opened.json().id}/sync`)).statusCode).toBe(404);
    expect((await otherOwner.agent.post(`/api/payments/${opened.json().id}/sync`)).statusCode).toBe(404);
  });

  it('is refused while the professional cannot receive card payments', async () => {
    const newcomer = await signUp(ctx, { role: 'professional' });
    const taskId = await createAssignedTask(owner, newcomer, propertyId);
    const due = (await owner.agent.get('/api/payments'))
      .json()
      .due.find((d: { taskId: string }) => d.taskId === taskId);
    expect(due.cardAccepted).toBe(false);
    const refused = await owner.agent.post(`/api/tasks/${taskId}/payments`, { method: 'card', idempotencyKey: key() });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      'Este profesional aún no puede cobrar con tarjeta. Paga por transferencia o Bizum.',
    );
    expect((await newcomer.agent.get('/api/payments')).json().payouts).toBe('none');
    await setUpPayouts(newcomer);
    expect((await newcomer.agent.get('/api/payments')).json().payouts).toBe('verified');
    expect((await payByCard(owner, taskId)).synced?.json().status).toBe('held');
  });

  it('cancelling a task refunds its held payment', async () => {
    const taskId = await createAssignedTask(owner, pro, propertyId);
    const { paymentId, ref } = await payByCard(owner, taskId);
    await owner.agent.post(`/api/tasks/${taskId}/cancel`, { reason: 'Ya no hace falta' });
    await ctx.worker.drain();
    expect((await owner.agent.get(`/api/payments/${paymentId}`)).json().status).toBe('refunded');
    const [charge] = await ctx.database.db
      .select()
      .from(testProviderObjects)
      .where(eq(testProviderObjects.ref, ref as string));
    expect(charge?.refundedCents).toBe(40_000);
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
    const paid = (await payByCard(owner, taskId)).synced?.json();
    for (const user of [otherOwner, otherPro, admin]) {
      expect((await user.agent.get(`/api/payments/${paid.id}`)).statusCode).toBe(404);
      const theirs = (await user.agent.get('/api/payments')).json();
      expect(theirs.payments.map((p: { id: string }) => p.id)).not.toContain(paid.id);
    }
    expect(
      (await pro.agent.post(`/api/tasks/${taskId}/payments`, { method: 'card', idempotencyKey: key() })).statusCode,
    ).toBe(404);
    expect((await new Agent(ctx.app).get('/api/payments')).statusCode).toBe(401);
    const open = await createAssignedTask(owner, pro, propertyId);
    await owner.agent.post(`/api/tasks/${open}/cancel`, { reason: 'Cancelada antes de pagar' });
    const late = await owner.agent.post(`/api/tasks/${open}/payments`, { method: 'card', idempotencyKey: key() });
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
  const provider = () => ctx.app.paymentProvider as TestPaymentProvider;
  const deliver = (event: object, signature?: string) => {
    const body = JSON.stringify(event);
    return ctx.app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/pruebas',
      headers: { 'content-type': 'application/json', 'faena-signature': signature ?? provider().sign(body) },
      payload: body,
    });
  };

  it('accept only a correct, recent signature, at the provider’s own address', async () => {
    const event = { id: 'evt_prueba_firma', type: 'charge.refunded', ref: 'ch_prueba_inexistente' };
    expect((await deliver(event)).statusCode).toBe(200);
    expect((await deliver(event, 't=1,v1=00')).statusCode).toBe(403);
    const old = Math.floor(Date.now() / 1000) - 600;
    expect((await deliver(event, provider().sign(JSON.stringify(event), old))).statusCode).toBe(403);
    const elsewhere = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/stripe',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(elsewhere.statusCode).toBe(404);
  });

  it('a held webhook before the browser’s return, twice, or late, leaves one held payment told once', async () => {
    const taskId = await createAssignedTask(owner, pro, propertyId, 'Aviso antes que el navegador');
    const opened = await owner.agent.post(`/api/tasks/${taskId}/payments`, { method: 'card', idempotencyKey: key() });
    const { clientSecret } = opened.json().checkout;
    const ref = clientSecret.split('_secret_')[0];
    await owner.agent.post(`/api/payments/test-provider/charges/${ref}/confirm`, {
      clientSecret,
      paymentMethod: 'pm_prueba_visa',
    });
    const event = { id: `evt_${ref}_held`, type: 'charge.held', ref };
    expect((await deliver(event)).statusCode).toBe(200);
    expect((await deliver(event)).statusCode).toBe(200);
    expect((await deliver({ ...event, id: `${event.id}_otro` })).statusCode).toBe(200);
    const synced = await owner.agent.post(`/api/payments/${opened.json().id}/sync`);
    expect(synced.json().status).toBe('held');
    const told = (await pro.agent.get('/api/notifications')).json();
    const items = (told.items ?? told) as { title: string }[];
    expect(
      items.filter((n) => n.title === 'Pago recibido: «Aviso antes que el navegador» (Modo de pruebas)'),
    ).toHaveLength(1);
  });
});
