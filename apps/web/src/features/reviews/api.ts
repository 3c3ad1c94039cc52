import type { ReviewDto, ReviewInput, TaskReviewsDto } from '@faena/shared/schemas';
import { api } from '../../lib/api';

export const reviewKeys = {
  all: ['reviews'] as const,
  task: (taskId: string) => ['reviews', 'task', taskId] as const,
  of: (profileId: string) => ['reviews', 'of', profileId] as const,
};

export const getTaskReviews = (taskId: string) => api.get<TaskReviewsDto>(`/api/tasks/${taskId}/reviews`);
export const createReview = (taskId: string, input: ReviewInput) =>
  api.post<TaskReviewsDto>(`/api/tasks/${taskId}/reviews`, input);
export const replyToReview = (reviewId: string, reply: string) =>
  api.post<{ ok: true }>(`/api/reviews/${reviewId}/reply`, { reply });
export const getReviewsOf = (profileId: string) =>
  api.get<{ items: ReviewDto[] }>(`/api/profiles/${profileId}/reviews`).then((r) => r.items);
