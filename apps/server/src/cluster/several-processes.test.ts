import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pgConfig } from '@faena/db';
import { ERROR_MESSAGES } from '@faena/shared';
import pg from 'pg';
import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { propertyInput, taskInput } from '../../test/fixtures';
import { type FreshStore, freshStore } from '../../test/fresh-store';
import { jpegWithGps } from '../../test/images';
import { freePort } from '../../test/postgres-cluster';
import { type LocalS3, startS3Server } from '../../test/s3';
import { HttpClient, type ServerProcess, startServerProcess } from '../../test/server-process';
import { interruptedPatch } from '../../test/tus';

/**
 * Two real server processes on one PostgreSQL, each with a data folder of its own, as two
 * machines behind a load balancer (or two WEB_CONCURRENCY processes) would run: everything that
 * must hold across processes is shown here with each request sent to the process that did not
 * make the previous change, and each WebSocket connected to the process that does not take the
 * request that causes its event; the professional's events also reach a real browser (Chromium)
 * connected to the process that did not take the request.
 *
 * Photos: both processes keep them in one S3 store (a real S3 server, s3rver, on this machine),
 * as servers on several machines share a bucket; neither data folder holds a photo.
 *
 * PGlite allows one process, so this needs DATABASE_URL (the CI's PostgreSQL pass).
 */
const POSTGRES = Boolean(process.env.DATABASE_URL);
if (!POSTGRES) console.info('Varios procesos: se omite, necesita DATABASE_URL (PGlite solo admite un proceso).');

/** Sign-in, sign-up and reset attempts per minute per address, in both processes. */
const AUTH_LIMIT = 4;

interface Socket {
  /** The next event of this type (and matching `where`), waiting up to 10 s. */
  next(type: string, where?: (data: Record<string, unknown>) => boolean): Promise<Record<string, unknown>>;
  /** Resolves with the close code. */
  closed: Promise<number>;
  close(): void;
}

function connect(server: ServerProcess, cookie: string): Promise<Socket> {
  const socket = new WebSocket(`${server.base.replace('http', 'ws')}/api/realtime`, {
    headers: { cookie, origin: server.base },
  });
  const received: { type: string; data: Record<string, unknown> }[] = [];
  const waiting = new Set<() => void>();
  socket.on('message', (raw) => {
    received.push(JSON.parse(raw.toString()));
    for (const wake of waiting) wake();
  });
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  const next: Socket['next'] = (type, where = () => true) =>
    new Promise((resolve, reject) => {
      const look = () => {
        const at = received.findIndex((e) => e.type === type && where(e.data));
        if (at < 0) return false;
        const [event] = received.splice(at, 1);
        waiting.delete(check);
        clearTimeout(timer);
        resolve(event?.data ?? {});
        return true;
      };
      const check = () => void look();
      const timer = setTimeout(() => {
        waiting.delete(check);
        reject(new Error(`no llegó el evento ${type}; llegaron: ${JSON.stringify(received)}`));
      }, 10_000);
      if (!look()) waiting.add(check);
    });
  return new Promise((resolve, reject) => {
    socket.once('error', reject);
    socket.once('open', async () => {
      await next('hello');
      resolve({ next, closed, close: () => socket.close() });
    });
  });
}

/**
 * A signed-in browser on `server`: Debian's Chromium (as the browser tests use) opens the site's
 * real-time socket with its own WebSocket, its own cookie jar and the page's origin, under the
 * site's Content-Security-Policy. Events are read from the page.
 */
async function browserScreen(browser: Browser, server: ServerProcess, cookie: string) {
  const context = await browser.newContext();
  await context.addCookies(
    cookie.split('; ').map((pair) => {
      const at = pair.indexOf('=');
      return { name: pair.slice(0, at), value: pair.slice(at + 1), url: server.base };
    }),
  );
  const page = await context.newPage();
  await page.goto(`${server.base}/api/health`);
  // Plain JavaScript text, run as the page's own script: nothing of this file's compiled code
  // (its imports, its helpers) goes into the browser.
  const url = `${server.base.replace('http', 'ws')}/api/realtime`;
  await page.evaluate(`new Promise((resolve, reject) => {
    window.faenaEvents = [];
    const socket = new WebSocket(${JSON.stringify(url)});
    socket.onmessage = (message) => {
      const event = JSON.parse(message.data);
      window.faenaEvents.push(event);
      if (event.type === 'hello') resolve();
    };
    socket.onclose = () => reject(new Error('el navegador no pudo abrir el canal en tiempo real'));
  })`);
  const taken = new Set<number>();
  return {
    /** The next event of this type (and matching `where`) the page received, waiting up to 10 s. */
    async next(type: string, where: (data: Record<string, unknown>) => boolean = () => true) {
      for (let waited = 0; waited < 10_000; waited += 100) {
        const events = (await page.evaluate('window.faenaEvents')) as { type: string; data: Record<string, unknown> }[];
        const at = events.findIndex((e, i) => !taken.has(i) && e.type === type && where(e.data));
        if (at >= 0) {
          taken.add(at);
          return events[at]?.data ?? {};
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`el navegador no recibió el evento ${type}`);
    },
    close: () => context.close(),
  };
}

describe.skipIf(!POSTGRES)('two server processes on one PostgreSQL (needs DATABASE_URL)', () => {
  let store: FreshStore;
  let otherDataDir: string;
  let s3: LocalS3;
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    store = await freshStore('procesos');
    otherDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'faena-procesos-b-'));
    s3 = await startS3Server();
    // TRUST_PROXY makes these starts reachable: card payments need the test mode said out loud.
    const env = { AUTH_RATE_LIMIT: String(AUTH_LIMIT), PAYMENTS_TEST_MODE: 'true', ...s3.env };
    const [portA, portB] = [await freePort(3860, 3864), await freePort(3865, 3869)];
    // One after the other: the first migrates the fresh database, the second finds it done.
    a = await startServerProcess({ port: portA, dataDir: store.dataDir, databaseUrl: store.databaseUrl, env });
    b = await startServerProcess({ port: portB, dataDir: otherDataDir, databaseUrl: store.databaseUrl, env });
  }, 240_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await s3?.close();
    fs.rmSync(otherDataDir ?? '', { recursive: true, force: true });
    await store?.remove();
  });

  it('publish → apply → accept → message → pay, each step on the other process, with every event on the other side', async () => {
    const owner = new HttpClient(a.base);
    const ownerId = await owner.signUp('property_owner', 'procesos');
    const pro = new HttpClient(b.base);
    await pro.signUp('professional', 'procesos');
    // The owner's screen is open on A, the professional's on B, once as a socket and once in a
    // real browser.
    const ownerScreen = await connect(a, owner.cookie);
    const proScreen = await connect(b, pro.cookie);
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu'],
    });
    const proBrowser = await browserScreen(browser, b, pro.cookie);

    // A photo uploaded through B, attached to a task published through A.
    const form = new FormData();
    form.append('purpose', 'task');
    form.append('file', new Blob([new Uint8Array(await jpegWithGps(800, 600))], { type: 'image/jpeg' }), 'olivo.jpg');
    const photo = await owner.call('POST', '/api/images', form, { base: b.base });
    expect(photo.status, JSON.stringify(photo.json)).toBe(201);
    const photoId = photo.json.items[0].id as string;

    const property = await owner.call('POST', '/api/properties', propertyInput());
    expect(property.status, JSON.stringify(property.json)).toBe(201);
    const published = await owner.call('POST', '/api/tasks', {
      ...taskInput(property.json.id, { title: 'Poda de olivos entre dos procesos', photoIds: [photoId] }),
      publish: true,
    });
    expect(published.status, JSON.stringify(published.json)).toBe(201);
    const taskId = published.json.id as string;

    // Apply through B: the owner's screen on A hears of it.
    const seen = await pro.call('GET', `/api/tasks/${taskId}`, undefined, { base: b.base });
    expect(seen.status).toBe(200);
    // The photo's file, written by B to the S3 store, is served by both; no data folder has it.
    for (const base of [a.base, b.base]) {
      const file = await fetch(`${base}/api/images/${photoId}/display`, { headers: { cookie: pro.cookie } });
      expect(file.status, base).toBe(200);
      expect(file.headers.get('content-type')).toBe('image/webp');
    }
    expect((await s3.keys()).filter((key) => key.includes(photoId)).length).toBeGreaterThan(0);
    for (const dir of [store.dataDir, otherDataDir]) {
      const files = fs.readdirSync(dir, { recursive: true }).map(String);
      expect(
        files.filter((file) => file.includes(photoId)),
        dir,
      ).toEqual([]);
    }
    const applied = await pro.call(
      'POST',
      `/api/tasks/${taskId}/applications`,
      { message: 'Puedo hacerlo esta semana, tengo la maquinaria.', priceCents: 42_000, travelCents: 1_000 },
      { base: b.base },
    );
    expect(applied.status, JSON.stringify(applied.json)).toBe(201);
    await ownerScreen.next('notification');

    // Accept through A: the professional's screen on B hears the task is assigned.
    const listed = await owner.call('GET', `/api/tasks/${taskId}/applications`, undefined, { base: a.base });
    expect(listed.json.applications.map((x: { id: string }) => x.id)).toContain(applied.json.id);
    const accepted = await owner.call('POST', `/api/applications/${applied.json.id}/accept`, undefined, {
      base: a.base,
    });
    expect(accepted.status, JSON.stringify(accepted.json)).toBe(200);
    expect(await proScreen.next('task.status', (d) => d.taskId === taskId)).toEqual({ taskId, status: 'assigned' });
    expect(await proBrowser.next('task.status', (d) => d.taskId === taskId)).toEqual({ taskId, status: 'assigned' });

    // A message through B reaches the owner's screen on A.
    const conversation = await pro.call(
      'POST',
      '/api/conversations',
      { withProfileId: ownerId, taskId },
      { base: b.base },
    );
    expect(conversation.status, JSON.stringify(conversation.json)).toBe(200);
    const conversationId = conversation.json.id as string;
    const sent = await pro.call(
      'POST',
      `/api/conversations/${conversationId}/messages`,
      { body: '¿Le viene bien que empiece el lunes?' },
      { base: b.base },
    );
    expect(sent.status, JSON.stringify(sent.json)).toBe(201);
    expect(await ownerScreen.next('message')).toEqual({ conversationId, messageId: sent.json.id });
    const read = await owner.call('GET', `/api/conversations/${conversationId}/messages`, undefined, { base: a.base });
    expect(read.json.items.map((m: { id: string }) => m.id)).toContain(sent.json.id);

    // Pay by card: opened on A, the test provider's element confirms on B (no card number, a
    // token), back on A. The professional's screen on B hears the payment is held.
    const account = await pro.call('POST', '/api/payments/payout-account', undefined, { base: b.base });
    const accountRef = new URL(account.json.url, a.base).searchParams.get('cuenta');
    const completed = await pro.call('POST', `/api/payments/test-provider/accounts/${accountRef}/complete`, undefined, {
      base: a.base,
    });
    expect(completed.json).toEqual({ status: 'verified' });
    const opened = await owner.call(
      'POST',
      `/api/tasks/${taskId}/payments`,
      { method: 'card', idempotencyKey: `pago-procesos-${Date.now()}` },
      { base: a.base },
    );
    expect(opened.status, JSON.stringify(opened.json)).toBe(201);
    const { clientSecret } = opened.json.checkout;
    const confirmed = await owner.call(
      'POST',
      `/api/payments/test-provider/charges/${clientSecret.split('_secret_')[0]}/confirm`,
      { clientSecret, paymentMethod: 'pm_prueba_visa' },
      { base: b.base },
    );
    expect(confirmed.json.status).toBe('held');
    const paid = await owner.call('POST', `/api/payments/${opened.json.id}/sync`, undefined, { base: a.base });
    expect(paid.status, JSON.stringify(paid.json)).toBe(200);
    expect(paid.json.status).toBe('held');
    // (A `pending` event comes first, when the attempt is recorded.)
    expect(await proScreen.next('payment', (d) => d.taskId === taskId && d.status === 'held')).toEqual({
      paymentId: paid.json.id,
      taskId,
      status: 'held',
    });
    expect(await proBrowser.next('payment', (d) => d.taskId === taskId && d.status === 'held')).toMatchObject({
      paymentId: paid.json.id,
    });
    await proBrowser.close();
    await browser.close();
    const earnings = await pro.call('GET', '/api/payments', undefined, { base: b.base });
    expect(earnings.json.payments.map((p: { id: string }) => p.id)).toContain(paid.json.id);
    ownerScreen.close();
    proScreen.close();
  }, 120_000);

  it('an Idempotency-Key repeated on the other process replays the first answer and acts once', async () => {
    const owner = new HttpClient(a.base);
    await owner.signUp('property_owner', 'idem');
    const pro = new HttpClient(b.base);
    const proId = await pro.signUp('professional', 'idem');
    const conversation = await owner.call('POST', '/api/conversations', { withProfileId: proId });
    expect(conversation.status, JSON.stringify(conversation.json)).toBe(200);
    const url = `/api/conversations/${conversation.json.id}/messages`;
    const headers = { 'idempotency-key': `cola-procesos-${Date.now()}` };
    const first = await owner.call('POST', url, { body: 'Enviado sin cobertura' }, { base: a.base, headers });
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotent-replay')).toBeNull();
    const again = await owner.call('POST', url, { body: 'Enviado sin cobertura' }, { base: b.base, headers });
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replay')).toBe('true');
    expect(again.json.id).toBe(first.json.id);
    const stored = await pro.call('GET', url, undefined, { base: b.base });
    expect(stored.json.items.filter((m: { body: string }) => m.body === 'Enviado sin cobertura')).toHaveLength(1);
  }, 60_000);

  it('a photo upload cut off on one process is resumed on the other from the bytes the first kept (tus, S3)', async () => {
    const owner = new HttpClient(a.base);
    await owner.signUp('property_owner', 'subida');
    const photo = await jpegWithGps(1600, 1200);
    const tus = { 'tus-resumable': '1.0.0' };
    const created = await fetch(`${a.base}/api/uploads`, {
      method: 'POST',
      headers: {
        ...tus,
        cookie: owner.cookie,
        'upload-length': String(photo.length),
        'upload-metadata': `purpose ${Buffer.from('task').toString('base64')}`,
      },
    });
    expect(created.status).toBe(201);
    const location = created.headers.get('location') ?? '';
    const id = location.split('/').pop() ?? '';
    const sent = Math.floor(photo.length / 2);
    await interruptedPatch({
      port: Number(new URL(a.base).port),
      id,
      cookie: owner.cookie,
      offset: 0,
      data: photo,
      sent,
    });
    // B knows how far A got: the offset is in the database, the bytes in the bucket.
    let offset = 0;
    for (let i = 0; i < 50 && offset !== sent; i++) {
      const head = await fetch(`${b.base}${location}`, { method: 'HEAD', headers: { ...tus, cookie: owner.cookie } });
      expect(head.status).toBe(200);
      offset = Number(head.headers.get('upload-offset'));
      if (offset !== sent) await new Promise((r) => setTimeout(r, 100));
    }
    expect(offset).toBe(sent);
    const rest = await fetch(`${b.base}${location}`, {
      method: 'PATCH',
      headers: {
        ...tus,
        cookie: owner.cookie,
        'upload-offset': String(sent),
        'content-type': 'application/offset+octet-stream',
      },
      body: photo.subarray(sent),
    });
    expect(rest.status).toBe(204);
    expect(rest.headers.get('upload-offset')).toBe(String(photo.length));
    const finished = await owner.call('POST', `${location}/finish`, {}, { base: a.base });
    expect(finished.status, JSON.stringify(finished.json)).toBe(200);
    const thumb = await fetch(`${b.base}${finished.json.items[0].thumbUrl}`, { headers: { cookie: owner.cookie } });
    expect(thumb.status).toBe(200);
    // Nothing of it on either machine's disk: parts and photo are in the bucket.
    for (const dir of [store.dataDir, otherDataDir]) {
      const uploads = path.join(dir, 'uploads');
      expect(fs.existsSync(uploads) ? fs.readdirSync(uploads, { recursive: true }) : []).toEqual([]);
    }
  }, 60_000);

  it('the per-address sign-in limit counts the attempts made on both processes together', async () => {
    // One client address (TRUST_PROXY=1 in both), and a different e-mail each time: only the
    // per-address limit is at stake. In-memory counters would allow AUTH_LIMIT on each process.
    const address = { 'x-forwarded-for': '203.0.113.77' };
    const attempt = (base: string, n: number) =>
      new HttpClient(base).call(
        'POST',
        '/api/auth/sign-in',
        { email: `nadie-${n}-${Date.now()}@prueba.es`, password: 'no-es-la-clave' },
        { headers: address },
      );
    const statuses: number[] = [];
    for (let n = 0; n < AUTH_LIMIT; n++) statuses.push((await attempt(n % 2 ? b.base : a.base, n)).status);
    expect(statuses.every((s) => s === 401)).toBe(true);
    for (const base of [a.base, b.base]) {
      const refused = await attempt(base, 99);
      expect(refused.status).toBe(429);
      expect(refused.json.error).toEqual({ code: 'RATE_LIMITED', message: ERROR_MESSAGES.RATE_LIMITED });
    }
    // Another address is not held back by this one's attempts.
    const other = await new HttpClient(b.base).call(
      'POST',
      '/api/auth/sign-in',
      { email: `otra-${Date.now()}@prueba.es`, password: 'no-es-la-clave' },
      { headers: { 'x-forwarded-for': '203.0.113.78' } },
    );
    expect(other.status).toBe(401);
  }, 60_000);

  it('the failed sign-ins of one account are counted across processes (100 an hour from unknown places)', async () => {
    const owner = new HttpClient(a.base);
    await owner.signUp('property_owner', 'fallos');
    const email = (await owner.call('GET', '/api/profile')).json.email as string;
    // A new address each attempt (HttpClient), so the per-address limit never applies.
    const guess = (base: string) =>
      new HttpClient(base).call('POST', '/api/auth/sign-in', { email, password: 'adivinando' });
    for (let n = 0; n < 100; n += 2) {
      const pair = await Promise.all([guess(a.base), guess(b.base)]);
      expect(pair.map((r) => r.status)).toEqual([401, 401]);
    }
    for (const base of [a.base, b.base]) {
      const refused = await guess(base);
      expect(refused.status).toBe(429);
      expect(refused.json.error.code).toBe('TOO_MANY_FAILED_SIGN_INS');
    }
  }, 120_000);

  it('both job workers drain one queue: every e-mail job of the sign-ups above ran once, each recurring job is scheduled once', async () => {
    const client = new pg.Client(pgConfig(store.databaseUrl as string));
    await client.connect();
    try {
      // Every sign-up queued a confirmation e-mail, through A or B; both processes poll the queue.
      let pending = -1;
      for (let i = 0; i < 100 && pending !== 0; i++) {
        const { rows } = await client.query<{ n: number }>(
          `select count(*)::int as n from jobs where kind = 'email.send' and status <> 'done'`,
        );
        pending = rows[0]?.n ?? -1;
        if (pending !== 0) await new Promise((r) => setTimeout(r, 200));
      }
      expect(pending).toBe(0);
      const { rows: done } = await client.query<{ n: number; attempts: number[] }>(
        `select count(*)::int as n, array_agg(distinct attempts) as attempts from jobs where kind = 'email.send'`,
      );
      expect(done[0]?.n).toBeGreaterThanOrEqual(8);
      // Claimed once each (FOR UPDATE SKIP LOCKED): no job was run by both processes.
      expect(done[0]?.attempts).toEqual([1]);
      const { rows: kept } = await client.query<{ status: string; n: number }>(
        `select status, count(*)::int as n from emails group by status`,
      );
      expect(kept).toEqual([{ status: 'kept', n: done[0]?.n }]);
      // Two processes started, each scheduling the recurring jobs: one live row per kind.
      const { rows: recurring } = await client.query<{ kind: string; n: number }>(
        `select kind, count(*)::int as n from jobs
         where dedupe_key like 'recurring:%' and status in ('pending', 'running') group by kind`,
      );
      expect(recurring.length).toBeGreaterThanOrEqual(4);
      expect(recurring.filter((r) => r.n !== 1)).toEqual([]);
    } finally {
      await client.end();
    }
  }, 60_000);

  it('a session the other process has cached stops working there at once: sign-out, and a suspension made outside the app', async () => {
    const pro = new HttpClient(b.base);
    await pro.signUp('professional', 'cacheada');
    const cookie = pro.cookie;
    const onB = () => fetch(`${b.base}/api/tasks`, { headers: { cookie } }).then((r) => r.status);
    // B reads the session once and then answers from its session cache.
    expect([await onB(), await onB(), await onB()]).toEqual([200, 200, 200]);
    const out = await pro.call('POST', '/api/auth/sign-out', undefined, { base: a.base });
    expect(out.status, JSON.stringify(out.json)).toBeLessThan(300);
    // No wait: the next request to B already fails.
    expect(await onB()).toBe(401);

    const second = new HttpClient(a.base);
    await second.signUp('professional', 'suspendida');
    const onBSecond = () => fetch(`${b.base}/api/tasks`, { headers: { cookie: second.cookie } }).then((r) => r.status);
    expect([await onBSecond(), await onBSecond()]).toEqual([200, 200]);
    // Suspended by a statement on the database itself (as a script or the admin's tools would).
    const email = (await second.call('GET', '/api/profile', undefined, { base: b.base })).json.email as string;
    const client = new pg.Client(pgConfig(store.databaseUrl as string));
    await client.connect();
    try {
      await client.query(
        `update profiles set suspended_at = now() where user_id = (select id from "user" where email = $1)`,
        [email],
      );
    } finally {
      await client.end();
    }
    expect(await onBSecond()).toBe(401);
  }, 60_000);

  it('signing out through one process ends the session and the open socket on the other', async () => {
    const pro = new HttpClient(b.base);
    await pro.signUp('professional', 'salida');
    const screen = await connect(b, pro.cookie);
    const cookie = pro.cookie;
    const out = await pro.call('POST', '/api/auth/sign-out', undefined, { base: a.base });
    expect(out.status, JSON.stringify(out.json)).toBeLessThan(300);
    expect(await screen.next('session.ended')).toEqual({});
    expect(await screen.closed).toBe(4001);
    // The old cookie is refused by both.
    for (const base of [a.base, b.base]) {
      const res = await fetch(`${base}/api/profile`, { headers: { cookie } });
      expect(res.status, base).toBe(401);
    }
  }, 60_000);
});
