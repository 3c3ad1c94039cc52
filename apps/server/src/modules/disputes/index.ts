// The disputes module's public face: what the other modules may use (scripts/server-module-imports.mjs).
export { disputeRoutes } from './routes';
export { whenPaymentRefundedOutside } from './service';
