import { PAYMENT_METHODS, type PaymentMethod } from '@faena/shared';

/**
 * How a payment was made, in one line: "Bizum · ref. 1234", or for a card the provider's own
 * words, which already name it ("Tarjeta terminada en 4242", never "Tarjeta · Tarjeta …").
 */
export function paymentMethodText(payment: { method: PaymentMethod; reference: string | null }): string {
  const label = PAYMENT_METHODS[payment.method];
  const reference = payment.reference?.trim();
  if (!reference) return label;
  if (reference.toLocaleLowerCase('es').startsWith(label.toLocaleLowerCase('es'))) return reference;
  return `${label} · ${reference}`;
}
