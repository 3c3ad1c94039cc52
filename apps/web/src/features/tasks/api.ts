import type { CreateTaskInput, SeriesDto, TaskDto, TaskInput, TaskPage, TaskSummary } from '@faena/shared/schemas';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api, toQuery } from '../../lib/api';

export const taskKeys = {
  all: ['tasks'] as const,
  mine: ['tasks', 'mine'] as const,
  one: (id: string) => ['tasks', 'one', id] as const,
  browse: (params: Record<string, string>) => ['tasks', 'browse', params] as const,
};

export const getTask = (id: string) => api.get<TaskDto>(`/api/tasks/${id}`);

/** One task as its screens read it: a 404 is an answer (not found), never retried. */
export const useTask = (id: string) =>
  useQuery({ queryKey: taskKeys.one(id), queryFn: () => getTask(id), retry: false });

/** Marks every task query stale, for screens of other features whose actions change tasks (app/screens). */
export function useInvalidateTasks() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: taskKeys.all });
}
export const myTasks = () => api.get<{ items: TaskSummary[] }>('/api/tasks/mine').then((r) => r.items);
export const createTask = (input: CreateTaskInput) => api.post<TaskDto>('/api/tasks', input);
export const updateTask = (id: string, input: TaskInput) => api.put<TaskDto>(`/api/tasks/${id}`, input);
export const publishTask = (id: string) => api.post<TaskDto>(`/api/tasks/${id}/publish`);
export const cancelTask = (id: string, reason: string) => api.post<TaskDto>(`/api/tasks/${id}/cancel`, { reason });
export const browseTasks = (params: Record<string, string>, cursor?: string | null) =>
  api.get<TaskPage>(`/api/tasks${toQuery({ ...params, cursor: cursor ?? undefined })}`);

/** A recurring task's series: pause, resume or end it (its owner). */
export const seriesAction = (id: string, action: 'pause' | 'resume' | 'end') =>
  api.post<SeriesDto>(`/api/series/${id}/${action}`);
