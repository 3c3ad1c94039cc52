// The series module's public face: what the other modules may use (scripts/server-module-imports.mjs).
export { runSeriesTick, SERIES_TICK_JOB, seriesTickJob } from './service';
