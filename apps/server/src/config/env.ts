import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

/**
 * Every setting the server reads, with its default. Fails fast at start with a readable
 * message when a value is wrong. `.env.example` lists the same names.
 */
const zEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /**
   * Address to listen on. Loopback by default: the try-out is for this machine. A server sets
   * 0.0.0.0 (or puts a reverse proxy in front and sets PUBLIC_URL).
   */
  HOST: z.string().default('localhost'),
  /** Public address of the site, used in e-mail links. Defaults to http://localhost:PORT. */
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /** Signs session cookies. Generated and kept in DATA_DIR when not set (never in production). */
  AUTH_SECRET: z.string().min(32, 'AUTH_SECRET debe tener al menos 32 caracteres.').optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Faena <no-responder@faena.local>'),
  /**
   * The development mailbox at /dev/mailbox. Default: on only for a local try-out without
   * SMTP_URL (see `reachable`); `true` turns it on anywhere, with a warning at every start.
   */
  DEV_MAILBOX: bool,
  /**
   * Demo data on the first start of an empty database. `auto`: only a local try-out on the
   * embedded database. `true` anywhere (on a reachable install with a warning, and no demo
   * account is an administrator there).
   */
  SEED_DEMO: z.enum(['true', 'false', 'auto']).default('auto'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Rate limits: attempts per minute per IP on sign-in, sign-up and reset. */
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  PLATFORM_FEE_PERCENT: z.coerce.number().min(0).max(50).default(10),
  /** Signs the payment provider's webhooks; derived from AUTH_SECRET when not set. */
  PAYMENTS_WEBHOOK_SECRET: z.string().min(16).optional(),
  POSTHOG_KEY: z.string().optional(),
  POSTHOG_HOST: z.url().default('https://eu.i.posthog.com'),
  /**
   * Where error reports go: a Sentry DSN (Sentry, GlitchTip or any compatible receiver), such as
   * `https://<key>@errors.example.org/<project>`. Unset: no error-report code is even loaded. The
   * browser gets the same DSN (a DSN only lets one send events) and reports only after consent.
   */
  SENTRY_DSN: z
    .url('SENTRY_DSN debe ser una dirección, como https://clave@errores.ejemplo.es/1.')
    .refine((value) => isSentryDsn(value), 'SENTRY_DSN debe tener la forma https://clave@servidor/proyecto.')
    .optional(),
  /** The environment reports are filed under (production, staging…). Default: NODE_ENV. */
  SENTRY_ENVIRONMENT: z.string().trim().min(1).max(64).optional(),
  /** The release reports are filed under. Default: `faena@<version of package.json>`. */
  SENTRY_RELEASE: z.string().trim().min(1).max(200).optional(),
  /**
   * Proxies in front whose X-Forwarded-For is believed: a hop count (`1` for one reverse proxy;
   * `true` means 1) or their addresses/CIDRs (`10.0.0.0/8,127.0.0.1`). Never "every hop".
   */
  TRUST_PROXY: z.string().optional(),
  /**
   * Lets `npm run admin -- series-tick <fecha>` run the recurring-task scheduler as if it were
   * another day (browser tests move time forward this way). Off by default; only for tests.
   */
  DEV_CLOCK: bool,
});

export type Env = z.infer<typeof zEnv>;

export interface Config extends Omit<Env, 'DEV_MAILBOX' | 'TRUST_PROXY' | 'PUBLIC_URL'> {
  PUBLIC_URL: string;
  DATA_DIR: string;
  /**
   * Whether people on other machines can reach this start: it listens beyond loopback, its
   * PUBLIC_URL is not a localhost address, or a proxy is declared in front (TRUST_PROXY). A
   * reachable start is production: no demo accounts, no mailbox, unless asked for explicitly.
   */
  reachable: boolean;
  /** The mailbox is served (explicitly, or by default on a local try-out without SMTP). */
  devMailbox: boolean;
  /** DEV_MAILBOX=true was set: served to every request, not only to this machine's browser. */
  devMailboxExplicit: boolean;
  /** Demo accounts may sign in: a local try-out, or SEED_DEMO=true. */
  demoAccounts: boolean;
  /** What Fastify's trustProxy gets: false, a hop count, or addresses/CIDRs. */
  trustProxy: false | number | string[];
  isProduction: boolean;
}

/**
 * A DSN names a key (the user part: letters, digits and `_`, as the SDK's own parser requires, or
 * it silently sends nothing) and a project (the last segment of the path).
 */
export function isSentryDsn(value: string): boolean {
  try {
    const url = new URL(value);
    return (
      (url.protocol === 'https:' || url.protocol === 'http:') &&
      /^\w+$/.test(url.username) &&
      /\/[^/]+$/.test(url.pathname)
    );
  } catch {
    return false;
  }
}

const LOOPBACK_NAMES = new Set(['localhost', 'ip6-localhost', 'ip6-loopback']);

/** A host name or address that only this machine can reach. */
export function isLoopbackHost(host: string): boolean {
  const h = host
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '');
  if (LOOPBACK_NAMES.has(h) || h.endsWith('.localhost')) return true;
  if (net.isIPv4(h)) return h.startsWith('127.');
  if (net.isIPv6(h)) return h === '::1' || /^::ffff:127\./.test(h);
  return false;
}

/**
 * TRUST_PROXY for Fastify. A hop count becomes "the first n hops from the socket are proxies"
 * (this Fastify version would trust nothing for a bare number): the client is then the n-th
 * address from the right of X-Forwarded-For, whatever a client wrote to its left. Addresses
 * go as they are: proxy-addr walks from the socket leftwards while the hop is one of them.
 */
export function fastifyTrustProxy(trust: Config['trustProxy']) {
  if (typeof trust === 'number') return (_address: string, hop: number) => hop < trust;
  return trust;
}

const KEYWORDS = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** TRUST_PROXY as Fastify understands it, never "trust every hop" (see zEnv). */
export function parseTrustProxy(value: string | undefined): false | number | string[] {
  const v = (value ?? '').trim().toLowerCase();
  if (v === '' || v === 'false' || v === '0') return false;
  if (v === 'true') return 1;
  if (/^\d+$/.test(v)) return Number(v);
  const entries = v
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const [address, bits, ...rest] = entry.split('/');
    const family = net.isIP(address ?? '');
    const okBits = bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (family === 6 ? 128 : 32));
    if (!KEYWORDS.has(entry) && (!family || !okBits || rest.length > 0)) {
      throw new Error(
        `Configuración no válida:\n  TRUST_PROXY: «${entry}» no es un número de proxies ni una dirección o red (p. ej. 1, o 127.0.0.1,10.0.0.0/8).`,
      );
    }
  }
  return entries;
}

/** Loads `.env` from the project root when there is one (variables already set win). */
export function loadDotEnv(file: string): void {
  if (!fs.existsSync(file)) return;
  const before = { ...process.env };
  process.loadEnvFile(file);
  for (const [key, value] of Object.entries(before)) process.env[key] = value;
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''));
  const parsed = zEnv.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Configuración no válida:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const isProduction = env.NODE_ENV === 'production';
  if (isProduction && !env.AUTH_SECRET && env.DATABASE_URL) {
    throw new Error('Configuración no válida:\n  AUTH_SECRET: es obligatorio en producción con DATABASE_URL.');
  }
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  const trustProxy = parseTrustProxy(env.TRUST_PROXY);
  const reachable = !isLoopbackHost(env.HOST) || !isLoopbackHost(new URL(publicUrl).hostname) || trustProxy !== false;
  const mailboxSet = cleaned.DEV_MAILBOX !== undefined;
  return {
    ...env,
    DATA_DIR: path.resolve(env.DATA_DIR),
    PUBLIC_URL: publicUrl,
    reachable,
    // The mailbox shows e-mails kept because there is no SMTP server, reset links among them.
    devMailbox: mailboxSet ? env.DEV_MAILBOX : !reachable && !env.SMTP_URL,
    devMailboxExplicit: mailboxSet && env.DEV_MAILBOX,
    demoAccounts: !reachable || env.SEED_DEMO === 'true',
    trustProxy,
    isProduction,
  };
}
