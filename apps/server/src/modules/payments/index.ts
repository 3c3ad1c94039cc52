// The payments module's public face: what the other modules may use (scripts/server-module-imports.mjs).

export { onPaymentTransition, type PaymentTransition } from './hooks';
export type { PaymentProvider } from './provider';
export {
  paymentJobs,
  paymentSweepJob,
  settlePayment,
  toPaymentDtos,
  whenTaskCancelled,
  whenTaskCompleted,
} from './service';
export { canTransition, type PaymentRow, transitionPayment } from './state-machine';
