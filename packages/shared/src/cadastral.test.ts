import { describe, expect, it } from 'vitest';
import {
  CADASTRAL_MESSAGES,
  cadastralControlLetters,
  cadastralRefProblem,
  formatCadastralRef,
  isValidCadastralRef,
  normalizeCadastralRef,
  ruralParcelOf,
} from './cadastral';
import { zPropertyInput } from './schemas/properties';

/**
 * Real references published by their owners or the Catastro (the test list of python-stdnum,
 * checked there against the Catastro's own validator): urban, rural (rústica) and special.
 */
const KNOWN_VALID = [
  '7837301VG8173B0001TT', // Lanteira, Ayuntamiento (urbana)
  '4A08169P03PRAT0001LR', // Aeropuerto de Barcelona (bien de características especiales)
  '9872023 VH5797S 0001 WX', // with the Catastro's spaces
  '06011A012002450000QE', // rústica, Badajoz
  '06016A012090090000ZI',
  '10010A012005070000SA', // rústica, Cáceres
  '10900A044090170000MU',
  '0474001QE5307C0149YK', // a flat: property 0149 of its building
  '6684201VK8968S0002RR',
  '2093020TK8129S0005RA',
];

describe('referencia catastral', () => {
  it('accepts known valid references, with or without separators', () => {
    for (const ref of KNOWN_VALID) expect(isValidCadastralRef(ref), ref).toBe(true);
    expect(isValidCadastralRef('7837301-VG8173B-0001 TT')).toBe(true);
    expect(isValidCadastralRef('06011a012002450000qe')).toBe(true);
  });

  it('computes both control letters from the first 18 characters', () => {
    expect(cadastralControlLetters('7837301VG8173B0001')).toBe('TT');
    expect(cadastralControlLetters('06011A012002450000')).toBe('QE');
    expect(cadastralControlLetters('4A08169P03PRAT0001')).toBe('LR');
  });

  it('refuses a wrong control letter, a changed digit or two swapped characters', () => {
    expect(cadastralRefProblem('7837301VG8173B0001NN')).toBe('control');
    expect(cadastralRefProblem('7837301VG8173B0001TQ')).toBe('control');
    expect(cadastralRefProblem('7837302VG8173B0001TT')).toBe('control');
    expect(cadastralRefProblem('06011A012002540000QE')).toBe('control');
    // Every single-character change of a valid reference is caught by at least one letter.
    const ref = '06011A012002450000QE';
    for (let i = 0; i < 18; i++) {
      const original = ref.charAt(i);
      const other = /\d/.test(original) ? String((Number(original) + 1) % 10) : original === 'A' ? 'B' : 'A';
      const changed = ref.slice(0, i) + other + ref.slice(i + 1);
      expect(isValidCadastralRef(changed), changed).toBe(false);
    }
  });

  it('says what is wrong: length, characters or control letters', () => {
    expect(cadastralRefProblem('783301VG8173B0001TT')).toBe('length');
    expect(cadastralRefProblem('')).toBe('length');
    expect(cadastralRefProblem('7837301VG8173B0001T7')).toBe('characters');
    expect(cadastralRefProblem('7837301VG8173B00*1TT')).toBe('characters');
    expect(CADASTRAL_MESSAGES.control).toMatch(/no es válida/);
  });

  it('normalizes and formats as the Catastro prints it', () => {
    expect(normalizeCadastralRef(' 7837301-vg8173b 0001/tt ')).toBe('7837301VG8173B0001TT');
    expect(formatCadastralRef('7837301VG8173B0001TT')).toBe('7837301 VG8173B 0001 TT');
  });

  it('reads polígono and parcela from a rústica reference, and nothing from an urban one', () => {
    expect(ruralParcelOf('06011A012002450000QE')).toEqual({
      delegation: '06',
      municipality: '011',
      sector: 'A',
      poligono: '12',
      parcela: '245',
    });
    expect(ruralParcelOf('7837301VG8173B0001TT')).toBeNull();
  });
});

describe('the property form schema', () => {
  const base = {
    name: 'Dehesa de prueba',
    kind: 'finca_rustica',
    province: '06',
    municipalityCode: '06011',
    photoIds: [],
  };

  it('accepts a valid reference and stores it without separators', () => {
    const parsed = zPropertyInput.parse({ ...base, cadastralRef: '06011 A01200245 0000 QE' });
    expect(parsed.cadastralRef).toBe('06011A012002450000QE');
    expect(zPropertyInput.parse({ ...base, cadastralRef: '' }).cadastralRef).toBeNull();
  });

  it('refuses an invalid reference with a Spanish message on the field', () => {
    const result = zPropertyInput.safeParse({ ...base, cadastralRef: '06011A012002450000QQ' });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toContainEqual(
      expect.objectContaining({ path: ['cadastralRef'], message: CADASTRAL_MESSAGES.control }),
    );
  });

  it('lets foral provinces (Navarra, País Vasco) write their own format', () => {
    const navarra = { ...base, province: '31', municipalityCode: '31201', cadastralRef: '201-5-123' };
    expect(zPropertyInput.safeParse(navarra).success).toBe(true);
  });

  it('asks for the parcela with the polígono, and the other way round', () => {
    const result = zPropertyInput.safeParse({ ...base, poligono: '12' });
    expect(result.error?.issues).toContainEqual(
      expect.objectContaining({ path: ['parcela'], message: 'Escribe también la parcela.' }),
    );
    expect(zPropertyInput.safeParse({ ...base, poligono: '12', parcela: '245' }).success).toBe(true);
  });
});
