// The messages module's public face: what the other modules may use (scripts/server-module-imports.mjs).
export { listConversations, listMessages } from './service';
