import { describe, expect, it } from 'vitest';
import '../zod-es';
import { zImageIds } from './images';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe('zImageIds', () => {
  it('accepts up to 8 distinct uuids, in order', () => {
    const ids = Array.from({ length: 8 }, (_, i) => id(i));
    expect(zImageIds.parse(ids)).toEqual(ids);
    expect(zImageIds.parse([])).toEqual([]);
  });

  it('says in Spanish what is wrong', () => {
    const message = (value: unknown) => zImageIds.safeParse(value).error?.issues[0]?.message;
    expect(message(Array.from({ length: 9 }, (_, i) => id(i)))).toBe('Puedes añadir como máximo 8 fotos.');
    expect(message(['no-es-un-id'])).toBe('Una de las fotos no es válida.');
    expect(message([id(1), id(1)])).toBe('Has añadido la misma foto dos veces.');
    expect(message('x')).toBe('Las fotos no son válidas.');
  });
});
