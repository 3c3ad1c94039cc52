import { m } from '@faena/shared';
import {
  VERIFICATION_DOCUMENT_KIND_VALUES,
  type VerificationDocumentKind,
  zVerification,
  zVerificationFromUploads,
} from '@faena/shared/schemas';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import { actorOf } from '../../plugins/auth';
import {
  addDocuments,
  addDocumentsFromUploads,
  contentDisposition,
  deleteDocument,
  documentFile,
  downloadName,
  type IncomingDocument,
  MAX_DOCUMENT_BYTES,
  verificationOf,
} from './service';

const zId = z.object({ documentId: z.uuid() });

export async function verificationRoutes(app: FastifyInstance) {
  await app.register(multipart, { limits: { fileSize: MAX_DOCUMENT_BYTES, files: 5, fields: 2, parts: 7 } });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Verificación'];
  const guard = { config: { access: 'signed-in' as const } };

  r.get(
    '/api/verification',
    { ...guard, schema: { tags, summary: 'Mi verificación y mis documentos', response: { 200: zVerification } } },
    async (request) => verificationOf(app.db, actorOf(request).profileId),
  );

  r.post(
    '/api/verification/documents',
    {
      config: {
        access: 'professional',
        refusal: m('Solo los profesionales se verifican.'),
        rateLimit: { max: 20, timeWindow: '1 minute' },
      },
      schema: {
        tags,
        summary: 'Enviar documentos para verificarme (multipart: kind y file)',
        response: { 201: zVerification },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      if (actor.role !== 'professional') throw new AppError('FORBIDDEN', m('Solo los profesionales se verifican.'));
      let kind: VerificationDocumentKind | null = null;
      const files: IncomingDocument[] = [];
      try {
        for await (const part of request.parts()) {
          if (part.type === 'field') {
            if (
              part.fieldname === 'kind' &&
              VERIFICATION_DOCUMENT_KIND_VALUES.includes(part.value as VerificationDocumentKind)
            ) {
              kind = part.value as VerificationDocumentKind;
            }
            continue;
          }
          files.push({ filename: part.filename, data: await part.toBuffer() });
        }
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE')
          throw new AppError('PAYLOAD_TOO_LARGE', m('Cada documento puede ocupar como máximo 10 MB.'));
        if (code === 'FST_FILES_LIMIT') throw new AppError('VALIDATION', m('Envía como máximo 5 documentos a la vez.'));
        if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PROTO_VIOLATION')
          throw new AppError('BAD_REQUEST', m('El envío tiene campos de más.'));
        if (error instanceof AppError || code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw error;
        // Anything else the parser throws is a body that broke off or is not multipart at all.
        throw new AppError('BAD_REQUEST', m('El envío de los documentos llegó incompleto. Vuelve a intentarlo.'));
      }
      if (!kind)
        throw new AppError('VALIDATION', m('Indica qué documento es.'), { kind: m('Indica qué documento es.') });
      return reply.status(201).send(await addDocuments(app.db, app.imageStore, actor, kind, files));
    },
  );

  r.post(
    '/api/verification/uploads',
    {
      config: {
        access: 'professional',
        refusal: m('Solo los profesionales se verifican.'),
        rateLimit: { max: 20, timeWindow: '1 minute' },
      },
      schema: {
        tags,
        summary: 'Enviar como documentos de verificación archivos ya subidos por partes (POST /api/uploads)',
        body: zVerificationFromUploads,
        response: { 201: zVerification },
      },
    },
    async (request, reply) => {
      const { kind, uploadIds } = request.body;
      const result = await addDocumentsFromUploads(app.db, app.imageStore, actorOf(request), kind, uploadIds);
      return reply.status(201).send(result);
    },
  );

  r.get(
    '/api/verification/documents/:documentId',
    { ...guard, schema: { tags, summary: 'Abrir un documento (su profesional o un administrador)', params: zId } },
    async (request, reply) => {
      const { doc, data } = await documentFile(app.db, app.imageStore, actorOf(request), request.params.documentId);
      // Always a download, never a page of this site: a file that fooled the checks still
      // cannot run script here (sandboxed, nothing allowed, the type not sniffed).
      return reply
        .type(doc.mimeType)
        .header('cache-control', 'private, no-store')
        .header('content-disposition', contentDisposition(downloadName(doc.originalName, doc.mimeType)))
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "sandbox; default-src 'none'")
        .send(data);
    },
  );

  r.delete(
    '/api/verification/documents/:documentId',
    {
      ...guard,
      schema: { tags, summary: 'Borrar uno de mis documentos', params: zId, response: { 200: zVerification } },
    },
    async (request) => deleteDocument(app.db, app.imageStore, actorOf(request), request.params.documentId),
  );
}
