import { randomUUID } from 'node:crypto';
import {
  account,
  type Database,
  type Executor,
  fieldWorkerProfiles,
  profiles,
  session,
  user,
  verification,
} from '@faena/db';
import { type ErrorCode, type Language, m } from '@faena/shared';
import type { zSignUp } from '@faena/shared/schemas';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { isUniqueViolation } from '../../lib/db-errors';
import { AppError } from '../../lib/errors';
import { languageOf } from '../../lib/language';
import { queueEmail } from '../mail';
import type { Auth } from './auth';
import { hashPassword } from './password';

export interface AuthDeps {
  db: Database;
  auth: Auth;
  secret: string;
  publicUrl: string;
}

const CONFIRM_EMAIL_SECONDS = 3 * 24 * 60 * 60;

/** better-auth's error codes → Faena's stable codes (Spanish messages live in shared/errors). */
const BETTER_AUTH_CODES: Record<string, ErrorCode> = {
  INVALID_EMAIL_OR_PASSWORD: 'INVALID_CREDENTIALS',
  INVALID_PASSWORD: 'WRONG_PASSWORD',
  INVALID_EMAIL: 'INVALID_EMAIL',
  PASSWORD_TOO_SHORT: 'WEAK_PASSWORD',
  PASSWORD_TOO_LONG: 'PASSWORD_TOO_LONG',
  INVALID_TOKEN: 'INVALID_TOKEN',
  TOKEN_EXPIRED: 'INVALID_TOKEN',
  USER_NOT_FOUND: 'INVALID_TOKEN',
  ACCOUNT_SUSPENDED: 'ACCOUNT_SUSPENDED',
  CREDENTIAL_ACCOUNT_NOT_FOUND: 'INVALID_CREDENTIALS',
};

/** Runs a better-auth call and turns its errors into AppErrors. */
export async function callAuth<T>(fn: () => Promise<T>, fallback: ErrorCode = 'BAD_REQUEST'): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    // better-auth is loaded by now: fn() called it.
    const { APIError } = await import('better-auth/api');
    if (error instanceof APIError) {
      const code = (error.body as { code?: string } | undefined)?.code ?? '';
      throw new AppError(BETTER_AUTH_CODES[code] ?? fallback);
    }
    throw error;
  }
}

/** Writes the confirmation e-mail (its link goes through the API to the site root). */
export async function queueConfirmationEmail(
  deps: Pick<AuthDeps, 'secret' | 'publicUrl'>,
  db: Executor,
  to: { userId: string; email: string; firstName: string; lang: Language },
): Promise<void> {
  const { createEmailVerificationToken } = await import('better-auth/api');
  const token = await createEmailVerificationToken(deps.secret, to.email, undefined, CONFIRM_EMAIL_SECONDS, {
    userId: to.userId,
  });
  const url = `${deps.publicUrl}/api/auth/verify-email?token=${encodeURIComponent(token)}`;
  await queueEmail(db, to.email, 'confirmEmail', { lang: to.lang, firstName: to.firstName, url });
}

/**
 * Creates the user, its credential, its profile (and a professional's field_worker_profiles
 * row) and the confirmation e-mail in one transaction. The caller then signs the user in.
 */
export async function createAccount(
  deps: AuthDeps,
  input: z.output<typeof zSignUp>,
  /** The language the person signed up in: their account's until they choose another. */
  language: Language = 'es',
): Promise<{ userId: string }> {
  const passwordHash = await hashPassword(input.password);
  const userId = randomUUID();
  try {
    await deps.db.transaction(async (tx) => {
      const now = new Date();
      await tx.insert(user).values({
        id: userId,
        name: `${input.firstName} ${input.lastName}`,
        email: input.email,
        emailVerified: false,
        createdAt: now,
        updatedAt: now,
      });
      await tx.insert(account).values({
        id: randomUUID(),
        accountId: userId,
        providerId: 'credential',
        userId,
        password: passwordHash,
        createdAt: now,
        updatedAt: now,
      });
      const [profile] = await tx
        .insert(profiles)
        .values({
          userId,
          role: input.role,
          firstName: input.firstName,
          lastName: input.lastName,
          language,
          termsAcceptedAt: now,
        })
        .returning({ id: profiles.id });
      if (!profile) throw new Error('No se pudo crear el perfil');
      if (input.role === 'professional') await tx.insert(fieldWorkerProfiles).values({ profileId: profile.id });
      await queueConfirmationEmail(deps, tx, {
        userId,
        email: input.email,
        firstName: input.firstName,
        lang: language,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw new AppError('EMAIL_TAKEN', undefined, { email: m('Ya existe una cuenta con este correo electrónico.') });
    throw error;
  }
  return { userId };
}

/** better-auth's reset callback: writes the e-mail with the single-use link to /reset-password. */
export async function queueResetEmail(
  db: Executor,
  publicUrl: string,
  to: { userId: string; email: string; token: string },
): Promise<void> {
  const [row] = await db
    .select({ firstName: profiles.firstName, language: profiles.language })
    .from(profiles)
    .where(eq(profiles.userId, to.userId));
  await queueEmail(db, to.email, 'resetPassword', {
    lang: languageOf(row?.language),
    firstName: row?.firstName ?? '',
    url: `${publicUrl}/reset-password?token=${encodeURIComponent(to.token)}`,
  });
}

/** What sign-in needs to know of an account once its password matched. */
export async function accountState(
  db: Executor,
  userId: string,
): Promise<{ profileId: string | null; suspended: boolean; demo: boolean }> {
  const [row] = await db
    .select({
      id: profiles.id,
      suspendedAt: profiles.suspendedAt,
      deletedAt: profiles.deletedAt,
      isDemo: profiles.isDemo,
    })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  return {
    profileId: row?.id ?? null,
    suspended: Boolean(row?.suspendedAt || row?.deletedAt),
    demo: row?.isDemo ?? false,
  };
}

/** The account of an address, if there is one. */
export async function userByEmail(
  db: Executor,
  email: string,
): Promise<{ id: string; firstName: string; language: Language } | null> {
  const [row] = await db
    .select({ id: user.id, firstName: profiles.firstName, language: profiles.language })
    .from(user)
    .leftJoin(profiles, eq(profiles.userId, user.id))
    .where(eq(user.email, email.trim().toLowerCase()));
  return row ? { id: row.id, firstName: row.firstName ?? '', language: languageOf(row.language) } : null;
}

/** The account a reset link belongs to (better-auth keeps it as `reset-password:<token>`), before it is used. */
export async function resetTokenUser(db: Executor, token: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: verification.value })
    .from(verification)
    .where(eq(verification.identifier, `reset-password:${token}`));
  return row?.userId ?? null;
}

/** The address of an account, if it exists. */
export async function emailOfUser(db: Executor, userId: string): Promise<string | null> {
  const [row] = await db.select({ email: user.email }).from(user).where(eq(user.id, userId));
  return row?.email ?? null;
}

/** The id of the session a token opens, if it exists. */
export async function sessionIdOfToken(db: Executor, token: string): Promise<string | null> {
  const [row] = await db.select({ id: session.id }).from(session).where(eq(session.token, token));
  return row?.id ?? null;
}
