import { useMemo } from 'react';
import { useSearchParams } from 'react-router';

/**
 * Search filters kept in the address, so a search can be shared, bookmarked and reloaded.
 * `q` (the words) and `sort` are not filters: clearing keeps them and they are not counted.
 */
export function useUrlFilters(keys: readonly string[]) {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => {
    const out: Record<string, string> = {};
    for (const key of keys) {
      const value = params.get(key);
      if (value) out[key] = value;
    }
    return out;
  }, [params, keys]);

  const set = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };

  const clear = () => {
    const next = new URLSearchParams();
    if (filters.q) next.set('q', filters.q);
    if (filters.sort) next.set('sort', filters.sort);
    setParams(next, { replace: true });
  };

  const activeCount = Object.keys(filters).filter((k) => k !== 'q' && k !== 'sort').length;
  return { filters, set, clear, activeCount };
}

export type UrlFilters = ReturnType<typeof useUrlFilters>;
