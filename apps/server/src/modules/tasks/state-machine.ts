import { type Executor, queryRows, tasks } from '@faena/db';
import { m, TASK_NOT_FINISHED, type TaskStatus } from '@faena/shared';
import { eq, sql } from 'drizzle-orm';
import { AppError, notFound } from '../../lib/errors';
import { publishEvent } from '../../lib/events';

export type TaskRow = typeof tasks.$inferSelect;

/**
 * The task lifecycle of PRODUCT.md, in one place. Every transition locks the task row, checks
 * the current state (the caller has checked who may act), writes the new state and its
 * timestamp, and announces it to both sides — all inside the caller's transaction.
 */
export const TRANSITIONS = {
  publish: { from: ['draft'], to: 'open' },
  cancel: { from: ['draft', 'open', 'assigned'], to: 'cancelled' },
  /** Administrators may stop any task not yet finished. */
  admin_cancel: { from: TASK_NOT_FINISHED, to: 'cancelled' },
  assign: { from: ['open'], to: 'assigned' },
  start: { from: ['assigned'], to: 'in_progress' },
  finish: { from: ['in_progress'], to: 'pending_confirmation' },
  request_changes: { from: ['pending_confirmation'], to: 'in_progress' },
  confirm: { from: ['pending_confirmation'], to: 'completed' },
} as const satisfies Record<string, { from: readonly TaskStatus[]; to: TaskStatus }>;

export type TaskAction = keyof typeof TRANSITIONS;

/** The job that confirms a finished task by itself (scheduled by progress; a cancellation drops it). */
export const autoCompleteKey = (taskId: string) => `task-auto-complete:${taskId}`;

/** Why an action is impossible in a state, in words the user understands. */
const REFUSALS: Record<TaskAction, string> = {
  publish: m('Solo se puede publicar una tarea en borrador.'),
  cancel: m('Esta tarea ya no se puede cancelar: el trabajo ha empezado o ha terminado.'),
  admin_cancel: m('Una tarea completada o cancelada ya no se puede cancelar.'),
  assign: m('Esta tarea ya no está abierta: ya tiene profesional o se ha cancelado.'),
  start: m('El trabajo solo se puede empezar cuando la tarea está asignada.'),
  finish: m('Solo se puede marcar como terminado un trabajo en curso.'),
  request_changes: m('Solo se pueden pedir cambios cuando el trabajo está pendiente de confirmación.'),
  confirm: m('Solo se puede confirmar un trabajo pendiente de confirmación.'),
};

/** Whether the action is allowed from this state (who may act is the caller's check). */
export function allows(action: TaskAction, status: TaskStatus): boolean {
  return (TRANSITIONS[action].from as readonly TaskStatus[]).includes(status);
}

export interface TransitionExtra {
  reason?: string;
  assignedProfessionalId?: string;
  agreedPriceCents?: number;
  agreedTravelCents?: number;
}

/** Locks the task for the rest of the transaction; 404 when it does not exist. */
export async function lockTask(tx: Executor, taskId: string): Promise<TaskRow> {
  const [row] = await tx.select().from(tasks).where(eq(tasks.id, taskId)).for('update');
  if (!row) throw notFound();
  return row;
}

export async function transitionTask(
  tx: Executor,
  taskId: string,
  action: TaskAction,
  extra: TransitionExtra = {},
): Promise<TaskRow> {
  const task = await lockTask(tx, taskId);
  const rule = TRANSITIONS[action];
  if (!allows(action, task.status)) throw new AppError('CONFLICT', REFUSALS[action]);
  const now = new Date();
  const changes: Partial<typeof tasks.$inferInsert> = { status: rule.to, updatedAt: now };
  switch (action) {
    case 'publish':
      changes.publishedAt = now;
      break;
    case 'cancel':
    case 'admin_cancel':
      changes.cancelledAt = now;
      changes.cancelReason = extra.reason ?? null;
      break;
    case 'assign':
      if (!extra.assignedProfessionalId) throw new Error('assign sin profesional');
      changes.assignedProfessionalId = extra.assignedProfessionalId;
      changes.agreedPriceCents = extra.agreedPriceCents ?? null;
      changes.agreedTravelCents = extra.agreedTravelCents ?? 0;
      changes.assignedAt = now;
      break;
    case 'start':
      changes.startedAt = task.startedAt ?? now;
      break;
    case 'finish':
      changes.finishedAt = now;
      break;
    case 'request_changes':
      changes.finishedAt = null;
      break;
    case 'confirm':
      changes.completedAt = now;
      break;
  }
  const [updated] = await tx.update(tasks).set(changes).where(eq(tasks.id, taskId)).returning();
  if (!updated) throw notFound();
  const to = [updated.ownerId, updated.assignedProfessionalId].filter((id): id is string => Boolean(id));
  await publishEvent(tx, { to, type: 'task.status', data: { taskId, status: updated.status } });
  return updated;
}

/** Counts a task's pending applications (the owner's "new applications"). */
export async function pendingApplicationCount(tx: Executor, taskIds: string[]): Promise<Map<string, number>> {
  if (taskIds.length === 0) return new Map();
  const rows = await queryRows<{ task_id: string; n: number }>(
    tx,
    sql`select task_id, count(*)::int as n from applications
        where status = 'pending' and task_id in (${sql.join(
          taskIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})
        group by task_id`,
  );
  return new Map(rows.map((r) => [r.task_id, Number(r.n)]));
}
