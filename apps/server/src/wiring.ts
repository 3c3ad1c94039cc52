import { whenTaskCancelled, whenTaskCompleted } from './modules/payments/service';
import { taskHooks } from './modules/tasks/hooks';

/**
 * How modules react to each other's state changes, wired in one place at start-up rather than
 * as a side effect of importing a module: tasks announce completion and cancellation through
 * `taskHooks` without knowing who listens, and this is who listens. `buildApp` (requests) and
 * `createJobWorker` (jobs such as the automatic completion) both call it; registering twice is
 * harmless (a hook is kept once).
 */
export function wireModules(): void {
  // A completed task releases its held card payment (or is due, with a reminder).
  taskHooks.onCompleted(whenTaskCompleted);
  // A cancelled task refunds its held card payment.
  taskHooks.onCancelled(whenTaskCancelled);
}
