import { applications, type Database, type Executor, jobOffers, profiles, tasks } from '@faena/db';
import { APPLY_REFUSALS, type ApplyRefusal, type Language, m, timeZoneOf, todayIn } from '@faena/shared';
import type { ApplicationDto, ApplyStateDto, MyApplicationDto, zApplicationInput } from '@faena/shared/schemas';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Actor } from '../../lib/actor';
import { isUniqueViolation } from '../../lib/db-errors';
import { AppError, conflict, invalid, notFound } from '../../lib/errors';
import { translate } from '../../lib/i18n';
import { notify } from '../notifications';
import { loadPeople } from '../people';
import { assignTask, lockTask, ownedTask, summaryColumns, toSummaries, visibleTask } from '../tasks';

type ApplicationRow = typeof applications.$inferSelect;
type ApplicationInput = z.output<typeof zApplicationInput>;

const NOT_OPEN = APPLY_REFUSALS.NOT_OPEN;

/** Whether this professional can apply to this task, and why not (its code, and its text in `lang`). */
export async function applyState(
  db: Executor,
  actor: Actor,
  taskId: string,
  lang: Language = 'es',
): Promise<ApplyStateDto> {
  const task = await visibleTask(db, actor, taskId);
  const [mine] = await db
    .select()
    .from(applications)
    .where(and(eq(applications.taskId, taskId), eq(applications.professionalId, actor.profileId)));
  const myApplication = mine ? toOwnDto(mine) : null;
  let code: ApplyRefusal | null = null;
  if (actor.role !== 'professional') code = 'NOT_PROFESSIONAL';
  else if (task.ownerId === actor.profileId) code = 'OWN_TASK';
  else if (mine) code = 'ALREADY_APPLIED';
  else if (task.status !== 'open') code = 'NOT_OPEN';
  return {
    canApply: code === null,
    reason: code && translate(lang, APPLY_REFUSALS[code]),
    reasonCode: code,
    myApplication,
  };
}

export async function apply(
  db: Database,
  actor: Actor,
  taskId: string,
  input: ApplicationInput,
): Promise<ApplicationRow> {
  if (actor.role !== 'professional') throw new AppError('FORBIDDEN', APPLY_REFUSALS.NOT_PROFESSIONAL);
  const task = await visibleTask(db, actor, taskId);
  if (task.ownerId === actor.profileId) throw conflict(APPLY_REFUSALS.OWN_TASK);
  if (input.proposedStartDate && input.proposedStartDate < todayIn(timeZoneOf(task.province))) {
    throw invalid({ proposedStartDate: m('La fecha de inicio no puede ser anterior a hoy.') });
  }
  try {
    return await db.transaction(async (tx) => {
      // Locked, so an assignment in flight and this application cannot cross.
      const locked = await lockTask(tx, taskId);
      if (locked.status !== 'open') throw conflict(NOT_OPEN);
      const [row] = await tx
        .insert(applications)
        .values({
          taskId,
          professionalId: actor.profileId,
          message: input.message,
          priceCents: input.priceCents,
          travelCents: input.travelCents,
          proposedStartDate: input.proposedStartDate ?? null,
        })
        .returning();
      if (!row) throw new Error('solicitud no creada');
      await notify(tx, {
        profileId: locked.ownerId,
        type: 'new_application',
        title: m('Nueva solicitud para «{title}»', { title: locked.title }),
        body: m('{name} te ha enviado una solicitud.', { name: actor.firstName }),
        link: `/task/${taskId}/applications`,
        groupKey: `applications:${taskId}`,
      });
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(APPLY_REFUSALS.ALREADY_APPLIED);
    throw error;
  }
}

async function ownedApplication(db: Executor, actor: Actor, id: string) {
  const [row] = await db
    .select({ application: applications, ownerId: tasks.ownerId, title: tasks.title })
    .from(applications)
    .innerJoin(tasks, eq(tasks.id, applications.taskId))
    .where(eq(applications.id, id));
  if (!row || row.ownerId !== actor.profileId) throw notFound();
  return row;
}

/** The task's owner accepts one application: the task is assigned and the others declined. */
export async function acceptApplication(db: Database, actor: Actor, id: string) {
  const { application } = await ownedApplication(db, actor, id);
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(applications).where(eq(applications.id, id));
    if (current?.status !== 'pending') throw conflict(m('Esta solicitud ya no está pendiente.'));
    return assignTask(tx, {
      taskId: application.taskId,
      professionalId: application.professionalId,
      priceCents: application.priceCents,
      travelCents: application.travelCents,
      via: { applicationId: application.id },
    });
  });
}

/** Ends a pending application (rejected or withdrawn); a decided one is a conflict with this message. */
async function closePending(tx: Executor, id: string, status: 'rejected' | 'withdrawn', notPending: string) {
  const [updated] = await tx
    .update(applications)
    .set({ status, decidedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(applications.id, id), eq(applications.status, 'pending')))
    .returning({ id: applications.id });
  if (!updated) throw conflict(notPending);
}

export async function rejectApplication(db: Database, actor: Actor, id: string): Promise<void> {
  const { application, title } = await ownedApplication(db, actor, id);
  await db.transaction(async (tx) => {
    await closePending(tx, id, 'rejected', m('Esta solicitud ya no está pendiente.'));
    await notify(tx, {
      profileId: application.professionalId,
      type: 'application_rejected',
      title: m('Solicitud rechazada: «{title}»', { title }),
      body: m('El propietario ha rechazado tu solicitud.'),
      link: '/my-applications',
    });
  });
}

export async function withdrawApplication(db: Database, actor: Actor, id: string): Promise<void> {
  const [row] = await db
    .select({ application: applications, ownerId: tasks.ownerId, title: tasks.title })
    .from(applications)
    .innerJoin(tasks, eq(tasks.id, applications.taskId))
    .where(eq(applications.id, id));
  if (!row || row.application.professionalId !== actor.profileId) throw notFound();
  await db.transaction(async (tx) => {
    await closePending(tx, id, 'withdrawn', m('Solo se puede retirar una solicitud pendiente.'));
    await notify(tx, {
      profileId: row.ownerId,
      type: 'application_withdrawn',
      title: m('Solicitud retirada: «{title}»', { title: row.title }),
      body: m('{name} ha retirado su solicitud.', { name: actor.firstName }),
      link: `/task/${row.application.taskId}/applications`,
    });
  });
}

/** The applications of a task, for its owner (404 for anyone else). */
export async function taskApplications(db: Executor, actor: Actor, taskId: string): Promise<ApplicationDto[]> {
  await ownedTask(db, actor, taskId);
  const rows = await db
    .select()
    .from(applications)
    .where(eq(applications.taskId, taskId))
    .orderBy(desc(applications.createdAt));
  const accepted = rows.filter((r) => r.status === 'accepted').map((r) => r.professionalId);
  const people = await loadPeople(
    db,
    rows.map((r) => r.professionalId),
    { partyOf: new Set(accepted) },
  );
  return rows.flatMap((r) => {
    const professional = people.get(r.professionalId);
    return professional
      ? [
          {
            id: r.id,
            taskId: r.taskId,
            status: r.status,
            message: r.message,
            priceCents: r.priceCents,
            travelCents: r.travelCents,
            proposedStartDate: r.proposedStartDate,
            createdAt: r.createdAt.toISOString(),
            decidedAt: r.decidedAt?.toISOString() ?? null,
            professional,
          },
        ]
      : [];
  });
}

function toOwnDto(r: ApplicationRow): Omit<MyApplicationDto, 'task'> {
  return {
    id: r.id,
    status: r.status,
    message: r.message,
    priceCents: r.priceCents,
    travelCents: r.travelCents,
    proposedStartDate: r.proposedStartDate,
    createdAt: r.createdAt.toISOString(),
    decidedAt: r.decidedAt?.toISOString() ?? null,
  };
}

/** The professional's own applications with the state of each task. */
export async function myApplications(db: Executor, actor: Actor): Promise<MyApplicationDto[]> {
  const rows = await db
    .select()
    .from(applications)
    .where(eq(applications.professionalId, actor.profileId))
    .orderBy(desc(applications.createdAt));
  if (rows.length === 0) return [];
  const taskRows = await db
    .select(summaryColumns)
    .from(tasks)
    .innerJoin(profiles, eq(profiles.id, tasks.ownerId))
    .where(
      inArray(
        tasks.id,
        rows.map((r) => r.taskId),
      ),
    );
  const summaries = new Map((await toSummaries(db, taskRows)).map((t) => [t.id, t]));
  return rows.flatMap((r) => {
    const task = summaries.get(r.taskId);
    return task ? [{ ...toOwnDto(r), task }] : [];
  });
}

/** Pending applications and received offers a professional has, for the dashboard. */
export async function pendingCounts(db: Executor, professionalId: string) {
  const apps = await db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.professionalId, professionalId), eq(applications.status, 'pending')));
  const offers = await db
    .select({ id: jobOffers.id })
    .from(jobOffers)
    .where(and(eq(jobOffers.professionalId, professionalId), eq(jobOffers.status, 'pending')));
  return { applications: apps.length, offers: offers.length };
}
