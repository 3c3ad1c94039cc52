/** What the dialog hears back from a card element after it confirmed a charge with its provider. */
export type CardOutcome =
  | { status: 'held' }
  /** The bank wants the cardholder's confirmation, shown by the dialog (the test provider's 3-D Secure). */
  | { status: 'requires_action' }
  | { status: 'error'; message: string; fields?: Record<string, string> };

/**
 * A provider's card element: it owns the card fields, and the card goes from them to the provider
 * only. Faena's server gets the charge's outcome, never a card number.
 */
export interface CardElementHandle {
  /**
   * Checks the card fields in the browser before anything is sent: marks what is missing or
   * wrong (and focuses the first such field). The dialog opens no payment until this passes.
   */
  check(): CardCheck;
  confirm(clientSecret: string): Promise<CardOutcome>;
}

export type CardCheck = { ok: true } | { ok: false; message: string };

/** The charge's reference inside its client secret (`<ref>_secret_<…>`, as Stripe's are). */
export const chargeRefOf = (clientSecret: string) => clientSecret.split('_secret_')[0] ?? '';
