import { type Database, type Executor, jobOffers, profiles, tasks } from '@faena/db';
import type { Msg, NotificationType } from '@faena/shared';
import { m } from '@faena/shared';
import type { OfferDto, zOfferInput } from '@faena/shared/schemas';
import { and, desc, eq, inArray, lte } from 'drizzle-orm';
import type { z } from 'zod';
import type { Actor } from '../../lib/actor';
import { isUniqueViolation } from '../../lib/db-errors';
import { AppError, conflict, invalid, notFound } from '../../lib/errors';
import type { JobHandler } from '../jobs';
import { cancelJob, enqueueJob } from '../jobs';
import { notify } from '../notifications';
import { asPerson, loadPeople } from '../people';
import { assignTask, lockTask, offerExpiryKey, releaseReservation } from '../tasks';

export const OFFER_DAYS = 7;
export const EXPIRE_OFFER_JOB = 'offers.expire';

type OfferRow = typeof jobOffers.$inferSelect;
type OfferInput = z.output<typeof zOfferInput>;

/** An owner offers one of their open tasks to a chosen professional; it expires after 7 days. */
export async function createOffer(db: Database, actor: Actor, input: OfferInput): Promise<OfferRow> {
  if (actor.role !== 'property_owner')
    throw new AppError('FORBIDDEN', m('Solo los propietarios pueden ofrecer trabajo.'));
  const [pro] = await db
    .select({ id: profiles.id, role: profiles.role, suspendedAt: profiles.suspendedAt, deletedAt: profiles.deletedAt })
    .from(profiles)
    .where(eq(profiles.id, input.professionalId));
  if (pro?.role !== 'professional' || pro.suspendedAt || pro.deletedAt) throw notFound();
  try {
    return await db.transaction(async (tx) => {
      const task = await lockTask(tx, input.taskId);
      if (task.ownerId !== actor.profileId) throw invalid({ taskId: m('Elige una de tus tareas abiertas.') });
      if (task.status !== 'open') throw invalid({ taskId: m('Solo se puede ofrecer una tarea abierta.') });
      return offerTask(tx, {
        taskId: task.id,
        ownerId: actor.profileId,
        professionalId: pro.id,
        message: input.message,
        priceCents: input.priceCents,
        travelCents: input.travelCents,
        now: new Date(),
        notification: {
          title: m('Oferta de trabajo: «{title}»', { title: task.title }),
          body: m('{name} te ofrece este trabajo. Tienes {days, plural, one {# día} other {# días}} para responder.', {
            name: actor.firstName,
            days: OFFER_DAYS,
          }),
        },
      });
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw conflict(m('Ya has ofrecido esta tarea a este profesional y aún no ha respondido.'));
    throw error;
  }
}

export interface OfferTaskInput {
  taskId: string;
  ownerId: string;
  professionalId: string;
  message: string;
  priceCents: number;
  travelCents: number;
  /** The clock of the caller (a scheduled job's, in tests moved forward). */
  now: Date;
  notification: { title: string | Msg; body: string | Msg };
}

/**
 * Writes a pending offer, schedules its expiry after OFFER_DAYS and tells the professional, in
 * the caller's transaction (the caller has locked the open task and checked who may offer it).
 */
export async function offerTask(tx: Executor, input: OfferTaskInput): Promise<OfferRow> {
  const expiresAt = new Date(input.now.getTime() + OFFER_DAYS * 86_400_000);
  const [offer] = await tx
    .insert(jobOffers)
    .values({
      taskId: input.taskId,
      ownerId: input.ownerId,
      professionalId: input.professionalId,
      message: input.message,
      priceCents: input.priceCents,
      travelCents: input.travelCents,
      expiresAt,
    })
    .returning();
  if (!offer) throw new Error('oferta no creada');
  await enqueueJob(tx, {
    kind: EXPIRE_OFFER_JOB,
    payload: { offerId: offer.id },
    runAt: expiresAt,
    dedupeKey: offerExpiryKey(offer.id),
  });
  await notify(tx, {
    profileId: input.professionalId,
    type: 'new_offer',
    title: input.notification.title,
    body: input.notification.body,
    link: '/my-applications',
  });
  return offer;
}

async function offerFor(db: Executor, id: string): Promise<OfferRow> {
  const [offer] = await db.select().from(jobOffers).where(eq(jobOffers.id, id));
  if (!offer) throw notFound();
  return offer;
}

function assertPending(offer: OfferRow, now = new Date()) {
  if (offer.status === 'pending' && offer.expiresAt <= now) throw conflict(m('Esta oferta ha caducado.'));
  if (offer.status !== 'pending') throw conflict(m('Esta oferta ya no está pendiente.'));
}

/** The professional accepts: the task is assigned exactly as when an owner accepts an application. */
export async function acceptOffer(db: Database, actor: Actor, id: string) {
  const offer = await offerFor(db, id);
  if (offer.professionalId !== actor.profileId) throw notFound();
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(jobOffers).where(eq(jobOffers.id, id)).for('update');
    if (!current) throw notFound();
    assertPending(current);
    return assignTask(tx, {
      taskId: current.taskId,
      professionalId: current.professionalId,
      priceCents: current.priceCents,
      travelCents: current.travelCents,
      via: { offerId: current.id },
    });
  });
}

async function closeOffer(
  db: Database,
  id: string,
  status: 'declined' | 'cancelled',
  tell: {
    profileId: string;
    type: NotificationType;
    title: (taskTitle: string) => Msg;
    body: string | Msg;
    link: string;
  },
) {
  await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(jobOffers)
      .set({ status, decidedAt: new Date(), updatedAt: new Date() })
      .where(and(eq(jobOffers.id, id), eq(jobOffers.status, 'pending')))
      .returning();
    if (!updated) throw conflict(m('Esta oferta ya no está pendiente.'));
    const [task] = await tx.select({ title: tasks.title }).from(tasks).where(eq(tasks.id, updated.taskId));
    await cancelJob(tx, offerExpiryKey(id));
    await releaseReservation(tx, updated.taskId, updated.professionalId);
    await notify(tx, {
      profileId: tell.profileId,
      type: tell.type,
      title: tell.title(task?.title ?? ''),
      body: tell.body,
      link: tell.link,
    });
  });
}

export async function declineOffer(db: Database, actor: Actor, id: string): Promise<void> {
  const offer = await offerFor(db, id);
  if (offer.professionalId !== actor.profileId) throw notFound();
  assertPending(offer);
  await closeOffer(db, id, 'declined', {
    profileId: offer.ownerId,
    type: 'offer_declined',
    title: (title) => m('Oferta rechazada: «{title}»', { title }),
    body: m('{name} ha rechazado tu oferta de trabajo. Puedes ofrecerla a otro profesional.', {
      name: actor.firstName,
    }),
    link: `/task/${offer.taskId}/applications`,
  });
}

export async function cancelOffer(db: Database, actor: Actor, id: string): Promise<void> {
  const offer = await offerFor(db, id);
  if (offer.ownerId !== actor.profileId) throw notFound();
  await closeOffer(db, id, 'cancelled', {
    profileId: offer.professionalId,
    type: 'offer_cancelled',
    title: (title) => m('Oferta retirada: «{title}»', { title }),
    body: m('El propietario ha retirado su oferta de trabajo.'),
    link: '/my-applications',
  });
}

/** The scheduled job: a pending offer past its 7 days becomes "expired"; both sides are told. */
export const expireOfferJob: JobHandler = async (payload, { db, now }) => {
  const id = String(payload.offerId);
  const [expired] = await db
    .update(jobOffers)
    .set({ status: 'expired', decidedAt: now, updatedAt: now })
    .where(and(eq(jobOffers.id, id), eq(jobOffers.status, 'pending'), lte(jobOffers.expiresAt, now)))
    .returning();
  if (!expired) return;
  await releaseReservation(db, expired.taskId, expired.professionalId);
  const [task] = await db.select({ title: tasks.title }).from(tasks).where(eq(tasks.id, expired.taskId));
  await notify(db, {
    profileId: expired.professionalId,
    type: 'offer_expired',
    title: m('Oferta caducada: «{title}»', { title: task?.title ?? '' }),
    body: m('Pasaron 7 días sin respuesta y la oferta ha caducado.'),
    link: '/my-applications',
  });
  await notify(db, {
    profileId: expired.ownerId,
    type: 'offer_expired',
    title: m('Oferta caducada: «{title}»', { title: task?.title ?? '' }),
    body: m('El profesional no respondió en 7 días. Puedes ofrecer la tarea a otra persona.'),
    link: `/task/${expired.taskId}/applications`,
  });
};

/** Offers as DTOs with both people and the task, for either side. */
export async function toOfferDtos(db: Executor, rows: OfferRow[], viewer: Actor): Promise<OfferDto[]> {
  if (rows.length === 0) return [];
  const taskRows = await db
    .select({
      id: tasks.id,
      title: tasks.title,
      status: tasks.status,
      municipality: tasks.municipality,
      province: tasks.province,
      assigned: tasks.assignedProfessionalId,
    })
    .from(tasks)
    .where(
      inArray(
        tasks.id,
        rows.map((r) => r.taskId),
      ),
    );
  const taskById = new Map(taskRows.map((t) => [t.id, t]));
  const partyOf = new Set<string>();
  for (const r of rows) {
    if (r.status === 'accepted') partyOf.add(viewer.profileId === r.ownerId ? r.professionalId : r.ownerId);
  }
  const people = await loadPeople(
    db,
    rows.flatMap((r) => [r.ownerId, r.professionalId]),
    { partyOf },
  );
  return rows.flatMap((r) => {
    const task = taskById.get(r.taskId);
    const professional = people.get(r.professionalId);
    const owner = people.get(r.ownerId);
    if (!task || !professional || !owner) return [];
    return [
      {
        id: r.id,
        taskId: r.taskId,
        status: r.status,
        message: r.message,
        priceCents: r.priceCents,
        travelCents: r.travelCents,
        expiresAt: r.expiresAt.toISOString(),
        createdAt: r.createdAt.toISOString(),
        decidedAt: r.decidedAt?.toISOString() ?? null,
        professional,
        owner: asPerson(owner),
        task: {
          id: task.id,
          title: task.title,
          status: task.status,
          municipality: task.municipality,
          province: task.province,
        },
      },
    ];
  });
}

export async function offersOfTask(db: Executor, actor: Actor, taskId: string): Promise<OfferDto[]> {
  const rows = await db.select().from(jobOffers).where(eq(jobOffers.taskId, taskId)).orderBy(desc(jobOffers.createdAt));
  return toOfferDtos(db, rows, actor);
}

export async function receivedOffers(db: Executor, actor: Actor): Promise<OfferDto[]> {
  const rows = await db
    .select()
    .from(jobOffers)
    .where(eq(jobOffers.professionalId, actor.profileId))
    .orderBy(desc(jobOffers.createdAt));
  return toOfferDtos(db, rows, actor);
}
