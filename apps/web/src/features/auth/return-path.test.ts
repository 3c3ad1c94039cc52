import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it('keeps a path of this site, with its query and hash', () => {
    expect(safeReturnPath('/task/0b6f6a52-6a4e-4c1e-9d65-2f8a3c1b7e90#solicitud')).toBe(
      '/task/0b6f6a52-6a4e-4c1e-9d65-2f8a3c1b7e90#solicitud',
    );
    expect(safeReturnPath('/professional/abc?x=1')).toBe('/professional/abc?x=1');
  });

  it('refuses anything that could leave the site or loop', () => {
    for (const value of [
      null,
      '',
      'https://malo.example/',
      '//malo.example/x',
      '/\\malo.example',
      '\\\\malo.example',
      'javascript:alert(1)',
      '/\tmalo',
      'task/1',
      '/auth',
      '/auth?volver=/auth',
      `/${'a'.repeat(600)}`,
    ]) {
      expect(safeReturnPath(value), String(value)).toBeNull();
    }
  });
});
