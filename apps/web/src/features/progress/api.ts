import type { FinishWorkInput, ProgressDto, ProgressPostInput } from '@faena/shared/schemas';
import { api } from '@/lib/api';

export const progressKeys = {
  all: ['progress'] as const,
  one: (taskId: string) => ['progress', taskId] as const,
};

// Each call's path, parameters, body and answer come from the contract (`@faena/shared/api`); the
// declared return type is checked against it, not cast.
export const getProgress = (taskId: string): Promise<ProgressDto> =>
  api.get('/api/tasks/{taskId}/progress', { path: { taskId } });
export const startWork = (taskId: string): Promise<ProgressDto> =>
  api.post('/api/tasks/{taskId}/progress/start', { path: { taskId } });
export const postProgress = (taskId: string, input: ProgressPostInput): Promise<ProgressDto> =>
  api.post('/api/tasks/{taskId}/progress', { path: { taskId }, body: input });
export const finishWork = (taskId: string, input: FinishWorkInput): Promise<ProgressDto> =>
  api.post('/api/tasks/{taskId}/progress/finish', { path: { taskId }, body: input });
export const confirmWork = (taskId: string): Promise<ProgressDto> =>
  api.post('/api/tasks/{taskId}/progress/confirm', { path: { taskId } });
export const requestChanges = (taskId: string, reason: string): Promise<ProgressDto> =>
  api.post('/api/tasks/{taskId}/progress/request-changes', { path: { taskId }, body: { reason } });
