import { describe, expect, it } from 'vitest';
import { TASK_CATEGORY_SLUGS } from './reference/categories';
import { PROVINCES } from './reference/provinces';
import { categoryBySlug, categorySlug, parseSlugId, provinceBySlug, provinceSlug, slugId, slugify } from './slug';

const ID = '0b6f6a52-6a4e-4c1e-9d65-2f8a3c1b7e90';

describe('slugs of the public pages', () => {
  it('lowercases, strips accents and joins words with hyphens', () => {
    expect(slugify('Poda de 40 olivos en Úbeda')).toBe('poda-de-40-olivos-en-ubeda');
    expect(slugify('  ¡Desbroce   urgente! (finca "La Umbría")  ')).toBe('desbroce-urgente-finca-la-umbria');
    expect(slugify('Leña y chimeneas')).toBe('lena-y-chimeneas');
    expect(slugify('María José S.')).toBe('maria-jose-s');
    expect(slugify('<script>')).toBe('script');
    expect(slugify('!!!')).toBe('');
  });

  it('keeps slugs short, without a trailing hyphen', () => {
    const slug = slugify('palabra '.repeat(40));
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug.endsWith('-')).toBe(false);
  });

  it('puts the id last and reads it back from the trailing uuid', () => {
    expect(slugId('Poda de olivos', ID)).toBe(`poda-de-olivos-${ID}`);
    expect(parseSlugId(`poda-de-olivos-${ID}`)).toEqual({ slug: 'poda-de-olivos', id: ID });
    expect(parseSlugId(`otro-titulo-${ID.toUpperCase()}`)).toEqual({ slug: 'otro-titulo', id: ID });
    expect(parseSlugId(ID)).toEqual({ slug: '', id: ID });
    expect(slugId('!!!', ID)).toBe(ID);
    expect(parseSlugId('poda-de-olivos')).toBeNull();
    expect(parseSlugId(`x${ID}`)).toBeNull();
  });

  it('gives every province and category a slug that reads back', () => {
    for (const p of PROVINCES) expect(provinceBySlug(provinceSlug(p.code))).toBe(p.code);
    for (const c of TASK_CATEGORY_SLUGS) expect(categoryBySlug(categorySlug(c))).toBe(c);
    expect(provinceSlug('23')).toBe('jaen');
    expect(provinceSlug('01')).toBe('araba-alava');
    expect(categorySlug('labores_agricolas')).toBe('labores-agricolas');
    expect(categoryBySlug('labores_agricolas')).toBeUndefined();
    expect(categoryBySlug('nada')).toBeUndefined();
    expect(provinceBySlug('atlantida')).toBeUndefined();
  });
});
