import { zFinishWork, zProgress, zProgressPost, zRequestChanges } from '@faena/shared/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../plugins/auth';
import { once } from '../../plugins/idempotency';
import { confirmWork, finishWork, postUpdate, progressOf, requestChanges, startWork } from './service';

const zTaskId = z.object({ taskId: z.uuid() });

export async function progressRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Progreso'];
  const guard = { config: { access: 'signed-in' as const } };
  const answer = async (request: { params: { taskId: string } } & Parameters<typeof actorOf>[0], db = app.db) =>
    progressOf(db, actorOf(request), request.params.taskId);

  r.get(
    '/api/tasks/:taskId/progress',
    { ...guard, schema: { tags, summary: 'Cronología del trabajo', params: zTaskId, response: { 200: zProgress } } },
    async (request) => answer(request),
  );
  r.post(
    '/api/tasks/:taskId/progress/start',
    {
      ...guard,
      schema: { tags, summary: 'Empezar el trabajo (profesional)', params: zTaskId, response: { 200: zProgress } },
    },
    async (request) => {
      await startWork(app.db, actorOf(request), request.params.taskId);
      return answer(request);
    },
  );
  r.post(
    '/api/tasks/:taskId/progress',
    {
      config: { access: 'signed-in', idempotent: true },
      schema: {
        tags,
        summary: 'Publicar un avance (profesional)',
        params: zTaskId,
        body: zProgressPost,
        response: { 201: zProgress },
      },
    },
    async (request, reply) =>
      once(request, reply, 201, async (db) => {
        await postUpdate(db, actorOf(request), request.params.taskId, request.body);
        return answer(request, db);
      }),
  );
  r.post(
    '/api/tasks/:taskId/progress/finish',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Marcar como terminado (profesional)',
        params: zTaskId,
        body: zFinishWork,
        response: { 200: zProgress },
      },
    },
    async (request) => {
      await finishWork(app.db, actorOf(request), request.params.taskId, request.body);
      return answer(request);
    },
  );
  r.post(
    '/api/tasks/:taskId/progress/confirm',
    {
      ...guard,
      schema: { tags, summary: 'Confirmar el trabajo (propietario)', params: zTaskId, response: { 200: zProgress } },
    },
    async (request) => {
      await confirmWork(app.db, actorOf(request), request.params.taskId);
      return answer(request);
    },
  );
  r.post(
    '/api/tasks/:taskId/progress/request-changes',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Pedir cambios (propietario)',
        params: zTaskId,
        body: zRequestChanges,
        response: { 200: zProgress },
      },
    },
    async (request) => {
      await requestChanges(app.db, actorOf(request), request.params.taskId, request.body);
      return answer(request);
    },
  );
}
