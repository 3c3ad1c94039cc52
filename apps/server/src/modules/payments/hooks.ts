import type { Executor, payments } from '@faena/db';

// Not imported from state-machine.ts, which calls this file (no cycle): the row's type from the
// schema, and the action by name (one of PAYMENT_TRANSITIONS' keys).
type PaymentRow = typeof payments.$inferSelect;

/**
 * What other features do after a payment moves, inside the same transaction (invoices are issued
 * on release and corrected on a refund after it). Wired once at start-up in src/wiring.ts, so the
 * state machine does not know who listens.
 */
export interface PaymentTransition {
  /** An action of PAYMENT_TRANSITIONS: 'release', 'split', 'provider_refund'… */
  action: string;
  /** The state it left. */
  from: PaymentRow['status'];
  payment: PaymentRow;
  at: Date;
}
type PaymentListener = (tx: Executor, transition: PaymentTransition) => Promise<void>;

const listeners: PaymentListener[] = [];

export function onPaymentTransition(listener: PaymentListener): void {
  if (!listeners.includes(listener)) listeners.push(listener);
}

export async function paymentTransitioned(tx: Executor, transition: PaymentTransition): Promise<void> {
  for (const listener of listeners) await listener(tx, transition);
}
