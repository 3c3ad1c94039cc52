// The progress module's public face: what the other modules may use (scripts/server-module-imports.mjs).
export { AUTO_COMPLETE_JOB, autoCompleteJob, progressOf } from './service';
