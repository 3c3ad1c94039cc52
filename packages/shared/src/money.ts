import { formattingLocale, intlOf } from './formatting';
import type { Formatted } from './messages';

const EUR = { style: 'currency', currency: 'EUR', minimumFractionDigits: 2, maximumFractionDigits: 2 } as const;

/**
 * The one money formatter: integer cents of EUR → "1234,50 €" in es-ES ("€1,234.50" in en-GB):
 * exactly 2 decimals in every language.
 */
export function formatCents(cents: number, locale = formattingLocale()): string {
  return intlOf('NumberFormat', locale, EUR).format(cents / 100);
}

/** An amount as a value of a message: written in the locale of whoever reads it (the server's notifications). */
export const amountValue = (cents: number): Formatted => ({
  format: 'cents',
  value: cents,
  es: formatCents(cents, 'es-ES'),
});

/**
 * Euros typed by a person ("1.234,5", "1234.50", "12") → integer cents, or null when it is
 * not an amount. A comma is the decimal separator; dots before it group thousands.
 */
export function parseEurosToCents(input: string | number): number | null {
  if (typeof input === 'number') return Number.isFinite(input) ? Math.round(input * 100) : null;
  let text = input.trim().replace(/\s|€/g, '');
  if (text === '') return null;
  if (text.includes(',')) text = text.replace(/\./g, '').replace(',', '.');
  else if (/^\d{1,3}(\.\d{3})+$/.test(text)) text = text.replace(/\./g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  const [whole, fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Cents → a plain euro number for inputs and analytics (12345 → 123.45). */
export function centsToEuros(cents: number): number {
  return cents / 100;
}

/** The analytics bucket of PRODUCT.md, from the budget midpoint in euros. */
export function estimatedBudgetRange(minCents: number | null, maxCents: number | null): string {
  const values = [minCents, maxCents].filter((v): v is number => typeof v === 'number');
  if (values.length === 0) return 'unknown';
  const midEuros = values.reduce((a, b) => a + b, 0) / values.length / 100;
  if (midEuros < 100) return '<100';
  if (midEuros < 300) return '100-300';
  if (midEuros < 1000) return '300-1000';
  if (midEuros <= 3000) return '1000-3000';
  return '>3000';
}

/** The platform fee in basis points (10 % = 1000) from a percentage setting. */
export function feeRateBps(percent: number): number {
  return Math.round(percent * 100);
}

export interface PaymentSplit {
  /** What the owner pays: the work plus the travel cost. */
  amountCents: number;
  workCents: number;
  travelCents: number;
  /** The platform's fee: a share of the work price only, rounded half up to the cent. */
  feeCents: number;
  /** What the professional gets: amount − fee. */
  netCents: number;
}

/**
 * Splits a payment: fee = work × rate rounded half up to the cent (never on travel), net = amount
 * − fee, so amount = fee + net always (PRODUCT.md, "Payment"). Integer arithmetic only.
 */
export function splitPayment(workCents: number, travelCents: number, rateBps: number): PaymentSplit {
  if (!Number.isInteger(workCents) || !Number.isInteger(travelCents) || !Number.isInteger(rateBps)) {
    throw new Error('Los importes deben ser céntimos enteros');
  }
  const feeCents = Math.floor((workCents * rateBps + 5_000) / 10_000);
  const amountCents = workCents + travelCents;
  return { amountCents, workCents, travelCents, feeCents, netCents: amountCents - feeCents };
}
