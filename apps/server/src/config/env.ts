import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { isValidTaxId } from '@faena/shared';
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
  /**
   * Server processes on the one PORT (node:cluster: a primary process forks them and restarts
   * one that dies). Default: one per core in production, 1 in development and tests. With the
   * embedded database it is always 1 (PGlite allows one process); see cluster/plan.ts.
   */
  WEB_CONCURRENCY: z.coerce
    .number({ error: 'WEB_CONCURRENCY debe ser un número de procesos (1, 2, 4…).' })
    .int('WEB_CONCURRENCY debe ser un número entero de procesos.')
    .min(1, 'WEB_CONCURRENCY debe ser al menos 1.')
    .max(64, 'WEB_CONCURRENCY admite como mucho 64 procesos.')
    .optional(),
  /** Signs session cookies. Generated and kept in DATA_DIR when not set (never in production). */
  AUTH_SECRET: z.string().min(32, 'AUTH_SECRET debe tener al menos 32 caracteres.').optional(),
  /**
   * Web Push (VAPID, RFC 8292): the key pair that signs pushes to the installed app, as the
   * base64url strings `npx web-push generate-vapid-keys` prints. Generated and kept in DATA_DIR
   * when not set (never in production with DATABASE_URL: every server must sign with the same).
   */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(
      /^B[A-Za-z0-9_-]{86}$/,
      'VAPID_PUBLIC_KEY debe ser una clave pública P-256 sin comprimir en base64url (87 caracteres, empieza por B).',
    )
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'VAPID_PRIVATE_KEY debe ser una clave privada P-256 en base64url (43 caracteres).')
    .optional(),
  /** Who the push services may contact about Faena's pushes: mailto:… or https://…. Default: from MAIL_FROM. */
  VAPID_SUBJECT: z
    .string()
    .regex(
      /^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/,
      'VAPID_SUBJECT debe ser mailto:tu@correo.es o una dirección https://.',
    )
    .optional(),
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
  /** Signs the test provider's webhooks; derived from AUTH_SECRET when not set. */
  PAYMENTS_WEBHOOK_SECRET: z.string().min(16).optional(),
  /**
   * Who processes cards: `stripe` (with the STRIPE_* keys) or `pruebas`, the built-in test
   * provider that moves no money. Default: stripe when STRIPE_SECRET_KEY is set.
   */
  PAYMENTS_PROVIDER: z.enum(['stripe', 'pruebas']).optional(),
  /**
   * Card payments with the test provider on a reachable install (every screen says "Modo de
   * pruebas"). Without it, and without a real provider, a reachable install offers transfer and
   * Bizum only: no pretend money where people can reach it.
   */
  PAYMENTS_TEST_MODE: bool,
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_\w+$/, 'STRIPE_SECRET_KEY debe empezar por sk_test_ o sk_live_.')
    .optional(),
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .regex(/^pk_(test|live)_\w+$/, 'STRIPE_PUBLISHABLE_KEY debe empezar por pk_test_ o pk_live_.')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\w+$/, 'STRIPE_WEBHOOK_SECRET debe empezar por whsec_.')
    .optional(),
  /** The secret of the second endpoint, for connected accounts' events (account.updated). */
  STRIPE_CONNECT_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\w+$/, 'STRIPE_CONNECT_WEBHOOK_SECRET debe empezar por whsec_.')
    .optional(),
  /** A Stripe-compatible server instead of api.stripe.com (the tests' fake): http://host:port. */
  STRIPE_API_URL: z.url().optional(),
  /** Faena's own fiscal details, on its fee invoices (required with a live Stripe key). */
  FAENA_LEGAL_NAME: z.string().trim().min(3).max(200).optional(),
  FAENA_TAX_ID: z
    .string()
    .trim()
    .refine(
      (value) => isValidTaxId(value),
      'FAENA_TAX_ID no es un NIF válido (revisa la letra o el dígito de control).',
    )
    .optional(),
  FAENA_ADDRESS: z.string().trim().min(10).max(300).optional(),
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
  /**
   * The map's style (MapLibre GL style JSON): its tiles, glyphs and sprites. OpenStreetMap-based;
   * OpenFreeMap's "liberty" by default (free, no key). The browser's policy (CSP) lets the page
   * reach this URL's origin; a style whose tiles live on another host needs that host added.
   */
  MAP_STYLE_URL: z
    .url({
      protocol: /^https?$/,
      error: 'MAP_STYLE_URL debe ser una dirección http(s), como https://tiles.openfreemap.org/styles/liberty.',
    })
    .default('https://tiles.openfreemap.org/styles/liberty'),
  /**
   * `1` offers the pseudo-language (every text accented and lengthened, issue 24) to whoever sets
   * the cookie `faena_lang=pseudo`: the browser tests' way to see that no text bypasses the
   * catalogues. For development and CI.
   */
  I18N_PSEUDO: z.enum(['0', '1'], { error: 'I18N_PSEUDO debe ser 0 o 1.' }).optional(),
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
   * Client addresses/CIDRs that may read GET /metrics (`127.0.0.1,10.0.0.0/8`), as Fastify sees
   * the client (request.ip, which follows TRUST_PROXY). Unset: /metrics is a 404 for everyone.
   */
  METRICS_ALLOW: z.string().optional(),
  /**
   * Lets `npm run admin -- series-tick <fecha>` run the recurring-task scheduler as if it were
   * another day (browser tests move time forward this way). Off by default; only for tests.
   */
  DEV_CLOCK: bool,
  /**
   * Photos in an S3-compatible bucket (AWS S3, MinIO, Garage…) instead of DATA_DIR/uploads: what
   * several servers on different machines need. Set, it requires S3_REGION and both keys.
   */
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'debe ser un nombre de bucket: de 3 a 63 minúsculas, cifras, puntos o guiones.',
    )
    .optional(),
  /** The S3 service's address for a store other than AWS (e.g. http://minio:9000). Empty: AWS. */
  S3_ENDPOINT: z
    .url({ protocol: /^https?$/, error: 'debe ser una dirección http:// o https://, p. ej. http://minio:9000.' })
    .optional(),
  /** The bucket's region (AWS: eu-south-2…; MinIO: us-east-1; Garage: the one in its configuration). */
  S3_REGION: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /**
   * Bucket in the path (`http://minio:9000/fotos/…`) rather than in the host name. Default: on
   * with S3_ENDPOINT (what MinIO and Garage expect), off for AWS.
   */
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false', '1', '0'], { error: 'debe ser true o false.' }).optional(),
});

/** Where the S3 store is and how to sign in to it (from the S3_* variables). */
export interface S3Config {
  bucket: string;
  /** Absent: AWS's own address for the region. */
  endpoint: string | undefined;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
}

const S3_VARIABLES = [
  'S3_BUCKET',
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
] as const;

/**
 * The S3 store's settings, or null for photos on disk. A partial set is refused rather than
 * ignored: a server that silently kept photos on its own disk while its siblings used the bucket
 * would lose them from everyone else's view.
 */
function s3ConfigOf(env: Env): S3Config | null {
  const given = S3_VARIABLES.filter((name) => env[name] !== undefined);
  if (given.length === 0) return null;
  const { S3_BUCKET: bucket, S3_REGION: region, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secret } = env;
  if (!bucket || !region || !accessKeyId || !secret) {
    const problems = [
      bucket ? null : `S3_BUCKET: falta el nombre del bucket (sin él no se usa ${given.join(', ')}).`,
      region ? null : 'S3_REGION: falta la región del bucket (p. ej. us-east-1 en MinIO).',
      accessKeyId ? null : 'S3_ACCESS_KEY_ID: falta la clave de acceso al bucket.',
      secret ? null : 'S3_SECRET_ACCESS_KEY: falta la clave secreta del bucket.',
    ].filter((p) => p !== null);
    throw new Error(
      `Configuración no válida:\n${problems.map((p) => `  ${p}`).join('\n')}\n  (Para guardar las fotos en disco, deja vacías todas las variables S3_.)`,
    );
  }
  const pathStyle = env.S3_FORCE_PATH_STYLE;
  return {
    bucket,
    endpoint: env.S3_ENDPOINT?.replace(/\/$/, ''),
    region,
    accessKeyId,
    secretAccessKey: secret,
    forcePathStyle: pathStyle === undefined ? env.S3_ENDPOINT !== undefined : pathStyle === 'true' || pathStyle === '1',
  };
}

export type Env = z.infer<typeof zEnv>;

export interface Config
  extends Omit<Env, 'DEV_MAILBOX' | 'TRUST_PROXY' | 'PUBLIC_URL' | 'METRICS_ALLOW' | (typeof S3_VARIABLES)[number]> {
  PUBLIC_URL: string;
  DATA_DIR: string;
  /** Photos in this S3 bucket; null: on disk under DATA_DIR/uploads. */
  s3: S3Config | null;
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
  /** METRICS_ALLOW, checked: the addresses and networks /metrics answers (empty: nobody). */
  metricsAllow: string[];
  isProduction: boolean;
  /**
   * Who takes card payments: Stripe, the test provider ("Modo de pruebas": a local try-out, or
   * PAYMENTS_TEST_MODE=true), or nobody (null: a reachable install without a real provider
   * offers transfer and Bizum only).
   */
  cardPayments: 'stripe' | 'pruebas' | null;
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

/**
 * A comma-separated list of IP addresses and CIDR networks (IPv4 or IPv6), checked entry by
 * entry; `keywords` are accepted as they are. A bad entry is a configuration error naming it.
 */
export function parseAddressList(
  variable: string,
  value: string,
  options: { keywords?: ReadonlySet<string>; expected: string },
): string[] {
  const entries = value
    .split(',')
    .map((e) => e.trim().toLowerCase())
    .filter(Boolean);
  for (const entry of entries) {
    if (options.keywords?.has(entry)) continue;
    const [address, bits, ...rest] = entry.split('/');
    const family = net.isIP(address ?? '');
    const okBits = bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (family === 6 ? 128 : 32));
    if (!family || !okBits || rest.length > 0) {
      throw new Error(`Configuración no válida:\n  ${variable}: «${entry}» no es ${options.expected}.`);
    }
  }
  return entries;
}

/** TRUST_PROXY as Fastify understands it, never "trust every hop" (see zEnv). */
export function parseTrustProxy(value: string | undefined): false | number | string[] {
  const v = (value ?? '').trim().toLowerCase();
  if (v === '' || v === 'false' || v === '0') return false;
  if (v === 'true') return 1;
  if (/^\d+$/.test(v)) return Number(v);
  return parseAddressList('TRUST_PROXY', v, {
    keywords: KEYWORDS,
    expected: 'un número de proxies ni una dirección o red (p. ej. 1, o 127.0.0.1,10.0.0.0/8)',
  });
}

/** METRICS_ALLOW: who may read /metrics; nobody when unset. */
export function parseMetricsAllow(value: string | undefined): string[] {
  return parseAddressList('METRICS_ALLOW', value ?? '', {
    expected: 'una dirección IP ni una red (p. ej. 127.0.0.1,10.0.0.0/8)',
  });
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
  if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
    throw new Error(
      'Configuración no válida:\n  VAPID_PUBLIC_KEY y VAPID_PRIVATE_KEY: van juntas (npx web-push generate-vapid-keys da las dos).',
    );
  }
  // As AUTH_SECRET: servers sharing a PostgreSQL database must sign pushes with one key pair,
  // or a subscription made through one server is refused when another sends to it.
  if (isProduction && !env.VAPID_PUBLIC_KEY && env.DATABASE_URL) {
    throw new Error(
      'Configuración no válida:\n  VAPID_PUBLIC_KEY y VAPID_PRIVATE_KEY: son obligatorias en producción con DATABASE_URL (npx web-push generate-vapid-keys).',
    );
  }
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  const trustProxy = parseTrustProxy(env.TRUST_PROXY);
  const reachable = !isLoopbackHost(env.HOST) || !isLoopbackHost(new URL(publicUrl).hostname) || trustProxy !== false;
  const mailboxSet = cleaned.DEV_MAILBOX !== undefined;
  const s3 = s3ConfigOf(env);
  const cardPayments = cardPaymentsOf(env, reachable);
  const {
    S3_BUCKET: _bucket,
    S3_ENDPOINT: _endpoint,
    S3_REGION: _region,
    S3_ACCESS_KEY_ID: _keyId,
    S3_SECRET_ACCESS_KEY: _secret,
    S3_FORCE_PATH_STYLE: _pathStyle,
    ...rest
  } = env;
  return {
    ...rest,
    s3,
    DATA_DIR: path.resolve(env.DATA_DIR),
    PUBLIC_URL: publicUrl,
    reachable,
    // The mailbox shows e-mails kept because there is no SMTP server, reset links among them.
    devMailbox: mailboxSet ? env.DEV_MAILBOX : !reachable && !env.SMTP_URL,
    devMailboxExplicit: mailboxSet && env.DEV_MAILBOX,
    demoAccounts: !reachable || env.SEED_DEMO === 'true',
    trustProxy,
    metricsAllow: parseMetricsAllow(env.METRICS_ALLOW),
    isProduction,
    cardPayments,
  };
}

function cardPaymentsOf(env: Env, reachable: boolean): Config['cardPayments'] {
  const provider = env.PAYMENTS_PROVIDER ?? (env.STRIPE_SECRET_KEY ? 'stripe' : 'pruebas');
  if (provider === 'stripe') {
    const missing = (['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const).filter(
      (name) => !env[name],
    );
    if (missing.length > 0) {
      throw new Error(
        `Configuración no válida:\n${missing.map((name) => `  ${name}: es obligatorio con PAYMENTS_PROVIDER=stripe.`).join('\n')}`,
      );
    }
    // Real money means real invoices for Faena's fee: its fiscal details must be there.
    if (env.STRIPE_SECRET_KEY?.includes('_live_')) {
      const issuer = (['FAENA_LEGAL_NAME', 'FAENA_TAX_ID', 'FAENA_ADDRESS'] as const).filter((name) => !env[name]);
      if (issuer.length > 0) {
        throw new Error(
          `Configuración no válida:\n${issuer.map((name) => `  ${name}: es obligatorio con una clave de Stripe real (sk_live_), para las facturas de la comisión.`).join('\n')}`,
        );
      }
    }
    return 'stripe';
  }
  return !reachable || env.PAYMENTS_TEST_MODE === true ? 'pruebas' : null;
}
