// The public pages module's face: what the other modules may use (scripts/server-module-imports.mjs).
export { publicRoutes } from './routes';
