import type { PayTaskInput } from '@faena/shared/schemas';
import { api } from '@/lib/api';

export const paymentKeys = {
  all: ['payments'] as const,
  overview: ['payments', 'overview'] as const,
  one: (id: string) => ['payments', 'one', id] as const,
};

export const getPayments = () => api.get('/api/payments');
export const getPayment = (paymentId: string) => api.get('/api/payments/{paymentId}', { path: { paymentId } });
export const payTask = (taskId: string, input: PayTaskInput) =>
  api.post('/api/tasks/{taskId}/payments', { path: { taskId }, body: input });
export const confirmCardAction = (paymentId: string, approved: boolean) =>
  api.post('/api/payments/{paymentId}/confirm-action', { path: { paymentId }, body: { approved } });
export const confirmReceipt = (paymentId: string) =>
  api.post('/api/payments/{paymentId}/confirm-receipt', { path: { paymentId } });
