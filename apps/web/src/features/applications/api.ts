import type { ApplicationInput } from '@faena/shared/schemas';
import { api } from '@/lib/api';

export const applicationKeys = {
  all: ['applications'] as const,
  applyState: (taskId: string) => ['applications', 'apply-state', taskId] as const,
  ofTask: (taskId: string) => ['applications', 'task', taskId] as const,
  mine: ['applications', 'mine'] as const,
};

export const getApplyState = (taskId: string) => api.get('/api/tasks/{taskId}/apply-state', { path: { taskId } });
/** Whether the professional may apply, or where their application stands (the task screen starts it beside the task). */
export const applyStateQuery = (taskId: string) => ({
  queryKey: applicationKeys.applyState(taskId),
  queryFn: () => getApplyState(taskId),
  // The form mounts after the screen has asked: a failure then shows with 'Reintentar' instead of a silent second try.
  retryOnMount: false,
});
export const applyToTask = (taskId: string, input: ApplicationInput) =>
  api.post('/api/tasks/{taskId}/applications', { path: { taskId }, body: input });
export const getTaskApplications = (taskId: string) =>
  api.get('/api/tasks/{taskId}/applications', { path: { taskId } });
export const acceptApplication = (applicationId: string) =>
  api.post('/api/applications/{applicationId}/accept', { path: { applicationId } });
export const rejectApplication = (applicationId: string) =>
  api.post('/api/applications/{applicationId}/reject', { path: { applicationId } });
export const withdrawApplication = (applicationId: string) =>
  api.post('/api/applications/{applicationId}/withdraw', { path: { applicationId } });
export const getMyApplications = () => api.get('/api/applications/mine');
export const acceptOffer = (offerId: string) => api.post('/api/offers/{offerId}/accept', { path: { offerId } });
export const declineOffer = (offerId: string) => api.post('/api/offers/{offerId}/decline', { path: { offerId } });
export const cancelOffer = (offerId: string) => api.post('/api/offers/{offerId}/cancel', { path: { offerId } });
