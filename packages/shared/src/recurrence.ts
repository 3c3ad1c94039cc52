import { translateComposed } from './formatting';
import { m } from './messages';

/**
 * Seasonal and recurring tasks: the rule an owner picks and the dates it gives. Every date is a
 * calendar date (YYYY-MM-DD) in the property's time zone; nothing here knows about clocks.
 *
 * Each occurrence has a deadline ("hecho antes de"): the last day of the month or season for
 * the yearly rules, the date itself for the "every N" rules. It is published LEAD_DAYS before
 * that deadline.
 */

export const RECURRENCE_KINDS = {
  yearly_month: m('Cada año, en un mes'),
  yearly_season: m('Cada año, en una estación'),
  every_months: m('Cada cierto número de meses'),
  every_weeks: m('Cada cierto número de semanas'),
} as const;
export type RecurrenceKind = keyof typeof RECURRENCE_KINDS;
export const RECURRENCE_KIND_VALUES = Object.keys(RECURRENCE_KINDS) as [RecurrenceKind, ...RecurrenceKind[]];

/** The astronomical seasons as the calendar prints them (month-day of the first and last day). */
export const SEASONS = {
  primavera: { label: m('Primavera'), start: '03-21', end: '06-20' },
  verano: { label: m('Verano'), start: '06-21', end: '09-22' },
  otono: { label: m('Otoño'), start: '09-23', end: '12-20' },
  invierno: { label: m('Invierno'), start: '12-21', end: '03-20' },
} as const;
export type Season = keyof typeof SEASONS;
export const SEASON_VALUES = Object.keys(SEASONS) as [Season, ...Season[]];

export const MONTHS = [
  m('enero'),
  m('febrero'),
  m('marzo'),
  m('abril'),
  m('mayo'),
  m('junio'),
  m('julio'),
  m('agosto'),
  m('septiembre'),
  m('octubre'),
  m('noviembre'),
  m('diciembre'),
] as const;

export type RecurrenceRule =
  | { kind: 'yearly_month'; month: number }
  | { kind: 'yearly_season'; season: Season }
  | { kind: 'every_months'; interval: number }
  | { kind: 'every_weeks'; interval: number };

export const SERIES_STATUSES = { active: m('Activa'), paused: m('En pausa'), ended: m('Terminada') } as const;
export type SeriesStatus = keyof typeof SERIES_STATUSES;
export const SERIES_STATUS_VALUES = Object.keys(SERIES_STATUSES) as [SeriesStatus, ...SeriesStatus[]];

/** An occurrence is published this many days before its deadline. */
export const SERIES_LEAD_DAYS = 30;
/** The professional of the last occurrence has it to themselves this long (or until they decline). */
export const SERIES_RESERVE_HOURS = 48;
/** The owner is told this many days before a deadline that nobody has been assigned yet. */
export const DEADLINE_WARNING_DAYS = 7;

// ---------- calendar arithmetic on YYYY-MM-DD, in UTC so no daylight saving gets in ----------

function toUtc(iso: string): Date {
  return new Date(`${iso.slice(0, 10)}T00:00:00Z`);
}

function toIso(d: Date): string {
  return d.toISOString().slice(0, 10);
}

export function addDays(iso: string, days: number): string {
  const d = toUtc(iso);
  d.setUTCDate(d.getUTCDate() + days);
  return toIso(d);
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Adds months keeping the day, or the month's last day when it has fewer (31 Jan + 1 → 28/29 Feb). */
export function addMonths(iso: string, months: number): string {
  const [y = 0, m = 1, d = 1] = iso.slice(0, 10).split('-').map(Number);
  const total = y * 12 + (m - 1) + months;
  const year = Math.floor(total / 12);
  const month = (total % 12) + 1;
  const day = Math.min(d, daysInMonth(year, month));
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** A yearly rule's window in a given year: the month, or the season that starts that year. */
function windowIn(rule: RecurrenceRule, year: number): { start: string; end: string } {
  if (rule.kind === 'yearly_month') {
    return {
      start: `${year}-${pad(rule.month)}-01`,
      end: `${year}-${pad(rule.month)}-${pad(daysInMonth(year, rule.month))}`,
    };
  }
  if (rule.kind === 'yearly_season') {
    const season = SEASONS[rule.season];
    // Winter starts in December and ends in March of the next year.
    const endYear = season.end < season.start ? year + 1 : year;
    return { start: `${year}-${season.start}`, end: `${endYear}-${season.end}` };
  }
  throw new Error('solo las reglas anuales tienen ventana');
}

export interface Occurrence {
  /** "Hecho antes de": the last day to have it done. */
  dueDate: string;
  /** First day of the month or season for the yearly rules; null for the "every N" ones. */
  windowStart: string | null;
}

/**
 * The first occurrence strictly after `after`: for a yearly rule, the first month or season
 * that starts after it (so the period the series was created in is not repeated at once); for
 * "every N", the first anchor + k·N (k ≥ 1) after it, counted from the anchor so that months of
 * different lengths never make the dates drift.
 */
export function nextOccurrence(rule: RecurrenceRule, anchor: string, after: string): Occurrence {
  if (rule.kind === 'yearly_month' || rule.kind === 'yearly_season') {
    const year = Number(after.slice(0, 4));
    for (let y = year - 1; y <= year + 2; y++) {
      const w = windowIn(rule, y);
      if (w.start > after) return { dueDate: w.end, windowStart: w.start };
    }
    throw new Error('sin ventana');
  }
  const step = (k: number) =>
    rule.kind === 'every_months' ? addMonths(anchor, k * rule.interval) : addDays(anchor, k * rule.interval * 7);
  // Jump close first (a long pause), then walk.
  let k = 1;
  if (after > anchor) {
    const days = (toUtc(after).getTime() - toUtc(anchor).getTime()) / 86_400_000;
    const perStep = rule.kind === 'every_months' ? rule.interval * 28 : rule.interval * 7;
    k = Math.max(1, Math.floor(days / perStep) - 2);
  }
  while (step(k) <= after) k++;
  return { dueDate: step(k), windowStart: null };
}

/** The first day of the month or season that ends on this deadline (null for the "every N" rules). */
export function windowStartOf(rule: RecurrenceRule, dueDate: string): string | null {
  if (rule.kind === 'yearly_month') return `${dueDate.slice(0, 7)}-01`;
  if (rule.kind === 'yearly_season') {
    const season = SEASONS[rule.season];
    const year = Number(dueDate.slice(0, 4));
    return `${season.end < season.start ? year - 1 : year}-${season.start}`;
  }
  return null;
}

/** The day an occurrence with this deadline is published. */
export function publishDateOf(dueDate: string): string {
  return addDays(dueDate, -SERIES_LEAD_DAYS);
}

/** "Cada año en mayo", "Cada año en primavera", "Cada 3 meses", "Cada semana"… */
export function describeRecurrence(rule: RecurrenceRule): string {
  const tr = translateComposed;
  switch (rule.kind) {
    case 'yearly_month':
      return tr(m('Cada año en {month}', { month: tr(MONTHS[rule.month - 1] ?? '') }));
    case 'yearly_season':
      return tr(m('Cada año en {season}', { season: tr(SEASONS[rule.season].label).toLowerCase() }));
    case 'every_months':
      return rule.interval === 1 ? tr(m('Cada mes')) : tr(m('Cada {interval} meses', { interval: rule.interval }));
    case 'every_weeks':
      return rule.interval === 1 ? tr(m('Cada semana')) : tr(m('Cada {interval} semanas', { interval: rule.interval }));
  }
}
