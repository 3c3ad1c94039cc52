import { z } from 'zod';
import { m } from '../messages';
import { checkText } from '../validation-texts';

/** What a photo is uploaded for; it can only be attached to a thing of the same kind. */
export const IMAGE_PURPOSES = ['task', 'property', 'progress', 'portfolio', 'message', 'avatar', 'dispute'] as const;
export type ImagePurpose = (typeof IMAGE_PURPOSES)[number];

/** Photos per item (task, property, progress update, portfolio item, message) and per upload. */
export const MAX_IMAGES_PER_ITEM = 8;
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/** The formats accepted, as the file picker's `accept` attribute. */
export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp';

export const zImagePurpose = z.enum(IMAGE_PURPOSES, { error: m('Indica para qué son las fotos.') });

/** A stored photo as the API returns it: both URLs serve WebP. */
export const zUploadedImage = z.object({
  id: z.string(),
  url: z.string(),
  thumbUrl: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type UploadedImage = z.infer<typeof zUploadedImage>;

export const zImageUploadResponse = z.object({ items: z.array(zUploadedImage) });
export type ImageUploadResponse = z.infer<typeof zImageUploadResponse>;

/** The photos of a form (a task, a property…): ids of uploaded images, in display order. */
export const zImageIds = z
  .array(z.uuid(m('Una de las fotos no es válida.')), { error: m('Las fotos no son válidas.') })
  .max(MAX_IMAGES_PER_ITEM, checkText(m('Puedes añadir como máximo {max} fotos.', { max: MAX_IMAGES_PER_ITEM })))
  .refine((ids) => new Set(ids).size === ids.length, m('Has añadido la misma foto dos veces.'));

// ---------- resumable uploads (the tus protocol, decision 0025) ----------

/** What a resumable upload may become: a photo for one of IMAGE_PURPOSES, or a verification document. */
export const UPLOAD_PURPOSES = [...IMAGE_PURPOSES, 'verification'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];
export const zUploadPurpose = z.enum(UPLOAD_PURPOSES, { error: m('Indica para qué es el archivo.') });

/** The tus protocol version the server speaks (Tus-Resumable). */
export const TUS_VERSION = '1.0.0';
/**
 * The size of each PATCH the web sends. A proxy that buffers request bodies (nginx's default)
 * forwards nothing of an interrupted request, so at most this much is sent again after a cut;
 * small enough for a slow rural uplink (≈4 s at 1 Mbit/s), big enough that the extra round
 * trips cost little.
 */
export const UPLOAD_CHUNK_BYTES = 512 * 1024;
/**
 * Uploads one user may have open at once (begun, not yet finished or cancelled: two full forms'
 * worth of photos), and the bytes they may declare together (ten photos of the largest size).
 * Partial uploads count until they are finished, cancelled or expire, so nobody can fill the
 * disk with halves.
 */
export const MAX_OPEN_UPLOADS = 2 * MAX_IMAGES_PER_ITEM;
export const MAX_OPEN_UPLOAD_BYTES = 10 * MAX_IMAGE_BYTES;
/** A partial upload is kept this long after it began (like an unattached photo), then swept. */
export const UPLOAD_TTL_MS = 24 * 60 * 60_000;

/** An upload as the creation answers it (the tus headers say the same). */
export const zUploadCreated = z.object({
  id: z.string(),
  offset: z.number().int(),
  length: z.number().int(),
  expiresAt: z.string(),
});
export type UploadCreated = z.infer<typeof zUploadCreated>;
