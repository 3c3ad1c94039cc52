import { applications, type Executor, jobOffers } from '@faena/db';
import { m } from '@faena/shared';
import { and, eq } from 'drizzle-orm';
import { cancelJob } from '../jobs';
import { notify } from '../notifications';
import { taskHooks } from './hooks';
import { autoCompleteKey, type TaskRow, transitionTask } from './state-machine';

export interface Cancellation {
  /** `cancel` for the owner (also when they delete their account), `admin_cancel` for an administrator. */
  action: 'cancel' | 'admin_cancel';
  /** Why, in the words of whoever cancels; shown to the assigned professional and stored on the task. */
  reason: string;
  /** The administrator who cancels, when it is one: the owner is then told too (unless it is them). */
  adminProfileId?: string;
}

/**
 * Cancelling a task and everything that follows from it, the one rule for every way a task is
 * cancelled (its owner, an administrator, the owner's account deletion), in the caller's
 * transaction: the state machine's transition, the automatic confirmation dropped, what other
 * features do (taskHooks: the held payment refunded), pending applications declined and pending
 * offers cancelled, and everyone involved told.
 */
export async function cancelTaskCascade(tx: Executor, taskId: string, cancellation: Cancellation): Promise<TaskRow> {
  const { action, reason, adminProfileId } = cancellation;
  const task = await transitionTask(tx, taskId, action, { reason });
  await cancelJob(tx, autoCompleteKey(taskId));
  await taskHooks.cancelled(tx, task);
  const link = `/task/${task.id}`;
  if (task.assignedProfessionalId) {
    await notify(tx, {
      profileId: task.assignedProfessionalId,
      type: 'task_cancelled',
      title: m('Tarea cancelada: {title}', { title: task.title }),
      body: m('Motivo: {reason}', { reason }),
      link,
    });
  }
  const now = new Date();
  const declined = await tx
    .update(applications)
    .set({ status: 'rejected', decidedAt: now, updatedAt: now })
    .where(and(eq(applications.taskId, taskId), eq(applications.status, 'pending')))
    .returning({ professionalId: applications.professionalId });
  const cancelledOffers = await tx
    .update(jobOffers)
    .set({ status: 'cancelled', decidedAt: now, updatedAt: now })
    .where(and(eq(jobOffers.taskId, taskId), eq(jobOffers.status, 'pending')))
    .returning({ professionalId: jobOffers.professionalId });
  for (const { professionalId } of [...declined, ...cancelledOffers]) {
    await notify(tx, {
      profileId: professionalId,
      type: 'task_cancelled',
      title: m('Tarea cancelada: {title}', { title: task.title }),
      body: m('El propietario ha cancelado la tarea; tu solicitud u oferta ya no sigue adelante.'),
      link,
    });
  }
  if (adminProfileId && task.ownerId !== adminProfileId) {
    await notify(tx, {
      profileId: task.ownerId,
      type: 'task_cancelled',
      title: m('Tarea cancelada por la administración: {title}', { title: task.title }),
      body: m('Motivo: {reason}', { reason }),
      link,
    });
  }
  return task;
}
