import { formattingLocale, intlOf } from './formatting';
import type { Formatted } from './messages';
import { provinceByCode } from './reference/provinces';

/** Dates are shown in the property's time zone: the Canaries are an hour behind the peninsula. */
export function timeZoneOf(provinceCode: string | null | undefined): string {
  return provinceByCode(provinceCode)?.timeZone ?? 'Europe/Madrid';
}

/** Today's calendar date (YYYY-MM-DD) in a time zone. */
export function todayIn(timeZone = 'Europe/Madrid', now = new Date()): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

const DATE = { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' } as const;
const SHORT_DATE = { day: 'numeric', month: 'short', timeZone: 'UTC' } as const;

/** A calendar date (YYYY-MM-DD) as "3 de marzo de 2027" (in the language's locale); it has no time zone of its own. */
export function formatDate(isoDate: string | null | undefined, locale = formattingLocale()): string {
  if (!isoDate) return '';
  const d = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(d.getTime()) ? '' : intlOf('DateTimeFormat', locale, DATE).format(d);
}

/** A calendar date as a value of a message: written in the locale of whoever reads it ("3 de marzo de 2027", "3 March 2027"). */
export const dateValue = (isoDate: string | null | undefined): Formatted => ({
  format: 'date',
  value: isoDate ?? '',
  es: formatDate(isoDate, 'es-ES'),
});

export function formatShortDate(isoDate: string | null | undefined, locale = formattingLocale()): string {
  if (!isoDate) return '';
  const d = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(d.getTime()) ? '' : intlOf('DateTimeFormat', locale, SHORT_DATE).format(d);
}

/** A moment as "3 mar 2027, 14:05" in the given zone (the property's, Europe/Madrid by default). */
export function formatDateTime(
  iso: string | Date | null | undefined,
  timeZone = 'Europe/Madrid',
  locale = formattingLocale(),
): string {
  if (!iso) return '';
  const d = typeof iso === 'string' ? new Date(iso) : iso;
  if (Number.isNaN(d.getTime())) return '';
  return intlOf('DateTimeFormat', locale, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(d);
}

/** "hace 5 minutos", "hace 2 días"… for lists. */
export function formatRelative(iso: string | Date, now = new Date(), locale = formattingLocale()): string {
  const d = typeof iso === 'string' ? new Date(iso) : iso;
  const seconds = Math.round((d.getTime() - now.getTime()) / 1000);
  const rtf = intlOf('RelativeTimeFormat', locale, { numeric: 'auto' });
  const abs = Math.abs(seconds);
  if (abs < 60) return rtf.format(seconds, 'second');
  if (abs < 3600) return rtf.format(Math.round(seconds / 60), 'minute');
  if (abs < 86_400) return rtf.format(Math.round(seconds / 3600), 'hour');
  if (abs < 30 * 86_400) return rtf.format(Math.round(seconds / 86_400), 'day');
  if (abs < 365 * 86_400) return rtf.format(Math.round(seconds / (30 * 86_400)), 'month');
  return rtf.format(Math.round(seconds / (365 * 86_400)), 'year');
}
