/**
 * What Faena needs from a card processor, shaped after Stripe's "separate charges and transfers":
 * the owner's card is charged into the platform's balance and held there; when the work is
 * confirmed the professional's net is transferred to their connected account (the fee stays),
 * or the charge is refunded in full or in part.
 *
 * Card details never reach Faena's server: the browser collects them with the provider's own
 * element (`browser`) and confirms the charge with its client secret; the server only creates,
 * reads, transfers and refunds by reference. Every call that moves money carries an idempotency
 * key derived from the payment and the action, so a retry is the same call.
 */

/** A charge as the provider sees it. */
export type ChargeStatus =
  /** Created; the browser has not confirmed a card yet (or the last card was refused and another may be tried). */
  | 'awaiting_card'
  /** The bank wants the cardholder to confirm (3-D Secure) in the provider's element. */
  | 'requires_action'
  /** Charged: the money is in the platform's balance. */
  | 'held'
  /** Refused for good, or cancelled. */
  | 'failed';

export interface ChargeState {
  status: ChargeStatus;
  /** For the browser's element while the charge can still be confirmed. */
  clientSecret: string;
  /** The bank's answer, in Spanish, when a card was refused. */
  failureReason?: string;
  /** The card's last four digits, once one was used. */
  cardLast4?: string;
  /** How much of the charge has been refunded. */
  refundedCents: number;
}

/** How the browser loads the card element of this provider. */
export type BrowserCardConfig = { provider: 'pruebas' } | { provider: 'stripe'; publishableKey: string };

/** A professional's connected account, for receiving card payments. */
export type PayoutAccountStatus = 'pending' | 'verified' | 'needs_information';

export interface ProviderWebhookEvent {
  /** The provider's event id: an event is applied once, however often it is delivered. */
  id: string;
  type: 'charge.held' | 'charge.failed' | 'charge.refunded' | 'payout_account.updated';
  /** The charge's reference, or the connected account's for `payout_account.updated`. */
  ref: string;
  failureReason?: string;
}

export interface PaymentProvider {
  /** Stored with each payment: 'pruebas' or 'stripe'. */
  readonly name: string;
  /** No real money moves: every screen and e-mail says "Modo de pruebas". */
  readonly testMode: boolean;
  readonly browser: BrowserCardConfig;
  /** The HTTP header that carries the webhook signature (lower case). */
  readonly signatureHeader: string;

  /** Creates the charge of a payment (the same key returns the same charge). */
  createCharge(input: {
    paymentId: string;
    amountCents: number;
    description: string;
    idempotencyKey: string;
  }): Promise<{ ref: string; clientSecret: string }>;
  /** The provider's truth about a charge. */
  retrieveCharge(ref: string): Promise<ChargeState>;
  /** Sends part of a held charge to a connected account. */
  transfer(input: {
    chargeRef: string;
    paymentId: string;
    amountCents: number;
    destination: string;
    idempotencyKey: string;
  }): Promise<{ transferRef: string }>;
  /** Gives part or all of a held charge back to the card. */
  refund(input: { chargeRef: string; amountCents: number; idempotencyKey: string }): Promise<{ refundRef: string }>;
  /** Gives back a transfer already made (a dispute decided after release). */
  reverseTransfer?(input: {
    transferRef: string;
    amountCents: number;
    idempotencyKey: string;
  }): Promise<{ reversalRef: string }>;

  /** A connected account for a professional (the same key returns the same account). */
  createPayoutAccount(input: { profileId: string; email: string; idempotencyKey: string }): Promise<{ ref: string }>;
  /** Where the professional completes the provider's onboarding. */
  onboardingLink(input: { accountRef: string; returnUrl: string; refreshUrl: string }): Promise<{ url: string }>;
  payoutAccountStatus(accountRef: string): Promise<PayoutAccountStatus>;

  /**
   * Checks a webhook's signature (with a timestamp tolerance against replays) and reads its
   * event; throws when the signature is wrong or the event is not one Faena handles.
   * Events Faena does not use are returned as null, to be acknowledged and ignored.
   */
  parseWebhook(rawBody: string, signature: string | undefined): ProviderWebhookEvent | null;
}

/** The idempotency key of one action on one payment: a retry of the action is the same call. */
export function providerKey(paymentId: string, action: string): string {
  return `faena-${paymentId}-${action}`;
}

/**
 * The providers stored payments may name. Moving money for a payment goes through the provider
 * that took it, not the one configured today: when an install moves from test mode to Stripe, the
 * test payments still held are released by the test provider (no money moved, none moves), and
 * new payments go to Stripe.
 */
export class PaymentProviders {
  readonly #byName: ReadonlyMap<string, PaymentProvider>;

  constructor(
    /** The provider of new payments and of the webhooks this install receives. */
    readonly active: PaymentProvider,
    /** Former providers whose payments this install can still settle. */
    former: PaymentProvider[] = [],
  ) {
    this.#byName = new Map([...former, active].map((p) => [p.name, p]));
  }

  /** The provider a payment was made with (null: the active one). */
  of(name: string | null): PaymentProvider | undefined {
    return name === null ? this.active : this.#byName.get(name);
  }
}
