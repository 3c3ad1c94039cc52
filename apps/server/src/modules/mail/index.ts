// The mail module's public face: what the other modules may use (scripts/server-module-imports.mjs).
export { countEmailsWaiting, queueEmail, SEND_EMAIL_JOB } from './outbox';
export { escapeHtml } from './templates';
export { createSendEmailHandler } from './transport';
