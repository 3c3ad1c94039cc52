import { describe, expect, it } from 'vitest';
import { addMonths, describeRecurrence, nextOccurrence, publishDateOf, windowStartOf } from './recurrence';
import { zRecurrenceRule } from './schemas/tasks';

describe('recurring rules', () => {
  it('every year in a month: the next month that starts after the date, done by its last day', () => {
    const may = { kind: 'yearly_month', month: 5 } as const;
    expect(nextOccurrence(may, '2026-01-15', '2026-01-15')).toEqual({
      dueDate: '2026-05-31',
      windowStart: '2026-05-01',
    });
    // Created in May: this May is the task itself, the series goes on next year.
    expect(nextOccurrence(may, '2026-05-10', '2026-05-10').dueDate).toBe('2027-05-31');
    expect(nextOccurrence(may, '2026-05-10', '2027-05-31').dueDate).toBe('2028-05-31');
    expect(nextOccurrence({ kind: 'yearly_month', month: 2 }, '2027-06-01', '2027-06-01').dueDate).toBe('2028-02-29');
  });

  it('every year in a season, winter spanning the new year', () => {
    const spring = { kind: 'yearly_season', season: 'primavera' } as const;
    expect(nextOccurrence(spring, '2026-02-01', '2026-02-01')).toEqual({
      dueDate: '2026-06-20',
      windowStart: '2026-03-21',
    });
    const winter = { kind: 'yearly_season', season: 'invierno' } as const;
    expect(nextOccurrence(winter, '2026-10-01', '2026-10-01')).toEqual({
      dueDate: '2027-03-20',
      windowStart: '2026-12-21',
    });
    expect(nextOccurrence(winter, '2027-01-10', '2027-03-20').dueDate).toBe('2028-03-20');
  });

  it('every N months from the anchor, without drifting on short months', () => {
    const quarterly = { kind: 'every_months', interval: 3 } as const;
    expect(nextOccurrence(quarterly, '2026-01-31', '2026-01-31').dueDate).toBe('2026-04-30');
    expect(nextOccurrence(quarterly, '2026-01-31', '2026-04-30').dueDate).toBe('2026-07-31');
    // After a long pause it jumps to the first date to come.
    expect(nextOccurrence(quarterly, '2026-01-31', '2029-02-01').dueDate).toBe('2029-04-30');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2026-11-15', 3)).toBe('2027-02-15');
  });

  it('every N weeks', () => {
    const fortnightly = { kind: 'every_weeks', interval: 2 } as const;
    expect(nextOccurrence(fortnightly, '2026-03-02', '2026-03-02')).toEqual({
      dueDate: '2026-03-16',
      windowStart: null,
    });
    expect(nextOccurrence(fortnightly, '2026-03-02', '2026-03-20').dueDate).toBe('2026-03-30');
    expect(nextOccurrence(fortnightly, '2026-03-02', '2027-03-20').dueDate).toBe('2027-03-29');
  });

  it('finds the window of a deadline', () => {
    expect(windowStartOf({ kind: 'yearly_month', month: 5 }, '2027-05-31')).toBe('2027-05-01');
    expect(windowStartOf({ kind: 'yearly_season', season: 'invierno' }, '2027-03-20')).toBe('2026-12-21');
    expect(windowStartOf({ kind: 'every_weeks', interval: 2 }, '2027-03-20')).toBeNull();
  });

  it('publishes 30 days before the deadline and describes itself in Spanish', () => {
    expect(publishDateOf('2026-05-31')).toBe('2026-05-01');
    expect(describeRecurrence({ kind: 'yearly_month', month: 5 })).toBe('Cada año en mayo');
    expect(describeRecurrence({ kind: 'yearly_season', season: 'otono' })).toBe('Cada año en otoño');
    expect(describeRecurrence({ kind: 'every_months', interval: 1 })).toBe('Cada mes');
    expect(describeRecurrence({ kind: 'every_weeks', interval: 3 })).toBe('Cada 3 semanas');
  });

  it('validates the rule with Spanish messages', () => {
    expect(zRecurrenceRule.safeParse({ kind: 'every_weeks', interval: 0 }).error?.issues[0]?.message).toBe(
      'Elige cada cuántas semanas, de 1 a 52.',
    );
    expect(zRecurrenceRule.safeParse({ kind: 'yearly_month', month: 13 }).error?.issues[0]?.message).toBe(
      'Elige el mes.',
    );
    expect(zRecurrenceRule.parse({ kind: 'yearly_season', season: 'verano' })).toEqual({
      kind: 'yearly_season',
      season: 'verano',
    });
  });
});
