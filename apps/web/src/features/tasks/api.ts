import type { CreateTaskInput, TaskInput } from '@faena/shared/schemas';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const taskKeys = {
  all: ['tasks'] as const,
  mine: ['tasks', 'mine'] as const,
  one: (id: string) => ['tasks', 'one', id] as const,
  browse: (params: Record<string, string>) => ['tasks', 'browse', params] as const,
};

export const getTask = (taskId: string) => api.get('/api/tasks/{taskId}', { path: { taskId } });

/** One task as its screens read it: a 404 is an answer (not found), never retried. */
export const useTask = (id: string) =>
  useQuery({ queryKey: taskKeys.one(id), queryFn: () => getTask(id), retry: false });

/** Marks every task query stale, for screens of other features whose actions change tasks (app/screens). */
export function useInvalidateTasks() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: taskKeys.all });
}
export const myTasks = () => api.get('/api/tasks/mine').then((r) => r.items);
export const createTask = (input: CreateTaskInput) => api.post('/api/tasks', { body: input });
export const updateTask = (taskId: string, input: TaskInput) =>
  api.put('/api/tasks/{taskId}', { path: { taskId }, body: input });
export const publishTask = (taskId: string) => api.post('/api/tasks/{taskId}/publish', { path: { taskId } });
export const cancelTask = (taskId: string, reason: string) =>
  api.post('/api/tasks/{taskId}/cancel', { path: { taskId }, body: { reason } });
export const browseTasks = (params: Record<string, string>, cursor?: string | null) =>
  api.get('/api/tasks', { query: { ...params, cursor: cursor ?? undefined } });

/** A recurring task's series: pause, resume or end it (its owner). */
export const seriesAction = (seriesId: string, action: 'pause' | 'resume' | 'end') =>
  api.post(`/api/series/{seriesId}/${action}`, { path: { seriesId } });
