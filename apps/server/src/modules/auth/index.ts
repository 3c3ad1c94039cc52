// The auth module's public face: what the other modules may use (scripts/server-module-imports.mjs).
export type { Auth } from './auth';
export { hashPassword, verifyPassword } from './password';
