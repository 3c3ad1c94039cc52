import { afterEach, describe, expect, it } from 'vitest';
import { formatDate, formatRelative } from './dates';
import { setFormatting } from './formatting';
import { distanceText } from './geo';
import { castellano, type Msg } from './messages';
import { formatCents } from './money';
import { describeRecurrence } from './recurrence';

afterEach(() => setFormatting({ locale: 'es-ES', translate: castellano }));

describe('formatting in the language (issue 24)', () => {
  it('Castellano by default, exactly as before', () => {
    expect(formatCents(123450)).toBe('1234,50\u00a0€');
    expect(formatDate('2027-03-03')).toBe('3 de marzo de 2027');
    expect(distanceText(23.4)).toBe('a 23 km');
    expect(distanceText(0.4)).toBe('a menos de 1 km');
    expect(describeRecurrence({ kind: 'every_weeks', interval: 2 })).toBe('Cada 2 semanas');
    expect(describeRecurrence({ kind: 'every_months', interval: 1 })).toBe('Cada mes');
    expect(describeRecurrence({ kind: 'yearly_month', month: 3 })).toBe('Cada año en marzo');
  });

  it("another language: its locale's money (2 decimals) and dates, its translations of composed texts", () => {
    const catalan: Record<string, string> = {
      'a {km} km': 'a {km} km',
      'Cada {interval} semanas': 'Cada {interval} setmanes',
      'Cada año en {month}': 'Cada any al {month}',
      marzo: 'març',
    };
    const translate = (text: string | Msg) =>
      typeof text === 'string'
        ? (catalan[text] ?? text)
        : castellano({ id: catalan[text.id] ?? text.id, values: text.values });
    setFormatting({ locale: 'ca-ES', translate });
    expect(formatCents(123450)).toBe('1.234,50\u00a0€');
    expect(formatDate('2027-03-03')).toBe('3 de març del 2027');
    expect(describeRecurrence({ kind: 'every_weeks', interval: 2 })).toBe('Cada 2 setmanes');
    expect(describeRecurrence({ kind: 'yearly_month', month: 3 })).toBe('Cada any al març');
    setFormatting({ locale: 'en-GB', translate: castellano });
    expect(formatCents(123450)).toBe('€1,234.50');
    expect(formatCents(5)).toBe('€0.05');
    expect(formatDate('2027-03-03')).toBe('3 March 2027');
    expect(formatRelative(new Date('2027-03-01T10:00:00Z'), new Date('2027-03-03T10:00:00Z'))).toBe('2 days ago');
    // An explicit locale wins (the server writes for each person).
    expect(formatCents(123450, 'es-ES')).toBe('1234,50\u00a0€');
  });
});
