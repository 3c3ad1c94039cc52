import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createProperty, propertyInput } from '../../test/fixtures';
import { createTestApp, signUp, type TestContext, type TestUser } from '../../test/helpers';
import { type SentryReceiver, startSentryReceiver } from '../../test/sentry-receiver';
import { loadConfig } from '../config/env';
import { enqueueJob } from '../modules/jobs';
import { reportError, startErrorReports, stopErrorReports } from './error-reports';

// Which of the SDK's modules were loaded: without a DSN, none may be.
const loaded = vi.hoisted(() => new Set<string>());
vi.mock('@sentry/core', async (importOriginal) => {
  loaded.add('@sentry/core');
  return importOriginal();
});
vi.mock('@sentry/core/server', async (importOriginal) => {
  loaded.add('@sentry/core/server');
  return importOriginal();
});

const ADDRESS = 'Camino de la Fuente Vieja, 14';
const MESSAGE = '¿Te viene bien el martes? La llave está bajo la maceta azul.';
const CLIENT_IP = '203.0.113.77';
const QUERY_SECRET = 'consulta-secreta-123';

async function eventually<T>(read: () => T | undefined, what: string, ms = 15_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(`no llegó: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('error reports without SENTRY_DSN', () => {
  it('load nothing of the SDK and send nothing', async () => {
    const receiver = await startSentryReceiver();
    try {
      const off = await startErrorReports(loadConfig({ NODE_ENV: 'test' }));
      expect(off).toBeNull();
      reportError(new Error('no debe salir'), { source: 'job' });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(loaded.size).toBe(0);
      expect(receiver.envelopes).toEqual([]);
    } finally {
      await receiver.close();
    }
  });
});

describe('error reports with SENTRY_DSN', () => {
  let receiver: SentryReceiver;
  let ctx: TestContext;
  let owner: TestUser;
  let pro: TestUser;

  beforeAll(async () => {
    receiver = await startSentryReceiver(Number(process.env.ERROR_REPORTS_TEST_PORT ?? 0));
    ctx = await createTestApp({
      SENTRY_DSN: receiver.dsn('7'),
      SENTRY_ENVIRONMENT: 'pruebas',
      SENTRY_RELEASE: 'faena@prueba-19',
    });
    expect(await startErrorReports(ctx.config)).toEqual({
      dsn: receiver.dsn('7'),
      environment: 'pruebas',
      release: 'faena@prueba-19',
      publicUrl: 'http://localhost:3000',
    });
    expect([...loaded].sort()).toEqual(['@sentry/core', '@sentry/core/server']);
    owner = await signUp(ctx, { firstName: 'Lucía', lastName: 'Fernández Prieto' });
    pro = await signUp(ctx, { role: 'professional' });
    await createProperty(owner, propertyInput({ address: ADDRESS }));
  });
  afterAll(async () => {
    await stopErrorReports();
    await ctx?.close();
    await receiver?.close();
  });

  it('sends a 500 of a real route, named by route and profile id, without the data of the request', async () => {
    const opened = await owner.agent.post('/api/conversations', { withProfileId: pro.profileId, taskId: null });
    expect(opened.statusCode, opened.body).toBe(200);
    const conversationId = opened.json().id as string;
    // The messages table loses its column: the insert fails in the database with the message's
    // text (and the sender's ids) among the query's values.
    await ctx.database.db.execute(sql`alter table messages rename column body to body_perdido`);
    try {
      const res = await owner.agent.request({
        method: 'POST',
        url: `/api/conversations/${conversationId}/messages?token=${QUERY_SECRET}`,
        payload: { body: `${MESSAGE} Escríbeme a ${owner.email}. Estoy en ${ADDRESS}.` },
        remoteAddress: CLIENT_IP,
        headers: { 'x-forwarded-for': '198.51.100.9', 'user-agent': `Faena-prueba ${owner.email}` },
      });
      expect(res.statusCode, res.body).toBe(500);
      expect(res.json().error.code).toBe('INTERNAL');
    } finally {
      await ctx.database.db.execute(sql`alter table messages rename column body_perdido to body`);
    }

    const event = await eventually(
      () => receiver.events().find((e) => (e.tags as Record<string, unknown>)?.source === 'request'),
      'el informe de la petición',
    );
    expect(event.environment).toBe('pruebas');
    expect(event.release).toBe('faena@prueba-19');
    expect(event.transaction).toBe('POST /api/conversations/:conversationId/messages');
    expect(event.request).toEqual({
      method: 'POST',
      url: 'http://localhost:3000/api/conversations/:conversationId/messages',
    });
    expect(event.user).toEqual({ id: owner.profileId });
    const [exception] = (event.exception as { values: Array<{ type: string; value: string; stacktrace?: unknown }> })
      .values;
    expect(exception?.type).toBe('DatabaseError');
    expect(exception?.value).toMatch(/body/);
    expect(exception?.stacktrace).toBeDefined();
    expect((event.contexts as { database: { code: string; query: string } }).database).toMatchObject({
      code: '42703',
      query: expect.stringContaining('insert into messages'),
    });
  });

  it('sends a job that gave up, and not the attempt before it that could still succeed', async () => {
    ctx.worker.register('prueba.aviso', async (payload) => {
      // As an SMTP server answers: the recipient's address in the error's text.
      throw new Error(`550 5.1.1 <${String(payload.to)}>: destinatario rechazado`);
    });
    const now = new Date();
    await enqueueJob(ctx.database.db, {
      kind: 'prueba.aviso',
      payload: { to: owner.email, address: ADDRESS, text: MESSAGE },
      runAt: now,
      maxAttempts: 2,
    });
    const jobEvents = () =>
      receiver.events().filter((e) => (e.tags as Record<string, unknown>)?.job === 'prueba.aviso');
    await ctx.worker.drain(now);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(jobEvents()).toEqual([]);

    await ctx.worker.drain(new Date(now.getTime() + 60 * 60_000));
    const event = await eventually(() => jobEvents()[0], 'el informe del trabajo');
    expect(event.tags).toMatchObject({ job: 'prueba.aviso', attempt: 2, final: true, recurring: false });
    const [exception] = (event.exception as { values: Array<{ value: string }> }).values;
    expect(exception?.value).toBe('550 5.1.1 <[correo]>: destinatario rechazado');
    expect(event.user).toBeUndefined();
  });

  it('no envelope holds an e-mail, the address, a message text, a cookie, a query string or an IP', async () => {
    await eventually(() => (receiver.events().length >= 2 ? true : undefined), 'los dos informes');
    const cookieValues = [...owner.agent.cookies.values()].map((value) => decodeURIComponent(value));
    expect(cookieValues.length).toBeGreaterThan(0);
    for (const envelope of receiver.envelopes) {
      const text = envelope.raw;
      for (const secret of [
        owner.email,
        ADDRESS,
        'maceta azul',
        QUERY_SECRET,
        CLIENT_IP,
        '198.51.100.9',
        ...cookieValues,
      ]) {
        expect(text, `un informe contiene «${secret}»`).not.toContain(secret);
      }
      expect(text).not.toMatch(/ip_address|"cookies"|"headers"|"data"|"query_string"/);
      // The only e-mail-looking text left would be a leak; the DSN's key is not one.
      expect(text).not.toMatch(/[\w.+-]+@[\w-]+\.[a-z]{2,}/i);
    }
  });
});

describe('reportableError', () => {
  it('keeps the names of a database error and masks its values', async () => {
    const { reportableError } = await import('./sentry-reporter');
    const cause = Object.assign(new Error('invalid input syntax for type integer: "Calle Mayor 1, Jaén"'), {
      code: '22P02',
      severity: 'ERROR',
    });
    const unique = Object.assign(new Error('duplicate key value violates unique constraint "user_email_key"'), {
      code: '23505',
      severity: 'ERROR',
      table: 'user',
      constraint: 'user_email_key',
      detail: 'Key (email)=(ana@example.com) already exists.',
    });
    const drizzle = Object.assign(new Error('Failed query: select $1::int\nparams: Calle Mayor 1, Jaén'), {
      name: 'DrizzleQueryError',
      query: 'select $1::int',
      cause,
    });
    const fromDrizzle = reportableError(drizzle);
    expect(String((fromDrizzle.error as Error).message)).toBe('invalid input syntax for type integer: "…"');
    expect(fromDrizzle.database).toMatchObject({ code: '22P02', query: 'select $1::int' });
    expect((fromDrizzle.error as Error).stack).not.toContain('Calle Mayor');
    const fromPg = reportableError(unique);
    expect((fromPg.error as Error).message).toBe('duplicate key value violates unique constraint "user_email_key"');
    expect(JSON.stringify(fromPg)).not.toContain('ana@example.com');
    expect(fromPg.database).toMatchObject({ table: 'user', constraint: 'user_email_key' });
    const plain = new Error('otra cosa');
    expect(reportableError(plain).error).toBe(plain);
  });
});
