// The payments module's public face: what the other modules may use (scripts/server-module-imports.mjs).

export { onPaymentTransition, type PaymentTransition } from './hooks';
export type { PaymentProvider, PaymentProviders } from './provider';
export {
  PAYMENT_SWEEP_EVERY_MS,
  PAYMENT_SWEEP_JOB,
  paymentJobs,
  paymentSweepJob,
  settlePayment,
  toPaymentDtos,
  whenTaskCancelled,
  whenTaskCompleted,
} from './service';
export { canTransition, inPaymentWords, type PaymentRow, transitionPayment } from './state-machine';
export { ownerPaymentsGlance, professionalEarningsGlance } from './summary';
