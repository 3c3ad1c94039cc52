import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { account, type Database, type Executor, session } from '@faena/db';
import type { zSignUp } from '@faena/shared/schemas';
import { eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { hitLimit } from '../../lib/limits';
import { queueEmail } from '../mail';
import { COOKIE_PREFIX, SESSION_DAYS } from './auth';
import { verifyPassword } from './password';
import { type AuthDeps, createAccount, userByEmail } from './service';
import { type Place, rememberPlace } from './throttle';

class Discard extends Error {}

/**
 * Sign-up with an address that already has an account answers exactly as for a new one
 * (nobody can list who uses Faena): 201, a session cookie of the same shape, a user
 * body of the same shape, after the same work — a new account is created, signed in and
 * remembered in a transaction that is then rolled back. The cookie opens nothing (its session
 * does not exist): the web finds itself signed out and says to look at the e-mail, where the
 * owner has been told what happened (warnOwnerOfSignUpAttempt).
 */
export function signUpDecoy(deps: AuthDeps, secure: boolean) {
  const cookieName = `${secure ? '__Secure-' : ''}${COOKIE_PREFIX}.session_token`;
  return {
    async answerLikeNewAccount(reply: FastifyReply, input: z.output<typeof zSignUp>, place: Place): Promise<void> {
      const email = `${randomUUID()}@registro.invalid`;
      await deps.db
        .transaction(async (tx) => {
          const { userId } = await createAccount({ ...deps, db: tx as unknown as Database }, { ...input, email });
          const [credential] = await tx
            .select({ hash: account.password })
            .from(account)
            .where(eq(account.userId, userId));
          await verifyPassword({ hash: credential?.hash ?? '', password: input.password });
          await tx.insert(session).values({
            id: randomUUID(),
            token: randomBytes(24).toString('base64url'),
            userId,
            expiresAt: new Date(Date.now() + SESSION_DAYS * 24 * 60 * 60_000),
            createdAt: new Date(),
            updatedAt: new Date(),
          });
          await rememberPlace({ db: tx, secret: deps.secret }, userId, place, null, secure);
          throw new Discard();
        })
        .catch((error: unknown) => {
          if (!(error instanceof Discard)) throw error;
        });
      // better-call's signed-cookie format: token, a dot, the base64 HMAC of the token.
      const token = randomBytes(24).toString('base64url').slice(0, 32);
      const signature = createHmac('sha256', deps.secret).update(token).digest('base64');
      reply.header(
        'set-cookie',
        `${cookieName}=${encodeURIComponent(`${token}.${signature}`)}; Max-Age=${SESSION_DAYS * 24 * 60 * 60}; Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`,
      );
    },
    pretendSession(email: string) {
      return { user: { id: randomUUID(), email, emailVerified: false, createdAt: new Date().toISOString() } };
    },
  };
}

/** At most one such warning an hour per address, so sign-up cannot be used to flood an inbox. */
export async function warnOwnerOfSignUpAttempt(db: Executor, publicUrl: string, email: string): Promise<void> {
  const { hits } = await hitLimit(db, `sign-up-attempt-emails|${email.toLowerCase()}`, 60 * 60_000);
  if (hits > 1) return;
  const owner = await userByEmail(db, email);
  if (!owner) return;
  await queueEmail(db, email, 'signUpAttempt', {
    lang: owner.language,
    firstName: owner.firstName,
    signInUrl: `${publicUrl}/auth`,
    resetUrl: `${publicUrl}/reset-password`,
  });
}
