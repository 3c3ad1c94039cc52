import type {
  AdminActionPage,
  AdminOverview,
  AdminPaymentPage,
  AdminPropertyPage,
  AdminTaskPage,
  AdminUserDetail,
  AdminUserPage,
} from '@faena/shared/schemas';
import { api, toQuery } from '@/lib/api';

export const adminKeys = {
  all: ['admin'] as const,
  overview: ['admin', 'overview'] as const,
  list: (kind: string, params: Record<string, string>) => ['admin', kind, params] as const,
  user: (id: string) => ['admin', 'user', id] as const,
};

export const adminApi = {
  overview: () => api.get<AdminOverview>('/api/admin/overview'),
  users: (p: Record<string, string>) => api.get<AdminUserPage>(`/api/admin/users${toQuery(p)}`),
  user: (id: string) => api.get<AdminUserDetail>(`/api/admin/users/${id}`),
  tasks: (p: Record<string, string>) => api.get<AdminTaskPage>(`/api/admin/tasks${toQuery(p)}`),
  properties: (p: Record<string, string>) => api.get<AdminPropertyPage>(`/api/admin/properties${toQuery(p)}`),
  payments: (p: Record<string, string>) => api.get<AdminPaymentPage>(`/api/admin/payments${toQuery(p)}`),
  actions: (p: Record<string, string>) => api.get<AdminActionPage>(`/api/admin/actions${toQuery(p)}`),
  act: (path: string, body?: unknown) => api.post<{ ok: true }>(`/api/admin/${path}`, body),
};
