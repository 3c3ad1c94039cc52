import { payments, payoutAccounts, testProviderObjects } from '@faena/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeStripe, startFakeStripe } from '../../../test/fake-stripe';
import { createAssignedTask, createProperty, payByCard, setUpPayouts } from '../../../test/fixtures';
import { Agent, createAppOn, createTestApp, signUp, type TestContext, type TestUser } from '../../../test/helpers';
import { loadConfig } from '../../config/env';

/** Faena on Stripe (its API played by the fake, as CI has no network), end to end through the app. */
describe('an install on Stripe', () => {
  let fake: FakeStripe;
  let ctx: TestContext;
  let owner: TestUser;
  let pro: TestUser;
  let propertyId: string;
  beforeAll(async () => {
    fake = await startFakeStripe();
    ctx = await createTestApp({
      PAYMENTS_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: fake.secretKey,
      STRIPE_PUBLISHABLE_KEY: fake.publishableKey,
      STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
      STRIPE_API_URL: `http://127.0.0.1:${fake.port}`,
    });
    owner = await signUp(ctx, { firstName: 'Carmen' });
    pro = await signUp(ctx, { role: 'professional', firstName: 'Pedro' });
    propertyId = await createProperty(owner);
  });
  afterAll(async () => {
    await ctx?.close();
    await fake?.close();
  });

  it('a professional connects a payout account, is paid by card, and receives the net on completion', async () => {
    const started = await pro.agent.post('/api/payments/payout-account');
    expect(started.statusCode, started.body).toBe(200);
    const [account] = await ctx.database.db
      .select()
      .from(payoutAccounts)
      .where(eq(payoutAccounts.profileId, pro.profileId));
    expect(account).toMatchObject({ provider: 'stripe', status: 'pending' });
    expect((await pro.agent.get('/api/payments')).json().payouts).toBe('pending');
    fake.completeOnboarding(account?.accountRef as string);
    expect((await pro.agent.post('/api/payments/payout-account/refresh')).json()).toEqual({ status: 'verified' });

    const taskId = await createAssignedTask(owner, pro, propertyId, 'Poda pagada por Stripe');
    const overview = (await owner.agent.get('/api/payments')).json();
    expect(overview.card).toEqual({ provider: 'stripe', publishableKey: fake.publishableKey });
    const opened = await owner.agent.post(`/api/tasks/${taskId}/payments`, {
      method: 'card',
      idempotencyKey: 'stripe-1-abc',
    });
    expect(opened.statusCode, opened.body).toBe(201);
    const { clientSecret } = opened.json().checkout;
    const intent = clientSecret.split('_secret_')[0];
    // The browser: Stripe.js confirms the card with Stripe, never with Faena.
    fake.confirm(intent, 'pm_card_visa');
    const synced = await owner.agent.post(`/api/payments/${opened.json().id}/sync`);
    expect(synced.json()).toMatchObject({ status: 'held', reference: 'Tarjeta terminada en 4242', testMode: true });

    // Stripe's webhook for the same charge, twice: acknowledged, nothing more happens.
    const event = fake.signedEvent('payment_intent.succeeded', fake.paymentIntent(intent), { id: 'evt_stripe_1' });
    for (let i = 0; i < 2; i++) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/payments/webhooks/stripe',
        headers: { 'content-type': 'application/json', 'stripe-signature': event.header },
        payload: event.body,
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const forged = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/stripe',
      headers: { 'content-type': 'application/json', 'stripe-signature': event.header },
      payload: event.body.replace('succeeded', 'canceled'),
    });
    expect(forged.statusCode).toBe(403);

    // Released by an administrator (the same path as the completion job): the net goes to the account.
    const admin = await signUp(ctx, { admin: true });
    const released = await admin.agent.post(`/api/admin/payments/${opened.json().id}/release`, {
      reason: 'Trabajo confirmado',
    });
    expect(released.statusCode, released.body).toBe(200);
    const [row] = await ctx.database.db.select().from(payments).where(eq(payments.id, opened.json().id));
    expect(row).toMatchObject({ status: 'released', settling: null });
    expect(row?.transferRef).toMatch(/^tr_/);
    expect(fake.counts.transfers).toBe(1);
    expect(fake.counts.paymentIntents).toBe(1);
  });
});

describe('an install that moves from test mode to Stripe', () => {
  it('keeps settling the test payments with the test provider and takes new ones at Stripe', async () => {
    const fake = await startFakeStripe();
    const ctx = await createTestApp();
    try {
      // A pilot in test mode: the professional has test payouts, a test payment is held.
      const owner = await signUp(ctx, { firstName: 'Carmen' });
      const pro = await signUp(ctx, { role: 'professional', firstName: 'Pedro' });
      const propertyId = await createProperty(owner);
      await setUpPayouts(pro);
      const pilotTask = await createAssignedTask(owner, pro, propertyId, 'Poda del piloto');
      const pilot = await payByCard(owner, pilotTask);
      expect(pilot.synced?.json()).toMatchObject({ status: 'held', testMode: true });

      // The operator sets Stripe's keys and restarts: same database, another provider.
      const stripe = await createAppOn(ctx.database, {
        PAYMENTS_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: fake.secretKey,
        STRIPE_PUBLISHABLE_KEY: fake.publishableKey,
        STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
        STRIPE_API_URL: `http://127.0.0.1:${fake.port}`,
      });
      try {
        const as = (user: TestUser) => {
          const agent = new Agent(stripe);
          for (const [name, value] of user.agent.cookies) agent.cookies.set(name, value);
          return agent;
        };
        // The professional onboards at Stripe beside their test account (no longer a 500).
        expect((await as(pro).get('/api/payments')).json().payouts).toBe('none');
        const started = await as(pro).post('/api/payments/payout-account');
        expect(started.statusCode, started.body).toBe(200);
        const accounts = await ctx.database.db
          .select({ provider: payoutAccounts.provider })
          .from(payoutAccounts)
          .where(eq(payoutAccounts.profileId, pro.profileId));
        expect(accounts.map((a) => a.provider).sort()).toEqual(['pruebas', 'stripe']);

        // The held test payment is released by the test provider: nothing reaches Stripe.
        const admin = await signUp(ctx, { admin: true });
        const released = await as(admin).post(`/api/admin/payments/${pilot.paymentId}/release`, {
          reason: 'Trabajo del piloto confirmado',
        });
        expect(released.statusCode, released.body).toBe(200);
        const [row] = await ctx.database.db
          .select()
          .from(payments)
          .where(eq(payments.id, pilot.paymentId as string));
        expect(row).toMatchObject({ status: 'released', provider: 'pruebas', testMode: true });
        const transfers = await ctx.database.db
          .select()
          .from(testProviderObjects)
          .where(and(eq(testProviderObjects.parentRef, pilot.ref as string), eq(testProviderObjects.kind, 'transfer')));
        expect(transfers).toHaveLength(1);
        expect(fake.counts.transfers).toBe(0);

        // A new card payment goes to Stripe once the professional's Stripe account is verified.
        const [stripeAccount] = await ctx.database.db
          .select()
          .from(payoutAccounts)
          .where(and(eq(payoutAccounts.profileId, pro.profileId), eq(payoutAccounts.provider, 'stripe')));
        fake.completeOnboarding(stripeAccount?.accountRef as string);
        expect((await as(pro).post('/api/payments/payout-account/refresh')).json()).toEqual({ status: 'verified' });
        const nextTask = await createAssignedTask(owner, pro, propertyId, 'Poda ya con Stripe');
        const opened = await as(owner).post(`/api/tasks/${nextTask}/payments`, {
          method: 'card',
          idempotencyKey: 'tras-el-cambio-1',
        });
        expect(opened.statusCode, opened.body).toBe(201);
        expect(opened.json().checkout.clientSecret).toMatch(/^pi_/);
        expect(fake.counts.paymentIntents).toBe(1);
      } finally {
        await stripe.close();
      }
    } finally {
      await ctx.close();
      await fake.close();
    }
  });
});

describe('an install people can reach', () => {
  const reachable = { HOST: '0.0.0.0', PUBLIC_URL: 'https://faena.example', DEV_MAILBOX: 'false' };

  it('without a real provider offers transfer and Bizum only: no pretend card payments', async () => {
    const ctx = await createTestApp(reachable);
    try {
      const owner = await signUp(ctx);
      const pro = await signUp(ctx, { role: 'professional' });
      const propertyId = await createProperty(owner);
      const taskId = await createAssignedTask(owner, pro, propertyId);
      const overview = (await owner.agent.get('/api/payments')).json();
      expect(overview).toMatchObject({ card: null, testMode: false });
      expect(overview.due[0].cardAccepted).toBe(false);
      const card = await owner.agent.post(`/api/tasks/${taskId}/payments`, {
        method: 'card',
        idempotencyKey: 'tarjeta-prod',
      });
      expect(card.statusCode).toBe(409);
      expect(card.json().error.message).toBe('El pago con tarjeta no está disponible. Paga por transferencia o Bizum.');
      expect((await pro.agent.post('/api/payments/payout-account')).statusCode).toBe(409);
      expect((await pro.agent.get('/api/payments')).json().payouts).toBeNull();
      const testRoute = await owner.agent.post('/api/payments/test-provider/charges/ch_1/confirm', {
        clientSecret: 'ch_1_secret_0000000000',
        paymentMethod: 'pm_prueba_visa',
      });
      expect(testRoute.statusCode).toBe(404);
      const transfer = await owner.agent.post(`/api/tasks/${taskId}/payments`, {
        method: 'transfer',
        idempotencyKey: 'transferencia-prod',
        reference: 'PODA-1',
      });
      expect(transfer.statusCode).toBe(201);
    } finally {
      await ctx.close();
    }
  });

  it('with PAYMENTS_TEST_MODE=true offers the test provider, and says "Modo de pruebas"', async () => {
    const ctx = await createTestApp({ ...reachable, PAYMENTS_TEST_MODE: 'true' });
    try {
      const owner = await signUp(ctx);
      expect((await owner.agent.get('/api/payments')).json()).toMatchObject({
        card: { provider: 'pruebas' },
        testMode: true,
      });
    } finally {
      await ctx.close();
    }
  });

  it('refuses Stripe without all its keys, in Spanish', () => {
    expect(() => loadConfig({ PAYMENTS_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_live_abc' })).toThrow(
      /STRIPE_PUBLISHABLE_KEY: es obligatorio con PAYMENTS_PROVIDER=stripe\.\n {2}STRIPE_WEBHOOK_SECRET: es obligatorio/,
    );
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'clave' })).toThrow(/STRIPE_SECRET_KEY debe empezar por sk_test_/);
  });

  it('refuses a live Stripe key without Faena’s fiscal details for its invoices, and a wrong NIF', () => {
    const live = {
      PAYMENTS_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_live_abc',
      STRIPE_PUBLISHABLE_KEY: 'pk_live_abc',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc',
    };
    expect(() => loadConfig(live)).toThrow(
      /FAENA_LEGAL_NAME: es obligatorio con una clave de Stripe real \(sk_live_\), para las facturas de la comisión\./,
    );
    const issuer = {
      FAENA_LEGAL_NAME: 'Faena Servicios Rurales, S.L.',
      FAENA_TAX_ID: 'B12345674',
      FAENA_ADDRESS: 'Calle Mayor 1, 23001 Jaén (Jaén)',
    };
    expect(loadConfig({ ...live, ...issuer }).cardPayments).toBe('stripe');
    expect(() => loadConfig({ ...live, ...issuer, FAENA_TAX_ID: 'B12345675' })).toThrow(
      /FAENA_TAX_ID no es un NIF válido/,
    );
    // Test keys need none of it (their invoices say "Modo de pruebas").
    expect(loadConfig({ ...live, STRIPE_SECRET_KEY: 'sk_test_abc' }).cardPayments).toBe('stripe');
  });
});

describe('the page’s security policy', () => {
  it('lets Stripe.js and its frames in only on a Stripe install', async () => {
    const stripe = await createTestApp({
      PAYMENTS_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_politica',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_politica',
      STRIPE_WEBHOOK_SECRET: 'whsec_politica',
    });
    const local = await createTestApp();
    try {
      const csp = (await stripe.app.inject({ method: 'GET', url: '/api/health' })).headers['content-security-policy'];
      expect(csp).toMatch(/script-src 'self'[^;]* https:\/\/js\.stripe\.com/);
      expect(csp).toMatch(/frame-src 'self' https:\/\/js\.stripe\.com https:\/\/hooks\.stripe\.com/);
      expect(csp).toMatch(/connect-src 'self'[^;]* https:\/\/api\.stripe\.com/);
      const plain = (await local.app.inject({ method: 'GET', url: '/api/health' })).headers['content-security-policy'];
      expect(plain).not.toMatch(/stripe/);
    } finally {
      await stripe.close();
      await local.close();
    }
  });
});
