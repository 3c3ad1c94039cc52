// The jobs module's public face: what the other modules may use (scripts/server-module-imports.mjs).
export { cancelJob, enqueueJob } from './queue';
export { countLiveJobs, type JobQueueCount, jobQueueCounts } from './stats';
export { type JobHandler, JobWorker } from './worker';
