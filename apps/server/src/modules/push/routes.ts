import { zPushKey, zPushSubscriptionInput, zPushUnsubscribe } from '@faena/shared/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../plugins/auth';
import { loadVapidKeys } from './keys';
import { subscribe, unsubscribe } from './service';

/** A PushSubscription is a few hundred bytes: anything much larger is refused before parsing. */
const BODY_LIMIT = 4 * 1024;
const ok = z.object({ ok: z.literal(true) });

export async function pushRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Notificaciones'];
  const guard = { config: { access: 'signed-in' as const } };
  // Read (or generated) once, at start: a bad data folder stops the start, not the first push.
  const keys = loadVapidKeys(app.config);

  r.get(
    '/api/push/key',
    {
      ...guard,
      schema: {
        tags,
        summary: 'La clave pública VAPID, para suscribir este dispositivo a los avisos',
        response: { 200: zPushKey },
      },
    },
    async () => ({ publicKey: keys.publicKey }),
  );

  r.post(
    '/api/push/subscriptions',
    {
      ...guard,
      bodyLimit: BODY_LIMIT,
      schema: {
        tags,
        summary: 'Guardar la suscripción de este dispositivo a los avisos (Avisos en el móvil)',
        body: zPushSubscriptionInput,
        response: { 200: ok },
      },
    },
    async (request) => {
      await subscribe(app.db, actorOf(request), request.body, {
        isProduction: app.config.isProduction,
        userAgent: request.headers['user-agent'],
      });
      return { ok: true as const };
    },
  );

  r.delete(
    '/api/push/subscriptions',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Dejar de recibir avisos en este dispositivo (su endpoint en ?endpoint=)',
        querystring: zPushUnsubscribe,
        response: { 200: ok },
      },
    },
    async (request) => {
      await unsubscribe(app.db, actorOf(request), request.query.endpoint);
      return { ok: true as const };
    },
  );
}
