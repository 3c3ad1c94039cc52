import { afterEach, describe, expect, it } from 'vitest';
import { freshStore } from '../../test/fresh-store';
import { jpegOf } from '../../test/images';
import { freePort } from '../../test/postgres-cluster';
import { startReverseProxy } from '../../test/reverse-proxy';
import { type ServerProcess, startServerProcess } from '../../test/server-process';
import { interruptedPatch } from '../../test/tus';
import { DEMO_PASSWORD } from '../modules/demo/data';

/**
 * Issue 17, as a stranger finds a new install: the real server in its own process, started the
 * way an operator would (NODE_ENV=production, the server's own defaults), behind a reverse proxy
 * on the same host, on a fresh database — the embedded one in the embedded pass, PostgreSQL in
 * the DATABASE_URL pass. And the README's try-out, which must keep its demo data and mailbox.
 */
const POSTGRES_PASS = Boolean(process.env.DATABASE_URL);
const db = POSTGRES_PASS ? 'PostgreSQL' : 'PGlite';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** The variables the test harness sets that an operator would not: these start from the server's defaults. */
const OPERATOR_DEFAULTS = {
  NODE_ENV: 'production',
  HOST: undefined,
  PUBLIC_URL: undefined,
  SEED_DEMO: undefined,
  AUTH_RATE_LIMIT: undefined,
  TRUST_PROXY: undefined,
  DEV_MAILBOX: undefined,
  LOG_LEVEL: 'info',
};

async function start(env: Record<string, string | undefined>, options: { embedded?: boolean } = {}) {
  const store = await freshStore('golive');
  cleanups.push(() => store.remove());
  const port = await freePort(3660, 3699);
  const server = await startServerProcess({
    port,
    dataDir: store.dataDir,
    databaseUrl: options.embedded ? undefined : store.databaseUrl,
    env: { ...OPERATOR_DEFAULTS, PORT: String(port), ...env },
  });
  cleanups.push(() => server.stop());
  return server;
}

async function behindProxy(server: ServerProcess) {
  const proxy = await startReverseProxy(Number(new URL(server.base).port));
  cleanups.push(() => proxy.stop());
  return proxy;
}

interface Answer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: the tests read whatever JSON the API answered
  json: any;
  cookie: string;
}

async function call(
  base: string,
  method: string,
  url: string,
  options: { body?: unknown; headers?: Record<string, string>; cookie?: string } = {},
): Promise<Answer> {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...options.headers,
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    redirect: 'manual',
  });
  const text = await res.text();
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {}
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { status: res.status, json, cookie };
}

const signIn = (base: string, email: string, password: string, headers: Record<string, string> = {}) =>
  call(base, 'POST', '/api/auth/sign-in', { body: { email, password }, headers });

async function waitForLog(server: ServerProcess, text: string) {
  for (let i = 0; i < 50 && !server.output().includes(text); i++) await new Promise((r) => setTimeout(r, 100));
  return server.output();
}

describe(`a reachable install behind a reverse proxy on the same host (${db})`, () => {
  it('has no demo account, no mailbox, no way to chain a reset, 401 before any body, and counts the real client', async () => {
    const server = await start({ PUBLIC_URL: 'https://faena.example.org', TRUST_PROXY: '1' });
    const proxy = await behindProxy(server);
    const base = proxy.base;

    // No demo accounts: the README's password opens nothing, the admin area is closed.
    for (const email of ['admin@faena.demo', 'carmen.ruiz@faena.demo']) {
      expect((await signIn(base, email, DEMO_PASSWORD, { 'x-forwarded-for': '203.0.113.1' })).status).toBe(401);
    }
    expect((await call(base, 'GET', '/api/admin/overview')).status).toBe(401);

    // The mailbox does not exist, by either path, whatever the request says about itself.
    for (const url of ['/dev/mailbox', '/api/dev/mailbox', '/api/dev/mailbox?to=admin%40faena.demo']) {
      expect((await call(base, 'GET', url)).status, url).toBe(404);
      expect((await call(server.base, 'GET', url)).status, `${url} (directly)`).toBe(404);
    }
    // The chained reset: the request is accepted as for anyone, and its link is nowhere to read.
    const reset = await call(base, 'POST', '/api/auth/password-reset/request', {
      body: { email: 'admin@faena.demo' },
      headers: { 'x-forwarded-for': '203.0.113.2' },
    });
    expect(reset.status).toBe(202);
    expect((await call(base, 'GET', '/api/dev/mailbox?to=admin%40faena.demo')).status).toBe(404);

    // Every operation the OpenAPI document marks as signed-in or admin: 401 to an anonymous {} (and to a GET).
    const doc = (await call(base, 'GET', '/api/openapi.json')).json as {
      paths: Record<string, Record<string, { security?: unknown[] }>>;
    };
    const guarded: string[] = [];
    for (const [template, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        if (!operation.security?.length) continue;
        const url = template.replace(/\{(\w+)\}/g, '00000000-0000-4000-8000-000000000000');
        const res = await call(base, method.toUpperCase(), url, method === 'get' ? {} : { body: {} });
        guarded.push(`${method.toUpperCase()} ${template} ${res.status}`);
        expect(res.status, `${method.toUpperCase()} ${template}`).toBe(401);
      }
    }
    expect(guarded.length).toBeGreaterThan(80);

    // 30 sign-ins, each claiming another address in X-Forwarded-For: the proxy appends the real
    // one, TRUST_PROXY=1 believes only that, so they all count for this client.
    const codes: number[] = [];
    for (let i = 0; i < 30; i++) {
      const res = await signIn(base, `intruso${i}@prueba.es`, 'adivinando-123', {
        'x-forwarded-for': `198.51.100.${i}`,
      });
      codes.push(res.status);
    }
    // (Two sign-ins above came from this client too: the 429 comes by the 9th, and stays.)
    const first429 = codes.indexOf(429);
    expect(codes[0]).toBe(401);
    expect(first429, codes.join(',')).toBeGreaterThan(0);
    expect(first429).toBeLessThanOrEqual(10);
    expect(codes.slice(first429).every((c) => c === 429)).toBe(true);
    // (nginx when installed — .ci/run installs it — else the Node stand-in.)
    expect(['nginx', 'node']).toContain(proxy.kind);

    // The log says who can reach it and how to make the first administrator.
    const log = await waitForLog(server, 'npm run admin -- grant');
    expect(log).toContain('Instalación accesible desde otros equipos');
    expect(log).toContain('Todavía no hay ningún administrador');
    expect(log).toContain('npm run admin -- grant');
    expect(log).not.toContain('datos de demostración creados');
  }, 180_000);

  it('resumes a photo upload through the proxy: the relative Location, a PATCH cut off on the way, the rest from HEAD’s offset', async () => {
    const server = await start({ PUBLIC_URL: 'https://faena.example.org', TRUST_PROXY: '1' });
    const proxy = await behindProxy(server);
    const base = proxy.base;
    const email = `subida-${Date.now()}@prueba.es`;
    const signUp = await call(base, 'POST', '/api/auth/sign-up', {
      body: {
        firstName: 'Rosario',
        lastName: 'Prueba',
        email,
        password: 'contraseña-segura-1',
        role: 'property_owner',
        acceptTerms: true,
      },
    });
    expect(signUp.status, JSON.stringify(signUp.json)).toBe(201);
    const cookie = signUp.cookie;
    const photo = await jpegOf(800, 600);
    const tus = { 'tus-resumable': '1.0.0' };

    const created = await fetch(`${base}/api/uploads`, {
      method: 'POST',
      headers: {
        ...tus,
        cookie,
        'upload-length': String(photo.length),
        'upload-metadata': `purpose ${Buffer.from('task').toString('base64')},filename ${Buffer.from('era.jpg').toString('base64')}`,
      },
    });
    expect(created.status).toBe(201);
    // Relative: the browser resolves it against the address it used, whatever the proxy's Host.
    const location = created.headers.get('location') ?? '';
    expect(location).toMatch(/^\/api\/uploads\/[0-9a-f-]{36}$/);
    const id = location.split('/').pop() ?? '';

    // A PATCH whose connection drops after 60 % of the bytes, on the way through the proxy.
    const { port } = new URL(base);
    await interruptedPatch({
      port: Number(port),
      id,
      cookie,
      offset: 0,
      data: photo,
      sent: Math.floor(photo.length * 0.6),
    });
    const offsetNow = async () => {
      const head = await fetch(`${base}${location}`, { method: 'HEAD', headers: { ...tus, cookie } });
      expect(head.status).toBe(200);
      expect(head.headers.get('tus-resumable')).toBe('1.0.0');
      return Number(head.headers.get('upload-offset'));
    };
    // nginx keeps a body until it has all of it (proxy_request_buffering, its default), so a cut
    // request never reaches the server and the offset stays at 0; a proxy that streams passes
    // what came. Either way HEAD tells the truth, and the client sends from there.
    await new Promise((r) => setTimeout(r, 500));
    const offset = await offsetNow();
    expect(offset === 0 || offset === Math.floor(photo.length * 0.6)).toBe(true);
    const rest = await fetch(`${base}${location}`, {
      method: 'PATCH',
      headers: { ...tus, cookie, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
      body: photo.subarray(offset),
    });
    expect(rest.status).toBe(204);
    expect(await offsetNow()).toBe(photo.length);
    const finished = await call(base, 'POST', `${location}/finish`, { body: {}, cookie });
    expect(finished.status, JSON.stringify(finished.json)).toBe(200);
    expect(finished.json.items[0]).toMatchObject({ width: 800, height: 600 });
  }, 180_000);

  it('with SEED_DEMO=true and DEV_MAILBOX=true asked for: demo accounts sign in but none is an administrator, and the log warns', async () => {
    const server = await start({
      HOST: '0.0.0.0',
      SEED_DEMO: 'true',
      DEV_MAILBOX: 'true',
      TRUST_PROXY: '1',
    });
    const proxy = await behindProxy(server);
    const admin = await signIn(proxy.base, 'admin@faena.demo', DEMO_PASSWORD);
    expect(admin.status).toBe(200);
    expect((await call(proxy.base, 'GET', '/api/admin/overview', { cookie: admin.cookie })).status).toBe(403);
    expect((await call(proxy.base, 'GET', '/api/profile', { cookie: admin.cookie })).json.isAdmin).toBe(false);
    expect((await call(proxy.base, 'GET', '/api/dev/mailbox')).status).toBe(200);
    const log = await waitForLog(server, 'DEV_MAILBOX=true');
    expect(log).toContain('SEED_DEMO=true');
    expect(log).toContain('DEV_MAILBOX=true');
    // And so there is no administrator yet: the log says how to make one.
    expect(log).toContain('npm run admin -- grant');
  }, 180_000);
});

describe.skipIf(POSTGRES_PASS)(
  'the README try-out (embedded; skipped in the PostgreSQL pass: the try-out is embedded)',
  () => {
    it('keeps its demo data and mailbox on this machine, and a proxy put in front without changing anything gets neither', async () => {
      // `npm start` as written: production, every other setting the server's default.
      const server = await start({}, { embedded: true });
      const local = server.base.replace('127.0.0.1', 'localhost');
      const admin = await signIn(local, 'admin@faena.demo', DEMO_PASSWORD);
      expect(admin.status).toBe(200);
      expect((await call(local, 'GET', '/api/admin/overview', { cookie: admin.cookie })).status).toBe(200);
      expect((await call(local, 'GET', '/api/dev/mailbox')).status).toBe(200);
      expect((await call(local, 'GET', '/dev/mailbox')).status).toBe(200);
      expect(await waitForLog(server, 'Prueba local')).toContain('Prueba local: solo este equipo llega a');

      // A reverse proxy put in front as the guides say (it passes the public Host and
      // X-Forwarded-For), with HOST, PUBLIC_URL and TRUST_PROXY left as they were.
      const proxy = await behindProxy(server);
      const asStranger = { host: 'faena.example.org' };
      expect((await call(proxy.base, 'GET', '/api/dev/mailbox', { headers: asStranger })).status).toBe(404);
      expect((await call(proxy.base, 'GET', '/dev/mailbox', { headers: asStranger })).status).toBe(404);
      expect((await signIn(proxy.base, 'admin@faena.demo', DEMO_PASSWORD, asStranger)).status).toBe(401);
      // The demo session opened on this machine does not work through the proxy either.
      expect(
        (await call(proxy.base, 'GET', '/api/admin/overview', { cookie: admin.cookie, headers: asStranger })).status,
      ).toBe(401);
      // Nor with a forged header straight to the server.
      expect(
        (await call(local, 'GET', '/api/dev/mailbox', { headers: { 'x-forwarded-for': '203.0.113.9' } })).status,
      ).toBe(404);
    }, 180_000);
  },
);
