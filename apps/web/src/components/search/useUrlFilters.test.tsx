import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useUrlFilters } from './useUrlFilters';

const KEYS = ['q', 'sort', 'province', 'category', 'near', 'radiusKm'] as const;

function setup(address: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[address]}>{children}</MemoryRouter>
  );
  return renderHook(() => ({ filters: useUrlFilters(KEYS), location: useLocation() }), { wrapper });
}

describe('useUrlFilters', () => {
  it("'Quitar filtros' removes the filters and the page, and keeps the words, the order and the map view", () => {
    const { result } = setup(
      '/browse-tasks?q=olivos&sort=nearest&province=23&near=23003&radiusKm=25&vista=mapa&page=3',
    );
    expect(result.current.filters.activeCount).toBe(3);
    act(() => result.current.filters.clear());
    expect(Object.fromEntries(new URLSearchParams(result.current.location.search))).toEqual({
      q: 'olivos',
      sort: 'nearest',
      vista: 'mapa',
    });
    expect(result.current.filters.activeCount).toBe(0);
  });

  it('goes back to the first page when a filter changes, and an empty value removes it', () => {
    const { result } = setup('/browse-tasks?province=23&page=4');
    act(() => result.current.filters.setMany({ province: '', category: 'poda' }));
    expect(Object.fromEntries(new URLSearchParams(result.current.location.search))).toEqual({ category: 'poda' });
  });
});
