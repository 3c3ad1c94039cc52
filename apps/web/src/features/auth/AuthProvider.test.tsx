import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useAuth } from './AuthProvider';

function Consumer() {
  useAuth();
  return null;
}

describe('useAuth', () => {
  it('throws when used outside its provider', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Consumer />)).toThrow('useAuth debe usarse dentro de <AuthProvider>.');
    spy.mockRestore();
  });
});
