import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { emails, session } from '@faena/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { Agent, createTestApp, signUp, type TestContext } from '../../../test/helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

/** Collects what a socket receives and waits for a given event type. */
function listen(ws: { on(event: 'message', fn: (data: Buffer) => void): unknown }) {
  const received: { type: string; data: Record<string, unknown> }[] = [];
  const waiters: { type: string; resolve(v: unknown): void }[] = [];
  ws.on('message', (raw) => {
    const event = JSON.parse(raw.toString()) as { type: string; data: Record<string, unknown> };
    received.push(event);
    for (const w of waiters.filter((w) => w.type === event.type)) w.resolve(event);
  });
  return {
    received,
    next(type: string, timeoutMs = 5000) {
      const already = received.find((e) => e.type === type);
      if (already) return Promise.resolve(already);
      return new Promise<{ type: string; data: Record<string, unknown> }>((resolve, reject) => {
        waiters.push({ type, resolve: resolve as (v: unknown) => void });
        setTimeout(() => reject(new Error(`no llegó «${type}» en ${timeoutMs} ms`)), timeoutMs);
      });
    },
  };
}

describe('real time', () => {
  it('delivers a message to the other participant’s socket, and nothing to others', async () => {
    const owner = await signUp(ctx);
    const pro = await signUp(ctx, { role: 'professional' });
    const stranger = await signUp(ctx, { role: 'professional' });
    const proSocket = await ctx.app.injectWS('/api/realtime', { headers: { cookie: pro.agent.cookieHeader() } });
    const strangerSocket = await ctx.app.injectWS('/api/realtime', {
      headers: { cookie: stranger.agent.cookieHeader() },
    });
    const proEvents = listen(proSocket);
    const strangerEvents = listen(strangerSocket);
    const conversation = (await owner.agent.post('/api/conversations', { withProfileId: pro.profileId })).json().id;
    const sent = (
      await owner.agent.post(`/api/conversations/${conversation}/messages`, { body: 'Hola, Pedro' })
    ).json();
    const event = await proEvents.next('message');
    expect(event.data).toEqual({ conversationId: conversation, messageId: sent.id });
    await proEvents.next('notification');
    // The next message updates the unread grouped notification in one statement: both events again.
    const second = (
      await owner.agent.post(`/api/conversations/${conversation}/messages`, { body: '¿Le viene bien el lunes?' })
    ).json();
    await expect
      .poll(() => proEvents.received.filter((e) => e.type === 'message').map((e) => e.data.messageId))
      .toEqual([sent.id, second.id]);
    const notes = proEvents.received.filter((e) => e.type === 'notification').map((e) => e.data);
    expect(notes).toHaveLength(2);
    expect(notes[1]).toEqual(notes[0]);
    expect(strangerEvents.received.filter((e) => e.type !== 'hello')).toEqual([]);
    proSocket.terminate();
    strangerSocket.terminate();
  });

  it('refuses a socket without a session and one from another site', async () => {
    await expect(ctx.app.injectWS('/api/realtime')).rejects.toThrow(/401/);
    const user = await signUp(ctx);
    await expect(
      ctx.app.injectWS('/api/realtime', {
        headers: { cookie: user.agent.cookieHeader(), origin: 'https://malicioso.example' },
      }),
    ).rejects.toThrow(/403/);
  });

  it('closes the sockets of a user who signs out', async () => {
    const user = await signUp(ctx);
    const socket = await ctx.app.injectWS('/api/realtime', { headers: { cookie: user.agent.cookieHeader() } });
    const closed = new Promise<number>((resolve) => socket.on('close', (code: number) => resolve(code)));
    await user.agent.post('/api/auth/sign-out');
    expect(await closed).toBe(4001);
  });

  /** A socket of this browser, and a promise of the code it closes with (null while open). */
  async function openSocket(agent: Agent) {
    const socket = await ctx.app.injectWS('/api/realtime', { headers: { cookie: agent.cookieHeader() } });
    let code: number | null = null;
    const closed = new Promise<number>((resolve) =>
      socket.on('close', (c: number) => {
        code = c;
        resolve(c);
      }),
    );
    return { socket, closed, code: () => code, events: listen(socket) };
  }

  it('a password change ends the other devices’ live connections, and this browser’s carry on', async () => {
    const user = await signUp(ctx);
    const phone = new Agent(ctx.app);
    await phone.post('/api/auth/sign-in', { email: user.email, password: user.password });
    const here = await openSocket(user.agent);
    const there = await openSocket(phone);
    const res = await user.agent.post('/api/auth/change-password', {
      currentPassword: user.password,
      newPassword: 'otra-clave-para-el-cortijo',
    });
    expect(res.statusCode).toBe(200);
    expect(await there.closed).toBe(4001);
    // This browser's socket is still open, and counts as the new session now: the periodic
    // check keeps it, and it still hears what happens to the account.
    await ctx.app.realtime.checkSessions();
    expect(here.code()).toBeNull();
    await user.agent.post('/api/notifications/read-all');
    const other = await signUp(ctx, { role: 'professional' });
    const conversation = (await user.agent.post('/api/conversations', { withProfileId: other.profileId })).json().id;
    await other.agent.post(`/api/conversations/${conversation}/messages`, { body: 'Hola, ¿sigue en pie?' });
    await here.events.next('message');
    here.socket.terminate();
  });

  it('a password reset through the e-mailed link ends every live connection of the account', async () => {
    const user = await signUp(ctx);
    const here = await openSocket(user.agent);
    await new Agent(ctx.app).post('/api/auth/password-reset/request', { email: user.email });
    await ctx.app.background.settle();
    const [mail] = await ctx.database.db
      .select()
      .from(emails)
      .where(and(eq(emails.to, user.email), eq(emails.template, 'resetPassword')));
    const token = decodeURIComponent(/token=([^\s&]+)/.exec(mail?.text ?? '')?.[1] ?? '');
    const reset = await new Agent(ctx.app).post('/api/auth/password-reset/confirm', {
      token,
      newPassword: 'clave-nueva-de-la-masia',
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(await here.closed).toBe(4001);
  });

  it('the periodic check ends a connection whose session ended without an event', async () => {
    const user = await signUp(ctx);
    const here = await openSocket(user.agent);
    await ctx.app.realtime.checkSessions();
    expect(here.code()).toBeNull();
    await ctx.database.db.delete(session).where(eq(session.userId, user.userId));
    await ctx.app.realtime.checkSessions();
    expect(await here.closed).toBe(4001);
  });
});

/**
 * Two real server processes on one PostgreSQL: a message sent through the first reaches a
 * WebSocket connected to the second (LISTEN/NOTIFY fan-out). PGlite is single-process, so this
 * runs only with DATABASE_URL (the CI's PostgreSQL pass).
 */
describe.skipIf(!process.env.DATABASE_URL)('two server processes on one PostgreSQL (needs DATABASE_URL)', () => {
  const children: ChildProcess[] = [];
  afterAll(() => {
    for (const child of children) child.kill('SIGTERM');
  });

  async function startServer(port: number, databaseUrl: string) {
    const root = path.resolve(import.meta.dirname, '..', '..', '..', '..', '..');
    const child = spawn(
      process.execPath,
      [path.join(root, 'node_modules/tsx/dist/cli.mjs'), path.join(root, 'apps/server/src/server.ts')],
      {
        cwd: root,
        env: {
          ...process.env,
          NODE_ENV: 'test',
          PORT: String(port),
          HOST: '127.0.0.1',
          PUBLIC_URL: `http://127.0.0.1:${port}`,
          DATABASE_URL: databaseUrl,
          AUTH_SECRET: 'secreto-compartido-por-los-dos-procesos-0123456789',
          SEED_DEMO: 'false',
          LOG_LEVEL: 'warn',
          AUTH_RATE_LIMIT: '1000',
        },
        stdio: 'ignore',
      },
    );
    children.push(child);
    for (let i = 0; i < 100; i++) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return `http://127.0.0.1:${port}`;
      } catch {}
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error(`el servidor del puerto ${port} no arrancó`);
  }

  it('fans a message out from one process to a socket on the other', async () => {
    // The test file's own copy of the template database, shared by both processes.
    const url = new URL(process.env.DATABASE_URL as string);
    const dbName = (ctx.database.pool?.options as { database?: string } | undefined)?.database;
    if (dbName) url.pathname = `/${dbName}`;
    const [a, b] = await Promise.all([startServer(3911, url.toString()), startServer(3912, url.toString())]);
    const signUpAt = async (base: string, role: string) => {
      const email = `proceso-${role}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@prueba.es`;
      const res = await fetch(`${base}/api/auth/sign-up`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          firstName: 'Ana',
          lastName: 'Prueba',
          email,
          password: 'una-clave-larga',
          role,
          acceptTerms: true,
        }),
      });
      expect(res.status).toBe(201);
      const cookie = res.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
      const profile = (await (await fetch(`${base}/api/profile`, { headers: { cookie } })).json()) as { id: string };
      return { cookie, profileId: profile.id as string };
    };
    const owner = await signUpAt(a, 'property_owner');
    const pro = await signUpAt(a, 'professional');

    const socket = new WebSocket(`${b.replace('http', 'ws')}/api/realtime`, {
      headers: { cookie: pro.cookie, origin: b },
    });
    const events = listen(socket);
    await events.next('hello');

    const conversation = (await (
      await fetch(`${a}/api/conversations`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: owner.cookie },
        body: JSON.stringify({ withProfileId: pro.profileId }),
      })
    ).json()) as { id: string };
    const started = Date.now();
    const sent = (await (
      await fetch(`${a}/api/conversations/${conversation.id}/messages`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: owner.cookie },
        body: JSON.stringify({ body: 'Enviado por el proceso A' }),
      })
    ).json()) as { id: string };
    const event = await events.next('message');
    expect(event.data).toEqual({ conversationId: conversation.id, messageId: sent.id });
    expect(Date.now() - started).toBeLessThan(5000);
    socket.close();
  }, 60_000);
});
