import { idempotencyKeys } from '@faena/db';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, conflict } from '../lib/errors';
import { resolveActor } from './auth';

declare module 'fastify' {
  interface FastifyRequest {
    idempotency?: { profileId: string; key: string; route: string };
  }
}

export const IDEMPOTENCY_HEADER = 'idempotency-key';
const KEY = /^[A-Za-z0-9:_-]{8,100}$/;
/** Answers that say nothing final about the action (signed out, rate-limited, server trouble) are not kept. */
const NOT_FINAL = new Set([401, 403, 408, 429]);

/**
 * A POST with an Idempotency-Key header (the web's offline queue sends one per queued action,
 * issue 11) runs once per signed-in user and key: its answer — success, or a final refusal such
 * as "the task is no longer open" — is kept, and a repeat of the key gets that same answer
 * (with Idempotent-Replay: true) without acting again. A repeat while the first is still being
 * handled by this process is refused; the web sends its queue from one tab at a time.
 */
export const idempotencyPlugin = fp(async (app: FastifyInstance) => {
  const inFlight = new Set<string>();

  app.addHook('preHandler', async (request, reply) => {
    if (request.method !== 'POST') return;
    const header = request.headers[IDEMPOTENCY_HEADER];
    if (header === undefined) return;
    const key = Array.isArray(header) ? header[0] : header;
    if (!key || !KEY.test(key)) throw new AppError('BAD_REQUEST', 'La clave de idempotencia no es válida.');
    const actor = await resolveActor(request, reply);
    // Signed out: the route's own guard answers.
    if (!actor) return;
    const route = `${request.method} ${request.routeOptions.url ?? request.url}`;
    const [stored] = await app.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.profileId, actor.profileId), eq(idempotencyKeys.key, key)));
    if (stored) {
      if (stored.route !== route) throw conflict('Esta clave ya se usó para otra acción.');
      reply.header('idempotent-replay', 'true').code(stored.statusCode).type('application/json; charset=utf-8');
      return reply.send(JSON.stringify(stored.response));
    }
    const id = `${actor.profileId}:${key}`;
    if (inFlight.has(id)) throw conflict('Esta acción ya se está enviando. Espera un momento.');
    inFlight.add(id);
    request.idempotency = { profileId: actor.profileId, key, route };
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const claim = request.idempotency;
    if (!claim || reply.statusCode >= 500 || NOT_FINAL.has(reply.statusCode)) return payload;
    if (typeof payload !== 'string' && payload !== null && payload !== undefined) return payload;
    let response: unknown = null;
    try {
      response = typeof payload === 'string' && payload ? JSON.parse(payload) : null;
    } catch {
      return payload;
    }
    await app.db
      .insert(idempotencyKeys)
      .values({
        profileId: claim.profileId,
        key: claim.key,
        route: claim.route,
        statusCode: reply.statusCode,
        response,
      })
      .onConflictDoNothing();
    return payload;
  });

  app.addHook('onResponse', async (request) => {
    const claim = request.idempotency;
    if (claim) inFlight.delete(`${claim.profileId}:${claim.key}`);
  });
});
