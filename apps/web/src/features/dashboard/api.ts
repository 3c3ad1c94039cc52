import { useQuery } from '@tanstack/react-query';
import { contractApi } from '@/lib/api';

export const dashboardKeys = { all: ['dashboard'] as const };

export function useDashboard(enabled: boolean) {
  return useQuery({ queryKey: dashboardKeys.all, queryFn: () => contractApi.get('/api/dashboard'), enabled });
}
