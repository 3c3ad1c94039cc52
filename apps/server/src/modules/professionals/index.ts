// The professionals module's public face: what the other modules may use (scripts/server-module-imports.mjs).
export { lastInitial } from './service';
