import type { DashboardDto } from '@faena/shared/schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

export const dashboardKeys = { all: ['dashboard'] as const };

export function useDashboard(enabled: boolean) {
  return useQuery({ queryKey: dashboardKeys.all, queryFn: () => api.get<DashboardDto>('/api/dashboard'), enabled });
}
