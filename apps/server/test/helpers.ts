import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type DbHandle, profiles, user } from '@faena/db';
import { createTestDatabase } from '@faena/db/testing';
import type { Role } from '@faena/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../src/app';
import { type Config, loadConfig } from '../src/config/env';
import type { JobWorker } from '../src/modules/jobs/worker';
import { createJobWorker } from '../src/wiring';

/** The database of a test file: `@faena/db/testing`, the db package's own. */
export { createTestDatabase };

export interface TestContext {
  app: FastifyInstance;
  database: DbHandle;
  worker: JobWorker;
  config: Config;
  close(): Promise<void>;
}

const TEST_AUTH_SECRET = 'secreto-de-pruebas-de-faena-con-32-caracteres-o-mas';

function testConfig(dataDir: string, env: Record<string, string>): Config {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://localhost:3000',
    AUTH_RATE_LIMIT: '1000',
    LOG_LEVEL: 'silent',
    DEV_MAILBOX: 'true',
    ...env,
  });
}

/**
 * Another app on a test file's database, as a second server process (or the same one after a
 * restart) would be: what it shares with the first is only what the database holds.
 */
export async function createAppOn(database: DbHandle, env: Record<string, string> = {}): Promise<FastifyInstance> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'faena-test-'));
  const app = await buildApp({
    config: testConfig(dataDir, env),
    database,
    authSecret: TEST_AUTH_SECRET,
    serveWeb: false,
    logger: false,
  });
  app.addHook('onClose', async () => fs.rmSync(dataDir, { recursive: true, force: true }));
  await app.ready();
  return app;
}

export async function createTestApp(env: Record<string, string> = {}): Promise<TestContext> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'faena-test-'));
  const config = testConfig(dataDir, env);
  const { handle, drop } = await createTestDatabase();
  const app = await buildApp({
    config,
    database: handle,
    authSecret: TEST_AUTH_SECRET,
    serveWeb: false,
    logger: env.LOG_LEVEL !== undefined,
  });
  await app.ready();
  const { worker, close } = createJobWorker(handle, config, app.log, {
    imageStore: app.imageStore,
    paymentProviders: app.paymentProviders,
  });
  return {
    app,
    database: handle,
    worker,
    config,
    async close() {
      await app.close();
      close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** One user's browser: keeps its cookies between requests, like a real session. */
export class Agent {
  readonly cookies = new Map<string, string>();
  constructor(private readonly app: FastifyInstance) {}

  /** The Cookie header this browser would send. */
  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async request(options: InjectOptions & { url: string }): Promise<LightMyRequestResponse> {
    const cookie = this.cookieHeader();
    const response = await this.app.inject({
      ...options,
      headers: { ...(cookie ? { cookie } : {}), ...(options.headers ?? {}) },
    });
    const setCookie = response.headers['set-cookie'];
    for (const line of Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []) {
      const [pair, ...attributes] = line.split(';');
      const [name, ...rest] = (pair ?? '').split('=');
      if (!name) continue;
      const value = rest.join('=');
      const expired = attributes.some((a) => /max-age=0\b/i.test(a.trim())) || value === '';
      if (expired) this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value);
    }
    return response;
  }

  get(url: string) {
    return this.request({ method: 'GET', url });
  }
  post(url: string, payload?: unknown) {
    return this.request({ method: 'POST', url, payload: (payload ?? {}) as InjectOptions['payload'] });
  }
  patch(url: string, payload: unknown) {
    return this.request({ method: 'PATCH', url, payload: payload as InjectOptions['payload'] });
  }
  put(url: string, payload: unknown) {
    return this.request({ method: 'PUT', url, payload: payload as InjectOptions['payload'] });
  }
  delete(url: string) {
    return this.request({ method: 'DELETE', url });
  }
}

let counter = 0;

export interface TestUser {
  agent: Agent;
  email: string;
  password: string;
  userId: string;
  profileId: string;
}

/** Signs up a new user through the API and returns its signed-in agent. */
export async function signUp(
  ctx: TestContext,
  options: {
    role?: Role;
    firstName?: string;
    lastName?: string;
    email?: string;
    password?: string;
    admin?: boolean;
  } = {},
): Promise<TestUser> {
  counter += 1;
  const email = options.email ?? `persona${counter}-${randomUUID().slice(0, 8)}@prueba.es`;
  const password = options.password ?? 'contraseña-segura-1';
  const agent = new Agent(ctx.app);
  const response = await agent.post('/api/auth/sign-up', {
    firstName: options.firstName ?? 'Ana',
    lastName: options.lastName ?? 'Prueba',
    email,
    password,
    role: options.role ?? 'property_owner',
    acceptTerms: true,
  });
  if (response.statusCode !== 201) throw new Error(`sign-up falló: ${response.statusCode} ${response.body}`);
  const userId = response.json().user.id as string;
  const [profile] = await ctx.database.db.select({ id: profiles.id }).from(profiles).where(eq(profiles.userId, userId));
  if (!profile) throw new Error('sin perfil');
  if (options.admin) await ctx.database.db.update(profiles).set({ isAdmin: true }).where(eq(profiles.id, profile.id));
  return { agent, email, password, userId, profileId: profile.id };
}

export async function emailVerified(ctx: TestContext, userId: string): Promise<boolean> {
  const [row] = await ctx.database.db.select({ v: user.emailVerified }).from(user).where(eq(user.id, userId));
  return Boolean(row?.v);
}
