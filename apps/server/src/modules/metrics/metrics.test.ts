import { randomUUID } from 'node:crypto';
import type { DbHandle } from '@faena/db';
import { jobs } from '@faena/db';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppOn, createTestApp, type TestContext } from '../../../test/helpers';
import { enqueueJob } from '../jobs';
import { queueEmail } from '../mail';
import { createMetrics } from './registry';

let ctx: TestContext;
/** One app per configuration, on the same database. */
const apps: FastifyInstance[] = [];
const appWith = async (env: Record<string, string>) => {
  const app = await createAppOn(ctx.database, env);
  apps.push(app);
  return app;
};

beforeAll(async () => {
  ctx = await createTestApp({ METRICS_ALLOW: '127.0.0.1,10.0.0.0/8,::1' });
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await ctx?.close();
});

const scrape = (app: FastifyInstance, options: Partial<InjectOptions> = {}) =>
  app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1', ...options });

/** The value of one sample line (`name{labels} value`), or undefined when the line is absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics: what it says', () => {
  it("answers Prometheus's text format with Node's own metrics", async () => {
    const res = await scrape(ctx.app);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    for (const name of [
      'nodejs_eventloop_lag_seconds',
      'nodejs_eventloop_lag_p99_seconds',
      'nodejs_heap_size_used_bytes',
      'process_resident_memory_bytes',
      'process_cpu_seconds_total',
    ]) {
      expect(res.body, name).toMatch(new RegExp(`^# TYPE ${name} `, 'm'));
    }
  });

  it('counts and times requests by route pattern, never by URL; unknown addresses share one label', async () => {
    const taskId = randomUUID();
    await ctx.app.inject({ method: 'GET', url: `/api/tasks/${taskId}?token=secreto-en-la-consulta` });
    await ctx.app.inject({ method: 'GET', url: `/api/tasks/${taskId}` });
    await ctx.app.inject({ method: 'GET', url: `/no-existe/${taskId}` });
    await ctx.app.inject({ method: 'GET', url: '/otra/que/tampoco' });
    const text = (await scrape(ctx.app)).body;
    // (Anonymous: the route answers 401 before looking the task up.)
    expect(
      sample(text, 'http_request_duration_seconds_count{method="GET",route="/api/tasks/:taskId",status_code="401"}'),
    ).toBe(2);
    expect(
      sample(
        text,
        'http_request_duration_seconds_bucket{le="10",method="GET",route="/api/tasks/:taskId",status_code="401"}',
      ),
    ).toBe(2);
    expect(sample(text, 'http_request_duration_seconds_count{method="GET",route="unmatched",status_code="404"}')).toBe(
      2,
    );
    expect(text).not.toContain(taskId);
    expect(text).not.toContain('secreto-en-la-consulta');
    expect(text).not.toContain('no-existe');
  });

  it('reads the job queue and the e-mails waiting from the database at scrape time', async () => {
    const before = (await scrape(ctx.app)).body;
    const waitingBefore = sample(before, 'faena_emails_waiting') ?? Number.NaN;
    expect(sample(before, 'faena_metrics_database_read_success')).toBe(1);

    const db = ctx.database.db;
    await enqueueJob(db, { kind: 'prueba.metricas', runAt: new Date(Date.now() - 1000) });
    await enqueueJob(db, { kind: 'prueba.metricas', runAt: new Date(Date.now() - 1000) });
    await enqueueJob(db, { kind: 'prueba.metricas', runAt: new Date(Date.now() + 3_600_000) });
    await enqueueJob(db, { kind: 'prueba.rota', dedupeKey: 'metricas-rota' });
    await db.update(jobs).set({ status: 'failed' }).where(eq(jobs.dedupeKey, 'metricas-rota'));
    await queueEmail(db, 'persona@example.com', 'resetPassword', { firstName: 'Ana', url: 'http://localhost/x' });

    const text = (await scrape(ctx.app)).body;
    expect(sample(text, 'faena_jobs{kind="prueba.metricas",status="pending"}')).toBe(3);
    expect(sample(text, 'faena_jobs_due{kind="prueba.metricas"}')).toBe(2);
    expect(sample(text, 'faena_jobs{kind="prueba.rota",status="failed"}')).toBe(1);
    expect(sample(text, 'faena_emails_waiting')).toBe(waitingBefore + 1);
    // Nothing personal from the rows: kinds and counts only.
    expect(text).not.toContain('persona@example.com');
  });

  it('describes the database pool, or says why there is none', async () => {
    const text = (await scrape(ctx.app)).body;
    const kind = ctx.database.kind;
    expect(sample(text, `faena_database_info{kind="${kind}"}`)).toBe(1);
    if (kind === 'postgres') {
      expect(sample(text, 'faena_database_pool_connections')).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'faena_database_pool_waiting_requests')).toBe(0);
      // The pool's own size (the test database opens 8; a server opens DATABASE_POOL_SIZE).
      expect(sample(text, 'faena_database_pool_max_connections')).toBe(8);
      expect(sample(text, 'faena_database_pool_idle_connections')).toBeLessThanOrEqual(
        sample(text, 'faena_database_pool_connections') ?? 0,
      );
    } else {
      expect(text).not.toMatch(/^(# TYPE )?faena_database_pool_/m);
      expect(text).toMatch(/^# HELP faena_database_info .*sin pool/m);
    }
  });

  it('answers without the database figures when the database does not answer in time, and does not pile up reads', async () => {
    let queries = 0;
    const stuck = {
      kind: 'embedded',
      db: {
        execute: () => {
          queries += 1;
          return new Promise(() => {});
        },
      },
    } as unknown as DbHandle;
    const warnings: string[] = [];
    const log = { warn: (_obj: unknown, message: string) => warnings.push(message) } as never;
    const metrics = createMetrics({ database: stuck, log, databaseTimeoutMs: 100 });
    const started = Date.now();
    const first = await metrics.registry.metrics();
    expect(Date.now() - started).toBeLessThan(2000);
    expect(sample(first, 'faena_metrics_database_read_success')).toBe(0);
    expect(first).not.toMatch(/^faena_jobs\{/m);
    // Unknown, not 0: a gauge without labels cannot be left out.
    expect(sample(first, 'faena_emails_waiting')).toBeNaN();
    expect(first).toMatch(/^nodejs_heap_size_used_bytes /m);
    await metrics.registry.metrics();
    // The first read is still hanging: the second scrape waits on it rather than starting another.
    expect(queries).toBe(1);
    expect(warnings).toHaveLength(2);
  });
});

describe('GET /metrics: who gets it', () => {
  const unknown = (app: FastifyInstance, options: Partial<InjectOptions> = {}) =>
    app.inject({ method: 'GET', url: '/no-existe', remoteAddress: '127.0.0.1', ...options });

  /** A refusal is exactly the 404 of an address that does not exist. */
  async function expectHidden(app: FastifyInstance, options: Partial<InjectOptions>, label: string) {
    const res = await scrape(app, options);
    const other = await unknown(app, options);
    expect(res.statusCode, label).toBe(404);
    expect(res.body, label).toBe(other.body);
    expect(res.headers['content-type'], label).toBe(other.headers['content-type']);
    expect(res.body, label).not.toContain('nodejs_');
  }

  it('answers the listed addresses and networks, IPv4-mapped IPv6 included', async () => {
    for (const remoteAddress of ['127.0.0.1', '10.20.30.40', '::1', '::ffff:127.0.0.1']) {
      expect((await scrape(ctx.app, { remoteAddress })).statusCode, remoteAddress).toBe(200);
    }
  });

  it('is the ordinary 404 for any other address, and for everyone when METRICS_ALLOW is unset', async () => {
    for (const remoteAddress of ['192.168.1.5', '11.0.0.1', '203.0.113.9', '::2']) {
      await expectHidden(ctx.app, { remoteAddress }, remoteAddress);
    }
    const closed = await appWith({});
    await expectHidden(closed, { remoteAddress: '127.0.0.1' }, 'METRICS_ALLOW unset');
    expect((await closed.inject({ method: 'HEAD', url: '/metrics', remoteAddress: '127.0.0.1' })).statusCode).toBe(404);
  });

  it('refuses requests that came through a proxy when TRUST_PROXY is unset, whatever they claim', async () => {
    // A reverse proxy on this host: every request arrives from 127.0.0.1, which is allowed.
    for (const headers of [
      { 'x-forwarded-for': '203.0.113.9' },
      { 'x-forwarded-for': '127.0.0.1' },
      { 'x-real-ip': '127.0.0.1' },
      { forwarded: 'for=127.0.0.1' },
      { 'x-forwarded-host': 'faena.example.org' },
    ]) {
      await expectHidden(ctx.app, { remoteAddress: '127.0.0.1', headers }, JSON.stringify(headers));
    }
  });

  it('behind a trusted proxy on this host, decides by the client the proxy saw, not what a client wrote', async () => {
    const proxied = await appWith({ METRICS_ALLOW: '127.0.0.1,10.0.0.0/8', TRUST_PROXY: '1' });
    const via = (xff: string) => ({ remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': xff } });
    // A visitor from outside, through the proxy.
    await expectHidden(proxied, via('203.0.113.9'), 'outside visitor');
    // The same visitor writing an allowed address first: the proxy appends the real one.
    await expectHidden(proxied, via('127.0.0.1, 203.0.113.9'), 'forged X-Forwarded-For');
    await expectHidden(
      proxied,
      { remoteAddress: '127.0.0.1', headers: { 'x-real-ip': '127.0.0.1', 'x-forwarded-for': '203.0.113.9' } },
      'forged X-Real-IP',
    );
    // Prometheus in the allowed network, through the proxy; and on this host, straight to the server.
    expect((await scrape(proxied, via('10.0.0.7'))).statusCode).toBe(200);
    expect((await scrape(proxied, { remoteAddress: '127.0.0.1' })).statusCode).toBe(200);
  });
});
