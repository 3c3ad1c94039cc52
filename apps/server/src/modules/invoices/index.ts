// The invoices module's public face: what the other modules may use (scripts/server-module-imports.mjs).
export { verifyChain } from './chain';
export { configureInvoices, whenPaymentTransitioned } from './issue';
