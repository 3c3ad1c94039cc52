import type { PayTaskInput } from '@faena/shared/schemas';
import { contractApi } from '@/lib/api';

export const paymentKeys = {
  all: ['payments'] as const,
  overview: ['payments', 'overview'] as const,
  one: (id: string) => ['payments', 'one', id] as const,
};

export const getPayments = () => contractApi.get('/api/payments');
export const getPayment = (paymentId: string) => contractApi.get('/api/payments/{paymentId}', { path: { paymentId } });
export const payTask = (taskId: string, input: PayTaskInput) =>
  contractApi.post('/api/tasks/{taskId}/payments', { path: { taskId }, body: input });
export const confirmCardAction = (paymentId: string, approved: boolean) =>
  contractApi.post('/api/payments/{paymentId}/confirm-action', { path: { paymentId }, body: { approved } });
export const confirmReceipt = (paymentId: string) =>
  contractApi.post('/api/payments/{paymentId}/confirm-receipt', { path: { paymentId } });
