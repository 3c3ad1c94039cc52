// The notifications module's public face: what the other modules may use (scripts/server-module-imports.mjs).
export { TASK_DIGEST_JOB, taskDigestJob } from './digest';
export { emailNewMessage, notify } from './service';
