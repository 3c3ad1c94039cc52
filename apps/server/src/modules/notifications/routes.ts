import { zEmailPreferences, zEmailPreferencesInput, zNotificationPage } from '@faena/shared/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../plugins/auth';
import {
  emailPreferences,
  listNotifications,
  readAllNotifications,
  readNotification,
  setEmailPreferences,
  unreadCount,
} from './service';

export async function notificationRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Notificaciones'];
  const guard = { config: { access: 'signed-in' as const } };

  r.get(
    '/api/notifications',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Mis notificaciones, las más recientes primero',
        querystring: z.object({ cursor: z.string().max(300).optional() }),
        response: { 200: zNotificationPage },
      },
    },
    async (request, reply) => {
      const page = await listNotifications(app.db, actorOf(request), request.query.cursor);
      reply.header('cache-control', 'no-store');
      return page;
    },
  );

  r.get(
    '/api/notifications/unread-count',
    {
      ...guard,
      schema: { tags, summary: 'Cuántas notificaciones sin leer', response: { 200: z.object({ unread: z.number() }) } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { unread: await unreadCount(app.db, actorOf(request)) };
    },
  );

  r.post(
    '/api/notifications/:notificationId/read',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Marcar una como leída',
        params: z.object({ notificationId: z.uuid() }),
        response: { 200: z.object({ unread: z.number() }) },
      },
    },
    async (request) => ({
      unread: await readNotification(app.db, actorOf(request), request.params.notificationId),
    }),
  );

  r.post(
    '/api/notifications/read-all',
    {
      ...guard,
      schema: { tags, summary: 'Marcar todas como leídas', response: { 200: z.object({ unread: z.number() }) } },
    },
    async (request) => ({ unread: await readAllNotifications(app.db, actorOf(request)) }),
  );

  r.get(
    '/api/notifications/preferences',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Qué avisos me llegan también por correo y al móvil',
        response: { 200: zEmailPreferences },
      },
    },
    async (request) => emailPreferences(app.db, actorOf(request)),
  );

  r.put(
    '/api/notifications/preferences',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Cambiar qué avisos llegan por correo y al móvil',
        body: zEmailPreferencesInput,
        response: { 200: zEmailPreferences },
      },
    },
    async (request) => setEmailPreferences(app.db, actorOf(request), request.body),
  );
}
