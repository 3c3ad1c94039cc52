import type { ReviewDto, ReviewInput, TaskReviewsDto } from '@faena/shared/schemas';
import { api } from '@/lib/api';

export const reviewKeys = {
  all: ['reviews'] as const,
  task: (taskId: string) => ['reviews', 'task', taskId] as const,
  of: (profileId: string) => ['reviews', 'of', profileId] as const,
};

// Each call's path, parameters, body and answer come from the contract (`@faena/shared/api`); the
// declared return types are checked against it, not cast.
export const getTaskReviews = (taskId: string): Promise<TaskReviewsDto> =>
  api.get('/api/tasks/{taskId}/reviews', { path: { taskId } });
export const createReview = (taskId: string, input: ReviewInput): Promise<TaskReviewsDto> =>
  api.post('/api/tasks/{taskId}/reviews', { path: { taskId }, body: input });
export const replyToReview = (reviewId: string, reply: string): Promise<{ ok: true }> =>
  api.post('/api/reviews/{reviewId}/reply', { path: { reviewId }, body: { reply } });
export const getReviewsOf = (profileId: string): Promise<ReviewDto[]> =>
  api.get('/api/profiles/{profileId}/reviews', { path: { profileId } }).then((r) => r.items);
