import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, type TestContext } from 'vitest';
import { type PaymentProvider, type ProviderWebhookEvent, providerKey } from './provider';

/**
 * What a payment provider must do for Faena, as one suite every provider passes (the built-in
 * test provider, Stripe against a fake of its API, Stripe's real test mode). Test code: imported
 * only by test files.
 */

/** Thrown by a driver for a step that needs a person (a browser, a bank's page): the case is skipped with this reason. */
export class Unsupported extends Error {}

/** Plays the browser (the card element) and the provider's own dashboard around a provider. */
export interface ProviderDriver {
  /** The owner types a test card into the provider's element and confirms the charge. */
  confirmCard(charge: { ref: string; clientSecret: string }, card: 'ok' | 'declined' | 'authentication'): Promise<void>;
  /** The cardholder answers the bank's 3-D Secure challenge. */
  authenticate(charge: { ref: string; clientSecret: string }, approved: boolean): Promise<void>;
  /** The professional finishes the provider's onboarding for this account. */
  completeOnboarding(accountRef: string): Promise<void>;
  /**
   * A webhook as the provider would send it about `ref`, signed (`timestamp` in seconds, for
   * old deliveries). `unhandled` is an event of the provider's that Faena does not use.
   */
  signWebhook(
    event: { id: string; type: ProviderWebhookEvent['type'] | 'unhandled'; ref: string },
    options?: { timestamp?: number },
  ): Promise<{ body: string; signature: string }>;
  /**
   * A connected account that can receive transfers. Without it, the suite makes one with
   * createPayoutAccount and completeOnboarding.
   */
  transferDestination?(): Promise<string>;
}

export interface ProviderUnderTest {
  provider: PaymentProvider;
  driver: ProviderDriver;
  teardown(): Promise<void>;
}

const REFUSED = 'Tu banco ha rechazado la tarjeta. No se ha cobrado nada.';
const NOT_AUTHENTICATED = 'No has confirmado el pago con tu banco. No se ha cobrado nada.';

/** Runs `step`; when the driver cannot play it here, skips the case with the driver's reason. */
async function orSkip<T>(context: TestContext, step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (error instanceof Unsupported) context.skip(error.message);
    throw error;
  }
}

export function describeProviderSuite(
  label: string,
  setup: (() => Promise<ProviderUnderTest>) | null,
  skipReason?: string,
): void {
  if (!setup) {
    console.info(`${label}: omitido — ${skipReason ?? 'sin configurar'}`);
    describe.skip(label, () => {
      it(skipReason ?? 'sin configurar', () => {});
    });
    return;
  }

  describe(label, () => {
    let under: ProviderUnderTest;
    // Fresh ids per run: a real provider remembers idempotency keys for a day.
    const run = randomUUID().slice(0, 8);
    let counter = 0;
    const paymentId = () => `pago-${run}-${++counter}`;

    beforeAll(async () => {
      under = await setup();
    });
    afterAll(async () => {
      await under?.teardown();
    });

    const provider = () => under.provider;
    const driver = () => under.driver;
    const newCharge = async (amountCents = 10_000) => {
      const id = paymentId();
      const charge = await provider().createCharge({
        paymentId: id,
        amountCents,
        description: `Faena: prueba ${id}`,
        idempotencyKey: providerKey(id, 'charge'),
      });
      return { ...charge, paymentId: id };
    };
    const heldCharge = async (amountCents = 10_000) => {
      const charge = await newCharge(amountCents);
      await driver().confirmCard(charge, 'ok');
      expect((await provider().retrieveCharge(charge.ref)).status).toBe('held');
      return charge;
    };
    const verifiedAccount = async (context: TestContext) => {
      if (driver().transferDestination) return orSkip(context, () => driver().transferDestination!());
      const id = paymentId();
      const { ref } = await provider().createPayoutAccount({
        profileId: id,
        email: `${id}@example.org`,
        idempotencyKey: providerKey(id, 'payout-account'),
      });
      await orSkip(context, () => driver().completeOnboarding(ref));
      return ref;
    };

    describe('charges', () => {
      it('a new charge awaits a card, with a client secret for the browser', async () => {
        const charge = await newCharge();
        expect(charge.ref).toBeTruthy();
        expect(charge.clientSecret).toBeTruthy();
        const state = await provider().retrieveCharge(charge.ref);
        expect(state).toMatchObject({ status: 'awaiting_card', clientSecret: charge.clientSecret, refundedCents: 0 });
        expect(state.failureReason).toBeUndefined();
      });

      it('the same idempotency key returns the same charge', async () => {
        const id = paymentId();
        const input = {
          paymentId: id,
          amountCents: 2_500,
          description: 'Faena',
          idempotencyKey: providerKey(id, 'charge'),
        };
        const first = await provider().createCharge(input);
        const again = await provider().createCharge(input);
        expect(again).toEqual(first);
      });

      it('a good card leaves the money held, with its last four digits', async () => {
        const charge = await heldCharge();
        expect(await provider().retrieveCharge(charge.ref)).toMatchObject({ status: 'held', cardLast4: '4242' });
      });

      it('a refused card says why in Spanish, and another card may be tried', async () => {
        const charge = await newCharge();
        await driver().confirmCard(charge, 'declined');
        expect(await provider().retrieveCharge(charge.ref)).toMatchObject({
          status: 'awaiting_card',
          failureReason: REFUSED,
          refundedCents: 0,
        });
        await driver().confirmCard(charge, 'ok');
        const state = await provider().retrieveCharge(charge.ref);
        expect(state).toMatchObject({ status: 'held', cardLast4: '4242' });
        expect(state.failureReason).toBeUndefined();
      });

      it('a card that needs the bank asks for it, and the approval holds the money', async (context) => {
        const charge = await newCharge();
        await driver().confirmCard(charge, 'authentication');
        expect((await provider().retrieveCharge(charge.ref)).status).toBe('requires_action');
        await orSkip(context, () => driver().authenticate(charge, true));
        expect((await provider().retrieveCharge(charge.ref)).status).toBe('held');
      });

      it('a refused authentication leaves the charge awaiting another card, with the reason', async (context) => {
        const charge = await newCharge();
        await driver().confirmCard(charge, 'authentication');
        await orSkip(context, () => driver().authenticate(charge, false));
        expect(await provider().retrieveCharge(charge.ref)).toMatchObject({
          status: 'awaiting_card',
          failureReason: NOT_AUTHENTICATED,
        });
      });
    });

    describe('transfers and refunds', () => {
      it('part of a held charge goes to a connected account once, however often it is asked', async (context) => {
        const destination = await verifiedAccount(context);
        const charge = await heldCharge(10_000);
        const input = {
          chargeRef: charge.ref,
          paymentId: charge.paymentId,
          amountCents: 8_800,
          destination,
          idempotencyKey: providerKey(charge.paymentId, 'transfer'),
        };
        const first = await provider().transfer(input);
        expect(first.transferRef).toBeTruthy();
        expect(await provider().transfer(input)).toEqual(first);

        if (provider().reverseTransfer) {
          const reverse = {
            transferRef: first.transferRef,
            amountCents: 1_000,
            idempotencyKey: providerKey(charge.paymentId, 'reverse'),
          };
          const reversal = await provider().reverseTransfer!(reverse);
          expect(reversal.reversalRef).toBeTruthy();
          expect(await provider().reverseTransfer!(reverse)).toEqual(reversal);
        }
      });

      it('a part is refunded, then the rest; a repeat refunds nothing more', async () => {
        const charge = await heldCharge(10_000);
        const part = {
          chargeRef: charge.ref,
          amountCents: 3_000,
          idempotencyKey: providerKey(charge.paymentId, 'refund-1'),
        };
        const first = await provider().refund(part);
        expect(first.refundRef).toBeTruthy();
        expect(await provider().refund(part)).toEqual(first);
        expect((await provider().retrieveCharge(charge.ref)).refundedCents).toBe(3_000);

        const rest = await provider().refund({
          chargeRef: charge.ref,
          amountCents: 7_000,
          idempotencyKey: providerKey(charge.paymentId, 'refund-2'),
        });
        expect(rest.refundRef).not.toBe(first.refundRef);
        expect((await provider().retrieveCharge(charge.ref)).refundedCents).toBe(10_000);
      });

      it('refunding more than remains is refused', async () => {
        const charge = await heldCharge(10_000);
        await provider().refund({
          chargeRef: charge.ref,
          amountCents: 5_000,
          idempotencyKey: providerKey(charge.paymentId, 'refund-1'),
        });
        await expect(
          provider().refund({
            chargeRef: charge.ref,
            amountCents: 5_001,
            idempotencyKey: providerKey(charge.paymentId, 'refund-2'),
          }),
        ).rejects.toThrow();
        expect((await provider().retrieveCharge(charge.ref)).refundedCents).toBe(5_000);
      });
    });

    describe('payout accounts', () => {
      it('an account is made once per key, pending until onboarding is complete, then verified', async (context) => {
        const id = paymentId();
        const input = { profileId: id, email: `${id}@example.org`, idempotencyKey: providerKey(id, 'payout-account') };
        const account = await provider().createPayoutAccount(input);
        expect(account.ref).toBeTruthy();
        expect(await provider().createPayoutAccount(input)).toEqual(account);
        expect(await provider().payoutAccountStatus(account.ref)).toBe('pending');
        await orSkip(context, () => driver().completeOnboarding(account.ref));
        expect(await provider().payoutAccountStatus(account.ref)).toBe('verified');
      });

      it('onboarding happens at an address of the provider', async () => {
        const id = paymentId();
        const account = await provider().createPayoutAccount({
          profileId: id,
          email: `${id}@example.org`,
          idempotencyKey: providerKey(id, 'payout-account'),
        });
        const { url } = await provider().onboardingLink({
          accountRef: account.ref,
          returnUrl: 'https://faena.example.org/cobros?alta=hecha',
          refreshUrl: 'https://faena.example.org/cobros?alta=repetir',
        });
        expect(['http:', 'https:']).toContain(new URL(url).protocol);
      });
    });

    describe('webhooks', () => {
      const about = async (type: ProviderWebhookEvent['type']) => {
        if (type !== 'payout_account.updated') return (await heldCharge()).ref;
        const id = paymentId();
        return (
          await provider().createPayoutAccount({
            profileId: id,
            email: `${id}@example.org`,
            idempotencyKey: providerKey(id, 'payout-account'),
          })
        ).ref;
      };

      for (const type of ['charge.held', 'charge.failed', 'charge.refunded', 'payout_account.updated'] as const) {
        it(`a well-signed ${type} is read`, async () => {
          const ref = await about(type);
          const id = `evt-${run}-${++counter}`;
          const { body, signature } = await driver().signWebhook({ id, type, ref });
          expect(provider().parseWebhook(body, signature)).toMatchObject({ id, type, ref });
        });
      }

      it('a changed body, a missing signature and an old delivery are refused', async () => {
        const ref = await about('charge.held');
        const { body, signature } = await driver().signWebhook({
          id: `evt-${run}-${++counter}`,
          type: 'charge.held',
          ref,
        });
        expect(() => provider().parseWebhook(body.replace(ref, `${ref}x`), signature)).toThrow();
        expect(() => provider().parseWebhook(body, undefined)).toThrow();

        const sixMinutesAgo = Math.floor(Date.now() / 1000) - 6 * 60;
        const old = await driver().signWebhook(
          { id: `evt-${run}-${++counter}`, type: 'charge.held', ref },
          { timestamp: sixMinutesAgo },
        );
        expect(() => provider().parseWebhook(old.body, old.signature)).toThrow();
      });

      it('an event Faena does not use is acknowledged as null', async () => {
        const { body, signature } = await driver().signWebhook({
          id: `evt-${run}-${++counter}`,
          type: 'unhandled',
          ref: 'nada',
        });
        expect(provider().parseWebhook(body, signature)).toBeNull();
      });
    });
  });
}
