import { randomUUID } from 'node:crypto';
import { type Executor, images, queryRows, tasks } from '@faena/db';
import { type Msg, m, TASK_UNDER_WAY } from '@faena/shared';
import { type ImagePurpose, MAX_IMAGES_PER_ITEM, type UploadedImage } from '@faena/shared/schemas';
import { and, asc, eq, inArray, isNull, lt, notInArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/errors';
import { enqueueJob } from '../jobs';
import type { ProcessedImage } from './pipeline';
import type { ImageStore } from './storage';

export type ImageRow = typeof images.$inferSelect;
export type ImageVariant = 'display' | 'thumb';

/** Deletes files of images whose rows are gone; enqueued in the transaction that deleted them. */
export const DELETE_IMAGE_FILES_JOB = 'images.delete-files';
/** Unattached uploads older than this are swept (a form abandoned half-way). */
export const UNATTACHED_TTL_MS = 24 * 60 * 60_000;

/** How many photos one thing may carry: a profile has one avatar, the rest up to eight. */
export function maxImagesFor(purpose: ImagePurpose): number {
  return purpose === 'avatar' ? 1 : MAX_IMAGES_PER_ITEM;
}

/** Row id `3f2a…` → storage key `3f/3f2a…`: 256 folders, so none grows too large. */
function storageKeyFor(id: string): string {
  return `${id.slice(0, 2)}/${id}`;
}

/** The file of one variant of an image: `3f/3f2a…-display.webp`, `3f/3f2a…-thumb.webp`. */
export function variantKey(storageKey: string, variant: ImageVariant): string {
  return `${storageKey}-${variant}.webp`;
}

function keysOf(rows: Array<{ storageKey: string }>): string[] {
  return rows.flatMap((r) => [variantKey(r.storageKey, 'display'), variantKey(r.storageKey, 'thumb')]);
}

export function toUploadedImage(row: Pick<ImageRow, 'id' | 'width' | 'height'>): UploadedImage {
  return {
    id: row.id,
    url: `/api/images/${row.id}/display`,
    thumbUrl: `/api/images/${row.id}/thumb`,
    width: row.width,
    height: row.height,
  };
}

/**
 * Stores processed images for their uploader, unattached: every file and every row, or
 * nothing (files already written are removed when a later one or the insert fails).
 */
export async function saveImages(
  db: Executor,
  store: ImageStore,
  input: { uploaderId: string; purpose: ImagePurpose; images: ProcessedImage[] },
): Promise<UploadedImage[]> {
  const rows = input.images.map((image) => {
    const id = randomUUID();
    return {
      row: {
        id,
        uploaderId: input.uploaderId,
        purpose: input.purpose,
        attachedTo: null,
        position: 0,
        storageKey: storageKeyFor(id),
        width: image.width,
        height: image.height,
        bytes: image.display.length,
      },
      image,
    };
  });
  const written: string[] = [];
  try {
    for (const { row, image } of rows) {
      for (const [variant, data] of [
        ['display', image.display],
        ['thumb', image.thumb],
      ] as const) {
        const key = variantKey(row.storageKey, variant);
        await store.put(key, data, 'image/webp');
        written.push(key);
      }
    }
    await db.insert(images).values(rows.map((r) => r.row));
  } catch (error) {
    await Promise.allSettled(written.map((key) => store.delete(key)));
    throw error;
  }
  return rows.map((r) => toUploadedImage(r.row));
}

export async function findImage(db: Executor, id: string): Promise<ImageRow | null> {
  const [row] = await db.select().from(images).where(eq(images.id, id)).limit(1);
  return row ?? null;
}

/**
 * Whether a signed-in user may see an image. The uploader always may; an unattached image
 * is nobody else's business. Past that it depends on what the image belongs to: features
 * with private photos add their rule in the switch (and get `db` to look it up).
 * Routes answer 404 on false, so an image's existence is never revealed.
 */
export async function canViewImage(db: Executor, actor: Actor, image: ImageRow): Promise<boolean> {
  if (image.uploaderId === actor.profileId) return true;
  if (image.attachedTo === null) return false;
  switch (image.purpose as ImagePurpose) {
    // Public inside the app: task listings, professionals' portfolios, profile pictures. A
    // task's photos show the work asked for and were in Browse tasks for everyone signed in,
    // so they stay visible after the job (unlike the property's photos below).
    case 'avatar':
    case 'task':
    case 'portfolio':
      return true;
    // A property's photos: its owner (the uploader, above) and the professional assigned to
    // one of its tasks while that job is on (TASK_UNDER_WAY, the rule of its address and access
    // notes): never once the task is completed or cancelled.
    case 'property': {
      const [row] = await db
        .select({ id: tasks.id })
        .from(tasks)
        .where(
          and(
            eq(tasks.propertyId, image.attachedTo),
            eq(tasks.assignedProfessionalId, actor.profileId),
            inArray(tasks.status, [...TASK_UNDER_WAY]),
          ),
        )
        .limit(1);
      return Boolean(row);
    }
    // A progress update's photos: the task's owner and its assigned professional; and the
    // administrators mediating a dispute over that task (its timeline is on /admin/disputes/:id).
    case 'progress': {
      const mediating = actor.isAdmin ? sql` or exists (select 1 from disputes d where d.task_id = p.task_id)` : sql``;
      const [row] = await queryRows(
        db,
        sql`select 1 from progress_updates p join tasks t on t.id = p.task_id
            where p.id = ${image.attachedTo}
              and (t.owner_id = ${actor.profileId} or t.assigned_professional_id = ${actor.profileId}${mediating})`,
      );
      return Boolean(row);
    }
    // A message's photos: the two people of the conversation; and the administrators mediating a
    // dispute over a payment between those two (the owner paid, the professional is paid), whose
    // conversation is on /admin/disputes/:id. No other conversation's photos.
    case 'message': {
      const mediating = actor.isAdmin
        ? sql` or exists (select 1 from disputes d join payments pay on pay.id = d.payment_id
                 where pay.payer_id = c.owner_id and pay.payee_id = c.professional_id)`
        : sql``;
      const [row] = await queryRows(
        db,
        sql`select 1 from messages m join conversations c on c.id = m.conversation_id
            where m.id = ${image.attachedTo}
              and (c.owner_id = ${actor.profileId} or c.professional_id = ${actor.profileId}${mediating})`,
      );
      return Boolean(row);
    }
    // A dispute statement's photos: the payment's two parties and the administrators who mediate.
    case 'dispute': {
      if (actor.isAdmin) return true;
      const [row] = await queryRows(
        db,
        sql`select 1 from dispute_statements s join disputes d on d.id = s.dispute_id join payments p on p.id = d.payment_id
            where s.id = ${image.attachedTo} and (p.payer_id = ${actor.profileId} or p.payee_id = ${actor.profileId})`,
      );
      return Boolean(row);
    }
    default:
      return false;
  }
}

export interface AttachImagesInput {
  /** Who attaches them: every image must be this profile's own upload. */
  actorProfileId: string;
  purpose: ImagePurpose;
  /** The id of the task, property, progress update, portfolio item, message or profile. */
  targetId: string;
  /** The photos the target keeps, in display order; [] removes them all. */
  imageIds: string[];
}

function refuse(message: string | Msg): AppError {
  return new AppError('VALIDATION', message, { imageIds: message });
}

/**
 * Makes `imageIds` the target's photos, in that order. Call it inside the transaction that
 * creates or edits the target. Each image must exist, be the actor's upload for this purpose,
 * and be unattached or already this target's. Photos the target had and no longer lists are
 * deleted, their files after commit (a job). Throws AppError('VALIDATION') with a Spanish
 * message in `fields.imageIds` otherwise.
 */
export async function attachImages(tx: Executor, input: AttachImagesInput): Promise<void> {
  const { purpose, targetId, imageIds } = input;
  const max = maxImagesFor(purpose);
  if (imageIds.length > max) {
    throw refuse(max === 1 ? m('Solo puedes elegir una foto.') : m('Puedes añadir como máximo {max} fotos.', { max }));
  }
  if (new Set(imageIds).size !== imageIds.length) throw refuse(m('Has añadido la misma foto dos veces.'));

  if (imageIds.length > 0) {
    // Locked, so two edits cannot attach the same upload to two things at once.
    const found = await tx.select().from(images).where(inArray(images.id, imageIds)).for('update');
    const byId = new Map(found.map((row) => [row.id, row]));
    for (const id of imageIds) {
      const row = byId.get(id);
      // Someone else's upload is reported like a missing one: ids reveal nothing.
      if (!row || row.uploaderId !== input.actorProfileId) {
        throw refuse('Una de las fotos ya no existe. Vuelve a subirla.');
      }
      if (row.purpose !== purpose) throw refuse(m('Una de las fotos se subió para otra cosa. Vuelve a subirla aquí.'));
      if (row.attachedTo !== null && row.attachedTo !== targetId) {
        throw refuse(m('Una de las fotos ya está en otro sitio. Vuelve a subirla aquí.'));
      }
    }
  }

  await deleteImages(
    tx,
    and(
      eq(images.purpose, purpose),
      eq(images.attachedTo, targetId),
      imageIds.length > 0 ? notInArray(images.id, imageIds) : undefined,
    ),
  );
  for (const [position, id] of imageIds.entries()) {
    await tx.update(images).set({ attachedTo: targetId, position }).where(eq(images.id, id));
  }
}

/** Deletes every photo of a target (the target itself is being deleted), files after commit. */
export async function deleteImagesOf(tx: Executor, purpose: ImagePurpose, targetId: string): Promise<void> {
  await deleteImages(tx, and(eq(images.purpose, purpose), eq(images.attachedTo, targetId)));
}

async function deleteImages(tx: Executor, where: ReturnType<typeof and>): Promise<void> {
  const gone = await tx.delete(images).where(where).returning({ storageKey: images.storageKey });
  if (gone.length === 0) return;
  // A job, not a delete now: the files must stay if the caller's transaction rolls back.
  await enqueueJob(tx, { kind: DELETE_IMAGE_FILES_JOB, payload: { keys: keysOf(gone) } });
}

/** A target's photos in display order, as the API shows them. */
export async function imagesOf(db: Executor, purpose: ImagePurpose, targetId: string): Promise<UploadedImage[]> {
  const rows = await db
    .select({ id: images.id, width: images.width, height: images.height })
    .from(images)
    .where(and(eq(images.purpose, purpose), eq(images.attachedTo, targetId)))
    .orderBy(asc(images.position));
  return rows.map(toUploadedImage);
}

/** The job behind DELETE_IMAGE_FILES_JOB. */
export async function deleteImageFiles(store: ImageStore, payload: Record<string, unknown>): Promise<void> {
  const keys = Array.isArray(payload.keys) ? payload.keys.filter((k): k is string => typeof k === 'string') : [];
  for (const key of keys) await store.delete(key);
}

/**
 * Deletes unattached uploads older than a day, rows first (so nothing can attach them any
 * more), then their files. Runs every few hours (wiring.ts, createJobWorker).
 */
export async function sweepUnattachedImages(
  db: Executor,
  store: ImageStore,
  now: Date,
  log?: FastifyBaseLogger,
): Promise<number> {
  const cutoff = new Date(now.getTime() - UNATTACHED_TTL_MS);
  const gone = await db
    .delete(images)
    .where(and(isNull(images.attachedTo), lt(images.createdAt, cutoff)))
    .returning({ storageKey: images.storageKey });
  let failed = 0;
  // One at a time: a sweep after a long outage may hold thousands of files.
  for (const key of keysOf(gone)) {
    await store.delete(key).catch(() => {
      failed += 1;
    });
  }
  if (failed > 0) log?.warn({ failed }, 'no se pudieron borrar algunos archivos de fotos sin usar');
  if (gone.length > 0) log?.info({ images: gone.length }, 'fotos sin usar borradas');
  return gone.length;
}
