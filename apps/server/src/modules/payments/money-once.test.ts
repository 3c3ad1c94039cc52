import { notifications, payments, payoutAccounts, testProviderObjects } from '@faena/db';
import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAssignedTask, createProperty, payByCard, setUpPayouts } from '../../../test/fixtures';
import { createTestApp, signUp, type TestContext, type TestUser } from '../../../test/helpers';
import { jpegWithGps, uploadImages } from '../../../test/images';
import { paymentJobs, paymentSweepJob, RELEASE_PAYMENT_JOB, STALE_PENDING_MS, STALE_SETTLING_MS } from './service';
import type { TestPaymentProvider } from './test-provider';

/**
 * Money moves once, and never gets stuck: the races and crashes found by the review of issue 20,
 * on the embedded database and on PostgreSQL (`DATABASE_URL`).
 */
let ctx: TestContext;
let owner: TestUser;
let pro: TestUser;
let admins: [TestUser, TestUser];
let propertyId: string;
let provider: TestPaymentProvider;
beforeAll(async () => {
  ctx = await createTestApp();
  owner = await signUp(ctx, { firstName: 'Carmen' });
  pro = await signUp(ctx, { role: 'professional', firstName: 'Pedro' });
  admins = [await signUp(ctx, { admin: true }), await signUp(ctx, { admin: true })];
  propertyId = await createProperty(owner);
  await setUpPayouts(pro);
  provider = ctx.app.paymentProvider as TestPaymentProvider;
});
afterAll(async () => {
  await ctx?.close();
});
afterEach(() => {
  vi.restoreAllMocks();
});

const row = async (paymentId: string) =>
  (await ctx.database.db.select().from(payments).where(eq(payments.id, paymentId)))[0];
const drawn = (chargeRef: string) =>
  ctx.database.db.select().from(testProviderObjects).where(eq(testProviderObjects.parentRef, chargeRef));
const sweep = (minutesLater: number) =>
  paymentSweepJob(ctx.app.paymentProviders)(
    {},
    {
      db: ctx.database.db,
      log: pino({ level: 'silent' }),
      now: new Date(Date.now() + minutesLater * 60_000),
      attempt: 1,
    },
  );
/** The provider answers slowly: the second action arrives while the first is still moving money. */
const slow = <T extends 'transfer' | 'refund'>(method: T) => {
  const original = provider[method].bind(provider) as (input: never) => Promise<unknown>;
  return vi.spyOn(provider, method).mockImplementation((async (input: never) => {
    await new Promise((resolve) => setTimeout(resolve, 150));
    return original(input);
  }) as never);
};

describe('a release and a refund at the same moment', () => {
  it('one wins, the provider is called once, and the database records what moved', async () => {
    const taskId = await createAssignedTask(owner, pro, propertyId, 'Carrera de liberar y reembolsar');
    const { paymentId, ref } = await payByCard(owner, taskId);
    const transfer = slow('transfer');
    const refund = slow('refund');
    const [released, refunded] = await Promise.all([
      admins[0].agent.post(`/api/admin/payments/${paymentId}/release`, { reason: 'El trabajo está bien hecho' }),
      admins[1].agent.post(`/api/admin/payments/${paymentId}/refund`, { reason: 'El propietario lo pidió' }),
    ]);
    const statuses = [released.statusCode, refunded.statusCode].sort();
    expect(statuses).toEqual([200, 409]);
    expect(transfer.mock.calls.length + refund.mock.calls.length).toBe(1);
    const after = await row(paymentId as string);
    const moved = await drawn(ref as string);
    expect(moved).toHaveLength(1);
    expect(after?.status).toBe(moved[0]?.kind === 'transfer' ? 'released' : 'refunded');
    expect(after?.settling).toBeNull();
    const loser = released.statusCode === 409 ? released : refunded;
    expect(loser.json().error.message).toMatch(
      /^(Este pago ya se está (liberando|reembolsando)\.|Solo se puede liberar o reembolsar un pago retenido\.)$/,
    );
  });

  it('the release job racing an administrator’s refund moves the money once', async () => {
    const taskId = await createAssignedTask(owner, pro, propertyId, 'Carrera del trabajo y del reembolso');
    const { paymentId, ref } = await payByCard(owner, taskId);
    slow('refund');
    const refundByAdmin = admins[0].agent.post(`/api/admin/payments/${paymentId}/refund`, {
      reason: 'Trabajo no hecho',
    });
    await new Promise((resolve) => setTimeout(resolve, 30));
    // The release job (what confirming the work enqueues) runs while the refund is in flight.
    const job = paymentJobs(ctx.app.paymentProviders)[RELEASE_PAYMENT_JOB];
    await job?.({ paymentId }, { db: ctx.database.db, log: pino({ level: 'silent' }), now: new Date(), attempt: 1 });
    expect((await refundByAdmin).statusCode).toBe(200);
    expect(await drawn(ref as string)).toMatchObject([{ kind: 'refund' }]);
    expect((await row(paymentId as string))?.status).toBe('refunded');
  });
});

describe('a process that dies half-way', () => {
  it('between opening a card payment and creating its charge: the retry with the same key resumes it', async () => {
    const taskId = await createAssignedTask(owner, pro, propertyId, 'Pago que se cortó al crear el cobro');
    vi.spyOn(provider, 'createCharge').mockRejectedValueOnce(new Error('conexión cortada'));
    const key = `clave-cortada-${Date.now()}`;
    const first = await owner.agent.post(`/api/tasks/${taskId}/payments`, { method: 'card', idempotencyKey: key });
    expect(first.statusCode).toBe(500);
    const [stuck] = await ctx.database.db.select().from(payments).where(eq(payments.taskId, taskId));
    expect(stuck).toMatchObject({ status: 'pending', providerRef: null });
    const resumed = await payByCard(owner, taskId, { idempotencyKey: key });
    expect(resumed.opened.json().id).toBe(stuck?.id);
    expect(resumed.synced?.json().status).toBe('held');
  });

  it('a pending payment whose browser never came back is settled by the sweep with the provider’s truth', async () => {
    const charged = await createAssignedTask(owner, pro, propertyId, 'Pago cobrado sin volver del banco');
    const opened = await owner.agent.post(`/api/tasks/${charged}/payments`, {
      method: 'card',
      idempotencyKey: `sin-vuelta-${Date.now()}`,
    });
    const { clientSecret } = opened.json().checkout;
    await provider.confirmCharge(clientSecret.split('_secret_')[0], clientSecret, 'pm_prueba_visa');
    const orphan = await createAssignedTask(owner, pro, propertyId, 'Pago abierto sin cobro');
    vi.spyOn(provider, 'createCharge').mockRejectedValueOnce(new Error('proceso muerto'));
    await owner.agent.post(`/api/tasks/${orphan}/payments`, {
      method: 'card',
      idempotencyKey: `huerfano-${Date.now()}`,
    });
    const [orphanRow] = await ctx.database.db.select().from(payments).where(eq(payments.taskId, orphan));

    await sweep(1); // too soon: left alone
    expect((await row(opened.json().id))?.status).toBe('pending');
    await sweep(STALE_PENDING_MS / 60_000 + 1);
    expect((await row(opened.json().id))?.status).toBe('held');
    expect(await row(orphanRow?.id as string)).toMatchObject({
      status: 'failed',
      failureReason: 'El pago con tarjeta no se completó.',
    });
    // The task can be paid again.
    expect((await payByCard(owner, orphan)).synced?.json().status).toBe('held');
  });

  it('between recording a release and the provider’s answer: the sweep finishes it, the money moves once', async () => {
    const taskId = await createAssignedTask(owner, pro, propertyId, 'Liberación cortada a medias');
    const { paymentId, ref } = await payByCard(owner, taskId);
    vi.spyOn(provider, 'transfer').mockRejectedValueOnce(new Error('tiempo agotado'));
    const failed = await admins[0].agent.post(`/api/admin/payments/${paymentId}/release`, {
      reason: 'Trabajo aceptado',
    });
    expect(failed.statusCode).toBe(503);
    expect(failed.json().error.message).toMatch(/sin mover el dinero dos veces/);
    expect(await row(paymentId as string)).toMatchObject({ status: 'held', settling: 'release' });
    const refund = await admins[1].agent.post(`/api/admin/payments/${paymentId}/refund`, { reason: 'Cambio de idea' });
    expect(refund.statusCode).toBe(409);
    expect(refund.json().error.message).toBe('Este pago ya se está liberando.');

    await sweep(STALE_SETTLING_MS / 60_000 + 1);
    expect(await row(paymentId as string)).toMatchObject({ status: 'released', settling: null });
    await sweep(STALE_SETTLING_MS / 60_000 + 2);
    const transfers = (await drawn(ref as string)).filter((o) => o.kind === 'transfer');
    expect(transfers).toHaveLength(1);
    expect(transfers[0]?.amountCents).toBe(36_000);
  });

  it('a retried transfer with the same key is the same transfer', async () => {
    const taskId = await createAssignedTask(owner, pro, propertyId, 'Transferencia repetida');
    const { ref } = await payByCard(owner, taskId);
    const input = {
      chargeRef: ref as string,
      paymentId: 'x',
      amountCents: 1_000,
      destination: 'acct',
      idempotencyKey: `k-${ref}`,
    };
    const [a, b] = await Promise.all([provider.transfer(input), provider.transfer(input)]);
    expect(a.transferRef).toBe(b.transferRef);
    const rows = await ctx.database.db
      .select()
      .from(testProviderObjects)
      .where(and(eq(testProviderObjects.parentRef, ref as string), eq(testProviderObjects.kind, 'transfer')));
    expect(rows).toHaveLength(1);
  });
});

describe('the sweep', () => {
  it('is run by the app’s job worker by itself, not only when called', async () => {
    const taskId = await createAssignedTask(owner, pro, propertyId, 'Pago que recoge el trabajador');
    const opened = await owner.agent.post(`/api/tasks/${taskId}/payments`, {
      method: 'card',
      idempotencyKey: `trabajador-${Date.now()}`,
    });
    const { clientSecret } = opened.json().checkout;
    await provider.confirmCharge(clientSecret.split('_secret_')[0], clientSecret, 'pm_prueba_visa');
    await ctx.worker.drain(new Date(Date.now() + STALE_PENDING_MS + 60_000));
    expect((await row(opened.json().id))?.status).toBe('held');
  });
});

describe('a release with nowhere to send the money', () => {
  it('waits, tells the professional, and goes out when their payout account is verified again', async () => {
    const waiting = await signUp(ctx, { role: 'professional', firstName: 'Lucía' });
    await setUpPayouts(waiting);
    const taskId = await createAssignedTask(owner, waiting, propertyId, 'Pago que espera a la cuenta');
    const { paymentId, ref } = await payByCard(owner, taskId);
    // The provider asks the professional for more information after the payment was made.
    const [account] = await ctx.database.db
      .select()
      .from(payoutAccounts)
      .where(eq(payoutAccounts.profileId, waiting.profileId));
    const accountAtProvider = (status: string) =>
      ctx.database.db
        .update(testProviderObjects)
        .set({ status })
        .where(eq(testProviderObjects.ref, account?.accountRef as string));
    await accountAtProvider('needs_information');
    expect((await waiting.agent.post('/api/payments/payout-account/refresh')).json().status).toBe('needs_information');

    // The work is confirmed: the release job finds nowhere to send the money.
    const url = `/api/tasks/${taskId}/progress`;
    expect((await waiting.agent.post(`${url}/start`)).statusCode).toBe(200);
    const [photo] = await uploadImages(waiting.agent, 'progress', [{ name: 'hecho.jpg', data: await jpegWithGps() }]);
    expect((await waiting.agent.post(`${url}/finish`, { text: 'Hecho', photoIds: [photo?.id] })).statusCode).toBe(200);
    expect((await owner.agent.post(`${url}/confirm`)).json().task.status).toBe('completed');
    await ctx.worker.drain();
    expect(await row(paymentId as string)).toMatchObject({ status: 'held', settling: null });
    expect(await drawn(ref as string)).toHaveLength(0);
    const told = await ctx.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.profileId, waiting.profileId), eq(notifications.type, 'payment_due')));
    expect(told.map((n) => n.title)).toEqual([
      'Completa tu cuenta de cobros: «Pago que espera a la cuenta» (Modo de pruebas)',
    ]);
    // An administrator's release is refused in the same words, and nothing is recorded.
    const byAdmin = await admins[0].agent.post(`/api/admin/payments/${paymentId}/release`, { reason: 'Trabajo hecho' });
    expect(byAdmin.statusCode).toBe(409);
    expect(byAdmin.json().error.message).toMatch(/^El profesional aún no ha completado su cuenta de cobros/);
    expect((await row(paymentId as string))?.settling).toBeNull();

    // Verified again: the waiting release is queued and the money goes, once.
    await accountAtProvider('verified');
    expect((await waiting.agent.post('/api/payments/payout-account/refresh')).json().status).toBe('verified');
    await ctx.worker.drain();
    expect(await row(paymentId as string)).toMatchObject({ status: 'released', settling: null });
    expect(await drawn(ref as string)).toMatchObject([{ kind: 'transfer', amountCents: 36_000 }]);
  });
});
