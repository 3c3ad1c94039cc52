import { APPLY_REFUSALS } from '@faena/shared';
import { zApplicationInput, zApplyState, zMyApplications, zTaskApplications } from '@faena/shared/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { textLanguage } from '../../lib/language';
import { actorOf } from '../../plugins/auth';
import { once } from '../../plugins/idempotency';
import { offersOfTask, receivedOffers } from '../offers';
import {
  acceptApplication,
  apply,
  applyState,
  myApplications,
  rejectApplication,
  taskApplications,
  withdrawApplication,
} from './service';

const zTaskId = z.object({ taskId: z.uuid() });
const zId = z.object({ applicationId: z.uuid() });
const zDone = z.object({ ok: z.literal(true) });
const zAssigned = z.object({ taskId: z.string(), status: z.string() });

export async function applicationRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Solicitudes'];
  const guard = { config: { access: 'signed-in' as const } };

  r.get(
    '/api/tasks/:taskId/apply-state',
    {
      ...guard,
      schema: {
        tags,
        summary: '¿Puedo enviar una solicitud a esta tarea?',
        params: zTaskId,
        response: { 200: zApplyState },
      },
    },
    async (request) => applyState(app.db, actorOf(request), request.params.taskId, textLanguage(request)),
  );

  r.post(
    '/api/tasks/:taskId/applications',
    {
      config: {
        access: 'professional',
        refusal: APPLY_REFUSALS.NOT_PROFESSIONAL,
        idempotent: true,
      },
      schema: {
        tags,
        summary: 'Enviar una solicitud',
        params: zTaskId,
        body: zApplicationInput,
        response: { 201: z.object({ id: z.string() }) },
      },
    },
    async (request, reply) =>
      once(request, reply, 201, async (db) => {
        const row = await apply(db, actorOf(request), request.params.taskId, request.body);
        return { id: row.id };
      }),
  );

  r.get(
    '/api/tasks/:taskId/applications',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Solicitudes y ofertas de mi tarea',
        params: zTaskId,
        response: { 200: zTaskApplications },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const applications = await taskApplications(app.db, actor, request.params.taskId);
      return { applications, offers: await offersOfTask(app.db, actor, request.params.taskId) };
    },
  );

  r.post(
    '/api/applications/:applicationId/accept',
    {
      ...guard,
      schema: { tags, summary: 'Aceptar una solicitud (asigna la tarea)', params: zId, response: { 200: zAssigned } },
    },
    async (request) => {
      const task = await acceptApplication(app.db, actorOf(request), request.params.applicationId);
      return { taskId: task.id, status: task.status };
    },
  );

  r.post(
    '/api/applications/:applicationId/reject',
    { ...guard, schema: { tags, summary: 'Rechazar una solicitud', params: zId, response: { 200: zDone } } },
    async (request) => {
      await rejectApplication(app.db, actorOf(request), request.params.applicationId);
      return { ok: true as const };
    },
  );

  r.post(
    '/api/applications/:applicationId/withdraw',
    { ...guard, schema: { tags, summary: 'Retirar mi solicitud', params: zId, response: { 200: zDone } } },
    async (request) => {
      await withdrawApplication(app.db, actorOf(request), request.params.applicationId);
      return { ok: true as const };
    },
  );

  r.get(
    '/api/applications/mine',
    {
      ...guard,
      schema: { tags, summary: 'Mis solicitudes y las ofertas que he recibido', response: { 200: zMyApplications } },
    },
    async (request) => {
      const actor = actorOf(request);
      return { applications: await myApplications(app.db, actor), offers: await receivedOffers(app.db, actor) };
    },
  );
}
