import { m } from '@faena/shared';
import Stripe from 'stripe';
import type {
  BrowserCardConfig,
  ChargeState,
  ChargeStatus,
  PaymentProvider,
  PayoutAccountStatus,
  ProviderWebhookEvent,
} from './provider';

export interface StripeProviderOptions {
  secretKey: string;
  publishableKey: string;
  /**
   * The signing secret of each webhook endpoint: Stripe sends the platform's own events
   * (payment_intent.*, charge.refunded) and connected accounts' events (account.updated) to two
   * endpoints, each signing with its own secret.
   */
  webhookSecret: string | string[];
  testMode: boolean;
  /** Another API host (the fake in CI); Stripe's own by default. */
  api?: { host: string; port: number; protocol: 'http' | 'https' };
}

/** Seconds a signed webhook stays valid: Stripe's default tolerance, against replays. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** What Stripe says about a refused card or payment (`last_payment_error`, a card error). */
export interface StripePaymentError {
  type?: string;
  code?: string | null;
  decline_code?: string | null;
}

/** The bank's answer in Spanish, for the owner. Unknown codes get the general refusal: nothing was charged either way. */
export function stripeFailureReason(error: StripePaymentError): string {
  const code = error.decline_code && error.decline_code !== 'generic_decline' ? error.decline_code : error.code;
  switch (code) {
    case 'expired_card':
      return m('La tarjeta ha caducado.');
    case 'incorrect_cvc':
    case 'invalid_cvc':
      return m('El código de seguridad (CVC) no es correcto. No se ha cobrado nada.');
    case 'insufficient_funds':
      return m('La tarjeta no tiene saldo suficiente.');
    case 'incorrect_number':
    case 'invalid_number':
      return m('El número de la tarjeta no es válido.');
    case 'payment_intent_authentication_failure':
    case 'authentication_required':
      return m('No has confirmado el pago con tu banco. No se ha cobrado nada.');
    default:
      return m('Tu banco ha rechazado la tarjeta. No se ha cobrado nada.');
  }
}

/** Reads a PaymentIntent as Faena's charge states. */
export function chargeStatusOf(pi: Pick<Stripe.PaymentIntent, 'status' | 'last_payment_error'>): {
  status: ChargeStatus;
  failureReason?: string;
} {
  switch (pi.status) {
    case 'requires_payment_method':
      // With an error: the last card was refused and the owner may try another one.
      return pi.last_payment_error
        ? { status: 'awaiting_card', failureReason: stripeFailureReason(pi.last_payment_error) }
        : { status: 'awaiting_card' };
    case 'requires_confirmation':
    case 'processing':
    // Faena captures automatically, so this is only a moment between authorisation and capture.
    case 'requires_capture':
      return { status: 'awaiting_card' };
    case 'requires_action':
      return { status: 'requires_action' };
    case 'succeeded':
      return { status: 'held' };
    case 'canceled':
      return { status: 'failed' };
  }
}

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (value == null) return null;
  return typeof value === 'string' ? value : value.id;
}

/**
 * Stripe Connect with separate charges and transfers: the owner's card is charged into the
 * platform's balance (held), then the professional's share is transferred to their Express
 * account, tied to the charge by `transfer_group` and `source_transaction` (so a transfer can
 * leave before the charge's funds are available). The browser confirms with the client secret;
 * card errors reach the server only through retrieveCharge and webhooks.
 */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe';
  readonly signatureHeader = 'stripe-signature';
  readonly testMode: boolean;
  readonly browser: BrowserCardConfig;
  private readonly stripe: Stripe;
  private readonly webhookSecrets: string[];

  constructor(options: StripeProviderOptions) {
    this.testMode = options.testMode;
    this.browser = { provider: 'stripe', publishableKey: options.publishableKey };
    this.webhookSecrets = [options.webhookSecret].flat().filter(Boolean);
    if (this.webhookSecrets.length === 0) throw new Error('Stripe: falta el secreto de los webhooks');
    this.stripe = new Stripe(options.secretKey, {
      ...(options.api ?? {}),
      // A retry carries the same idempotency key, so it is safe to retry network errors.
      maxNetworkRetries: 2,
      telemetry: false,
    });
  }

  async createCharge(input: {
    paymentId: string;
    amountCents: number;
    description: string;
    idempotencyKey: string;
  }): Promise<{ ref: string; clientSecret: string }> {
    const pi = await this.stripe.paymentIntents.create(
      {
        amount: input.amountCents,
        currency: 'eur',
        payment_method_types: ['card'],
        description: input.description,
        metadata: { paymentId: input.paymentId },
        transfer_group: input.paymentId,
      },
      { idempotencyKey: input.idempotencyKey },
    );
    if (!pi.client_secret) throw new Error(`Stripe no ha devuelto el client_secret de ${pi.id}`);
    return { ref: pi.id, clientSecret: pi.client_secret };
  }

  async retrieveCharge(ref: string): Promise<ChargeState> {
    const pi = await this.stripe.paymentIntents.retrieve(ref, { expand: ['latest_charge'] });
    const charge = typeof pi.latest_charge === 'object' ? pi.latest_charge : null;
    const last4 = charge?.payment_method_details?.card?.last4;
    return {
      ...chargeStatusOf(pi),
      clientSecret: pi.client_secret ?? '',
      refundedCents: charge?.amount_refunded ?? 0,
      ...(last4 ? { cardLast4: last4 } : {}),
    };
  }

  async transfer(input: {
    chargeRef: string;
    paymentId: string;
    amountCents: number;
    destination: string;
    idempotencyKey: string;
  }): Promise<{ transferRef: string }> {
    const pi = await this.stripe.paymentIntents.retrieve(input.chargeRef);
    const sourceTransaction = idOf(pi.latest_charge);
    if (!sourceTransaction) throw new Error(`El cobro ${input.chargeRef} no tiene cargo del que transferir`);
    const transfer = await this.stripe.transfers.create(
      {
        amount: input.amountCents,
        currency: 'eur',
        destination: input.destination,
        transfer_group: input.paymentId,
        source_transaction: sourceTransaction,
      },
      { idempotencyKey: input.idempotencyKey },
    );
    return { transferRef: transfer.id };
  }

  async refund(input: { chargeRef: string; amountCents: number; idempotencyKey: string }): Promise<{
    refundRef: string;
  }> {
    const refund = await this.stripe.refunds.create(
      { payment_intent: input.chargeRef, amount: input.amountCents },
      { idempotencyKey: input.idempotencyKey },
    );
    return { refundRef: refund.id };
  }

  async reverseTransfer(input: {
    transferRef: string;
    amountCents: number;
    idempotencyKey: string;
  }): Promise<{ reversalRef: string }> {
    const reversal = await this.stripe.transfers.createReversal(
      input.transferRef,
      { amount: input.amountCents },
      { idempotencyKey: input.idempotencyKey },
    );
    return { reversalRef: reversal.id };
  }

  async createPayoutAccount(input: { profileId: string; email: string; idempotencyKey: string }): Promise<{
    ref: string;
  }> {
    const account = await this.stripe.accounts.create(
      {
        type: 'express',
        country: 'ES',
        email: input.email,
        capabilities: { transfers: { requested: true } },
        metadata: { profileId: input.profileId },
      },
      { idempotencyKey: input.idempotencyKey },
    );
    return { ref: account.id };
  }

  async onboardingLink(input: { accountRef: string; returnUrl: string; refreshUrl: string }): Promise<{ url: string }> {
    const link = await this.stripe.accountLinks.create({
      account: input.accountRef,
      refresh_url: input.refreshUrl,
      return_url: input.returnUrl,
      type: 'account_onboarding',
    });
    return { url: link.url };
  }

  async payoutAccountStatus(accountRef: string): Promise<PayoutAccountStatus> {
    return payoutStatusOf(await this.stripe.accounts.retrieve(accountRef));
  }

  parseWebhook(rawBody: string, signature: string | undefined): ProviderWebhookEvent | null {
    const event = this.verifiedEvent(rawBody, signature ?? '');
    switch (event.type) {
      case 'payment_intent.succeeded':
        return { id: event.id, type: 'charge.held', ref: event.data.object.id };
      case 'payment_intent.payment_failed': {
        const error = event.data.object.last_payment_error;
        return {
          id: event.id,
          type: 'charge.failed',
          ref: event.data.object.id,
          failureReason: stripeFailureReason(error ?? {}),
        };
      }
      case 'payment_intent.canceled':
        return { id: event.id, type: 'charge.failed', ref: event.data.object.id };
      case 'charge.refunded': {
        const ref = idOf(event.data.object.payment_intent);
        // A charge without a PaymentIntent was not made by Faena.
        return ref ? { id: event.id, type: 'charge.refunded', ref } : null;
      }
      case 'account.updated':
        return { id: event.id, type: 'payout_account.updated', ref: event.data.object.id };
      default:
        return null;
    }
  }

  /** Throws on a missing or wrong signature, and on a timestamp older than the tolerance. */
  private verifiedEvent(rawBody: string, signature: string): Stripe.Event {
    let refusal: unknown;
    for (const secret of this.webhookSecrets) {
      try {
        return this.stripe.webhooks.constructEvent(rawBody, signature, secret, WEBHOOK_TOLERANCE_SECONDS);
      } catch (error) {
        refusal ??= error;
      }
    }
    throw refusal;
  }
}

/** A connected account's state as Faena shows it to the professional. */
export function payoutStatusOf(
  account: Pick<Stripe.Account, 'details_submitted' | 'payouts_enabled' | 'capabilities' | 'requirements'>,
): PayoutAccountStatus {
  if (account.details_submitted && account.payouts_enabled && account.capabilities?.transfers === 'active') {
    return 'verified';
  }
  const requirements = account.requirements;
  const due = (requirements?.currently_due?.length ?? 0) + (requirements?.past_due?.length ?? 0);
  if (account.details_submitted && (due > 0 || requirements?.disabled_reason)) return 'needs_information';
  return 'pending';
}
