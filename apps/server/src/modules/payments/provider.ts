/**
 * What Faena needs from a card processor, shaped after Stripe Connect's flow: authorise and hold
 * the owner's money, capture it when the work is confirmed, transfer the professional's net to
 * their connected account, refund, and signed webhooks for what happens asynchronously.
 */
export interface CardDetails {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
  holder: string;
}

export type AuthorizeResult =
  | { status: 'held'; providerRef: string }
  /** The bank wants the cardholder to confirm (3-D Secure); the payment waits for it. */
  | { status: 'requires_action'; providerRef: string }
  | { status: 'failed'; providerRef: string | null; failureReason: string };

export interface WebhookEvent {
  type: 'payment.held' | 'payment.failed' | 'payment.refunded';
  providerRef: string;
  failureReason?: string;
}

export interface PaymentProvider {
  /** Stored with each payment. */
  readonly name: string;
  /** The built-in provider: no real money moves, and every screen says "Modo de pruebas". */
  readonly testMode: boolean;
  authorize(input: {
    amountCents: number;
    card: CardDetails;
    idempotencyKey: string;
    description: string;
  }): Promise<AuthorizeResult>;
  /** The cardholder approved or refused the bank's extra step. */
  completeAction(providerRef: string, approved: boolean): Promise<AuthorizeResult>;
  capture(providerRef: string, amountCents: number): Promise<void>;
  transfer(input: { providerRef: string; amountCents: number; destination: string }): Promise<{ transferRef: string }>;
  refund(providerRef: string, amountCents: number): Promise<{ refundRef: string }>;
  /** Checks a webhook's signature and reads its event; throws when the signature is wrong. */
  parseWebhook(rawBody: string, signatureHeader: string | undefined): WebhookEvent;
}
