import { type Database, idempotencyKeys } from '@faena/db';
import { type Msg, m } from '@faena/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, conflict } from '../lib/errors';
import { textLanguage } from '../lib/language';
import { errorBody } from './errors';

declare module 'fastify' {
  interface FastifyRequest {
    idempotency?: { profileId: string; key: string; route: string };
  }
  interface FastifyContextConfig {
    /** The route honours Idempotency-Key: its handler runs its work through `once()`. */
    idempotent?: boolean;
  }
}

export const IDEMPOTENCY_HEADER = 'idempotency-key';
const KEY = /^[A-Za-z0-9:_-]{8,100}$/;
/** Answers that say nothing final about the action (signed out, rate-limited, server trouble) are not kept. */
const NOT_FINAL = new Set([401, 403, 408, 429]);

/**
 * Exactly once for the actions the web's offline queue sends: a POST with
 * an Idempotency-Key header to a route marked `config.idempotent` runs once per signed-in user
 * and key. Its answer — success, or a final refusal such as "the task is no longer open" — is
 * written in the same transaction as the action (`once()`), so a crash can never leave an action
 * done without its answer kept, and a repeat of the key gets that answer (Idempotent-Replay:
 * true) without acting again. A repeat sent while the first is still running, by any server
 * process, waits on the key's row and then gets the first one's answer.
 */
export const idempotencyPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preHandler', async (request, reply) => {
    if (request.method !== 'POST' || !request.routeOptions.config?.idempotent) return;
    const header = request.headers[IDEMPOTENCY_HEADER];
    if (header === undefined) return;
    const key = Array.isArray(header) ? header[0] : header;
    if (!key || !KEY.test(key)) throw new AppError('BAD_REQUEST', m('La clave de idempotencia no es válida.'));
    // Idempotent routes are signed-in: the access guard has set the actor already.
    const actor = request.actor;
    if (!actor) return;
    const route = `${request.method} ${request.routeOptions.url ?? request.url}`;
    const stored = await storedAnswer(app.db, actor.profileId, key);
    if (stored) return replay(reply, route, stored, request);
    request.idempotency = { profileId: actor.profileId, key, route };
  });
});

type Stored = typeof idempotencyKeys.$inferSelect;

async function storedAnswer(db: Database, profileId: string, key: string): Promise<Stored | undefined> {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.profileId, profileId), eq(idempotencyKeys.key, key)));
  return row;
}

/**
 * A kept refusal keeps its texts as marked (the Castellano and its values, `texts`) beside the
 * answer as first given: a replay answers in the replaying request's language (issue 24), which
 * may not be the first one's. An answer kept before this, or a success, is given as it was.
 */
interface KeptRefusal {
  error: { code: string; message: string; fields?: Record<string, string> };
  texts?: { message: string | Msg; fields: Record<string, string | Msg> | null };
}

function replay(reply: FastifyReply, route: string, stored: Stored, request: FastifyRequest) {
  if (stored.route !== route) throw conflict(m('Esta clave ya se usó para otra acción.'));
  reply.header('idempotent-replay', 'true').code(stored.statusCode).type('application/json; charset=utf-8');
  const refusal = stored.response as KeptRefusal | null;
  if (refusal?.texts && refusal.error) {
    const { code } = refusal.error;
    const body = errorBody(code, refusal.texts.message, refusal.texts.fields ?? undefined, textLanguage(request));
    return reply.send(JSON.stringify(body));
  }
  return reply.send(JSON.stringify(stored.response));
}

/** The first request with the key finished while this one waited for it: answer as it did. */
class AnsweredMeanwhile extends Error {
  constructor(readonly stored: Stored) {
    super('idempotency key answered meanwhile');
  }
}

type Outcome<T> = { ok: true; value: T } | { ok: false; error: AppError };

/**
 * Runs a route's work with `status` as its answer's code. Without an Idempotency-Key it is just
 * `action(app.db)`. With one, `action` runs inside one transaction that first claims the key
 * (its row; a concurrent duplicate waits on it) and then stores the answer — the serialized
 * success, or a final refusal — before committing. `action` must do all its database work on
 * the executor it is given (the embedded database has one connection: work on another would
 * wait for this transaction forever).
 */
export async function once<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  action: (db: Database) => Promise<T>,
): Promise<T> {
  const db = request.server.db;
  const claim = request.idempotency;
  reply.status(status);
  if (!claim) return action(db);
  let outcome: Outcome<T>;
  try {
    outcome = await db.transaction(async (tx) => {
      const claimed = await tx
        .insert(idempotencyKeys)
        .values({ ...claim, statusCode: 0, response: null })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      if (claimed.length === 0) {
        const stored = await storedAnswer(tx, claim.profileId, claim.key);
        if (!stored) throw conflict(m('Esta acción ya se está enviando. Espera un momento.'));
        throw new AnsweredMeanwhile(stored);
      }
      const kept = (statusCode: number, response: unknown) =>
        tx
          .update(idempotencyKeys)
          .set({ statusCode, response })
          .where(and(eq(idempotencyKeys.profileId, claim.profileId), eq(idempotencyKeys.key, claim.key)));
      try {
        // A savepoint: a refusal undoes the action's writes but keeps the claim.
        const value = await tx.transaction((savepoint) => action(savepoint));
        await kept(status, JSON.parse(reply.serialize(value) as string));
        return { ok: true as const, value };
      } catch (error) {
        if (!(error instanceof AppError) || error.statusCode >= 500 || NOT_FINAL.has(error.statusCode)) throw error;
        const refusal: KeptRefusal = {
          ...errorBody(error.code, error.text, error.fields),
          texts: { message: error.text, fields: error.fields ?? null },
        };
        await kept(error.statusCode, refusal);
        return { ok: false as const, error };
      }
    });
  } catch (error) {
    if (error instanceof AnsweredMeanwhile) {
      replay(reply, claim.route, error.stored, request);
      return reply as never;
    }
    throw error;
  }
  if (!outcome.ok) throw outcome.error;
  return outcome.value;
}
