import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');

export interface ServerProcess {
  child: ChildProcess;
  base: string;
  /** What the server wrote, its log and its errors (for checks and a failing test's message). */
  output(): string;
  /** SIGTERM and wait for the exit. */
  stop(): Promise<void>;
  /** SIGKILL and wait for the exit: no chance to close anything. */
  kill(): Promise<void>;
}

/**
 * The real server (src/server.ts through tsx's loader, so no build is needed) in
 * a process of its own, on a port and a data folder or database of the test's choosing.
 */
export async function startServerProcess(options: {
  port: number;
  dataDir: string;
  databaseUrl?: string;
  /** Overrides; `undefined` removes a variable (to start with the server's own default). */
  env?: Record<string, string | undefined>;
}): Promise<ServerProcess> {
  const base = `http://127.0.0.1:${options.port}`;
  const env: Record<string, string | undefined> = {
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(options.port),
    HOST: '127.0.0.1',
    PUBLIC_URL: base,
    DATA_DIR: options.dataDir,
    SEED_DEMO: 'false',
    AUTH_SECRET: 'secreto-de-las-pruebas-de-fallos-0123456789',
    // Production with DATABASE_URL requires them (config/env.ts); the pair is only the tests'.
    VAPID_PUBLIC_KEY: 'BCUpleFGLLumkGvjOHlTkeUA3-rUH2SG2yqB_AvPQmg5oFKIke1Mpn6EUtLmYGISVhGT8IHicEE-PrCzaxUeIds',
    VAPID_PRIVATE_KEY: 'xldBBIVzYiOUBRm-haFt6soV8zkY9P2aEg-UScvMGDc',
    AUTH_RATE_LIMIT: '100000',
    // Each request of HttpClient comes "from" another address, as many users would: the per-IP
    // limits (60 messages a minute) are not what these tests are about.
    TRUST_PROXY: 'true',
    LOG_LEVEL: 'warn',
    DATABASE_URL: options.databaseUrl,
    ...options.env,
  };
  if (!options.databaseUrl) delete env.DATABASE_URL;
  for (const [name, value] of Object.entries(env)) if (value === undefined) delete env[name];
  const child = spawn(
    process.execPath,
    // tsx as a loader, not its CLI: the CLI runs the server in a child process of its own, so a
    // SIGKILL would reach the wrapper and leave the real server running.
    ['--import', 'tsx', path.join(ROOT, 'apps/server/src/server.ts')],
    { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  // The start's lines (what a test reads about the exposure) and the latest ones: at info every
  // request writes a line, which would otherwise push the start out of a bounded buffer.
  let start = '';
  let latest = '';
  const keep = (chunk: Buffer) => {
    const text = chunk.toString();
    const room = 20_000 - start.length;
    if (room > 0) start += text.slice(0, room);
    if (text.length > room) latest = (latest + text.slice(Math.max(room, 0))).slice(-20_000);
  };
  const output = () => start + latest;
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const server: ServerProcess = {
    child,
    base,
    output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
  // Up to two minutes: a fresh embedded database migrates first, and CI runs test files side by side.
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`el servidor terminó al arrancar:\n${output()}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return server;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  await server.kill();
  throw new Error(`el servidor del puerto ${options.port} no arrancó:\n${output()}`);
}

export interface CallOptions {
  /** Another server process than the client's own (one person's requests spread over several). */
  base?: string;
  /** Extra headers; a given x-forwarded-for replaces the client's changing address. */
  headers?: Record<string, string>;
}

/** A browser-like client of a server process: JSON (or a FormData upload), keeps its session cookie. */
export class HttpClient {
  static ips = 0;
  cookie = '';
  constructor(readonly base: string) {}

  async call(
    method: string,
    url: string,
    body?: unknown,
    options: CallOptions = {},
    // biome-ignore lint/suspicious/noExplicitAny: the tests read whatever JSON the API answered
  ): Promise<{ status: number; json: any; headers: Headers }> {
    const form = body instanceof FormData;
    const res = await fetch(`${options.base ?? this.base}${url}`, {
      method,
      headers: {
        ...(body === undefined || form ? {} : { 'content-type': 'application/json' }),
        ...(this.cookie ? { cookie: this.cookie } : {}),
        'x-forwarded-for': `10.${(++HttpClient.ips >> 16) & 255}.${(HttpClient.ips >> 8) & 255}.${HttpClient.ips & 255}`,
        ...options.headers,
      },
      body: body === undefined ? undefined : form ? body : JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
    const set = res.headers.getSetCookie().map((c) => c.split(';')[0]);
    if (set.length) this.cookie = set.join('; ');
    const text = await res.text();
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = text;
    }
    return { status: res.status, json, headers: res.headers };
  }

  async signUp(role: 'property_owner' | 'professional', tag: string) {
    const res = await this.call('POST', '/api/auth/sign-up', {
      firstName: role === 'professional' ? 'Pedro' : 'Carmen',
      lastName: 'Proceso',
      email: `${tag}-${role}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@prueba.es`,
      password: 'una-clave-larga',
      role,
      acceptTerms: true,
    });
    if (res.status !== 201) throw new Error(`sign-up: ${res.status} ${JSON.stringify(res.json)}`);
    const profile = await this.call('GET', '/api/profile');
    return profile.json.id as string;
  }
}
