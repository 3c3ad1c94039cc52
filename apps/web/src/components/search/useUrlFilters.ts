import { useMemo } from 'react';
import { useSearchParams } from 'react-router';

/**
 * Search filters kept in the address, so a search can be shared, bookmarked and reloaded.
 * `q` (the words) and `sort` are not filters: clearing keeps them and they are not counted.
 * A numbered list's `page` goes back to the first whenever anything else changes.
 */
export function useUrlFilters(keys: readonly string[]) {
  const [params, setParams] = useSearchParams();
  const values = useMemo(() => {
    const out: Record<string, string> = {};
    for (const key of keys) {
      const value = params.get(key);
      if (value) out[key] = value;
    }
    return out;
  }, [params, keys]);

  /** Sets some filters at once (an empty value removes one). */
  const setMany = (changes: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (!('page' in changes)) next.delete('page');
    setParams(next, { replace: true });
  };
  const set = (key: string, value: string) => setMany({ [key]: value });

  /** Removes the filters only: the words, the order and what is not a filter (the map view) stay. */
  const clear = () => {
    const next = new URLSearchParams(params);
    for (const key of keys) if (key !== 'q' && key !== 'sort') next.delete(key);
    next.delete('page');
    setParams(next, { replace: true });
  };

  const activeCount = Object.keys(values).filter((k) => k !== 'q' && k !== 'sort').length;
  return { values, set, setMany, clear, activeCount };
}

export type UrlFilters = ReturnType<typeof useUrlFilters>;
