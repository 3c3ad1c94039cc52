// The admin module's public face: what the other modules may use (scripts/server-module-imports.mjs).
export { lockActiveAdmins, wouldLeaveNoAdmin } from './admins';
export { logAdminAction } from './audit';
