import { createHmac, timingSafeEqual } from 'node:crypto';
import { type Executor, knownSignIns, user } from '@faena/db';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { clearLimit, hitLimit, peekLimit } from '../../lib/limits';

/**
 * Guessing passwords without locking owners out (OWASP ASVS 2.2.1): an account takes at most
 * 100 failed sign-ins an hour from places it has not signed in from before. Past that, strangers
 * are turned away (429) but the owner still gets in from a known place — an address where the
 * account signed in successfully, or a browser holding the device cookie it got then — and the
 * e-mailed reset link clears the count. Counted per e-mail address, whether or not an account
 * has it, so the answers say nothing about who is registered.
 */

export const FAILED_SIGN_INS_PER_HOUR = 100;
const HOUR_MS = 60 * 60_000;
/** A place stays known for half a year after its last successful sign-in. */
const KNOWN_FOR_DAYS = 180;
const DEVICE_COOKIE = 'faena_device';
const DEVICE_COOKIE_SECONDS = 365 * 24 * 60 * 60;

const failuresKey = (email: string) => `sign-in-failures|${email.trim().toLowerCase()}`;

/** A keyed hash of the client's address: known places are compared without storing addresses. */
function addressHash(secret: string, address: string): string {
  return createHmac('sha256', secret).update(`address:${address}`).digest('base64url').slice(0, 32);
}

function deviceSignature(secret: string, userId: string): Buffer {
  return createHmac('sha256', secret).update(`device:${userId}`).digest();
}

function cookieValue(place: Place, name: string): string | null {
  for (const part of (place.cookie ?? '').split(';')) {
    const eqAt = part.indexOf('=');
    if (eqAt > 0 && part.slice(0, eqAt).trim() === name) return part.slice(eqAt + 1).trim();
  }
  return null;
}

/** The account whose device cookie this browser holds, if its signature is right. */
function deviceCookieUser(place: Place, secret: string): string | null {
  const value = cookieValue(place, DEVICE_COOKIE);
  const dot = value?.lastIndexOf('.') ?? -1;
  if (!value || dot < 1) return null;
  const userId = value.slice(0, dot);
  const given = Buffer.from(value.slice(dot + 1), 'base64url');
  const expected = deviceSignature(secret, userId);
  return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
}

export interface ThrottleDeps {
  db: Executor;
  secret: string;
}

/** Where a request comes from: its client address (TRUST_PROXY decides it) and its cookies. */
export interface Place {
  ip: string;
  cookie?: string | undefined;
}

export const placeOf = (request: FastifyRequest): Place => ({ ip: request.ip, cookie: request.headers.cookie });

/** Whether a request comes from a place where the account of `email` has signed in before. */
export async function fromKnownPlace(deps: ThrottleDeps, email: string, place: Place): Promise<boolean> {
  const [account] = await deps.db.select({ id: user.id }).from(user).where(eq(user.email, email.trim().toLowerCase()));
  if (!account) return false;
  if (deviceCookieUser(place, deps.secret) === account.id) return true;
  const [known] = await deps.db
    .select({ userId: knownSignIns.userId })
    .from(knownSignIns)
    .where(
      and(
        eq(knownSignIns.userId, account.id),
        eq(knownSignIns.addressHash, addressHash(deps.secret, place.ip)),
        gt(knownSignIns.lastAt, sql`now() - make_interval(days => ${KNOWN_FOR_DAYS})`),
      ),
    );
  return Boolean(known);
}

/**
 * Before checking a password: false when the address has had its hour's failures and this
 * request does not come from a place the account knows.
 */
export async function mayTrySignIn(deps: ThrottleDeps, email: string, place: Place): Promise<boolean> {
  const { hits } = await peekLimit(deps.db, failuresKey(email));
  if (hits < FAILED_SIGN_INS_PER_HOUR) return true;
  return fromKnownPlace(deps, email, place);
}

/** Counts a failed sign-in for the address (an hour's window). */
export async function countFailedSignIn(deps: ThrottleDeps, email: string): Promise<void> {
  await hitLimit(deps.db, failuresKey(email), HOUR_MS);
}

/** The e-mailed reset link proves the owner: their count starts again. */
export async function clearFailedSignIns(deps: ThrottleDeps, email: string): Promise<void> {
  await clearLimit(deps.db, failuresKey(email));
}

/**
 * After a successful sign-in (or a reset through the e-mailed link): this address becomes a
 * known place of the account, and the browser gets the device cookie.
 */
export async function rememberPlace(
  deps: ThrottleDeps,
  userId: string,
  place: Place,
  reply: FastifyReply | null,
  secure: boolean,
): Promise<void> {
  await deps.db
    .insert(knownSignIns)
    .values({ userId, addressHash: addressHash(deps.secret, place.ip) })
    .onConflictDoUpdate({ target: [knownSignIns.userId, knownSignIns.addressHash], set: { lastAt: sql`now()` } });
  if (!reply) return;
  const value = `${userId}.${deviceSignature(deps.secret, userId).toString('base64url')}`;
  reply.header(
    'set-cookie',
    `${DEVICE_COOKIE}=${value}; Path=/api/auth; Max-Age=${DEVICE_COOKIE_SECONDS}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`,
  );
}
