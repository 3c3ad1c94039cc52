import { finished } from 'node:stream/promises';
import { type Msg, m } from '@faena/shared';
import {
  type ImagePurpose,
  MAX_IMAGE_BYTES,
  MAX_IMAGES_PER_ITEM,
  zImagePurpose,
  zImageUploadResponse,
} from '@faena/shared/schemas';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import { actorOf } from '../../plugins/auth';
import { once } from '../../plugins/idempotency';
import { fileLabel, ImageRejected, type ProcessedImage, processImage } from './pipeline';
import { canViewImage, findImage, maxImagesFor, saveImages, variantKey } from './service';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const PURPOSE_MESSAGE = m('Indica para qué son las fotos.');

/** Reads the rest of a file part without keeping it, so the parser reaches the next part. */
async function discard(stream: NodeJS.ReadableStream & { resume(): unknown }): Promise<void> {
  stream.resume();
  await finished(stream);
}

/** The multipart parser's own failures, in Spanish. */
function uploadError(error: unknown, label: string | Msg): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string }).code;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new ImageRejected('too-large').forFile(label);
    case 'FST_FILES_LIMIT':
      return new AppError(
        'VALIDATION',
        m('Puedes subir como máximo {max} fotos a la vez.', { max: MAX_IMAGES_PER_ITEM }),
      );
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
    case 'FST_PROTO_VIOLATION':
      return new AppError('BAD_REQUEST', m('El envío tiene campos de más.'));
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return error;
  }
  return new AppError('BAD_REQUEST', m('El envío de las fotos llegó incompleto. Vuelve a intentarlo.'));
}

/**
 * Reads a multipart upload: the `purpose` field and one or more `file` parts, each checked
 * and re-encoded as it arrives. Any bad file fails the whole upload, naming the file; the
 * remaining parts are still read (not processed) so the client gets the answer cleanly.
 */
async function readUpload(request: FastifyRequest): Promise<{ purpose: ImagePurpose; images: ProcessedImage[] }> {
  const processed: ProcessedImage[] = [];
  let purpose: ImagePurpose | null = null;
  let failure: AppError | null = null;
  let count = 0;
  let label: string | Msg = '';
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.fieldname !== 'purpose') continue;
        const parsed = zImagePurpose.safeParse(part.value);
        if (parsed.success) purpose = parsed.data;
        else failure ??= new AppError('VALIDATION', PURPOSE_MESSAGE, { purpose: PURPOSE_MESSAGE });
        continue;
      }
      count += 1;
      label = fileLabel(part.filename, count);
      if (part.fieldname !== 'file') failure ??= new AppError('BAD_REQUEST', m('Envía las fotos en el campo «file».'));
      if (failure) {
        await discard(part.file);
        continue;
      }
      const data = await part.toBuffer();
      try {
        processed.push(await processImage(data));
      } catch (error) {
        if (!(error instanceof ImageRejected)) throw error;
        failure = error.forFile(label);
      }
    }
  } catch (error) {
    throw failure ?? uploadError(error, label);
  }
  if (failure) throw failure;
  if (!purpose) throw new AppError('VALIDATION', PURPOSE_MESSAGE, { purpose: PURPOSE_MESSAGE });
  if (processed.length === 0) throw new AppError('VALIDATION', m('Elige al menos una foto.'));
  if (processed.length > maxImagesFor(purpose)) throw new AppError('VALIDATION', m('Elige una sola foto.'));
  return { purpose, images: processed };
}

/**
 * Photo uploads and their files. The store is `app.imageStore` (decorated in app.ts), the
 * same instance the job worker uses to sweep unattached uploads.
 */
export async function imageRoutes(app: FastifyInstance) {
  // Registered here only, so no other route accepts multipart bodies.
  await app.register(multipart, {
    limits: {
      fileSize: MAX_IMAGE_BYTES,
      files: MAX_IMAGES_PER_ITEM,
      fields: 4,
      fieldSize: 1024,
      parts: MAX_IMAGES_PER_ITEM + 4,
      headerPairs: 100,
    },
  });

  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Fotos'];

  r.post(
    '/api/images',
    {
      // Re-encoding is the costliest thing the API does: a generous ceiling per address.
      config: { access: 'signed-in', idempotent: true, rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Subir fotos (multipart: campo purpose y uno o varios campos file)',
        consumes: ['multipart/form-data'],
        response: { 201: zImageUploadResponse },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      // Decoded and re-encoded first, outside the transaction of once().
      const upload = await readUpload(request);
      return once(request, reply, 201, async (db) => {
        const items = await saveImages(db, app.imageStore, { uploaderId: actor.profileId, ...upload });
        request.log.info({ purpose: upload.purpose, count: items.length }, 'fotos subidas');
        return { items };
      });
    },
  );

  for (const variant of ['display', 'thumb'] as const) {
    r.get(
      `/api/images/:id/${variant}`,
      {
        config: { access: 'signed-in' },
        schema: {
          tags,
          summary: variant === 'display' ? 'Una foto (WebP)' : 'La miniatura de una foto (WebP)',
          params: z.object({ id: z.string() }),
        },
      },
      async (request, reply) => {
        const { id } = request.params;
        const image = UUID.test(id) ? await findImage(app.db, id) : null;
        // Missing and forbidden answer alike, so ids reveal nothing.
        if (!image || !(await canViewImage(app.db, actorOf(request), image))) throw new AppError('NOT_FOUND');
        const data = await app.imageStore.get(variantKey(image.storageKey, variant));
        if (!data) {
          request.log.warn({ imageId: id, variant }, 'falta el archivo de una foto');
          throw new AppError('NOT_FOUND');
        }
        // A file never changes under its URL (a new photo gets a new id): cache it for good.
        return reply
          .header('content-type', 'image/webp')
          .header('cache-control', 'private, max-age=31536000, immutable')
          .send(data);
      },
    );
  }
}
