import type { FinishWorkInput, ProgressDto, ProgressPostInput } from '@faena/shared/schemas';
import { api } from '../../lib/api';

export const progressKeys = {
  all: ['progress'] as const,
  one: (taskId: string) => ['progress', taskId] as const,
};

export const getProgress = (taskId: string) => api.get<ProgressDto>(`/api/tasks/${taskId}/progress`);
export const startWork = (taskId: string) => api.post<ProgressDto>(`/api/tasks/${taskId}/progress/start`);
export const postProgress = (taskId: string, input: ProgressPostInput) =>
  api.post<ProgressDto>(`/api/tasks/${taskId}/progress`, input);
export const finishWork = (taskId: string, input: FinishWorkInput) =>
  api.post<ProgressDto>(`/api/tasks/${taskId}/progress/finish`, input);
export const confirmWork = (taskId: string) => api.post<ProgressDto>(`/api/tasks/${taskId}/progress/confirm`);
export const requestChanges = (taskId: string, reason: string) =>
  api.post<ProgressDto>(`/api/tasks/${taskId}/progress/request-changes`, { reason });
