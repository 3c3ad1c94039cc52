import { profiles, user } from '@faena/db';
import type { Role } from '@faena/shared';
import { fromNodeHeaders } from 'better-auth/node';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors';
import { type Auth, COOKIE_PREFIX } from '../modules/auth/auth';

/** Who is making a request: the signed-in user with the profile fields authorization needs. */
export interface Actor {
  userId: string;
  sessionId: string;
  email: string;
  emailVerified: boolean;
  userCreatedAt: Date;
  profileId: string;
  role: Role;
  isAdmin: boolean;
  verified: boolean;
  firstName: string;
  lastName: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
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

/**
 * Resolves the session cookie once per request (better-auth checks it and slides its expiry)
 * and loads the profile. A suspended or deleted account has no actor, whatever its cookie.
 */
export async function resolveActor(request: FastifyRequest, reply: FastifyReply): Promise<Actor | null> {
  if (request.actorResolved) return request.actor;
  request.actorResolved = true;
  if (!request.headers.cookie?.includes(SESSION_COOKIE)) return null;
  const result = await request.server.auth.api.getSession({ headers: webHeaders(request), returnHeaders: true });
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
      suspendedAt: profiles.suspendedAt,
      deletedAt: profiles.deletedAt,
      emailVerified: user.emailVerified,
    })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.userId))
    .where(eq(profiles.userId, found.user.id));
  if (!profile || profile.suspendedAt || profile.deletedAt) return null;
  request.actor = {
    userId: found.user.id,
    sessionId: found.session.id,
    email: found.user.email,
    emailVerified: profile.emailVerified,
    userCreatedAt: new Date(found.user.createdAt),
    profileId: profile.id,
    role: profile.role,
    isAdmin: profile.isAdmin,
    verified: profile.verified,
    firstName: profile.firstName,
    lastName: profile.lastName,
  };
  return request.actor;
}

/** Route guard: signed-in users only (401 otherwise). */
export async function requireUser(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const actor = await resolveActor(request, reply);
  if (!actor) throw new AppError('UNAUTHENTICATED');
}

/** Route guard: administrators only (401 anonymous, 403 signed-in non-admins). */
export async function requireAdmin(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const actor = await resolveActor(request, reply);
  if (!actor) throw new AppError('UNAUTHENTICATED');
  if (!actor.isAdmin) throw new AppError('ADMIN_ONLY');
}

/** Route guard for public routes that answer differently to a signed-in user. */
export async function optionalUser(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  await resolveActor(request, reply);
}

/** The actor of a route behind requireUser/requireAdmin. */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw new AppError('UNAUTHENTICATED');
  return request.actor;
}

export const authPlugin = fp(async (app: FastifyInstance, opts: { auth: Auth }) => {
  app.decorate('auth', opts.auth);
  app.decorateRequest('actor', null);
  app.decorateRequest('actorResolved', false);
});
