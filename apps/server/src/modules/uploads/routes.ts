import type { IncomingMessage } from 'node:http';
import { m } from '@faena/shared';
import {
  TUS_VERSION,
  type UploadPurpose,
  zImageUploadResponse,
  zUploadCreated,
  zUploadPurpose,
} from '@faena/shared/schemas';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import { actorOf } from '../../plugins/auth';
import {
  appendPart,
  createUpload,
  describeUpload,
  findOwnUpload,
  finishImageUpload,
  maxBytesFor,
  terminateUpload,
  tidyFilename,
  type UploadRow,
  uploadUrl,
} from './service';

/** The body type of a tus PATCH. */
export const OFFSET_OCTET_STREAM = 'application/offset+octet-stream';
const EXTENSIONS = 'creation,expiration,termination';

const zId = z.object({ id: z.uuid() });
/** The answer of a PATCH or DELETE: headers only (Upload-Offset, Upload-Expires). */
const zNoContent = z.null().describe('Sin cuerpo: Upload-Offset y Upload-Expires en las cabeceras');

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** Every tus request but OPTIONS names the protocol version; this server speaks 1.0.0 only (412 otherwise). */
function requireTus(request: FastifyRequest, reply: FastifyReply): void {
  if (header(request, 'tus-resumable') !== TUS_VERSION) {
    reply.header('tus-version', TUS_VERSION);
    throw new AppError(
      'BAD_REQUEST',
      m('Esta subida necesita el protocolo tus 1.0.0 (cabecera Tus-Resumable).'),
      undefined,
      412,
    );
  }
}

/** A whole number of bytes from a header (Upload-Length, Upload-Offset), or null when it is not one. */
function byteCount(value: string | undefined): number | null {
  if (value === undefined || !/^\d{1,15}$/.test(value)) return null;
  const n = Number(value);
  return Number.isSafeInteger(n) ? n : null;
}

/** Upload-Metadata: comma-separated `key base64value` pairs (tus creation extension). */
export function parseMetadata(value: string | undefined): Record<string, string> {
  const metadata: Record<string, string> = {};
  if (!value) return metadata;
  if (value.length > 2048) throw new AppError('BAD_REQUEST', m('Los datos de la subida son demasiado largos.'));
  for (const pair of value.split(',')) {
    const [key, encoded, ...rest] = pair.trim().split(' ');
    if (
      !key ||
      rest.length > 0 ||
      !/^[\x21-\x7e]+$/.test(key) ||
      (encoded && !/^[A-Za-z0-9+/]*={0,2}$/.test(encoded))
    ) {
      throw new AppError('BAD_REQUEST', m('Los datos de la subida (Upload-Metadata) no son válidos.'));
    }
    metadata[key] = encoded ? Buffer.from(encoded, 'base64').toString('utf8') : '';
  }
  return metadata;
}

function expiresHeader(row: UploadRow): string {
  return row.expiresAt.toUTCString();
}

/**
 * A PATCH's body as it arrives, up to `room` bytes. When the connection drops half-way the bytes
 * that did arrive are kept (`interrupted`): that is what lets a client resume from there.
 */
async function readBody(
  raw: IncomingMessage,
  room: number,
): Promise<{ data: Buffer; interrupted: boolean; tooLong: boolean }> {
  const chunks: Buffer[] = [];
  let size = 0;
  let tooLong = false;
  let failed = false;
  try {
    for await (const chunk of raw as AsyncIterable<Buffer>) {
      if (size + chunk.length > room) {
        tooLong = true;
        break;
      }
      chunks.push(chunk);
      size += chunk.length;
    }
  } catch {
    failed = true;
  }
  // light-my-request's requests have no `complete`; a real one that ended early has it false.
  const interrupted = failed || (!tooLong && raw.complete === false);
  return { data: Buffer.concat(chunks, size), interrupted, tooLong };
}

/**
 * Resumable uploads (tus 1.0.0: core, creation, expiration and termination; decision 0026).
 * POST creates an upload for a purpose, PATCH appends bytes at the offset HEAD reports, DELETE
 * cancels it; POST …/finish turns a complete photo upload into a photo, answered as
 * POST /api/images answers. State lives in the database (`uploads`) and the parts in the image
 * store, so any server process can continue an upload another one began.
 */
export async function uploadRoutes(app: FastifyInstance) {
  // The body of a PATCH is read by the handler as it streams in (so an interrupted one keeps
  // what arrived); registered in this context only.
  app.addContentTypeParser(OFFSET_OCTET_STREAM, (_request, _payload, done) => done(null));
  // Every answer of the protocol says which version it speaks, refusals included.
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('tus-resumable', TUS_VERSION);
    return payload;
  });

  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Subidas'];

  r.post(
    '/api/uploads',
    {
      config: { access: 'signed-in', rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary:
          'Empezar una subida reanudable (tus: Upload-Length y Upload-Metadata con purpose y filename en base64)',
        response: { 201: zUploadCreated },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      requireTus(request, reply);
      if (header(request, 'upload-defer-length') !== undefined) {
        throw new AppError('BAD_REQUEST', m('Indica el tamaño del archivo al empezar (Upload-Length).'));
      }
      const metadata = parseMetadata(header(request, 'upload-metadata'));
      const purpose = zUploadPurpose.safeParse(metadata.purpose);
      if (!purpose.success) {
        throw new AppError('VALIDATION', m('Indica para qué es el archivo.'), {
          purpose: m('Indica para qué es el archivo.'),
        });
      }
      const length = byteCount(header(request, 'upload-length'));
      if (length === null) throw new AppError('BAD_REQUEST', m('Indica el tamaño del archivo (Upload-Length).'));
      reply.header('tus-max-size', String(maxBytesFor(purpose.data as UploadPurpose)));
      const row = await createUpload(app.db, actor, {
        purpose: purpose.data,
        length,
        filename: tidyFilename(metadata.filename),
      });
      request.log.info({ purpose: row.purpose, bytes: row.length }, 'subida empezada');
      return reply
        .status(201)
        .header('location', uploadUrl(row.id))
        .header('upload-expires', expiresHeader(row))
        .header('tus-extension', EXTENSIONS)
        .send(describeUpload(row));
    },
  );

  r.route({
    method: 'HEAD',
    url: '/api/uploads/:id',
    config: { access: 'signed-in', ownHead: true, rateLimit: { max: 600, timeWindow: '1 minute' } },
    schema: { tags, summary: 'Por dónde va una subida (Upload-Offset y Upload-Length)', params: zId },
    handler: async (request, reply) => {
      const actor = actorOf(request);
      requireTus(request, reply);
      const row = await findOwnUpload(app.db, actor, request.params.id);
      return reply
        .status(200)
        .header('cache-control', 'no-store')
        .header('upload-offset', String(row.offset))
        .header('upload-length', String(row.length))
        .header('upload-expires', expiresHeader(row))
        .send();
    },
  });

  r.patch(
    '/api/uploads/:id',
    {
      config: { access: 'signed-in', rateLimit: { max: 600, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: `Enviar bytes de una subida desde Upload-Offset (cuerpo ${OFFSET_OCTET_STREAM})`,
        params: zId,
        response: { 204: zNoContent },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      requireTus(request, reply);
      const type = (header(request, 'content-type') ?? '').split(';')[0]?.trim().toLowerCase();
      if (type !== OFFSET_OCTET_STREAM) {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', m('Envía los datos como {type}.', { type: OFFSET_OCTET_STREAM }));
      }
      const offset = byteCount(header(request, 'upload-offset'));
      if (offset === null) throw new AppError('BAD_REQUEST', m('Indica desde dónde envías (Upload-Offset).'));
      const row = await findOwnUpload(app.db, actor, request.params.id);
      if (offset !== row.offset) {
        reply.header('upload-offset', String(row.offset));
        throw new AppError('CONFLICT', m('La subida no va por ahí: pregunta por dónde va y sigue desde ese punto.'));
      }
      const room = row.length - row.offset;
      const declared = byteCount(header(request, 'content-length'));
      if (declared !== null && declared > room) {
        throw new AppError('PAYLOAD_TOO_LARGE', m('Envías más bytes de los que dijiste que tenía el archivo.'));
      }
      const body = await readBody(request.raw, room);
      if (body.tooLong) {
        throw new AppError('PAYLOAD_TOO_LARGE', m('Envías más bytes de los que dijiste que tenía el archivo.'));
      }
      const next = await appendPart(app.db, app.imageStore, row, body.data);
      if (body.interrupted) {
        // Nobody is listening any more; what arrived is kept for the client's next PATCH.
        request.log.info({ kept: body.data.length, offset: next }, 'subida cortada: se guarda lo recibido');
      }
      return reply
        .status(204)
        .header('upload-offset', String(next))
        .header('upload-expires', expiresHeader(row))
        .send(null);
    },
  );

  r.delete(
    '/api/uploads/:id',
    {
      config: { access: 'signed-in', rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Cancelar una subida (se borra lo recibido)',
        params: zId,
        response: { 204: zNoContent },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      requireTus(request, reply);
      await terminateUpload(app.db, actor, request.params.id);
      return reply.status(204).send(null);
    },
  );

  r.post(
    '/api/uploads/:id/finish',
    {
      // Re-encoding is the costliest thing the API does, as for POST /api/images.
      config: { access: 'signed-in', rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Convertir una subida completa en foto (la misma respuesta que POST /api/images)',
        params: zId,
        response: { 200: zImageUploadResponse },
      },
    },
    async (request) => {
      const items = await finishImageUpload(app.db, app.imageStore, actorOf(request), request.params.id);
      request.log.info({ count: items.length }, 'foto subida por partes');
      return { items };
    },
  );
}
