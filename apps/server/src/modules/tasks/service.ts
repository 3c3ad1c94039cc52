import { type Database, type Executor, profiles, properties, tasks } from '@faena/db';
import { asMsg, m, TASK_STATUSES, TASK_UNASSIGNED, timeZoneOf, todayIn } from '@faena/shared';
import { publishProblems, type TaskDto, type zCancelTask, type zTaskInput } from '@faena/shared/schemas';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Actor } from '../../lib/actor';
import { conflict, invalid, notFound } from '../../lib/errors';
import { attachImages, imagesOf } from '../images';
import { assertOwnerRole } from '../properties';
import { cancelTaskCascade } from './cancel';
import { applyRecurrence } from './recurrence';
import {
  buildTaskDto,
  findTask,
  findTaskDetail,
  findTaskWithAccess,
  summaryColumns,
  type TaskAccessFacts,
  toSummaries,
} from './repository';
import { isReservedFor } from './reservation';
import { type TaskRow, transitionTask } from './state-machine';

type TaskInput = z.output<typeof zTaskInput>;

/**
 * Who may see a task: its owner, an admin, its assigned professional, a professional who applied
 * or was offered it, and — while it is open and visible — any signed-in user. Everyone else gets
 * the same 404 as for a task that does not exist.
 */
export function taskVisibleTo(task: TaskRow, actor: Actor, facts: TaskAccessFacts): boolean {
  if (task.ownerId === actor.profileId || actor.isAdmin || task.assignedProfessionalId === actor.profileId) return true;
  // Open and listed, unless offered first to the last professional of its series for now.
  if (task.status === 'open' && !task.hiddenAt && !isReservedFor(task, actor.profileId) && !facts.ownerSuspended) {
    return true;
  }
  return facts.involved;
}

/** The task if this actor may see it (`taskVisibleTo`), else 404; one query. */
export async function visibleTask(db: Executor, actor: Actor, id: string): Promise<TaskRow> {
  const found = await findTaskWithAccess(db, id, actor.profileId);
  if (!found || !taskVisibleTo(found.task, actor, found)) throw notFound();
  return found.task;
}

/** A task's detail as this actor may see it, or 404: one joined query and one for its photos. */
export async function taskDetail(db: Executor, actor: Actor, id: string): Promise<TaskDto> {
  const detail = await findTaskDetail(db, id, actor.profileId);
  if (!detail || !taskVisibleTo(detail.task, actor, detail)) throw notFound();
  return buildTaskDto(detail, actor, await imagesOf(db, 'task', id));
}

/** The task of this owner, or 404. */
export async function ownedTask(db: Executor, actor: Actor, id: string): Promise<TaskRow> {
  const task = await findTask(db, id);
  if (!task || task.ownerId !== actor.profileId) throw notFound();
  return task;
}

async function usableProperty(db: Executor, actor: Actor, propertyId: string) {
  const [property] = await db.select().from(properties).where(eq(properties.id, propertyId));
  if (!property || property.ownerId !== actor.profileId)
    throw invalid({ propertyId: m('Elige una de tus propiedades.') });
  if (property.archivedAt) throw invalid({ propertyId: m('Esa propiedad está archivada. Recupérala o elige otra.') });
  return property;
}

function assertStartDate(date: string | null | undefined, province: string) {
  if (date && date < todayIn(timeZoneOf(province))) {
    throw invalid({ preferredStartDate: m('La fecha de inicio no puede ser anterior a hoy.') });
  }
}

function assertDueDate(date: string | null | undefined, province: string) {
  if (date && date < todayIn(timeZoneOf(province))) {
    throw invalid({ dueDate: m('La fecha límite no puede ser anterior a hoy.') });
  }
}

function assertPublishable(task: { description: string }) {
  const problems = publishProblems(task);
  if (Object.keys(problems).length > 0) throw invalid(problems);
}

export async function createTask(
  db: Database,
  actor: Actor,
  input: TaskInput & { publish: boolean },
): Promise<TaskRow> {
  assertOwnerRole(actor);
  const property = await usableProperty(db, actor, input.propertyId);
  assertStartDate(input.preferredStartDate, property.province);
  assertDueDate(input.dueDate, property.province);
  if (input.publish) assertPublishable(input);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(tasks)
      .values({
        ownerId: actor.profileId,
        propertyId: property.id,
        title: input.title,
        description: input.description,
        // Written in its author's language: searched in it as well as in Castellano (0015).
        language: actor.language,
        category: input.category,
        urgency: input.urgency,
        budgetMinCents: input.budgetMinCents ?? null,
        budgetMaxCents: input.budgetMaxCents ?? null,
        preferredStartDate: input.preferredStartDate ?? null,
        dueDate: input.dueDate ?? null,
        province: property.province,
        municipality: property.municipality,
      })
      .returning();
    if (!row) throw new Error('tarea no creada');
    await attachImages(tx, {
      actorProfileId: actor.profileId,
      purpose: 'task',
      targetId: row.id,
      imageIds: input.photoIds,
    });
    const withSeries = await applyRecurrence(tx, row, input.recurrence);
    return input.publish ? transitionTask(tx, row.id, 'publish') : withSeries;
  });
}

export async function updateTask(db: Database, actor: Actor, id: string, input: TaskInput): Promise<TaskRow> {
  const current = await ownedTask(db, actor, id);
  if (!TASK_UNASSIGNED.includes(current.status)) {
    throw conflict(
      m('Solo se pueden editar tareas en borrador o abiertas; esta está «{status}».', {
        status: asMsg(TASK_STATUSES[current.status]),
      }),
    );
  }
  const property = await usableProperty(db, actor, input.propertyId);
  if (input.preferredStartDate !== current.preferredStartDate)
    assertStartDate(input.preferredStartDate, property.province);
  if (input.dueDate !== current.dueDate) assertDueDate(input.dueDate, property.province);
  if (current.status === 'open') assertPublishable(input);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(tasks)
      .set({
        propertyId: property.id,
        title: input.title,
        description: input.description,
        category: input.category,
        urgency: input.urgency,
        budgetMinCents: input.budgetMinCents ?? null,
        budgetMaxCents: input.budgetMaxCents ?? null,
        preferredStartDate: input.preferredStartDate ?? null,
        dueDate: input.dueDate ?? null,
        // A new deadline may need its own warning.
        ...(input.dueDate !== current.dueDate ? { deadlineNotifiedAt: null } : {}),
        province: property.province,
        municipality: property.municipality,
        updatedAt: new Date(),
      })
      // Only while still editable: a concurrent assignment wins over a late edit.
      .where(and(eq(tasks.id, id), inArray(tasks.status, [...TASK_UNASSIGNED])))
      .returning();
    if (!row) throw conflict(m('La tarea ha cambiado mientras la editabas y ya no se puede modificar.'));
    await attachImages(tx, {
      actorProfileId: actor.profileId,
      purpose: 'task',
      targetId: row.id,
      imageIds: input.photoIds,
    });
    return applyRecurrence(tx, row, input.recurrence);
  });
}

export async function publishTask(db: Database, actor: Actor, id: string): Promise<TaskRow> {
  const current = await ownedTask(db, actor, id);
  assertPublishable(current);
  assertStartDate(current.preferredStartDate, current.province);
  return db.transaction((tx) => transitionTask(tx, id, 'publish'));
}

/**
 * Cancels a task with a reason (its owner; an admin through the admin area): the one cascade of
 * `cancelTaskCascade` (applications declined, offers cancelled, everyone involved told, the held
 * payment refunded), and the admin's audit row, in one transaction.
 */
export async function cancelTask(
  db: Database,
  by: { actor: Actor; asAdmin?: boolean },
  id: string,
  input: z.output<typeof zCancelTask>,
  /** Runs inside the transaction with the task before and after (the admin's audit row). */
  audit?: (tx: Executor, before: TaskRow, after: TaskRow) => Promise<void>,
): Promise<TaskRow> {
  const current = by.asAdmin ? await findTask(db, id) : await ownedTask(db, by.actor, id);
  if (!current) throw notFound();
  return db.transaction(async (tx) => {
    const task = await cancelTaskCascade(
      tx,
      id,
      by.asAdmin
        ? { action: 'admin_cancel', reason: input.reason, adminProfileId: by.actor.profileId }
        : { action: 'cancel', reason: input.reason },
    );
    if (audit) await audit(tx, current, task);
    return task;
  });
}

export async function myTasks(db: Executor, actor: Actor) {
  const rows = await db
    .select({ ...summaryColumns, propertyName: properties.name })
    .from(tasks)
    .innerJoin(profiles, eq(profiles.id, tasks.ownerId))
    .innerJoin(properties, eq(properties.id, tasks.propertyId))
    .where(eq(tasks.ownerId, actor.profileId))
    .orderBy(desc(tasks.updatedAt));
  return toSummaries(db, rows, { withPending: true, withAgreedPrice: true });
}
