import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeStripe, startFakeStripe } from '../../../test/fake-stripe';
import { providerKey } from './provider';
import { describeProviderSuite, type ProviderDriver, Unsupported } from './provider-suite';
import { payoutStatusOf, StripePaymentProvider, stripeFailureReason } from './stripe-provider';

const TEST_METHOD = {
  ok: 'pm_card_visa',
  declined: 'pm_card_visa_chargeDeclined',
  authentication: 'pm_card_authenticationRequired',
} as const;

/** Stripe's event type for each of Faena's, and the object it carries. */
const STRIPE_EVENT = {
  'charge.held': 'payment_intent.succeeded',
  'charge.failed': 'payment_intent.payment_failed',
  'charge.refunded': 'charge.refunded',
  'payout_account.updated': 'account.updated',
  unhandled: 'customer.created',
} as const;

/** Builds the object of a Stripe event about `ref` from what Stripe (or the fake) holds. */
async function eventObject(
  type: keyof typeof STRIPE_EVENT,
  ref: string,
  read: {
    paymentIntent(ref: string): Promise<Stripe.PaymentIntent>;
    charge(piRef: string): Promise<Stripe.Charge | null>;
    account(ref: string): Promise<Stripe.Account>;
  },
): Promise<{ id: string }> {
  switch (type) {
    case 'charge.held':
    case 'charge.failed':
      return read.paymentIntent(ref);
    case 'charge.refunded': {
      const withoutCharge = { id: 'ch_sin_cargo', object: 'charge', payment_intent: ref };
      return (await read.charge(ref)) ?? withoutCharge;
    }
    case 'payout_account.updated':
      return read.account(ref);
    case 'unhandled': {
      const customer = { id: `cus_${ref}`, object: 'customer' };
      return customer;
    }
  }
}

describeProviderSuite('Stripe simulado', async () => {
  const fake = await startFakeStripe();
  const provider = new StripePaymentProvider({
    secretKey: fake.secretKey,
    publishableKey: fake.publishableKey,
    webhookSecret: fake.webhookSecret,
    testMode: true,
    api: fake.api,
  });
  const driver: ProviderDriver = {
    async confirmCard(charge, card) {
      fake.confirm(charge.ref, TEST_METHOD[card]);
    },
    async authenticate(charge, approved) {
      fake.authenticate(charge.ref, approved);
    },
    async completeOnboarding(accountRef) {
      fake.completeOnboarding(accountRef);
    },
    async signWebhook(event, options) {
      const object = await eventObject(event.type, event.ref, {
        paymentIntent: async (ref) => fake.paymentIntent(ref),
        charge: async (ref) => fake.charge(ref),
        account: async (ref) => fake.account(ref),
      });
      const { body, header } = fake.signedEvent(STRIPE_EVENT[event.type], object, { id: event.id, ...options });
      return { body, signature: header };
    },
  };
  return { provider, driver, teardown: () => fake.close() };
});

const realKey = process.env.STRIPE_SECRET_KEY ?? '';
describeProviderSuite(
  'Stripe real',
  realKey.startsWith('sk_test_')
    ? async () => {
        const stripe = new Stripe(realKey);
        // Faena only checks signatures here: any secret signs and checks the suite's events.
        const webhookSecret = process.env.STRIPE_WEBHOOK_SECRET ?? `whsec_${randomBytes(16).toString('hex')}`;
        const provider = new StripePaymentProvider({
          secretKey: realKey,
          publishableKey: process.env.STRIPE_PUBLISHABLE_KEY ?? 'pk_test_sin_usar',
          webhookSecret,
          testMode: true,
        });
        const driver: ProviderDriver = {
          async confirmCard(charge, card) {
            try {
              // Test mode accepts a server-side confirm with Stripe's test payment methods.
              await stripe.paymentIntents.confirm(charge.ref, {
                payment_method: TEST_METHOD[card],
                return_url: 'https://faena.example.org/pagos/vuelta',
              });
            } catch (error) {
              // The browser would show a refusal; the suite reads it through retrieveCharge.
              if (!(error instanceof Stripe.errors.StripeCardError)) throw error;
            }
          },
          async authenticate() {
            throw new Unsupported('el 3-D Secure de Stripe se contesta en su página, con un navegador');
          },
          async completeOnboarding() {
            throw new Unsupported('el alta Express de Stripe se completa en su página, con un navegador');
          },
          async transferDestination() {
            const account = process.env.STRIPE_TEST_DESTINATION;
            if (!account)
              throw new Unsupported('STRIPE_TEST_DESTINATION (una cuenta conectada verificada) no está definida');
            return account;
          },
          async signWebhook(event, options) {
            const object = await eventObject(event.type, event.ref, {
              paymentIntent: (ref) => stripe.paymentIntents.retrieve(ref),
              charge: async (ref) => {
                const pi = await stripe.paymentIntents.retrieve(ref, { expand: ['latest_charge'] });
                return typeof pi.latest_charge === 'object' ? pi.latest_charge : null;
              },
              account: (ref) => stripe.accounts.retrieve(ref),
            });
            const body = JSON.stringify({
              id: event.id,
              object: 'event',
              api_version: Stripe.API_VERSION,
              created: Math.floor(Date.now() / 1000),
              data: { object },
              livemode: false,
              pending_webhooks: 1,
              request: { id: null, idempotency_key: null },
              type: STRIPE_EVENT[event.type],
            });
            const signature = stripe.webhooks.generateTestHeaderString({
              payload: body,
              secret: webhookSecret,
              ...(options?.timestamp ? { timestamp: options.timestamp } : {}),
            });
            return { body, signature };
          },
        };
        return { provider, driver, teardown: async () => {} };
      }
    : null,
  'STRIPE_SECRET_KEY no es una clave de pruebas (sk_test_…)',
);

describe('Stripe: what the adapter sends and reads', () => {
  let fake: FakeStripe;
  let provider: StripePaymentProvider;
  let api: Stripe;

  beforeAll(async () => {
    fake = await startFakeStripe();
    provider = new StripePaymentProvider({
      secretKey: fake.secretKey,
      publishableKey: fake.publishableKey,
      webhookSecret: fake.webhookSecret,
      testMode: false,
      api: fake.api,
    });
    api = new Stripe(fake.secretKey, { ...fake.api, maxNetworkRetries: 0 });
  });
  afterAll(() => fake.close());

  const held = async (paymentId: string, amountCents = 10_000) => {
    const charge = await provider.createCharge({
      paymentId,
      amountCents,
      description: 'Fontanería',
      idempotencyKey: providerKey(paymentId, 'charge'),
    });
    fake.confirm(charge.ref, 'pm_card_visa');
    return charge;
  };

  it('names itself and gives the browser the publishable key', () => {
    expect(provider.name).toBe('stripe');
    expect(provider.signatureHeader).toBe('stripe-signature');
    expect(provider.testMode).toBe(false);
    expect(provider.browser).toEqual({ provider: 'stripe', publishableKey: fake.publishableKey });
  });

  it('charges by card into the platform, grouped by the payment, captured automatically', async () => {
    const charge = await provider.createCharge({
      paymentId: 'pay-1',
      amountCents: 12_345,
      description: 'Pintura',
      idempotencyKey: providerKey('pay-1', 'charge'),
    });
    expect(fake.paymentIntent(charge.ref)).toMatchObject({
      amount: 12_345,
      currency: 'eur',
      payment_method_types: ['card'],
      description: 'Pintura',
      metadata: { paymentId: 'pay-1' },
      transfer_group: 'pay-1',
      capture_method: 'automatic',
    });
  });

  it('a key reused for another amount is an error, not another charge', async () => {
    const input = { paymentId: 'pay-2', amountCents: 5_000, description: 'x', idempotencyKey: 'faena-pay-2-charge' };
    await provider.createCharge(input);
    const before = fake.counts.paymentIntents;
    await expect(provider.createCharge({ ...input, amountCents: 6_000 })).rejects.toBeInstanceOf(
      Stripe.errors.StripeIdempotencyError,
    );
    expect(fake.counts.paymentIntents).toBe(before);
  });

  it('transfers tied to the charge (source_transaction) and its group; a repeat transfers nothing', async () => {
    const account = await provider.createPayoutAccount({
      profileId: 'prof-1',
      email: 'pro@example.org',
      idempotencyKey: providerKey('prof-1', 'account'),
    });
    expect(fake.account(account.ref)).toMatchObject({
      type: 'express',
      country: 'ES',
      email: 'pro@example.org',
      metadata: { profileId: 'prof-1' },
      capabilities: { transfers: 'inactive' },
    });
    const charge = await held('pay-3');
    const input = {
      chargeRef: charge.ref,
      paymentId: 'pay-3',
      amountCents: 8_800,
      destination: account.ref,
      idempotencyKey: providerKey('pay-3', 'transfer'),
    };
    // Stripe refuses a destination whose transfers capability is not active yet.
    await expect(provider.transfer(input)).rejects.toThrow(/capabilities/);
    fake.completeOnboarding(account.ref);
    const { transferRef } = await provider.transfer({ ...input, idempotencyKey: `${input.idempotencyKey}-2` });
    const count = fake.counts.transfers;
    await provider.transfer({ ...input, idempotencyKey: `${input.idempotencyKey}-2` });
    expect(fake.counts.transfers).toBe(count);
    expect(await api.transfers.retrieve(transferRef)).toMatchObject({
      amount: 8_800,
      currency: 'eur',
      destination: account.ref,
      transfer_group: 'pay-3',
      source_transaction: fake.charge(charge.ref)!.id,
    });
    await provider.reverseTransfer({ transferRef, amountCents: 8_800, idempotencyKey: 'faena-pay-3-reverse' });
    expect(await api.transfers.retrieve(transferRef)).toMatchObject({ amount_reversed: 8_800, reversed: true });
  });

  it('refunds by PaymentIntent and reads the refunded amount from the latest charge', async () => {
    const charge = await held('pay-4');
    const { refundRef } = await provider.refund({ chargeRef: charge.ref, amountCents: 2_000, idempotencyKey: 'k-r1' });
    expect(await api.refunds.retrieve(refundRef)).toMatchObject({ amount: 2_000, payment_intent: charge.ref });
    expect((await provider.retrieveCharge(charge.ref)).refundedCents).toBe(2_000);
  });

  it('an account that owes Stripe information needs it; one not onboarded is pending', async () => {
    const { ref } = await provider.createPayoutAccount({
      profileId: 'p',
      email: 'p@example.org',
      idempotencyKey: 'k-a',
    });
    expect(await provider.payoutAccountStatus(ref)).toBe('pending');
    fake.requireInformation(ref, ['individual.verification.document']);
    expect(await provider.payoutAccountStatus(ref)).toBe('needs_information');
    fake.completeOnboarding(ref);
    expect(await provider.payoutAccountStatus(ref)).toBe('verified');
    expect(
      payoutStatusOf({
        details_submitted: true,
        payouts_enabled: false,
        capabilities: { transfers: 'inactive' },
        requirements: {
          alternatives: [],
          current_deadline: null,
          currently_due: [],
          disabled_reason: 'rejected.fraud',
          errors: [],
          eventually_due: [],
          past_due: [],
          pending_verification: [],
        },
      }),
    ).toBe('needs_information');
  });

  it("Stripe's outage is thrown, after the SDK's retries", async () => {
    const charge = await held('pay-5');
    fake.failNext(3);
    await expect(provider.retrieveCharge(charge.ref)).rejects.toBeInstanceOf(Stripe.errors.StripeAPIError);
    expect((await provider.retrieveCharge(charge.ref)).status).toBe('held');
  });

  it("checks a webhook with either endpoint's secret (the platform's, the connected accounts')", async () => {
    const { body, header } = fake.signedEvent('account.updated', { id: 'acct_1', object: 'account' });
    const other = `whsec_${randomBytes(16).toString('hex')}`;
    const options = { secretKey: fake.secretKey, publishableKey: 'pk', testMode: true, api: fake.api };
    const both = new StripePaymentProvider({ ...options, webhookSecret: [other, fake.webhookSecret] });
    expect(both.parseWebhook(body, header)).toMatchObject({ type: 'payout_account.updated', ref: 'acct_1' });
    const onlyOther = new StripePaymentProvider({ ...options, webhookSecret: [other] });
    expect(() => onlyOther.parseWebhook(body, header)).toThrow(Stripe.errors.StripeSignatureVerificationError);
  });

  it('a wrong secret key is refused', async () => {
    const wrong = new StripePaymentProvider({
      secretKey: 'sk_test_otra',
      publishableKey: 'pk',
      webhookSecret: 'whsec',
      testMode: true,
      api: fake.api,
    });
    await expect(wrong.retrieveCharge('pi_x')).rejects.toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
  });

  it('refusals in Spanish, by decline code', async () => {
    expect(stripeFailureReason({ code: 'card_declined', decline_code: 'generic_decline' })).toBe(
      'Tu banco ha rechazado la tarjeta. No se ha cobrado nada.',
    );
    expect(stripeFailureReason({ code: 'expired_card' })).toBe('La tarjeta ha caducado.');
    expect(stripeFailureReason({ code: 'card_declined', decline_code: 'insufficient_funds' })).toBe(
      'La tarjeta no tiene saldo suficiente.',
    );
    expect(stripeFailureReason({ code: 'incorrect_cvc' })).toMatch(/CVC/);
    expect(stripeFailureReason({ code: 'payment_intent_authentication_failure' })).toBe(
      'No has confirmado el pago con tu banco. No se ha cobrado nada.',
    );
    expect(stripeFailureReason({})).toBe('Tu banco ha rechazado la tarjeta. No se ha cobrado nada.');

    for (const [method, reason] of [
      ['pm_card_chargeDeclinedInsufficientFunds', 'La tarjeta no tiene saldo suficiente.'],
      ['pm_card_chargeDeclinedExpiredCard', 'La tarjeta ha caducado.'],
    ] as const) {
      const charge = await provider.createCharge({
        paymentId: method,
        amountCents: 1_000,
        description: 'x',
        idempotencyKey: method,
      });
      fake.confirm(charge.ref, method);
      expect(await provider.retrieveCharge(charge.ref)).toMatchObject({
        status: 'awaiting_card',
        failureReason: reason,
      });
    }
  });

  it("webhooks: a failed payment carries the bank's reason, a cancelled one fails, a refund names its PaymentIntent", async () => {
    const charge = await provider.createCharge({
      paymentId: 'pay-6',
      amountCents: 1_000,
      description: 'x',
      idempotencyKey: 'k6',
    });
    fake.confirm(charge.ref, 'pm_card_chargeDeclinedInsufficientFunds');
    const failed = fake.signedEvent('payment_intent.payment_failed', fake.paymentIntent(charge.ref));
    expect(provider.parseWebhook(failed.body, failed.header)).toMatchObject({
      type: 'charge.failed',
      ref: charge.ref,
      failureReason: 'La tarjeta no tiene saldo suficiente.',
    });

    const canceled = fake.signedEvent('payment_intent.canceled', {
      ...fake.paymentIntent(charge.ref),
      status: 'canceled',
    });
    expect(provider.parseWebhook(canceled.body, canceled.header)).toMatchObject({
      type: 'charge.failed',
      ref: charge.ref,
    });

    const paid = await held('pay-7');
    await provider.refund({ chargeRef: paid.ref, amountCents: 10_000, idempotencyKey: 'k7' });
    const refunded = fake.signedEvent('charge.refunded', fake.charge(paid.ref)!);
    expect(provider.parseWebhook(refunded.body, refunded.header)).toMatchObject({
      type: 'charge.refunded',
      ref: paid.ref,
    });
    const forged = refunded.header.replace(/v1=[0-9a-f]+/, `v1=${'0'.repeat(64)}`);
    expect(() => provider.parseWebhook(refunded.body, forged)).toThrow(Stripe.errors.StripeSignatureVerificationError);
  });
});
