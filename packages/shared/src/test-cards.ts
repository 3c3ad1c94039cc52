import { m } from './messages';

/**
 * The built-in test provider's cards ("Modo de pruebas"), as card processors document theirs. Its
 * card element turns one of these into a payment-method token in the browser (as Stripe.js
 * does), so the card number never travels to Faena's server; the server only sees the token.
 */
export const TEST_CARDS = {
  ok: '4242424242424242',
  declined: '4000000000000002',
  /** Needs the cardholder's confirmation (3-D Secure). */
  authentication: '4000002500003155',
} as const;

export const TEST_PAYMENT_METHODS = {
  pm_prueba_visa: { last4: '4242', outcome: 'ok' },
  pm_prueba_rechazada: { last4: '0002', outcome: 'declined' },
  pm_prueba_3ds: { last4: '3155', outcome: 'authentication' },
} as const;
export type TestPaymentMethod = keyof typeof TEST_PAYMENT_METHODS;
export const TEST_PAYMENT_METHOD_VALUES = Object.keys(TEST_PAYMENT_METHODS) as [
  TestPaymentMethod,
  ...TestPaymentMethod[],
];

export function luhnValid(number: string): boolean {
  let sum = 0;
  let double = false;
  for (let i = number.length - 1; i >= 0; i--) {
    let digit = Number(number[i]);
    if (double) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
    double = !double;
  }
  return number.length >= 12 && sum % 10 === 0;
}

export interface TestCardInput {
  number: string;
  /** MM/AA */
  expiry: string;
  cvc: string;
  holder: string;
}

/**
 * The test element's tokenisation, in the browser: a test card becomes its payment method, or a
 * Spanish message per field says what is wrong. Any other card is refused, as a real provider's
 * test mode refuses real cards.
 */
export function tokenizeTestCard(
  card: TestCardInput,
  now = new Date(),
): { ok: true; method: TestPaymentMethod } | { ok: false; fields: Partial<Record<keyof TestCardInput, string>> } {
  const fields: Partial<Record<keyof TestCardInput, string>> = {};
  const number = card.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(number)) fields.number = m('Escribe el número de la tarjeta (solo cifras).');
  else if (!luhnValid(number)) fields.number = m('El número de la tarjeta no es válido.');
  else if (!Object.values(TEST_CARDS).includes(number as (typeof TEST_CARDS)[keyof typeof TEST_CARDS])) {
    fields.number = m('En modo de pruebas solo valen las tarjetas de prueba.');
  }
  const expiry = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec(card.expiry.trim());
  if (!expiry) fields.expiry = m('Escribe la caducidad como MM/AA.');
  else {
    const [month, year] = [Number(expiry[1]), 2000 + Number(expiry[2])];
    if (year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1)) {
      fields.expiry = m('La tarjeta ha caducado.');
    }
  }
  if (!/^\d{3,4}$/.test(card.cvc.trim())) fields.cvc = m('El CVC son 3 o 4 cifras.');
  if (card.holder.trim().length < 2) fields.holder = m('Escribe el nombre del titular.');
  if (Object.keys(fields).length > 0) return { ok: false, fields };
  const method =
    number === TEST_CARDS.declined
      ? 'pm_prueba_rechazada'
      : number === TEST_CARDS.authentication
        ? 'pm_prueba_3ds'
        : 'pm_prueba_visa';
  return { ok: true, method };
}
