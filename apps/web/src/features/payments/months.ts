import type { MonthlyMoney } from '@faena/shared/schemas';

/** How many months the payments chart shows at most: the last year. */
export const CHART_MONTHS = 12;

const addMonths = (month: string, n: number): string => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 + n, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
};

/**
 * The months of the payments chart, oldest first and without gaps (a month with nothing is a
 * zero, not missing): from the first month with money up to `currentMonth`, at most the last
 * CHART_MONTHS. When all the money is older than that, the year that ends with its newest month.
 */
export function chartMonths(byMonth: MonthlyMoney[], currentMonth: string): MonthlyMoney[] {
  if (byMonth.length === 0) return [];
  const months = byMonth.map((m) => m.month).sort();
  const newest = months[months.length - 1] as string;
  const end = newest > currentMonth || newest <= addMonths(currentMonth, -CHART_MONTHS) ? newest : currentMonth;
  const oldest = months[0] as string;
  const earliest = addMonths(end, -(CHART_MONTHS - 1));
  const start = oldest > earliest ? oldest : earliest;
  const found = new Map(byMonth.map((m) => [m.month, m]));
  const out: MonthlyMoney[] = [];
  for (let month = start; month <= end; month = addMonths(month, 1)) {
    out.push(found.get(month) ?? { month, cents: 0, count: 0 });
  }
  return out;
}

const monthDate = (month: string) => new Date(`${month}-01T12:00:00Z`);

/** "nov", under a bar. */
export const shortMonth = (month: string) =>
  monthDate(month).toLocaleDateString('es-ES', { month: 'short', timeZone: 'UTC' });

/** "noviembre de 2026", in the table. */
export const longMonth = (month: string) =>
  monthDate(month).toLocaleDateString('es-ES', { month: 'long', year: 'numeric', timeZone: 'UTC' });
