import { PAYMENT_METHODS, type PaymentMethod } from '@faena/shared';
import { i18n } from '@/lib/i18n';

/**
 * How a payment was made, in one line: "Bizum · ref. 1234", or for a card the provider's own
 * words, which already name it ("Tarjeta terminada en 4242", never "Tarjeta · Tarjeta …"). The
 * method's label is shown in the active language.
 */
export function paymentMethodText(payment: { method: PaymentMethod; reference: string | null }): string {
  const label = PAYMENT_METHODS[payment.method];
  const reference = payment.reference?.trim();
  if (!reference) return i18n._(label);
  const shown = i18n._(label);
  // The card's words come from the server in the reader's language ("Targeta acabada en 4242").
  const named = [label, shown].some((name) => reference.toLocaleLowerCase().startsWith(name.toLocaleLowerCase()));
  if (named) return reference;
  return `${shown} · ${reference}`;
}
