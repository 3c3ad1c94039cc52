import { randomBytes } from 'node:crypto';
import { type Database, type Executor, images, queryRows, uploads } from '@faena/db';
import { m } from '@faena/shared';
import {
  type ImagePurpose,
  MAX_IMAGE_BYTES,
  MAX_OPEN_UPLOAD_BYTES,
  MAX_OPEN_UPLOADS,
  UPLOAD_TTL_MS,
  type UploadCreated,
  type UploadedImage,
  type UploadPurpose,
} from '@faena/shared/schemas';
import { and, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Actor } from '../../lib/actor';
import { AppError, conflict, notFound } from '../../lib/errors';
import { hitLimit } from '../../lib/limits';
import {
  DELETE_IMAGE_FILES_JOB,
  fileLabel,
  ImageRejected,
  type ImageStore,
  processImage,
  saveImages,
  sniffFormat,
  toUploadedImage,
} from '../images';
import { enqueueJob } from '../jobs';

export type UploadRow = typeof uploads.$inferSelect;

/** Uploads one user may begin in an hour (each may be up to 10 MB of someone's disk). */
export const UPLOADS_PER_USER_PER_HOUR = 200;
/** Photos one user may have made from finished uploads in an hour (sharp's work). */
export const FINISHES_PER_USER_PER_HOUR = 200;

const HOUR_MS = 60 * 60_000;

/** The store key of a part: unique per attempt, so two racing PATCHes never overwrite each other's. */
function partKey(uploadId: string, offset: number): string {
  return `partial/${uploadId.slice(0, 2)}/${uploadId}-${offset}-${randomBytes(4).toString('hex')}.part`;
}

/** Where a client sends the upload's bytes (the tus Location): relative, so it holds behind any proxy. */
export function uploadUrl(id: string): string {
  return `/api/uploads/${id}`;
}

export function describeUpload(row: UploadRow): UploadCreated {
  return { id: row.id, offset: row.offset, length: row.length, expiresAt: row.expiresAt.toISOString() };
}

/** A file name as a device sent it, tidied for messages and for the document it may become. */
export function tidyFilename(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  return base
    .replace(/\p{Cc}/gu, '')
    .trim()
    .slice(0, 200);
}

/** The most a file of this purpose may weigh: photos and verification documents alike, 10 MB. */
export function maxBytesFor(_purpose: UploadPurpose): number {
  return MAX_IMAGE_BYTES;
}

function tooLarge(purpose: UploadPurpose): AppError {
  return purpose === 'verification'
    ? new AppError('PAYLOAD_TOO_LARGE', m('Cada documento puede ocupar como máximo 10 MB.'))
    : new ImageRejected('too-large');
}

/**
 * Begins an upload (tus creation). Refused when the declared length is over 10 MB, and when the
 * user already has too many uploads open or too many bytes declared in them: halves count until
 * they are finished, cancelled or expire. One user's creations are serialised (an advisory lock
 * for the transaction) so that two at once cannot both slip under the limit, on any process.
 */
export async function createUpload(
  db: Database,
  actor: Actor,
  input: { purpose: UploadPurpose; length: number; filename: string },
  now = new Date(),
): Promise<UploadRow> {
  const { purpose, length } = input;
  if (purpose === 'verification' && actor.role !== 'professional') {
    throw new AppError('FORBIDDEN', m('Solo los profesionales se verifican.'));
  }
  if (length > maxBytesFor(purpose)) throw tooLarge(purpose);
  if (length < 1) throw new AppError('VALIDATION', m('El archivo está vacío.'));
  const perHour = await hitLimit(db, `uploads|create|${actor.profileId}`, HOUR_MS);
  if (perHour.hits > UPLOADS_PER_USER_PER_HOUR) {
    throw new AppError(
      'RATE_LIMITED',
      m('Has subido muchos archivos en poco tiempo. Espera un rato y vuelve a probar.'),
    );
  }
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`uploads:${actor.profileId}`}))`);
    // Own expired uploads go first (the sweep may not have passed yet): they must not block.
    const expired = await tx
      .delete(uploads)
      .where(and(eq(uploads.uploaderId, actor.profileId), lte(uploads.expiresAt, now)))
      .returning({ partKeys: uploads.partKeys });
    await deletePartsLater(
      tx,
      expired.flatMap((u) => u.partKeys),
    );
    const [open] = await queryRows<{ n: number; bytes: number | string }>(
      tx,
      sql`select count(*)::int as n, coalesce(sum(length), 0) as bytes from uploads
          where uploader_id = ${actor.profileId} and image_id is null`,
    );
    if ((open?.n ?? 0) >= MAX_OPEN_UPLOADS || Number(open?.bytes ?? 0) + length > MAX_OPEN_UPLOAD_BYTES) {
      throw new AppError(
        'RATE_LIMITED',
        m('Tienes demasiados archivos a medio subir. Espera a que terminen o cancela alguno antes de añadir más.'),
      );
    }
    const [row] = await tx
      .insert(uploads)
      .values({
        uploaderId: actor.profileId,
        purpose,
        length,
        filename: input.filename,
        expiresAt: new Date(now.getTime() + UPLOAD_TTL_MS),
      })
      .returning();
    if (!row) throw new Error('no se creó la subida');
    return row;
  });
}

/**
 * The actor's upload, not expired, or 404 — also for someone else's upload: an upload id
 * reveals nothing, as an image id does not.
 */
export async function findOwnUpload(db: Executor, actor: Actor, id: string, now = new Date()): Promise<UploadRow> {
  const [row] = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.id, id), eq(uploads.uploaderId, actor.profileId), gt(uploads.expiresAt, now)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

/** Whether the first bytes of a file fit its purpose: a photo, or (verification) a PDF or a photo. */
export function startsLike(purpose: UploadPurpose, head: Buffer): boolean {
  if (sniffFormat(head)) return true;
  return purpose === 'verification' && head.subarray(0, 5).toString('latin1') === '%PDF-';
}

/** How many first bytes `startsLike` needs to judge (a WebP's RIFF….WEBP header is 12). */
export const SNIFF_BYTES = 12;

function notAccepted(upload: UploadRow): AppError {
  return upload.purpose === 'verification'
    ? new AppError(
        'UNSUPPORTED_MEDIA_TYPE',
        upload.filename
          ? m('«{name}» no es un PDF ni una foto JPEG, PNG o WebP.', { name: upload.filename })
          : m('«documento» no es un PDF ni una foto JPEG, PNG o WebP.'),
      )
    : new ImageRejected('not-image').forFile(fileLabel(upload.filename, 1));
}

/**
 * Stores the bytes of one PATCH (or those that arrived before the connection dropped) as a part
 * and moves the offset on, only if nobody moved it meanwhile: the update names the offset the
 * part starts at, so two processes racing on one upload cannot both succeed (compare and set).
 * The loser's part is deleted and it answers 409. Returns the new offset.
 */
export async function appendPart(db: Database, store: ImageStore, upload: UploadRow, data: Buffer): Promise<number> {
  if (data.length === 0) return upload.offset;
  // The first bytes say what the file is: a PDF named .jpg is refused now, not after 10 MB.
  if (upload.offset === 0 && (data.length >= SNIFF_BYTES || data.length === upload.length)) {
    if (!startsLike(upload.purpose as UploadPurpose, data)) {
      await discardUploads(db, [upload.id]);
      throw notAccepted(upload);
    }
  }
  const key = partKey(upload.id, upload.offset);
  await store.put(key, data, 'application/octet-stream');
  const [row] = await db
    .update(uploads)
    .set({
      offset: sql`${uploads.offset} + ${data.length}`,
      partKeys: sql`array_append(${uploads.partKeys}, ${key})`,
    })
    .where(
      and(
        eq(uploads.id, upload.id),
        eq(uploads.offset, upload.offset),
        isNull(uploads.imageId),
        gt(uploads.expiresAt, new Date()),
      ),
    )
    .returning({ offset: uploads.offset });
  if (!row) {
    await store.delete(key).catch(() => {});
    throw conflict(m('Esta subida ha cambiado mientras llegaban los datos. Pregunta por dónde va y sigue desde ahí.'));
  }
  return row.offset;
}

/** The whole file of a complete upload, from its parts. */
async function assemble(store: ImageStore, upload: UploadRow): Promise<Buffer> {
  const parts = await Promise.all(upload.partKeys.map((key) => store.get(key)));
  if (parts.some((p) => p === null)) {
    throw new Error(`faltan partes de la subida ${upload.id} en el almacén`);
  }
  const data = Buffer.concat(parts as Buffer[]);
  if (data.length !== upload.length) throw new Error(`la subida ${upload.id} no suma su longitud`);
  return data;
}

function assertComplete(upload: UploadRow): void {
  if (upload.offset < upload.length) {
    throw conflict(m('El archivo aún no ha llegado entero. Sigue subiéndolo antes de terminar.'));
  }
}

/**
 * Turns a complete photo upload into a photo, as POST /api/images does with a file: checked by
 * content, re-encoded without metadata, stored unattached for its uploader. Idempotent: a second
 * call (an answer lost on the way, another process) answers the same photo. A file that is not
 * a usable image is refused with the pipeline's Spanish message, and the upload is deleted.
 */
export async function finishImageUpload(
  db: Database,
  store: ImageStore,
  actor: Actor,
  id: string,
): Promise<UploadedImage[]> {
  const upload = await findOwnUpload(db, actor, id);
  if (upload.purpose === 'verification') {
    throw new AppError('BAD_REQUEST', m('Este archivo es un documento: envíalo con los documentos de verificación.'));
  }
  if (upload.imageId) return existingImage(db, upload.imageId);
  assertComplete(upload);
  const perHour = await hitLimit(db, `uploads|finish|${actor.profileId}`, HOUR_MS);
  if (perHour.hits > FINISHES_PER_USER_PER_HOUR) {
    throw new AppError('RATE_LIMITED', m('Has subido muchas fotos en poco tiempo. Espera un rato y vuelve a probar.'));
  }
  const data = await assemble(store, upload);
  let processed: Awaited<ReturnType<typeof processImage>>;
  try {
    processed = await processImage(data);
  } catch (error) {
    if (!(error instanceof ImageRejected)) throw error;
    await discardUploads(db, [upload.id]);
    throw error.forFile(fileLabel(upload.filename, 1));
  }
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(uploads).where(eq(uploads.id, upload.id)).for('update');
    if (!current) throw notFound();
    if (current.imageId) return existingImage(tx, current.imageId);
    const items = await saveImages(tx, store, {
      uploaderId: actor.profileId,
      purpose: upload.purpose as ImagePurpose,
      images: [processed],
    });
    await tx
      .update(uploads)
      .set({ imageId: items[0]?.id ?? null, partKeys: [] })
      .where(eq(uploads.id, upload.id));
    await deletePartsLater(tx, current.partKeys);
    return items;
  });
}

async function existingImage(db: Executor, imageId: string): Promise<UploadedImage[]> {
  const [image] = await db
    .select({ id: images.id, width: images.width, height: images.height })
    .from(images)
    .where(eq(images.id, imageId));
  // Finished long ago and its photo swept (never attached): nothing to answer.
  if (!image) throw notFound();
  return [toUploadedImage(image)];
}

/**
 * The files of complete uploads of one purpose, for a module that turns them into something
 * else (verification documents): each must be the actor's, of this purpose, complete. In the
 * order asked. The uploads stay until `discardUploads`.
 */
export async function readCompleteUploads(
  db: Executor,
  store: ImageStore,
  actor: Actor,
  purpose: UploadPurpose,
  ids: string[],
): Promise<{ filename: string; data: Buffer }[]> {
  const files: { filename: string; data: Buffer }[] = [];
  for (const id of ids) {
    const upload = await findOwnUpload(db, actor, id);
    if (upload.purpose !== purpose) throw new AppError('VALIDATION', m('Uno de los archivos se subió para otra cosa.'));
    assertComplete(upload);
    files.push({ filename: upload.filename || 'documento', data: await assemble(store, upload) });
  }
  return files;
}

/** Deletes uploads (cancelled, refused, used): rows now, their parts after commit (a job). */
export async function discardUploads(db: Executor, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  const gone = await db.delete(uploads).where(inArray(uploads.id, ids)).returning({ partKeys: uploads.partKeys });
  await deletePartsLater(
    db,
    gone.flatMap((u) => u.partKeys),
  );
}

/** The actor cancels an upload (tus termination). */
export async function terminateUpload(db: Database, actor: Actor, id: string): Promise<void> {
  const upload = await findOwnUpload(db, actor, id);
  await discardUploads(db, [upload.id]);
}

async function deletePartsLater(db: Executor, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await enqueueJob(db, { kind: DELETE_IMAGE_FILES_JOB, payload: { keys } });
}

/**
 * A deleted account's uploads: rows, and the keys of their parts for the caller to delete after
 * commit (profile/account.ts, with the rest of the account's files).
 */
export async function deleteUploadsOf(tx: Executor, profileId: string): Promise<string[]> {
  const gone = await tx
    .delete(uploads)
    .where(eq(uploads.uploaderId, profileId))
    .returning({ partKeys: uploads.partKeys });
  return gone.flatMap((u) => u.partKeys);
}

/**
 * Deletes uploads a day old, finished or not, rows first (so nothing can resume or finish them
 * any more), then their parts. Runs with the photos' sweep (wiring.ts, images.sweep).
 */
export async function sweepExpiredUploads(
  db: Executor,
  store: ImageStore,
  now: Date,
  log?: FastifyBaseLogger,
): Promise<number> {
  const gone = await db.delete(uploads).where(lte(uploads.expiresAt, now)).returning({ partKeys: uploads.partKeys });
  let failed = 0;
  for (const key of gone.flatMap((u) => u.partKeys)) {
    await store.delete(key).catch(() => {
      failed += 1;
    });
  }
  if (failed > 0) log?.warn({ failed }, 'no se pudieron borrar algunas partes de subidas caducadas');
  if (gone.length > 0) log?.info({ uploads: gone.length }, 'subidas caducadas borradas');
  return gone.length;
}
