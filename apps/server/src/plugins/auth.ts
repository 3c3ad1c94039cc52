import { createHmac, timingSafeEqual } from 'node:crypto';
import { type Database, profiles, session, user } from '@faena/db';
import { type Msg, m, type Role } from '@faena/shared';
import { fromNodeHeaders } from 'better-auth/node';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Actor } from '../lib/actor';
import { AppError } from '../lib/errors';
import { demoAllowed } from '../lib/exposure';
import { languageOf } from '../lib/language';
import { type Auth, COOKIE_PREFIX, SESSION_DAYS, SESSION_UPDATE_AGE_SECONDS } from '../modules/auth/auth';
import { SessionCache } from './session-cache';

/**
 * Who may call a route, declared on every route as `config: { access }` and enforced by one
 * `onRequest` hook below, before the body is read or validated: so a stranger gets 401 and a
 * signed-in user of the wrong kind 403 without learning which fields a route expects.
 * Finer rules (whose task, which state) stay in the module's service and answer 404 or 403.
 */
export type Access =
  /** Anyone; a route that answers differently to a signed-in user calls resolveActor itself. */
  | 'public'
  /** Any signed-in account that is not suspended or deleted. */
  | 'signed-in'
  /** Administrators only (401 anonymous, 403 other accounts). */
  | 'admin'
  /** Signed-in accounts of one role (403 for the other role). */
  | Role;

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
    /** The fast path's session rows, forgotten on any change to a session, user or profile (session-cache.ts). */
    sessionCache: SessionCache<ActorRow>;
  }
  interface FastifyContextConfig {
    /** Who may call the route (see Access); every route declares it. */
    access?: Access;
    /** For a role's route: the Spanish answer to the other role (default: a generic one). */
    refusal?: string | Msg;
  }
  interface FastifyRequest {
    /** Set by the guards below; null for an anonymous request. */
    actor: Actor | null;
    actorResolved: boolean;
  }
}

const SESSION_COOKIE = `${COOKIE_PREFIX}.session_token`;

/** Copies the Set-Cookie headers better-auth produced onto Fastify's reply. */
export function forwardCookies(reply: FastifyReply, headers: Headers | null | undefined): void {
  for (const cookie of headers?.getSetCookie() ?? []) reply.header('set-cookie', cookie);
}

export function webHeaders(request: FastifyRequest): Headers {
  return fromNodeHeaders(request.headers);
}

/** The session token of a correctly signed session cookie (better-call's format), else null. */
function signedSessionToken(cookieHeader: string, secret: string): string | null {
  for (const part of cookieHeader.split(';')) {
    const eqAt = part.indexOf('=');
    const name = part.slice(0, eqAt).trim();
    if (name !== SESSION_COOKIE && name !== `__Secure-${SESSION_COOKIE}`) continue;
    let value: string;
    try {
      value = decodeURIComponent(part.slice(eqAt + 1).trim());
    } catch {
      return null;
    }
    const dot = value.lastIndexOf('.');
    if (dot < 1) return null;
    const token = value.slice(0, dot);
    const given = Buffer.from(value.slice(dot + 1), 'base64');
    const expected = createHmac('sha256', secret).update(token).digest();
    return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
  }
  return null;
}

/** Session, user and profile by token in one prepared statement (one per database). */
export async function actorRowByToken(db: Database, token: string) {
  let query = actorQueries.get(db);
  if (!query) {
    query = prepareActorQuery(db);
    actorQueries.set(db, query);
  }
  const [row] = await query.execute({ token });
  return row;
}

export type ActorRow = NonNullable<Awaited<ReturnType<typeof actorRowByToken>>>;

const actorQueries = new WeakMap<Database, ReturnType<typeof prepareActorQuery>>();
function prepareActorQuery(db: Database) {
  return db
    .select({
      sessionId: session.id,
      expiresAt: session.expiresAt,
      userId: user.id,
      email: user.email,
      emailVerified: user.emailVerified,
      userCreatedAt: user.createdAt,
      profileId: profiles.id,
      role: profiles.role,
      isAdmin: profiles.isAdmin,
      verified: profiles.verified,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      baseMunicipalityCode: profiles.locationMunicipalityCode,
      language: profiles.language,
      suspendedAt: profiles.suspendedAt,
      deletedAt: profiles.deletedAt,
      isDemo: profiles.isDemo,
    })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .innerJoin(profiles, eq(profiles.userId, user.id))
    .where(and(eq(session.token, sql.placeholder('token')), gt(session.expiresAt, sql`now()`)))
    .prepare('faena_actor_by_session');
}

const REFRESH_AFTER_MS = (SESSION_DAYS * 24 * 60 * 60 - SESSION_UPDATE_AGE_SECONDS) * 1000;

/**
 * The common case without better-auth: a correctly signed cookie whose session exists, has not
 * expired and is not due for its sliding refresh. One indexed query, or none when the session is
 * in the process's session cache, which every process empties when the database notifies a
 * change to a session, user or profile (session-cache.ts), so a sign-out, a revocation or a
 * suspension takes effect at once on every server process.
 * Anything else (refresh due, expired, unknown, bad signature, "don't remember me") returns
 * undefined and goes through better-auth, which refreshes, clears cookies and so on.
 */
async function fastActor(request: FastifyRequest, cookieHeader: string): Promise<Actor | null | undefined> {
  if (cookieHeader.includes('dont_remember')) return undefined;
  const token = signedSessionToken(cookieHeader, request.server.auth.options.secret);
  if (!token) return undefined;
  const cache = request.server.sessionCache;
  let row = cache.get(token);
  if (!row) {
    const ticket = cache.ticket();
    row = await actorRowByToken(request.server.db, token);
    if (row) cache.set(token, row, ticket);
  }
  if (!row || row.expiresAt.getTime() - REFRESH_AFTER_MS <= Date.now()) return undefined;
  if (!mayAct(request, row)) return null;
  return {
    userId: row.userId,
    sessionId: row.sessionId,
    email: row.email,
    emailVerified: row.emailVerified,
    userCreatedAt: row.userCreatedAt,
    profileId: row.profileId,
    role: row.role,
    isAdmin: adminFor(request, row),
    verified: row.verified,
    firstName: row.firstName,
    lastName: row.lastName,
    baseMunicipalityCode: row.baseMunicipalityCode,
    language: languageOf(row.language),
  };
}

type AccountState = { suspendedAt: Date | null; deletedAt: Date | null; isDemo: boolean; isAdmin: boolean };

/**
 * A session counts only for an account that may act: not suspended or deleted, and not a demo
 * account where demo accounts are off (a reachable install without SEED_DEMO=true).
 */
function mayAct(request: FastifyRequest, account: AccountState): boolean {
  if (account.suspendedAt || account.deletedAt) return false;
  return !account.isDemo || demoAllowed(request.server.config, request);
}

/** A demo account is never an administrator on an install others can reach. */
function adminFor(request: FastifyRequest, account: AccountState): boolean {
  return account.isAdmin && !(account.isDemo && request.server.config.reachable);
}

/**
 * Resolves the session cookie once per request and loads the profile: the fast path above when
 * it can, else better-auth (which checks it and slides its expiry). A suspended or deleted
 * account has no actor, whatever its cookie.
 */
export async function resolveActor(request: FastifyRequest, reply: FastifyReply): Promise<Actor | null> {
  if (request.actorResolved) return request.actor;
  request.actorResolved = true;
  const cookieHeader = request.headers.cookie;
  if (!cookieHeader?.includes(SESSION_COOKIE)) return null;
  const fast = await fastActor(request, cookieHeader);
  if (fast !== undefined) {
    request.actor = fast;
    return fast;
  }
  const result = await (await request.server.auth.get()).api.getSession({
    headers: webHeaders(request),
    returnHeaders: true,
  });
  forwardCookies(reply, result.headers);
  const found = result.response;
  if (!found) return null;
  const [profile] = await request.server.db
    .select({
      id: profiles.id,
      role: profiles.role,
      isAdmin: profiles.isAdmin,
      verified: profiles.verified,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      baseMunicipalityCode: profiles.locationMunicipalityCode,
      language: profiles.language,
      suspendedAt: profiles.suspendedAt,
      deletedAt: profiles.deletedAt,
      isDemo: profiles.isDemo,
      emailVerified: user.emailVerified,
    })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.userId))
    .where(eq(profiles.userId, found.user.id));
  if (!profile || !mayAct(request, profile)) return null;
  request.actor = {
    userId: found.user.id,
    sessionId: found.session.id,
    email: found.user.email,
    emailVerified: profile.emailVerified,
    userCreatedAt: new Date(found.user.createdAt),
    profileId: profile.id,
    role: profile.role,
    isAdmin: adminFor(request, profile),
    verified: profile.verified,
    firstName: profile.firstName,
    lastName: profile.lastName,
    baseMunicipalityCode: profile.baseMunicipalityCode,
    language: languageOf(profile.language),
  };
  return request.actor;
}

const ROLE_ONLY: Record<Role, string> = {
  professional: m('Esto es solo para profesionales.'),
  property_owner: m('Esto es solo para propietarios.'),
};

/** The decision of an Access for an actor: null when allowed, else the error to answer. */
export function accessError(access: Access, actor: Actor | null, refusal?: string | Msg): AppError | null {
  if (access === 'public') return null;
  if (!actor) return new AppError('UNAUTHENTICATED');
  if (access === 'signed-in') return null;
  if (access === 'admin') return actor.isAdmin ? null : new AppError('ADMIN_ONLY');
  return actor.role === access ? null : new AppError('FORBIDDEN', refusal ?? ROLE_ONLY[access]);
}

/** The guard every route runs first (onRequest): its declared access, before anything reads the request. */
async function enforceAccess(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const { access, refusal } = request.routeOptions.config ?? {};
  if (!access || access === 'public') return;
  const error = accessError(access, await resolveActor(request, reply), refusal);
  if (error) throw error;
}

/** The actor of a route whose access is signed-in, admin or a role. */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw new AppError('UNAUTHENTICATED');
  return request.actor;
}

export const authPlugin = fp(async (app: FastifyInstance, opts: { auth: Auth }) => {
  app.decorate('auth', opts.auth);
  const sessionCache = new SessionCache<ActorRow>(app.dbHandle);
  app.decorate('sessionCache', sessionCache);
  const stopCache = await sessionCache.start();
  app.addHook('onClose', stopCache);
  // This process's own changes (sign-out, suspension…) forget the cache before their answer
  // leaves, without waiting for the NOTIFY: any request that may write empties it.
  app.addHook('onSend', (request, _reply, payload, done) => {
    const m = request.method;
    if (m !== 'GET' && m !== 'HEAD' && m !== 'OPTIONS') sessionCache.invalidate();
    done(null, payload);
  });
  app.decorateRequest('actor', null);
  app.decorateRequest('actorResolved', false);
  // A route that does not say who may call it is a mistake: refuse to start rather than serve it.
  app.addHook('onRoute', (route) => {
    if (!route.config?.access) {
      throw new Error(`${[route.method].flat().join(',')} ${route.url}: falta config.access (quién puede llamarla)`);
    }
  });
  app.addHook('onRequest', enforceAccess);
});
