import { m } from '@faena/shared';
import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../lib/errors';
import { type AppEvent, EVENTS_CHANNEL } from '../../lib/events';
import { actorOf } from '../../plugins/auth';
import { RealtimeHub } from './hub';
import { liveSessions } from './repository';

declare module 'fastify' {
  interface FastifyInstance {
    realtime: RealtimeHub;
  }
}

const HEARTBEAT_MS = 30_000;
const REVALIDATE_MS = 30_000;

/**
 * One authenticated WebSocket per signed-in tab at /api/realtime. It only pushes small events
 * ({ type, data }); screens then refetch what changed, so a reconnect catches up by refetching.
 * A fastify-plugin, so `app.realtime` (and `injectWS` in tests) are visible app-wide.
 */
export const realtimeRoutes = fp(async (app: FastifyInstance) => {
  await app.register(websocket, { options: { maxPayload: 4096 } });
  const hub = new RealtimeHub(app.log, (ids) => liveSessions(app.db, ids));
  app.decorate('realtime', hub);

  const unlisten = await app.dbHandle.listen(EVENTS_CHANNEL, (payload) => {
    try {
      // One NOTIFY may carry several events (a message and its notification), in order.
      const parsed = JSON.parse(payload) as AppEvent | AppEvent[];
      for (const event of Array.isArray(parsed) ? parsed : [parsed]) hub.deliver(event);
    } catch (error) {
      app.log.warn({ err: error }, 'evento en tiempo real no válido');
    }
  });
  // Events end connections at once (sign-out, suspension, password change or reset); this
  // check is the backstop for anything that ends a session without one (expiry, a lost NOTIFY).
  const revalidate = setInterval(() => {
    hub
      .checkSessions()
      .catch((error: unknown) => app.log.warn({ err: error }, 'no se pudieron comprobar las sesiones en tiempo real'));
  }, REVALIDATE_MS);
  revalidate.unref();
  app.addHook('onClose', async () => {
    clearInterval(revalidate);
    hub.closeAll();
    await unlisten().catch(() => {});
  });

  const allowedOrigin = new URL(app.config.PUBLIC_URL).origin;
  app.route({
    method: 'GET',
    url: '/api/realtime',
    schema: { hide: true },
    config: { access: 'signed-in' },
    onRequest: [
      async (request) => {
        // Browsers always send Origin on a WebSocket: refuse other sites (cross-site WebSocket hijacking).
        const origin = request.headers.origin;
        if (!origin || origin === allowedOrigin) return;
        let host: string | null = null;
        try {
          host = new URL(origin).host;
        } catch {}
        if (host !== request.headers.host) throw new AppError('BAD_ORIGIN');
      },
    ],
    // A plain HTTP GET (no upgrade): a Spanish answer, like every other refusal.
    handler: async () => {
      throw new AppError(
        'BAD_REQUEST',
        m('Esta dirección solo admite conexiones en tiempo real (WebSocket).'),
        undefined,
        426,
      );
    },
    wsHandler: (socket, request) => {
      const actor = actorOf(request);
      hub.add(actor.profileId, socket, actor.sessionId);
      socket.send(JSON.stringify({ type: 'hello', data: { profileId: actor.profileId } }));
      let alive = true;
      socket.on('pong', () => {
        alive = true;
      });
      const heartbeat = setInterval(() => {
        if (!alive) {
          socket.terminate();
          return;
        }
        alive = false;
        socket.ping();
      }, HEARTBEAT_MS);
      heartbeat.unref();
      socket.on('close', () => clearInterval(heartbeat));
      // Clients only listen; anything they send is ignored.
      socket.on('message', () => {});
    },
  });
});
