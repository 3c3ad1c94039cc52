import { m } from '@faena/shared';
import { zBrowseQuery, zCancelTask, zCreateTask, zMyTasks, zTask, zTaskInput, zTaskPage } from '@faena/shared/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { distanceOrigin } from '../../lib/distance';
import { textLanguage } from '../../lib/language';
import { actorOf } from '../../plugins/auth';
import { once } from '../../plugins/idempotency';
import { browseTasks } from './browse';
import { toTaskDto } from './repository';
import { cancelTask, createTask, myTasks, ownedTask, publishTask, taskDetail, updateTask } from './service';

const zId = z.object({ taskId: z.uuid() });

export async function taskRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Tareas'];
  const guard = { config: { access: 'signed-in' as const } };

  r.get(
    '/api/tasks',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Buscar tareas abiertas (búsqueda en español, filtros, orden, páginas por cursor)',
        querystring: zBrowseQuery,
        response: { 200: zTaskPage },
      },
    },
    async (request) =>
      browseTasks(
        app.db,
        request.query,
        distanceOrigin(actorOf(request).baseMunicipalityCode, request.query.near),
        textLanguage(request),
      ),
  );

  r.get(
    '/api/tasks/mine',
    { ...guard, schema: { tags, summary: 'Mis tareas (propietario)', response: { 200: zMyTasks } } },
    async (request) => ({ items: await myTasks(app.db, actorOf(request)) }),
  );

  r.post(
    '/api/tasks',
    {
      config: {
        access: 'property_owner',
        refusal: m('Solo los propietarios pueden registrar propiedades y publicar tareas.'),
        idempotent: true,
      },
      schema: { tags, summary: 'Crear una tarea (borrador o publicada)', body: zCreateTask, response: { 201: zTask } },
    },
    async (request, reply) =>
      once(request, reply, 201, async (db) => {
        const actor = actorOf(request);
        return toTaskDto(db, await createTask(db, actor, request.body), actor);
      }),
  );

  r.get(
    '/api/tasks/:taskId',
    { ...guard, schema: { tags, summary: 'Detalle de una tarea', params: zId, response: { 200: zTask } } },
    async (request) => {
      const actor = actorOf(request);
      return taskDetail(app.db, actor, request.params.taskId);
    },
  );

  r.put(
    '/api/tasks/:taskId',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Editar una tarea en borrador o abierta',
        params: zId,
        body: zTaskInput,
        response: { 200: zTask },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      return toTaskDto(app.db, await updateTask(app.db, actor, request.params.taskId, request.body), actor);
    },
  );

  r.post(
    '/api/tasks/:taskId/publish',
    { ...guard, schema: { tags, summary: 'Publicar un borrador', params: zId, response: { 200: zTask } } },
    async (request) => {
      const actor = actorOf(request);
      return toTaskDto(app.db, await publishTask(app.db, actor, request.params.taskId), actor);
    },
  );

  r.post(
    '/api/tasks/:taskId/cancel',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Cancelar una tarea con un motivo',
        params: zId,
        body: zCancelTask,
        response: { 200: zTask },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      await ownedTask(app.db, actor, request.params.taskId);
      return toTaskDto(app.db, await cancelTask(app.db, { actor }, request.params.taskId, request.body), actor);
    },
  );
}
