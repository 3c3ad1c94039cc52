import type { Executor } from '@faena/db';
import type { TaskRow } from './state-machine';

/**
 * What other features do when a task completes or is cancelled, inside the same transaction
 * (payments release or refund the held money). Wired once at start-up in src/wiring.ts.
 */
type TaskHook = (tx: Executor, task: TaskRow) => Promise<void>;

const completed: TaskHook[] = [];
const cancelled: TaskHook[] = [];

export const taskHooks = {
  onCompleted(hook: TaskHook) {
    if (!completed.includes(hook)) completed.push(hook);
  },
  onCancelled(hook: TaskHook) {
    if (!cancelled.includes(hook)) cancelled.push(hook);
  },
  async completed(tx: Executor, task: TaskRow) {
    for (const hook of completed) await hook(tx, task);
  },
  async cancelled(tx: Executor, task: TaskRow) {
    for (const hook of cancelled) await hook(tx, task);
  },
};
