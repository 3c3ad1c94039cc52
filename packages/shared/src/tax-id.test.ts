import { describe, expect, it } from 'vitest';
import { isValidTaxId, normalizeTaxId, taxIdKind } from './tax-id';

describe('Spanish tax ids', () => {
  it('checks a NIF letter (n % 23)', () => {
    expect(taxIdKind('12345678Z')).toBe('nif');
    expect(taxIdKind('00000000T')).toBe('nif');
    expect(taxIdKind('12345678A')).toBeNull();
  });
  it('normalises spaces, dashes, dots and lower case', () => {
    expect(normalizeTaxId(' 12.345.678-z ')).toBe('12345678Z');
    expect(taxIdKind('12345678-z')).toBe('nif');
  });
  it('checks a NIE (X/Y/Z as 0/1/2)', () => {
    expect(taxIdKind('X1234567L')).toBe('nie');
    expect(taxIdKind('Y1234567X')).toBe('nie');
    expect(taxIdKind('Z1234567R')).toBe('nie');
    expect(taxIdKind('X1234567A')).toBeNull();
  });
  it('checks a CIF: digit for A, B, E, H; letter for K, P, Q, S, N, W; either for the rest', () => {
    expect(taxIdKind('B12345674')).toBe('cif');
    expect(taxIdKind('A58818501')).toBe('cif');
    expect(taxIdKind('B1234567D')).toBeNull(); // a company's control is a digit
    expect(taxIdKind('B12345675')).toBeNull();
    expect(taxIdKind('Q2826000H')).toBe('cif');
    expect(taxIdKind('Q28260008')).toBeNull(); // a public body's control is a letter
    expect(taxIdKind('G12345674')).toBe('cif');
    expect(taxIdKind('G1234567D')).toBe('cif');
  });
  it('refuses what is not a tax id', () => {
    for (const bad of ['', '1234', 'ABCDEFGHI', '123456789', 'I12345674']) expect(isValidTaxId(bad)).toBe(false);
  });
});
