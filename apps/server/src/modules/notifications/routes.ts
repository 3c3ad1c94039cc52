import { notifications, profiles } from '@faena/db';
import { NOTIFICATION_TYPE_VALUES, NOTIFICATION_TYPES } from '@faena/shared';
import { zEmailPreferences, zNotificationPage } from '@faena/shared/schemas';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors';
import { publishEvent } from '../../lib/events';
import { cursorValue, decodeCursor, exactTime, pageOf } from '../../lib/keyset';
import { actorOf } from '../../plugins/auth';

const PAGE = 30;

export async function notificationRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Notificaciones'];
  const guard = { config: { access: 'signed-in' as const } };

  const unreadOf = async (profileId: string) => {
    const [row] = await app.db
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.profileId, profileId), isNull(notifications.readAt)));
    return Number(row?.n ?? 0);
  };

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
      const actor = actorOf(request);
      const where = [eq(notifications.profileId, actor.profileId)];
      if (request.query.cursor) {
        const [at, id] = decodeCursor<[string, string]>(request.query.cursor, [cursorValue.time, cursorValue.uuid], {
          message: 'La página pedida no es válida.',
        });
        where.push(sql`(${notifications.createdAt}, ${notifications.id}) < (${at}::timestamptz, ${id}::uuid)`);
      }
      const rows = await app.db
        .select({
          n: notifications,
          exact: exactTime(notifications.createdAt),
        })
        .from(notifications)
        .where(and(...where))
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(PAGE + 1);
      const { page, nextCursor } = pageOf(rows, PAGE, (last) => [last.exact, last.n.id]);
      reply.header('cache-control', 'no-store');
      return {
        items: page.map(({ n }) => ({
          id: n.id,
          type: n.type,
          title: n.title,
          body: n.body,
          link: n.link,
          readAt: n.readAt?.toISOString() ?? null,
          createdAt: n.createdAt.toISOString(),
        })),
        unread: await unreadOf(actor.profileId),
        nextCursor,
      };
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
      return { unread: await unreadOf(actorOf(request).profileId) };
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
    async (request) => {
      const actor = actorOf(request);
      const [row] = await app.db
        .update(notifications)
        .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
        .where(and(eq(notifications.id, request.params.notificationId), eq(notifications.profileId, actor.profileId)))
        .returning({ id: notifications.id });
      if (!row) throw notFound();
      await publishEvent(app.db, { to: [actor.profileId], type: 'notification.read' });
      return { unread: await unreadOf(actor.profileId) };
    },
  );

  r.post(
    '/api/notifications/read-all',
    {
      ...guard,
      schema: { tags, summary: 'Marcar todas como leídas', response: { 200: z.object({ unread: z.number() }) } },
    },
    async (request) => {
      const actor = actorOf(request);
      await app.db
        .update(notifications)
        .set({ readAt: new Date() })
        .where(and(eq(notifications.profileId, actor.profileId), isNull(notifications.readAt)));
      await publishEvent(app.db, { to: [actor.profileId], type: 'notification.read' });
      return { unread: 0 };
    },
  );

  const preferencesOf = (stored: Record<string, boolean>) =>
    Object.fromEntries(NOTIFICATION_TYPE_VALUES.map((type) => [type, stored[type] ?? NOTIFICATION_TYPES[type].email]));

  r.get(
    '/api/notifications/preferences',
    {
      ...guard,
      schema: { tags, summary: 'Qué avisos me llegan también por correo', response: { 200: zEmailPreferences } },
    },
    async (request) => {
      const [row] = await app.db
        .select({ prefs: profiles.emailPrefs })
        .from(profiles)
        .where(eq(profiles.id, actorOf(request).profileId));
      return {
        preferences: preferencesOf(row?.prefs ?? {}) as Record<(typeof NOTIFICATION_TYPE_VALUES)[number], boolean>,
      };
    },
  );

  r.put(
    '/api/notifications/preferences',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Cambiar qué avisos llegan por correo',
        body: zEmailPreferences,
        response: { 200: zEmailPreferences },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const [row] = await app.db
        .update(profiles)
        .set({ emailPrefs: request.body.preferences, updatedAt: new Date() })
        .where(eq(profiles.id, actor.profileId))
        .returning({ prefs: profiles.emailPrefs });
      return {
        preferences: preferencesOf(row?.prefs ?? {}) as Record<(typeof NOTIFICATION_TYPE_VALUES)[number], boolean>,
      };
    },
  );
}
