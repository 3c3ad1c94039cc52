import type { PublicConfig } from '@faena/shared/schemas';
import { api } from './api';

/**
 * The server's run-time settings for the web (GET /api/config: the map's style, analytics, error
 * reports), read once per tab and kept: they change only when the server restarts.
 */
export const publicConfigQuery = {
  queryKey: ['public-config'] as const,
  queryFn: (): Promise<PublicConfig> => api.get('/api/config'),
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
  retry: 1,
};
