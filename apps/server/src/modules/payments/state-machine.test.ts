import { notifications, payments, testProviderObjects } from '@faena/db';
import {
  type EventOf,
  PAYMENT_METHOD_VALUES,
  PAYMENT_STATUS_VALUES,
  type PaymentMethod,
  type PaymentStatus,
} from '@faena/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { createAssignedTask, createProperty, payByCard, setUpPayouts } from '../../../test/fixtures';
import { createTestApp, signUp, type TestContext, type TestUser } from '../../../test/helpers';
import { settlePayment } from './service';
import {
  canTransition,
  PAYMENT_TRANSITIONS,
  type PaymentAction,
  type PaymentCause,
  transitionPayment,
} from './state-machine';
import type { TestPaymentProvider } from './test-provider';

let ctx: TestContext;
let owner: TestUser;
let pro: TestUser;
let propertyId: string;
beforeAll(async () => {
  ctx = await createTestApp();
  owner = await signUp(ctx, { firstName: 'Carmen' });
  pro = await signUp(ctx, { role: 'professional', firstName: 'Pedro' });
  propertyId = await createProperty(owner);
  await setUpPayouts(pro);
});
afterAll(async () => {
  await ctx?.close();
});

/** A card payment waiting for the bank's confirmation: pending, with the provider's reference. */
async function pendingCardPayment(title: string) {
  const taskId = await createAssignedTask(owner, pro, propertyId, title);
  const paid = await payByCard(owner, taskId, { card: 'authentication' });
  expect(paid.synced?.json()).toMatchObject({ status: 'pending' });
  return { taskId, paymentId: paid.paymentId as string, providerRef: paid.ref as string };
}

async function heldCardPayment(title: string) {
  const taskId = await createAssignedTask(owner, pro, propertyId, title);
  const paid = await payByCard(owner, taskId);
  expect(paid.synced?.json().status).toBe('held');
  return { taskId, paymentId: paid.paymentId as string, providerRef: paid.ref as string };
}

/** What the provider's own side does to a charge (its dashboard, the bank's answer). */
async function atProvider(ref: string, changes: Partial<typeof testProviderObjects.$inferInsert>) {
  await ctx.database.db.update(testProviderObjects).set(changes).where(eq(testProviderObjects.ref, ref));
}

const statusOf = async (paymentId: string) =>
  (await ctx.database.db.select({ s: payments.status }).from(payments).where(eq(payments.id, paymentId)))[0]?.s;

const notesOf = (profileId: string, type?: string) =>
  ctx.database.db
    .select()
    .from(notifications)
    .where(
      type
        ? and(eq(notifications.profileId, profileId), eq(notifications.type, type))
        : eq(notifications.profileId, profileId),
    );

let eventCounter = 0;
async function sendWebhook(event: { type: string; ref: string; id?: string }) {
  const provider = ctx.app.paymentProvider as TestPaymentProvider;
  const body = JSON.stringify({ id: `evt_prueba_${Date.now()}_${++eventCounter}`, ...event });
  return ctx.app.inject({
    method: 'POST',
    url: '/api/payments/webhooks/pruebas',
    headers: { 'content-type': 'application/json', 'faena-signature': provider.sign(body) },
    payload: body,
  });
}

/** The `payment` events a socket of this user receives. */
async function paymentEvents(user: TestUser) {
  const socket: WebSocket = await ctx.app.injectWS('/api/realtime', { headers: { cookie: user.agent.cookieHeader() } });
  const received: EventOf<'payment'>[] = [];
  socket.on('message', (raw: Buffer) => {
    const event = JSON.parse(raw.toString()) as { type: string };
    if (event.type === 'payment') received.push(event as EventOf<'payment'>);
  });
  return { received, close: () => socket.terminate() };
}

/** What PRODUCT.md allows, written out by hand: [action, from-state, method]. */
const ALLOWED: [PaymentAction, PaymentStatus, PaymentMethod][] = [
  ['hold', 'pending', 'card'],
  ['fail', 'pending', 'card'],
  ['confirm_receipt', 'pending', 'transfer'],
  ['confirm_receipt', 'pending', 'bizum'],
  ['release', 'held', 'card'],
  ['refund', 'held', 'card'],
  ['split', 'held', 'card'],
  ['provider_refund', 'held', 'card'],
  ['provider_refund', 'released', 'card'],
];
const ACTIONS = Object.keys(PAYMENT_TRANSITIONS) as PaymentAction[];
const isAllowed = (action: PaymentAction, status: PaymentStatus, method: PaymentMethod) =>
  ALLOWED.some(([a, s, m]) => a === action && s === status && m === method);
const CAUSE: Record<PaymentAction, PaymentCause> = {
  hold: { by: 'payer' },
  fail: { by: 'provider' },
  confirm_receipt: { by: 'payee' },
  release: { by: 'work_confirmed' },
  refund: { by: 'task_cancelled', reason: 'Tarea cancelada' },
  provider_refund: { by: 'provider' },
  split: { by: 'dispute', payeeCents: 100, payerCents: 100, note: 'Reparto de la prueba' },
};

class Rollback extends Error {}

describe('the table of transitions', () => {
  it('allows exactly the lifecycle of PRODUCT.md', () => {
    for (const action of ACTIONS) {
      for (const status of PAYMENT_STATUS_VALUES) {
        for (const method of PAYMENT_METHOD_VALUES) {
          expect(canTransition({ status, method }, action), `${action} desde ${status} (${method})`).toBe(
            isAllowed(action, status, method),
          );
        }
      }
    }
  });

  it('refuses every other transition on the database: nothing written, nobody told', async () => {
    const { paymentId } = await heldCardPayment('Tarea de la tabla de pagos');
    const db = ctx.database.db;
    const [before] = await db.select().from(payments).where(eq(payments.id, paymentId));
    if (!before) throw new Error('sin pago');
    let refused = 0;
    let moved = 0;
    for (const action of ACTIONS) {
      for (const status of PAYMENT_STATUS_VALUES) {
        for (const method of PAYMENT_METHOD_VALUES) {
          // Each case in a transaction that is rolled back: the payment is put in the state first.
          await db
            .transaction(async (tx) => {
              await tx.execute(
                sql`update payments set status = ${status}::payment_status, method = ${method}::payment_method where id = ${paymentId}`,
              );
              const [{ n: notesBefore } = { n: 0 }] = await tx
                .select({ n: sql<number>`count(*)::int` })
                .from(notifications);
              const result = await transitionPayment(tx, paymentId, action, CAUSE[action]);
              const [after] = await tx.select().from(payments).where(eq(payments.id, paymentId));
              const [{ n: notesAfter } = { n: 0 }] = await tx
                .select({ n: sql<number>`count(*)::int` })
                .from(notifications);
              const label = `${action} desde ${status} (${method})`;
              if (isAllowed(action, status, method)) {
                moved += 1;
                expect(result?.status, label).toBe(PAYMENT_TRANSITIONS[action].to);
                expect(after?.status, label).toBe(PAYMENT_TRANSITIONS[action].to);
                expect(Number(notesAfter), label).toBeGreaterThan(Number(notesBefore));
              } else {
                refused += 1;
                expect(result, label).toBeNull();
                expect(after?.status, label).toBe(status);
                expect(after?.updatedAt.getTime(), label).toBe(before.updatedAt.getTime());
                expect(Number(notesAfter), label).toBe(Number(notesBefore));
              }
              throw new Rollback();
            })
            .catch((error: unknown) => {
              if (!(error instanceof Rollback)) throw error;
            });
        }
      }
    }
    expect(moved).toBe(ALLOWED.length);
    expect(refused).toBe(ACTIONS.length * PAYMENT_STATUS_VALUES.length * PAYMENT_METHOD_VALUES.length - ALLOWED.length);
    expect(await statusOf(paymentId)).toBe('held');
  });
});

describe('refunds are notified as refunds', () => {
  it('a cancelled task’s refund tells the owner with payment_refunded, not payment_released', async () => {
    const { taskId, paymentId } = await heldCardPayment('Tarea cancelada con pago retenido');
    await owner.agent.post(`/api/tasks/${taskId}/cancel`, { reason: 'Ya no hace falta' });
    await ctx.worker.drain();
    expect(await statusOf(paymentId)).toBe('refunded');
    const refunds = (await notesOf(owner.profileId, 'payment_refunded')).filter((n) =>
      n.title.includes('Tarea cancelada con pago retenido'),
    );
    expect(refunds.map((n) => [n.title, n.link])).toEqual([
      ['Pago reembolsado: «Tarea cancelada con pago retenido» (Modo de pruebas)', '/payments'],
    ]);
    const released = (await notesOf(owner.profileId, 'payment_released')).filter((n) =>
      n.title.includes('Tarea cancelada con pago retenido'),
    );
    expect(released).toEqual([]);
  });

  it('an administrator’s refund too', async () => {
    const admin = await signUp(ctx, { admin: true });
    const { paymentId } = await heldCardPayment('Tarea que reembolsa la administración');
    const before = (await notesOf(owner.profileId, 'payment_refunded')).length;
    const res = await admin.agent.post(`/api/admin/payments/${paymentId}/refund`, {
      reason: 'Lo pidió el propietario',
    });
    expect(res.statusCode).toBe(200);
    const after = await notesOf(owner.profileId, 'payment_refunded');
    expect(after).toHaveLength(before + 1);
    expect(after.map((n) => n.body)).toContain(
      'Motivo: Lo pidió el propietario. Modo de pruebas: no se ha movido dinero real.',
    );
  });
});

describe('provider webhooks go through the state machine', () => {
  it('charge.held holds a pending card payment once, tells the professional and both screens', async () => {
    const { taskId, paymentId, providerRef } = await pendingCardPayment('Tarea confirmada por aviso');
    // The owner confirmed with the bank, and the browser never came back: only the webhook tells.
    await atProvider(providerRef, { status: 'held' });
    const ownerEvents = await paymentEvents(owner);
    const proEvents = await paymentEvents(pro);
    const received = async () =>
      (await notesOf(pro.profileId, 'payment_received')).filter((n) => n.title.includes('Tarea confirmada por aviso'));
    expect(await received()).toHaveLength(0);

    const held = { id: `evt_${providerRef}`, type: 'charge.held', ref: providerRef };
    expect((await sendWebhook(held)).json()).toEqual({ received: true });
    expect(await statusOf(paymentId)).toBe('held');
    expect((await received()).map((n) => n.title)).toEqual([
      'Pago recibido: «Tarea confirmada por aviso» (Modo de pruebas)',
    ]);
    const expected = { type: 'payment', data: { paymentId, taskId, status: 'held' } };
    await expect.poll(() => proEvents.received).toContainEqual(expected);
    await expect.poll(() => ownerEvents.received).toContainEqual(expected);

    // The same webhook again (providers retry): acknowledged, nothing changes, nobody told twice.
    const again = await sendWebhook(held);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ received: true });
    expect(await received()).toHaveLength(1);
    ownerEvents.close();
    proEvents.close();
  });

  it('a webhook for a payment not in the expected state changes nothing and is acknowledged', async () => {
    const pending = await pendingCardPayment('Tarea con aviso fuera de orden');
    const held = await heldCardPayment('Tarea retenida con aviso fuera de orden');
    const ownerNotes = (await notesOf(owner.profileId)).length;
    const proNotes = (await notesOf(pro.profileId)).length;
    for (const [event, payment, status] of [
      [{ type: 'charge.held', ref: pending.providerRef }, pending, 'pending'],
      [{ type: 'charge.failed', ref: held.providerRef }, held, 'held'],
      [{ type: 'charge.held', ref: held.providerRef }, held, 'held'],
    ] as const) {
      const res = await sendWebhook(event);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ received: true });
      expect(await statusOf(payment.paymentId)).toBe(status);
    }
    expect(await notesOf(owner.profileId)).toHaveLength(ownerNotes);
    expect(await notesOf(pro.profileId)).toHaveLength(proNotes);
  });

  it('charge.failed fails a pending card payment and tells the owner it is due again', async () => {
    const { paymentId, providerRef } = await pendingCardPayment('Tarea con pago fallido por aviso');
    await atProvider(providerRef, { status: 'failed', failureReason: 'Fondos insuficientes.' });
    await sendWebhook({ type: 'charge.failed', ref: providerRef });
    const [row] = await ctx.database.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(row).toMatchObject({ status: 'failed', failureReason: 'Fondos insuficientes.' });
    const due = (await notesOf(owner.profileId, 'payment_due')).filter((n) =>
      n.title.includes('Tarea con pago fallido por aviso'),
    );
    expect(due.map((n) => [n.title, n.body, n.link])).toEqual([
      [
        'Pago no completado: «Tarea con pago fallido por aviso» (Modo de pruebas)',
        'Fondos insuficientes. Puedes volver a pagar desde «Pagos». Modo de pruebas: no se ha movido dinero real.',
        '/payments',
      ],
    ]);
  });

  it('charge.refunded (from outside Faena) refunds a held payment and tells both sides as a refund', async () => {
    const { paymentId, providerRef } = await heldCardPayment('Tarea reembolsada por el proveedor');
    // Refunded in the provider's dashboard, not by Faena.
    await (ctx.app.paymentProvider as TestPaymentProvider).refundFromOutside(providerRef);
    await sendWebhook({ type: 'charge.refunded', ref: providerRef });
    expect(await statusOf(paymentId)).toBe('refunded');
    for (const user of [owner, pro]) {
      const refunds = (await notesOf(user.profileId, 'payment_refunded')).filter((n) =>
        n.title.includes('Tarea reembolsada por el proveedor'),
      );
      expect(refunds.map((n) => n.title)).toEqual([
        'Pago reembolsado: «Tarea reembolsada por el proveedor» (Modo de pruebas)',
      ]);
    }
    // Again: already refunded, nothing more.
    await sendWebhook({ type: 'charge.refunded', ref: providerRef });
    const refunds = (await notesOf(owner.profileId, 'payment_refunded')).filter((n) =>
      n.title.includes('Tarea reembolsada por el proveedor'),
    );
    expect(refunds).toHaveLength(1);
  });

  it('charge.refunded for Faena’s own part refund (a dispute’s split) leaves the split as it is', async () => {
    const { paymentId, providerRef } = await heldCardPayment('Tarea repartida con aviso tardío');
    const split = { payeeCents: 30_000, payerCents: 10_000 };
    await settlePayment(
      { db: ctx.database.db, providers: ctx.app.paymentProviders },
      paymentId,
      'split',
      { by: 'dispute', ...split, note: 'Trabajo hecho a medias' },
      { split },
    );
    // Stripe's webhook of the owner's part arrives after the split was written.
    await sendWebhook({ type: 'charge.refunded', ref: providerRef });
    const [row] = await ctx.database.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(row).toMatchObject({ status: 'released', refundedCents: 10_000 });
    const refunds = (await notesOf(owner.profileId, 'payment_refunded')).filter((n) =>
      n.title.includes('Tarea repartida con aviso tardío'),
    );
    expect(refunds).toHaveLength(0);
  });

  it('in test mode an administrator can play the provider’s dashboard: an outside refund and its webhook', async () => {
    const { paymentId, providerRef } = await heldCardPayment('Tarea con contracargo de prueba');
    const url = `/api/payments/test-provider/charges/${providerRef}/outside-refund`;
    expect((await owner.agent.post(url)).statusCode).toBe(403);
    expect(await statusOf(paymentId)).toBe('held');
    const admin = await signUp(ctx, { admin: true });
    const refunded = await admin.agent.post(url);
    expect(refunded.statusCode, refunded.body).toBe(200);
    const [row] = await ctx.database.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(row).toMatchObject({ status: 'refunded', refundedCents: 40_000 });
    // Nothing is left to refund, and an unknown charge is not found.
    expect((await admin.agent.post(url)).statusCode).toBe(404);
    expect(
      (await admin.agent.post('/api/payments/test-provider/charges/ch_prueba_nada/outside-refund')).statusCode,
    ).toBe(404);
  });
});
