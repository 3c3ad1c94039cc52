import type { TestPaymentMethod } from '@faena/shared';
import type { DisputeStatementInput, OpenDisputeInput, PayTaskInput } from '@faena/shared/schemas';
import { api, contractUrl } from '@/lib/api';

export const paymentKeys = {
  all: ['payments'] as const,
  overview: ['payments', 'overview'] as const,
  one: (id: string) => ['payments', 'one', id] as const,
  invoices: (id: string) => ['payments', 'invoices', id] as const,
};

export const getPayments = () => api.get('/api/payments');
export const getPayment = (paymentId: string) => api.get('/api/payments/{paymentId}', { path: { paymentId } });
export const payTask = (taskId: string, input: PayTaskInput) =>
  api.post('/api/tasks/{taskId}/payments', { path: { taskId }, body: input });
/** Back from the provider's card element: the payment takes the provider's word. */
export const syncPayment = (paymentId: string) => api.post('/api/payments/{paymentId}/sync', { path: { paymentId } });
export const confirmReceipt = (paymentId: string) =>
  api.post('/api/payments/{paymentId}/confirm-receipt', { path: { paymentId } });
export const startPayouts = () => api.post('/api/payments/payout-account');
export const refreshPayouts = () => api.post('/api/payments/payout-account/refresh');

// The built-in test provider's side ("Modo de pruebas"): what Stripe's servers are to Stripe.js.
export const testConfirmCharge = (ref: string, clientSecret: string, paymentMethod: TestPaymentMethod) =>
  api.post('/api/payments/test-provider/charges/{ref}/confirm', {
    path: { ref },
    body: { clientSecret, paymentMethod },
  });
export const testAuthenticateCharge = (ref: string, clientSecret: string, approved: boolean) =>
  api.post('/api/payments/test-provider/charges/{ref}/authenticate', {
    path: { ref },
    body: { clientSecret, approved },
  });
export const testCompleteOnboarding = (ref: string) =>
  api.post('/api/payments/test-provider/accounts/{ref}/complete', { path: { ref } });

// ---------- Disputes ----------
export const disputeKeys = { ofPayment: (paymentId: string) => ['payments', 'dispute', paymentId] as const };
export const getPaymentDispute = (paymentId: string) =>
  api.get('/api/payments/{paymentId}/dispute', { path: { paymentId } });
export const openDispute = (paymentId: string, body: OpenDisputeInput) =>
  api.post('/api/payments/{paymentId}/dispute', { path: { paymentId }, body });
export const addDisputeStatement = (disputeId: string, body: DisputeStatementInput) =>
  api.post('/api/disputes/{disputeId}/statements', { path: { disputeId }, body });

/** A payment's invoices that I may read (issuer or recipient). */
export const getPaymentInvoices = (paymentId: string) =>
  api.get('/api/payments/{paymentId}/invoices', { path: { paymentId } });
/** Where the browser downloads an invoice's PDF (the server names the file). */
export const invoicePdfUrl = (paymentId: string, invoiceId: string) =>
  contractUrl('get', '/api/payments/{paymentId}/invoices/{invoiceId}/pdf', { paymentId, invoiceId });
