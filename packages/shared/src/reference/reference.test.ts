import { describe, expect, it } from 'vitest';
import { TASK_CATEGORIES, URGENCIES } from './categories';
import { MUNICIPALITY_COUNT, municipalitiesOf, municipalityByCode, municipalityByName } from './municipalities';
import { PROVINCES, provinceByCode } from './provinces';

describe('reference data', () => {
  it('has the 50 provinces plus Ceuta and Melilla with INE codes', () => {
    expect(PROVINCES).toHaveLength(52);
    expect(new Set(PROVINCES.map((p) => p.code)).size).toBe(52);
    expect(provinceByCode('10')?.name).toBe('Cáceres');
    expect(provinceByCode('35')?.timeZone).toBe('Atlantic/Canary');
    expect(provinceByCode('38')?.timeZone).toBe('Atlantic/Canary');
    expect(provinceByCode('28')?.timeZone).toBe('Europe/Madrid');
  });

  it('has the categories and urgencies of PRODUCT.md', () => {
    expect(Object.keys(TASK_CATEGORIES)).toHaveLength(19);
    expect(TASK_CATEGORIES.labores_agricolas).toBe('Labores agrícolas (arado, siembra, cosecha)');
    expect(URGENCIES).toEqual({ low: 'Baja', normal: 'Normal', high: 'Alta', urgent: 'Urgente' });
  });

  it('has every municipality of INE, each in a known province', () => {
    expect(MUNICIPALITY_COUNT).toBe(8132);
    for (const p of PROVINCES) expect(municipalitiesOf(p.code).length).toBeGreaterThan(0);
    expect(municipalityByCode('23092')).toEqual({ code: '23092', name: 'Úbeda', province: '23' });
    expect(municipalityByName('10', 'caceres')?.code).toBe('10037');
    expect(municipalitiesOf('51')).toHaveLength(1);
  });
});
