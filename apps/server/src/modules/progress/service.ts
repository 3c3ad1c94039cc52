import { type Database, type Executor, fieldWorkerProfiles, progressUpdates, queryRows, tasks } from '@faena/db';
import { m, TASK_WITH_PROFESSIONAL, timeZoneOf } from '@faena/shared';
import type { ProgressDto, zFinishWork, zProgressPost, zRequestChanges } from '@faena/shared/schemas';
import { asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Actor } from '../../lib/actor';
import { AppError, conflict, notFound } from '../../lib/errors';
import { publishEvent } from '../../lib/events';
import { attachImages, imagesOf } from '../images';
import type { JobHandler } from '../jobs';
import { cancelJob, enqueueJob } from '../jobs';
import { notify } from '../notifications';
import { asPerson, loadPeople } from '../people';
import { autoCompleteKey, findTask, lockTask, type TaskRow, taskHooks, transitionTask } from '../tasks';

export const AUTO_COMPLETE_DAYS = 7;
export const AUTO_COMPLETE_JOB = 'tasks.auto-complete';

/** The owner and the assigned professional of a task that has one; 404 for anyone else. */
export async function workTask(db: Executor, actor: Actor, taskId: string): Promise<TaskRow> {
  const task = await findTask(db, taskId);
  if (!task?.assignedProfessionalId) throw notFound();
  if (task.ownerId !== actor.profileId && task.assignedProfessionalId !== actor.profileId) throw notFound();
  return task;
}

function assertProfessional(task: TaskRow, actor: Actor) {
  if (task.assignedProfessionalId !== actor.profileId) {
    throw new AppError('FORBIDDEN', m('Solo el profesional asignado puede informar del trabajo.'));
  }
}

function assertOwner(task: TaskRow, actor: Actor) {
  if (task.ownerId !== actor.profileId)
    throw new AppError('FORBIDDEN', m('Solo el propietario puede confirmar el trabajo.'));
}

async function addUpdate(
  tx: Executor,
  task: TaskRow,
  actor: Actor,
  entry: {
    kind: (typeof progressUpdates.$inferInsert)['kind'];
    text?: string | null;
    percent?: number | null;
    photoIds?: string[];
  },
) {
  const [row] = await tx
    .insert(progressUpdates)
    .values({
      taskId: task.id,
      authorId: actor.profileId,
      kind: entry.kind,
      text: entry.text || null,
      percent: entry.percent ?? null,
    })
    .returning();
  if (!row) throw new Error('avance no guardado');
  if (entry.photoIds?.length) {
    await attachImages(tx, {
      actorProfileId: actor.profileId,
      purpose: 'progress',
      targetId: row.id,
      imageIds: entry.photoIds,
    });
  }
  await publishEvent(tx, {
    to: [task.ownerId, task.assignedProfessionalId ?? task.ownerId],
    type: 'progress',
    data: { taskId: task.id, kind: entry.kind },
  });
  return row;
}

export async function startWork(db: Database, actor: Actor, taskId: string) {
  const task = await workTask(db, actor, taskId);
  assertProfessional(task, actor);
  await db.transaction(async (tx) => {
    const updated = await transitionTask(tx, taskId, 'start');
    await addUpdate(tx, updated, actor, { kind: 'started' });
    await notify(tx, {
      profileId: updated.ownerId,
      type: 'work_started',
      title: m('Trabajo empezado: «{title}»', { title: updated.title }),
      body: m('{name} ha empezado el trabajo.', { name: actor.firstName }),
      link: `/task/${taskId}/progress`,
    });
  });
}

export async function postUpdate(db: Database, actor: Actor, taskId: string, input: z.output<typeof zProgressPost>) {
  const task = await workTask(db, actor, taskId);
  assertProfessional(task, actor);
  await db.transaction(async (tx) => {
    const locked = await lockTask(tx, taskId);
    if (locked.status !== 'in_progress') throw conflict(m('Solo se puede informar de un trabajo en curso.'));
    await addUpdate(tx, locked, actor, {
      kind: input.photoIds.length && !input.text ? 'photo' : 'note',
      text: input.text,
      percent: input.percent ?? null,
      photoIds: input.photoIds,
    });
    await notify(tx, {
      profileId: locked.ownerId,
      type: 'progress_update',
      title: m('Nuevo avance: «{title}»', { title: locked.title }),
      body: input.text ? input.text.slice(0, 200) : m('{name} ha subido fotos del trabajo.', { name: actor.firstName }),
      link: `/task/${taskId}/progress`,
      groupKey: `progress:${taskId}`,
    });
  });
}

export async function finishWork(db: Database, actor: Actor, taskId: string, input: z.output<typeof zFinishWork>) {
  const task = await workTask(db, actor, taskId);
  assertProfessional(task, actor);
  await db.transaction(async (tx) => {
    const updated = await transitionTask(tx, taskId, 'finish');
    await addUpdate(tx, updated, actor, { kind: 'finished', text: input.text, photoIds: input.photoIds, percent: 100 });
    const due = new Date((updated.finishedAt ?? new Date()).getTime() + AUTO_COMPLETE_DAYS * 86_400_000);
    await enqueueJob(tx, {
      kind: AUTO_COMPLETE_JOB,
      payload: { taskId },
      runAt: due,
      dedupeKey: autoCompleteKey(taskId),
    });
    await notify(tx, {
      profileId: updated.ownerId,
      type: 'work_finished',
      title: m('Trabajo terminado: «{title}»', { title: updated.title }),
      body: m(
        '{name} ha terminado. Revísalo y confírmalo, o pide cambios. Si no respondes en {days, plural, one {# día} other {# días}} se dará por bueno.',
        { name: actor.firstName, days: AUTO_COMPLETE_DAYS },
      ),
      link: `/task/${taskId}/progress`,
    });
  });
}

async function complete(tx: Executor, taskId: string, by: Actor | 'system') {
  const updated = await transitionTask(tx, taskId, 'confirm');
  await cancelJob(tx, autoCompleteKey(taskId));
  if (updated.assignedProfessionalId) {
    await tx
      .update(fieldWorkerProfiles)
      .set({ completedCount: sql`${fieldWorkerProfiles.completedCount} + 1`, updatedAt: new Date() })
      .where(eq(fieldWorkerProfiles.profileId, updated.assignedProfessionalId));
  }
  await taskHooks.completed(tx, updated);
  return { updated, by };
}

export async function confirmWork(db: Database, actor: Actor, taskId: string) {
  const task = await workTask(db, actor, taskId);
  assertOwner(task, actor);
  await db.transaction(async (tx) => {
    const { updated } = await complete(tx, taskId, actor);
    await addUpdate(tx, updated, actor, { kind: 'confirmed' });
    if (updated.assignedProfessionalId) {
      await notify(tx, {
        profileId: updated.assignedProfessionalId,
        type: 'work_confirmed',
        title: m('Trabajo confirmado: «{title}»', { title: updated.title }),
        body: m('{name} ha confirmado que el trabajo está bien hecho.', { name: actor.firstName }),
        link: `/task/${taskId}/progress`,
      });
    }
  });
}

export async function requestChanges(
  db: Database,
  actor: Actor,
  taskId: string,
  input: z.output<typeof zRequestChanges>,
) {
  const task = await workTask(db, actor, taskId);
  assertOwner(task, actor);
  await db.transaction(async (tx) => {
    const updated = await transitionTask(tx, taskId, 'request_changes');
    await cancelJob(tx, autoCompleteKey(taskId));
    await addUpdate(tx, updated, actor, { kind: 'change_requested', text: input.reason });
    if (updated.assignedProfessionalId) {
      await notify(tx, {
        profileId: updated.assignedProfessionalId,
        type: 'changes_requested',
        title: m('Piden cambios: «{title}»', { title: updated.title }),
        body: input.reason,
        link: `/task/${taskId}/progress`,
      });
    }
  });
}

/** The scheduled job: a finished task the owner has not answered for 7 days completes itself. */
export const autoCompleteJob: JobHandler = async (payload, { db, now }) => {
  const taskId = String(payload.taskId);
  const [task] = await db.select().from(tasks).where(eq(tasks.id, taskId));
  if (task?.status !== 'pending_confirmation' || !task.finishedAt) return;
  if (task.finishedAt.getTime() + AUTO_COMPLETE_DAYS * 86_400_000 > now.getTime()) return;
  await (db as Database).transaction(async (tx) => {
    const { updated } = await complete(tx, taskId, 'system');
    await tx.insert(progressUpdates).values({
      taskId,
      authorId: updated.ownerId,
      kind: 'confirmed',
      text: `Confirmado automáticamente: pasaron ${AUTO_COMPLETE_DAYS} días sin respuesta.`,
    });
    for (const profileId of [updated.ownerId, updated.assignedProfessionalId].filter((id): id is string =>
      Boolean(id),
    )) {
      await notify(tx, {
        profileId,
        type: 'work_confirmed',
        title: m('Trabajo completado: «{title}»', { title: updated.title }),
        body: m(
          'Se ha dado por bueno automáticamente tras {days, plural, one {# día} other {# días}} sin respuesta del propietario.',
          { days: AUTO_COMPLETE_DAYS },
        ),
        link: `/task/${taskId}/progress`,
      });
    }
  });
};

export async function progressOf(db: Executor, actor: Actor, taskId: string): Promise<ProgressDto> {
  const task = await workTask(db, actor, taskId);
  const proId = task.assignedProfessionalId as string;
  const rows = await db
    .select()
    .from(progressUpdates)
    .where(eq(progressUpdates.taskId, taskId))
    .orderBy(asc(progressUpdates.createdAt));
  const working = TASK_WITH_PROFESSIONAL.includes(task.status);
  const party = new Set(working ? [task.ownerId, proId] : []);
  const people = await loadPeople(db, [task.ownerId, proId, ...rows.map((r) => r.authorId)], { partyOf: party });
  const photos = await Promise.all(rows.map((r) => imagesOf(db, 'progress', r.id)));
  const isOwner = task.ownerId === actor.profileId;
  const isPro = proId === actor.profileId;
  const owner = people.get(task.ownerId);
  const professional = people.get(proId);
  if (!owner || !professional) throw notFound();
  const [pending] = await queryRows<{ run_at: Date }>(
    db,
    sql`select run_at from jobs where dedupe_key = ${autoCompleteKey(taskId)} and status = 'pending'`,
  );
  return {
    task: {
      id: task.id,
      title: task.title,
      status: task.status,
      timeZone: timeZoneOf(task.province),
      finishedAt: task.finishedAt?.toISOString() ?? null,
      autoCompleteAt: pending ? new Date(pending.run_at).toISOString() : null,
    },
    owner: asPerson(owner),
    professional: asPerson(professional),
    updates: rows.map((r, i) => {
      const author = people.get(r.authorId);
      return {
        id: r.id,
        kind: r.kind,
        text: r.text,
        percent: r.percent,
        photos: photos[i] ?? [],
        author: author ? asPerson(author) : asPerson(owner),
        createdAt: r.createdAt.toISOString(),
      };
    }),
    viewer: {
      isOwner,
      canStart: isPro && task.status === 'assigned',
      canPost: isPro && task.status === 'in_progress',
      canFinish: isPro && task.status === 'in_progress',
      canConfirm: isOwner && task.status === 'pending_confirmation',
      canRequestChanges: isOwner && task.status === 'pending_confirmation',
    },
  };
}
