import type { PaymentDto, PaymentsOverviewDto, PayTaskInput } from '@faena/shared/schemas';
import { api } from '../../lib/api';

export const paymentKeys = {
  all: ['payments'] as const,
  overview: ['payments', 'overview'] as const,
  one: (id: string) => ['payments', 'one', id] as const,
};

export const getPayments = () => api.get<PaymentsOverviewDto>('/api/payments');
export const getPayment = (id: string) => api.get<PaymentDto>(`/api/payments/${id}`);
export const payTask = (taskId: string, input: PayTaskInput) =>
  api.post<PaymentDto>(`/api/tasks/${taskId}/payments`, input);
export const confirmCardAction = (id: string, approved: boolean) =>
  api.post<PaymentDto>(`/api/payments/${id}/confirm-action`, { approved });
export const confirmReceipt = (id: string) => api.post<PaymentDto>(`/api/payments/${id}/confirm-receipt`);
