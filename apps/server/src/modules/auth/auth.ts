import { account, type Database, session, user, verification } from '@faena/db';
import type { betterAuth as BetterAuthFn } from 'better-auth';
import type { drizzleAdapter as DrizzleAdapterFn } from 'better-auth/adapters/drizzle';
import { hashPassword, verifyPassword } from './password';

export const SESSION_DAYS = 30;
/** A session used this long after its last refresh gets its expiry moved forward. */
export const SESSION_UPDATE_AGE_SECONDS = 24 * 60 * 60;
export const COOKIE_PREFIX = 'faena';

export interface AuthOptions {
  db: Database;
  secret: string;
  publicUrl: string;
  /** Where better-auth's own warnings go (the app's structured log). */
  log?: (level: 'debug' | 'info' | 'warn' | 'error', message: string) => void;
  /** Called by better-auth with a fresh single-use token when a reset is requested. */
  onResetRequested(input: { userId: string; email: string; token: string }): Promise<void>;
}

/**
 * better-auth does the security-sensitive part (password hashing, session tokens in httpOnly
 * cookies with sliding expiry, reset tokens). Faena's own routes in routes.ts call its API,
 * so validation, Spanish messages, rate limits and the profile stay in one place.
 */
function configure(options: AuthOptions, betterAuth: typeof BetterAuthFn, drizzleAdapter: typeof DrizzleAdapterFn) {
  const { db } = options;
  return betterAuth({
    appName: 'Faena',
    baseURL: options.publicUrl,
    basePath: '/api/auth',
    secret: options.secret,
    trustedOrigins: [options.publicUrl],
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user, session, account, verification },
      transaction: true,
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      autoSignIn: true,
      password: { hash: hashPassword, verify: verifyPassword },
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user: u, token }) => {
        await options.onResetRequested({ userId: u.id, email: u.email, token });
      },
    },
    emailVerification: { expiresIn: 3 * 24 * 60 * 60 },
    session: {
      expiresIn: SESSION_DAYS * 24 * 60 * 60,
      // Sliding expiry: a session used after a day gets its expiry moved forward.
      updateAge: SESSION_UPDATE_AGE_SECONDS,
    },
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: COOKIE_PREFIX,
      useSecureCookies: options.publicUrl.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', path: '/' },
      database: { generateId: 'uuid' },
    },
    telemetry: { enabled: false },
    logger: {
      level: 'warn',
      log: (level, message) => options.log?.(level, `better-auth: ${message}`),
    },
  });
}

export type BetterAuth = ReturnType<typeof configure>;

/**
 * better-auth, loaded on first use. Importing it costs about half a second of CPU (its modules
 * and schemas), a sixth of the server's start, and most requests never need it: the session
 * check reads the cookie with its own query (plugins/auth.ts). server.ts loads it right after
 * listening, so the first sign-in does not wait for it either.
 */
export interface Auth {
  get(): Promise<BetterAuth>;
  /** What the session check needs without loading better-auth. */
  options: { secret: string };
}

export function createAuth(options: AuthOptions): Auth {
  let loading: Promise<BetterAuth> | null = null;
  return {
    options: { secret: options.secret },
    get() {
      loading ??= Promise.all([import('better-auth'), import('better-auth/adapters/drizzle')]).then(
        ([{ betterAuth }, { drizzleAdapter }]) => configure(options, betterAuth, drizzleAdapter),
      );
      return loading;
    },
  };
}
