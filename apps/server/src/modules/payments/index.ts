// The payments module's public face: what the other modules may use (scripts/server-module-imports.mjs).
export type { PaymentProvider } from './provider';
export { paymentJobs, toPaymentDtos, whenTaskCancelled, whenTaskCompleted } from './service';
export { canTransition, transitionPayment } from './state-machine';
export { TEST_CARDS } from './test-provider';
