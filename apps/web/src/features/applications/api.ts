import type {
  ApplicationInput,
  ApplyStateDto,
  MyApplicationsDto,
  OfferDto,
  OfferInput,
  TaskApplicationsDto,
} from '@faena/shared/schemas';
import { api } from '../../lib/api';

export const applicationKeys = {
  all: ['applications'] as const,
  applyState: (taskId: string) => ['applications', 'apply-state', taskId] as const,
  ofTask: (taskId: string) => ['applications', 'task', taskId] as const,
  mine: ['applications', 'mine'] as const,
};

export const getApplyState = (taskId: string) => api.get<ApplyStateDto>(`/api/tasks/${taskId}/apply-state`);
export const applyToTask = (taskId: string, input: ApplicationInput) =>
  api.post<{ id: string }>(`/api/tasks/${taskId}/applications`, input);
export const getTaskApplications = (taskId: string) =>
  api.get<TaskApplicationsDto>(`/api/tasks/${taskId}/applications`);
export const acceptApplication = (id: string) => api.post<{ taskId: string }>(`/api/applications/${id}/accept`);
export const rejectApplication = (id: string) => api.post<{ ok: true }>(`/api/applications/${id}/reject`);
export const withdrawApplication = (id: string) => api.post<{ ok: true }>(`/api/applications/${id}/withdraw`);
export const getMyApplications = () => api.get<MyApplicationsDto>('/api/applications/mine');
export const sendOffer = (input: OfferInput) => api.post<OfferDto>('/api/offers', input);
export const acceptOffer = (id: string) => api.post<{ taskId: string }>(`/api/offers/${id}/accept`);
export const declineOffer = (id: string) => api.post<{ ok: true }>(`/api/offers/${id}/decline`);
export const cancelOffer = (id: string) => api.post<{ ok: true }>(`/api/offers/${id}/cancel`);
