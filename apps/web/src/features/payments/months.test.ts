import { describe, expect, it } from 'vitest';
import { chartMonths, longMonth, shortMonth } from './months';

const m = (month: string, cents = 100, count = 1) => ({ month, cents, count });

describe('chartMonths', () => {
  it('runs from the first month with money to this month, oldest first, a month without money as zero', () => {
    expect(chartMonths([m('2026-11', 500, 2), m('2026-08')], '2026-11')).toEqual([
      m('2026-08'),
      m('2026-09', 0, 0),
      m('2026-10', 0, 0),
      m('2026-11', 500, 2),
    ]);
  });

  it('shows the last twelve months at most, across a new year', () => {
    const months = chartMonths([m('2027-02'), m('2025-06')], '2027-02');
    expect(months).toHaveLength(12);
    expect(months[0]?.month).toBe('2026-03');
    expect(months.at(-1)).toEqual(m('2027-02'));
  });

  it('shows the year of the newest money when all of it is older than a year', () => {
    const months = chartMonths([m('2024-05'), m('2024-03')], '2026-11');
    expect(months.map((x) => x.month)).toEqual(['2024-03', '2024-04', '2024-05']);
  });

  it('has nothing to draw without money', () => {
    expect(chartMonths([], '2026-11')).toEqual([]);
  });
});

describe('month labels', () => {
  it('are Spanish, short under the bars and long in the table', () => {
    expect(shortMonth('2026-11')).toBe('nov');
    expect(shortMonth('2026-09')).toBe('sept');
    expect(longMonth('2026-01')).toBe('enero de 2026');
  });
});
