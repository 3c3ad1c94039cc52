import type { DisputeDecisionInput } from '@faena/shared/schemas';
import {
  zAdminActionsQuery,
  zAdminPaymentsQuery,
  zAdminPropertiesQuery,
  zAdminTasksQuery,
  zAdminUsersQuery,
} from '@faena/shared/schemas';
import { api } from '@/lib/api';
import { checkedQuery } from '@/lib/checked-query';

export const adminKeys = {
  all: ['admin'] as const,
  overview: ['admin', 'overview'] as const,
  list: (kind: string, params: Record<string, string>) => ['admin', kind, params] as const,
  user: (id: string) => ['admin', 'user', id] as const,
};

/** A reason an admin writes for an action that needs one (checked by the shared `zReason`). */
type Reason = { reason: string };

// Each list takes its filters as they stand in the address bar, checked by the same shared schema
// the server checks them with (a bad one is refused here with the server's Spanish message).
export const adminApi = {
  disputes: () => api.get('/api/admin/disputes'),
  dispute: (disputeId: string) => api.get('/api/admin/disputes/{disputeId}', { path: { disputeId } }),
  decideDispute: (disputeId: string, body: DisputeDecisionInput) =>
    api.post('/api/admin/disputes/{disputeId}/decision', { path: { disputeId }, body }),
  overview: () => api.get('/api/admin/overview'),
  users: (p: Record<string, string>) =>
    api.get('/api/admin/users', { query: checkedQuery('/api/admin/users', zAdminUsersQuery, p) }),
  user: (profileId: string) => api.get('/api/admin/users/{profileId}', { path: { profileId } }),
  tasks: (p: Record<string, string>) =>
    api.get('/api/admin/tasks', { query: checkedQuery('/api/admin/tasks', zAdminTasksQuery, p) }),
  properties: (p: Record<string, string>) =>
    api.get('/api/admin/properties', { query: checkedQuery('/api/admin/properties', zAdminPropertiesQuery, p) }),
  payments: (p: Record<string, string>) =>
    api.get('/api/admin/payments', { query: checkedQuery('/api/admin/payments', zAdminPaymentsQuery, p) }),
  actions: (p: Record<string, string>) =>
    api.get('/api/admin/actions', { query: checkedQuery('/api/admin/actions', zAdminActionsQuery, p) }),

  verify: (profileId: string) => api.post('/api/admin/users/{profileId}/verify', { path: { profileId } }),
  rejectVerification: (profileId: string, body: Reason) =>
    api.post('/api/admin/users/{profileId}/reject-verification', { path: { profileId }, body }),
  unverify: (profileId: string) => api.post('/api/admin/users/{profileId}/unverify', { path: { profileId } }),
  grantAdmin: (profileId: string) => api.post('/api/admin/users/{profileId}/grant-admin', { path: { profileId } }),
  revokeAdmin: (profileId: string) => api.post('/api/admin/users/{profileId}/revoke-admin', { path: { profileId } }),
  suspend: (profileId: string, body: Reason) =>
    api.post('/api/admin/users/{profileId}/suspend', { path: { profileId }, body }),
  reactivate: (profileId: string) => api.post('/api/admin/users/{profileId}/reactivate', { path: { profileId } }),
  hideTask: (taskId: string) => api.post('/api/admin/tasks/{taskId}/hide', { path: { taskId } }),
  unhideTask: (taskId: string) => api.post('/api/admin/tasks/{taskId}/unhide', { path: { taskId } }),
  cancelTask: (taskId: string, body: Reason) =>
    api.post('/api/admin/tasks/{taskId}/cancel', { path: { taskId }, body }),
  archiveProperty: (propertyId: string) =>
    api.post('/api/admin/properties/{propertyId}/archive', { path: { propertyId } }),
  restoreProperty: (propertyId: string) =>
    api.post('/api/admin/properties/{propertyId}/restore', { path: { propertyId } }),
  releasePayment: (paymentId: string, body: Reason) =>
    api.post('/api/admin/payments/{paymentId}/release', { path: { paymentId }, body }),
  refundPayment: (paymentId: string, body: Reason) =>
    api.post('/api/admin/payments/{paymentId}/refund', { path: { paymentId }, body }),
};
