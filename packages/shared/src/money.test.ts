import { describe, expect, it } from 'vitest';
import { estimatedBudgetRange, formatCents, parseEurosToCents } from './money';

const NBSP = '\u00a0';

describe('formatCents', () => {
  it('writes euros es-ES with exactly two decimals, as Intl does', () => {
    expect(formatCents(0)).toBe(`0,00${NBSP}€`);
    expect(formatCents(123450)).toBe(`1234,50${NBSP}€`);
    expect(formatCents(1234550)).toBe(`12.345,50${NBSP}€`);
    expect(formatCents(5)).toBe(`0,05${NBSP}€`);
    expect(formatCents(-123450)).toBe(`-1234,50${NBSP}€`);
    expect(formatCents(100000000)).toBe(`1.000.000,00${NBSP}€`);
  });
});

describe('parseEurosToCents', () => {
  it('reads what a Spanish user types', () => {
    expect(parseEurosToCents('12')).toBe(1200);
    expect(parseEurosToCents('12,5')).toBe(1250);
    expect(parseEurosToCents('1.234,56 €')).toBe(123456);
    expect(parseEurosToCents('1234.56')).toBe(123456);
    expect(parseEurosToCents('1.234')).toBe(123400);
    expect(parseEurosToCents(19.99)).toBe(1999);
  });
  it('refuses what is not an amount', () => {
    expect(parseEurosToCents('')).toBeNull();
    expect(parseEurosToCents('doce')).toBeNull();
    expect(parseEurosToCents('1,234,5')).toBeNull();
    expect(parseEurosToCents('12,345')).toBeNull();
  });
});

describe('estimatedBudgetRange', () => {
  it('buckets the budget midpoint in euros', () => {
    expect(estimatedBudgetRange(null, null)).toBe('unknown');
    expect(estimatedBudgetRange(5000, 8000)).toBe('<100');
    expect(estimatedBudgetRange(10000, 20000)).toBe('100-300');
    expect(estimatedBudgetRange(30000, 90000)).toBe('300-1000');
    expect(estimatedBudgetRange(150000, 250000)).toBe('1000-3000');
    expect(estimatedBudgetRange(400000, 600000)).toBe('>3000');
    expect(estimatedBudgetRange(null, 20000)).toBe('100-300');
  });
});
