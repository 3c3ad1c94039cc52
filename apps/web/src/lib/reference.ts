import { useQuery } from '@tanstack/react-query';
import { api } from './api';

/** INE's municipalities of one province, fetched once and kept for the session. */
export function useMunicipalities(province: string | null | undefined) {
  return useQuery({
    queryKey: ['reference', 'municipalities', province],
    queryFn: () => api.get('/api/reference/municipalities/{province}', { path: { province: province ?? '' } }),
    enabled: Boolean(province),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 60 * 60_000,
  });
}
