import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const dashboardKeys = { all: ['dashboard'] as const };

export function useDashboard(enabled: boolean) {
  return useQuery({ queryKey: dashboardKeys.all, queryFn: () => api.get('/api/dashboard'), enabled });
}
