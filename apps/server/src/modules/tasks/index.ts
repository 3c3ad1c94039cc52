// The tasks module's public face: what the other modules may use (scripts/server-module-imports.mjs).
export { assignTask, offerExpiryKey } from './assign';
export { cancelTaskCascade } from './cancel';
export { taskHooks } from './hooks';
export { findSeries, ruleOf, type SeriesRow, toSeriesDto } from './recurrence';
export { findTask, summaryColumns, taskTitles, toSummaries } from './repository';
export { notReserved, releaseExpiredReservations, releaseReservation } from './reservation';
export { cancelTask, ownedTask, visibleTask } from './service';
export { autoCompleteKey, lockTask, type TaskRow, transitionTask } from './state-machine';
