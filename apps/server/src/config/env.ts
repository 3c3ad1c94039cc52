import fs from 'node:fs';
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
  HOST: z.string().default('0.0.0.0'),
  /** Public address of the site, used in e-mail links. Defaults to http://localhost:PORT. */
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /** Signs session cookies. Generated and kept in DATA_DIR when not set (never in production). */
  AUTH_SECRET: z.string().min(32, 'AUTH_SECRET debe tener al menos 32 caracteres.').optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Faena <no-responder@faena.local>'),
  /** The development mailbox at /dev/mailbox; on by default outside production. */
  DEV_MAILBOX: bool,
  /** Seed demo data on the first start of an empty database (default: on for the embedded one). */
  SEED_DEMO: z.enum(['true', 'false', 'auto']).default('auto'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Rate limits: attempts per minute per IP on sign-in, sign-up and reset. */
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  PLATFORM_FEE_PERCENT: z.coerce.number().min(0).max(50).default(10),
  /** Signs the payment provider's webhooks; derived from AUTH_SECRET when not set. */
  PAYMENTS_WEBHOOK_SECRET: z.string().min(16).optional(),
  POSTHOG_KEY: z.string().optional(),
  POSTHOG_HOST: z.url().default('https://eu.i.posthog.com'),
  /** Trust X-Forwarded-* from a proxy in front (production behind a load balancer). */
  TRUST_PROXY: bool,
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
  devMailbox: boolean;
  trustProxy: boolean;
  isProduction: boolean;
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
  return {
    ...env,
    DATA_DIR: path.resolve(env.DATA_DIR),
    PUBLIC_URL: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    // The mailbox shows e-mails kept because there is no SMTP server. On by default in
    // development and on a local embedded install; a deployment with PostgreSQL has it off.
    devMailbox:
      source.DEV_MAILBOX === undefined || source.DEV_MAILBOX === ''
        ? !isProduction || (!env.SMTP_URL && !env.DATABASE_URL)
        : env.DEV_MAILBOX,
    trustProxy: env.TRUST_PROXY,
    isProduction,
  };
}
