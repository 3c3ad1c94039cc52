// `npm run bench:queue`: Faena's job queue (modules/jobs) beside pg-boss and graphile-worker, on
// PostgreSQL (DATABASE_URL; each queue gets a fresh database `<prefix>_<queue>_<pid>`, dropped at
// the end) and, for what can run there, on the embedded PGlite. Measures (a) enqueue inside a
// Drizzle transaction that also inserts a row, (b) draining a backlog with a no-op handler at
// each concurrency, (c) commit → handler start at a light rate, (d) that a rolled-back enqueue
// never runs, (e) retries and run-at scheduling. Prints a table and writes bench/results/queue-<time>.json.
//
// Every queue is set up alike where it can be: polling every second plus LISTEN/NOTIFY wake-up,
// fetching 10 jobs at a time where the library fetches in batches (ours and pg-boss), its own
// retry policy. Options: --jobs N (backlog drained in b, 2000), --enqueue N (transactions in a, 1000),
// --clients 1,8 (concurrent transactions in a), --concurrency 1,4 (b), --rate 20 and --latency-jobs
// 200 (c), --only ours,pgboss,graphile, --no-pglite, --db-prefix faena_bench_queue.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { type DbHandle, openDatabase, pgConfig, runMigrations, type Transaction } from '@faena/db';
import { sql } from 'drizzle-orm';
import { runMigrations as graphileMigrations, Logger, type Runner, run as runGraphile } from 'graphile-worker';
import pg from 'pg';
import { fromDrizzle, fromPglite, PgBoss } from 'pg-boss';
import pino from 'pino';
import { enqueueJob } from '../apps/server/src/modules/jobs/queue';
import { JobWorker } from '../apps/server/src/modules/jobs/worker';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values: opts } = parseArgs({
  options: {
    jobs: { type: 'string', default: '2000' },
    enqueue: { type: 'string', default: '1000' },
    clients: { type: 'string', default: '1,8' },
    concurrency: { type: 'string', default: '1,4' },
    rate: { type: 'string', default: '20' },
    'latency-jobs': { type: 'string', default: '200' },
    only: { type: 'string', default: 'ours,pgboss,graphile' },
    'no-pglite': { type: 'boolean', default: false },
    'db-prefix': { type: 'string', default: 'faena_bench_queue' },
  },
});
const list = (s: string) => s.split(',').map((x) => x.trim());
const JOBS = Number(opts.jobs);
const ENQUEUE = Number(opts.enqueue);
const CLIENTS = list(opts.clients).map(Number);
const CONCURRENCY = list(opts.concurrency).map(Number);
const RATE = Number(opts.rate);
const LATENCY_JOBS = Number(opts['latency-jobs']);
const QUEUES = list(opts.only) as QueueName[];
const log = (m: string) => console.log(m);

type QueueName = 'ours' | 'pgboss' | 'graphile';
type Handler = (payload: Record<string, unknown>, attempt: number) => Promise<void>;
interface JobSpec {
  kind: string;
  payload: Record<string, unknown>;
  runAt?: Date;
  maxAttempts?: number;
}

/** One queue under test, driven through the same few operations. */
interface QueueUnderTest {
  name: QueueName;
  version: string;
  handle: DbHandle;
  /** Inside the caller's Drizzle transaction. */
  enqueue(tx: Transaction, job: JobSpec): Promise<void>;
  /** An untimed backlog of `n` jobs of `kind` (multi-row inserts). */
  fill(kind: string, n: number): Promise<void>;
  /** Runs `handlers` with `concurrency` workers until `stop()`. */
  work(handlers: Record<string, Handler>, concurrency: number): Promise<{ stop(): Promise<void> }>;
  /** Jobs of `kind` still in the queue's table (any state but finished). */
  waiting(kind: string): Promise<number>;
  /** Deletes every job of `kind` (the enqueue phase's jobs, which no worker handles). */
  discard(kind: string): Promise<void>;
  close(): Promise<void>;
}

const KINDS = [
  'bench.enqueue',
  'bench.noop',
  'bench.latency',
  'bench.rollback',
  'bench.sentinel',
  'bench.fail',
  'bench.scheduled',
];

// pino's own silent logger: what the worker logs is not looked at here.
const silent = pino({ level: 'silent' });

const pkgVersion = (name: string) =>
  String(JSON.parse(fs.readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')).version);

// ---- the three queues ---------------------------------------------------------------------

async function ours(handle: DbHandle): Promise<QueueUnderTest> {
  return {
    name: 'ours',
    version: 'modules/jobs',
    handle,
    enqueue: (tx, job) => enqueueJob(tx, job),
    async fill(kind, n) {
      for (let i = 0; i < n; i += 1000) {
        const k = Math.min(1000, n - i);
        await handle.db.execute(
          sql`insert into jobs (kind, payload)
              select ${kind}::text, jsonb_build_object('i', g) from generate_series(${i}::int, ${i + k - 1}::int) g`,
        );
      }
    },
    async work(handlers, concurrency) {
      // Several workers on one pool: what several server processes do, each claiming 10 at a time.
      const workers = Array.from({ length: concurrency }, () => {
        const w = new JobWorker(handle, silent, 1_000);
        for (const [kind, h] of Object.entries(handlers)) w.register(kind, (p, ctx) => h(p, ctx.attempt));
        return w;
      });
      for (const w of workers) await w.start();
      return { stop: async () => void (await Promise.all(workers.map((w) => w.stop()))) };
    },
    async waiting(kind) {
      const r = await handle.db.execute(
        sql`select count(*)::int as n from jobs where kind = ${kind} and status <> 'done'`,
      );
      return Number((r as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
    },
    async discard(kind) {
      await handle.db.execute(sql`delete from jobs where kind = ${kind}`);
    },
    close: async () => {},
  };
}

async function pgboss(handle: DbHandle, url: string | null): Promise<QueueUnderTest> {
  const boss = url
    ? new PgBoss({ ...(pgConfig(url) as object), max: 10, useListenNotify: true, schedule: false, supervise: false })
    : new PgBoss({
        db: fromPglite(handle.pglite as never),
        backend: 'pglite',
        useListenNotify: true,
        schedule: false,
        supervise: false,
      });
  boss.on('error', (e) => log(`  pg-boss: ${e.message}`));
  await boss.start();
  for (const kind of KINDS) {
    await boss.createQueue(kind, { retryLimit: 2, retryDelay: 1, notify: true });
  }
  const schema = 'pgboss';
  return {
    name: 'pgboss',
    version: pkgVersion('pg-boss'),
    handle,
    async enqueue(tx, job) {
      await boss.send(job.kind, job.payload, {
        db: fromDrizzle(tx as never, sql),
        ...(job.runAt ? { startAfter: job.runAt } : {}),
        ...(job.maxAttempts ? { retryLimit: job.maxAttempts - 1 } : {}),
      });
    },
    async fill(kind, n) {
      for (let i = 0; i < n; i += 1000) {
        const k = Math.min(1000, n - i);
        await boss.insert(
          kind,
          Array.from({ length: k }, (_, j) => ({ data: { i: i + j } })),
        );
      }
    },
    async work(handlers, concurrency) {
      const ids: [string, string][] = [];
      for (const [kind, h] of Object.entries(handlers)) {
        ids.push([
          kind,
          await boss.work<Record<string, unknown>>(
            kind,
            {
              batchSize: 10,
              burstWhenBatchFull: true,
              localConcurrency: concurrency,
              pollingIntervalSeconds: 1,
              notifyPollingIntervalSeconds: 1,
              includeMetadata: true,
            },
            async (jobs) => {
              for (const job of jobs) await h(job.data, job.retryCount + 1);
            },
          ),
        ]);
      }
      return {
        stop: async () => void (await Promise.all(ids.map(([kind, id]) => boss.offWork(kind, { id, wait: true })))),
      };
    },
    async waiting(kind) {
      const r = await handle.db.execute(
        sql`select count(*)::int as n from ${sql.identifier(schema)}.job where name = ${kind} and state < 'completed'`,
      );
      return Number((r as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
    },
    async discard(kind) {
      await handle.db.execute(sql`delete from ${sql.identifier(schema)}.job where name = ${kind}`);
    },
    close: () => boss.stop({ graceful: true, timeout: 5_000 }),
  };
}

async function graphile(handle: DbHandle, url: string): Promise<QueueUnderTest> {
  const logger = new Logger(() => () => {});
  // A pool of our own: pg's connection string leaves the user name to libpq's defaults, which pg lacks.
  const pool = new pg.Pool({ ...pgConfig(url), max: 12 });
  pool.on('error', () => {});
  await graphileMigrations({ pgPool: pool, logger });
  return {
    name: 'graphile',
    version: pkgVersion('graphile-worker'),
    handle,
    async enqueue(tx, job) {
      // graphile-worker's documented way to add a job inside one's own transaction: its SQL function.
      await tx.execute(
        sql`select graphile_worker.add_job(${job.kind}, ${JSON.stringify(job.payload)}::json,
              run_at => ${job.runAt ?? null}::timestamptz, max_attempts => ${job.maxAttempts ?? 25})`,
      );
    },
    async fill(kind, n) {
      for (let i = 0; i < n; i += 1000) {
        const k = Math.min(1000, n - i);
        await handle.db.execute(
          sql`select graphile_worker.add_jobs(array(
                select (${kind}::text, jsonb_build_object('i', g)::json, null, null, null, null, null, null)::graphile_worker.job_spec
                from generate_series(${i}::int, ${i + k - 1}::int) g))`,
        );
      }
    },
    async work(handlers, concurrency) {
      const taskList = Object.fromEntries(
        Object.entries(handlers).map(([kind, h]) => [
          kind,
          async (payload: unknown, helpers: { job: { attempts: number } }) =>
            h(payload as Record<string, unknown>, helpers.job.attempts),
        ]),
      );
      const runner: Runner = await runGraphile({
        pgPool: pool,
        concurrency,
        pollInterval: 1_000,
        noHandleSignals: true,
        logger,
        taskList: taskList as never,
      });
      return { stop: () => runner.stop() };
    },
    async waiting(kind) {
      const r = await handle.db.execute(
        sql`select count(*)::int as n from graphile_worker.jobs where task_identifier = ${kind}`,
      );
      return Number((r as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
    },
    async discard(kind) {
      await handle.db.execute(
        sql`delete from graphile_worker._private_jobs j using graphile_worker._private_tasks t
            where j.task_id = t.id and t.identifier = ${kind}`,
      );
    },
    close: () => pool.end(),
  };
}

// ---- the measurements ---------------------------------------------------------------------

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function until(test: () => boolean | Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await test()) return true;
    await sleep(10);
  }
  return test();
}
const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? (s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] ?? Number.NaN) : Number.NaN;
};
const round = (x: number, d = 1) => Math.round(x * 10 ** d) / 10 ** d;

async function transactions(
  handle: DbHandle,
  n: number,
  clients: number,
  body: (tx: Transaction, i: number) => Promise<void>,
): Promise<number> {
  let next = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      for (let i = next++; i < n; i = next++) await handle.db.transaction((tx) => body(tx, i));
    }),
  );
  return n / ((performance.now() - t0) / 1000);
}

async function measure(q: QueueUnderTest, embedded: boolean) {
  const out: Record<string, unknown> = { version: q.version };
  const h = q.handle;
  await h.db.execute(sql`create table if not exists bench_rows (id bigserial primary key, note text not null)`);

  // (a) enqueue in a transaction that also inserts a row, against the same transaction without the job.
  const enqueue: Record<string, unknown>[] = [];
  for (const clients of embedded ? [1] : CLIENTS) {
    const plain = await transactions(h, ENQUEUE, clients, async (tx, i) => {
      await tx.execute(sql`insert into bench_rows (note) values (${`sin trabajo ${i}`})`);
    });
    const withJob = await transactions(h, ENQUEUE, clients, async (tx, i) => {
      await tx.execute(sql`insert into bench_rows (note) values (${`con trabajo ${i}`})`);
      await q.enqueue(tx, { kind: 'bench.enqueue', payload: { i } });
    });
    enqueue.push({ clients, transactionsPerSecond: round(withJob), withoutJobPerSecond: round(plain) });
    log(`  (a) ${clients} cliente(s): ${round(withJob)} tx/s con trabajo, ${round(plain)} tx/s sin él`);
  }
  out.enqueue = enqueue;
  out.enqueuedFound = await q.waiting('bench.enqueue');
  // Ours claims every kind (in Faena every kind has a handler); the others only the kinds they work.
  await q.discard('bench.enqueue');

  // (b) drain a backlog with a no-op handler.
  const drain: Record<string, unknown>[] = [];
  for (const concurrency of CONCURRENCY) {
    const kind = 'bench.noop';
    await q.fill(kind, JOBS);
    let done = 0;
    const t0 = performance.now();
    const w = await q.work({ [kind]: async () => void done++ }, concurrency);
    const ok = await until(() => done >= JOBS, 300_000);
    const seconds = (performance.now() - t0) / 1000;
    await w.stop();
    drain.push({
      concurrency,
      jobs: JOBS,
      seconds: round(seconds, 2),
      jobsPerSecond: round(JOBS / seconds),
      complete: ok,
      ran: done,
    });
    log(
      `  (b) concurrencia ${concurrency}: ${JOBS} trabajos en ${round(seconds, 2)} s = ${round(JOBS / seconds)}/s${ok ? '' : ' (INCOMPLETO)'}`,
    );
  }
  out.drain = drain;

  // (c) commit → handler start at a light rate, workers idle between jobs.
  {
    const committed = new Map<number, number>();
    const latencies: number[] = [];
    const w = await q.work(
      {
        'bench.latency': async (p) => {
          const at = performance.now();
          const c = committed.get(Number(p.i));
          // The NOTIFY can beat the COMMIT's answer back to the enqueuing side; wait for it.
          if (c === undefined) await until(() => committed.has(Number(p.i)), 5_000);
          latencies.push(at - (committed.get(Number(p.i)) ?? at));
        },
      },
      1,
    );
    await sleep(1_500);
    const t0 = performance.now();
    for (let i = 0; i < LATENCY_JOBS; i++) {
      await sleep(Math.max(0, t0 + (i * 1000) / RATE - performance.now()));
      await h.db.transaction(async (tx) => {
        await tx.execute(sql`insert into bench_rows (note) values ('latencia')`);
        await q.enqueue(tx, { kind: 'bench.latency', payload: { i } });
      });
      committed.set(i, performance.now());
    }
    await until(() => latencies.length >= LATENCY_JOBS, 30_000);
    await w.stop();
    out.latency = {
      rate: RATE,
      jobs: LATENCY_JOBS,
      ran: latencies.length,
      p50Ms: round(pct(latencies, 50)),
      p99Ms: round(pct(latencies, 99)),
      maxMs: round(Math.max(...latencies)),
    };
    log(`  (c) ${RATE}/s: p50 ${round(pct(latencies, 50))} ms, p99 ${round(pct(latencies, 99))} ms`);
  }

  // (d) a job enqueued in a rolled-back transaction never runs.
  {
    let rolledBackRan = 0;
    let sentinelRan = 0;
    const w = await q.work(
      { 'bench.rollback': async () => void rolledBackRan++, 'bench.sentinel': async () => void sentinelRan++ },
      1,
    );
    await h.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into bench_rows (note) values ('deshecha')`);
        await q.enqueue(tx, { kind: 'bench.rollback', payload: {} });
        throw new Error('rollback');
      })
      .catch(() => {});
    await h.db.transaction((tx) => q.enqueue(tx, { kind: 'bench.sentinel', payload: {} }));
    await until(() => sentinelRan > 0, 10_000);
    await sleep(2_000);
    await w.stop();
    const rowKept = await h.db.execute(sql`select count(*)::int as n from bench_rows where note = 'deshecha'`);
    out.rollback = {
      ok: rolledBackRan === 0 && sentinelRan === 1 && (await q.waiting('bench.rollback')) === 0,
      rolledBackRan,
      sentinelRan,
      rowKept: Number((rowKept as unknown as { rows: { n: number }[] }).rows[0]?.n),
    };
    log(
      `  (d) trabajo de una transacción deshecha: ${rolledBackRan === 0 ? 'no se ejecutó' : `SE EJECUTÓ ${rolledBackRan} vez/veces`}`,
    );
  }

  // (e) a failing job is retried up to its attempts; a job with a run-at waits for it.
  {
    const attempts: number[] = [];
    let scheduledAt = 0;
    let scheduledRan = 0;
    let earlyRun = false;
    const t0 = performance.now();
    const w = await q.work(
      {
        'bench.fail': async (_p, attempt) => {
          attempts.push(attempt);
          throw new Error('fallo a propósito');
        },
        'bench.scheduled': async () => {
          scheduledRan = performance.now();
          if (scheduledRan < scheduledAt) earlyRun = true;
        },
      },
      1,
    );
    const runAt = new Date(Date.now() + 3_000);
    scheduledAt = performance.now() + 3_000;
    await h.db.transaction(async (tx) => {
      await q.enqueue(tx, { kind: 'bench.fail', payload: {}, maxAttempts: 3 });
      await q.enqueue(tx, { kind: 'bench.scheduled', payload: {}, runAt });
    });
    await until(() => attempts.length >= 3 && scheduledRan > 0, 45_000);
    const retrySeconds = (performance.now() - t0) / 1000;
    await sleep(3_000); // a fourth attempt would be a bug
    await w.stop();
    out.retries = {
      maxAttempts: 3,
      attempts: attempts.length,
      seconds: round(retrySeconds, 1),
      ok: attempts.length === 3,
    };
    out.scheduled = {
      ok: scheduledRan > 0 && !earlyRun,
      early: earlyRun,
      lateByMs: scheduledRan ? round(scheduledRan - scheduledAt) : null,
    };
    log(
      `  (e) reintentos: ${attempts.length} de 3 intentos; programado: ${scheduledRan ? `${round(scheduledRan - scheduledAt)} ms tras su hora` : 'NO SE EJECUTÓ'}`,
    );
  }
  return out;
}

// ---- databases ----------------------------------------------------------------------------

const DATABASE_URL = process.env.DATABASE_URL;
const prefix = opts['db-prefix'];
const urlFor = (base: string, db: string) => {
  const u = new URL(base);
  u.pathname = `/${db}`;
  return u.toString();
};
async function admin(base: string, text: string) {
  const c = new pg.Client(pgConfig(base));
  await c.connect();
  try {
    await c.query(text);
  } finally {
    await c.end();
  }
}

const loadavg = () => os.loadavg().map((x) => round(x, 2));
const results: Record<string, unknown> = {
  startedAt: new Date().toISOString(),
  node: process.version,
  cpus: os.cpus().length,
  loadAtStart: loadavg(),
  options: {
    jobs: JOBS,
    enqueue: ENQUEUE,
    clients: CLIENTS,
    concurrency: CONCURRENCY,
    rate: RATE,
    latencyJobs: LATENCY_JOBS,
  },
  postgres: {} as Record<string, unknown>,
  pglite: {} as Record<string, unknown>,
};
try {
  results.postgresVersion = execFileSync('psql', ['--version'], { encoding: 'utf8' }).trim();
} catch {}

if (!DATABASE_URL) log('Sin DATABASE_URL: se omite PostgreSQL (solo la comprobación en PGlite).');
else {
  for (const name of QUEUES) {
    const db = `${prefix}_${name}_${process.pid}`;
    log(`\n${name} en PostgreSQL (base ${db}), carga ${loadavg().join(' ')}`);
    await admin(DATABASE_URL, `create database ${db}`);
    const url = urlFor(DATABASE_URL, db);
    const handle = await openDatabase({ databaseUrl: url, poolSize: 10 });
    let q: QueueUnderTest | null = null;
    try {
      await runMigrations(handle);
      q =
        name === 'ours'
          ? await ours(handle)
          : name === 'pgboss'
            ? await pgboss(handle, url)
            : await graphile(handle, url);
      const load = loadavg();
      const r = await measure(q, false);
      (results.postgres as Record<string, unknown>)[name] = { ...r, loadBefore: load, loadAfter: loadavg() };
    } catch (error) {
      log(`  error: ${error instanceof Error ? error.stack : String(error)}`);
      (results.postgres as Record<string, unknown>)[name] = { error: String(error) };
    } finally {
      await q?.close().catch(() => {});
      await handle.close();
      await admin(DATABASE_URL, `drop database if exists ${db} with (force)`);
    }
  }
}

// PGlite: a single in-process connection. graphile-worker takes only a pg Pool or a connection
// string, so it has no way in without a socket server in front of PGlite (see docs/decisions/0020).
if (!opts['no-pglite']) {
  for (const name of QUEUES) {
    log(`\n${name} en PGlite, carga ${loadavg().join(' ')}`);
    if (name === 'graphile') {
      (results.pglite as Record<string, unknown>)[name] = {
        error: 'graphile-worker solo acepta un pg.Pool o una cadena de conexión: PGlite no tiene conexiones de red',
      };
      log('  no se puede: necesita un pg.Pool (conexiones de red)');
      continue;
    }
    const handle = await openDatabase({ memory: true });
    let q: QueueUnderTest | null = null;
    try {
      await runMigrations(handle);
      q = name === 'ours' ? await ours(handle) : await pgboss(handle, null);
      const load = loadavg();
      const r = await measure(q, true);
      (results.pglite as Record<string, unknown>)[name] = { ...r, loadBefore: load, loadAfter: loadavg() };
    } catch (error) {
      log(`  error: ${error instanceof Error ? error.stack : String(error)}`);
      (results.pglite as Record<string, unknown>)[name] = { error: String(error) };
    } finally {
      await q?.close().catch(() => {});
      await handle.close();
    }
  }
}
results.loadAtEnd = loadavg();
results.finishedAt = new Date().toISOString();

// ---- the table ----------------------------------------------------------------------------

type R = {
  error?: string;
  enqueue?: { clients: number; transactionsPerSecond: number; withoutJobPerSecond: number }[];
  drain?: { concurrency: number; jobsPerSecond: number; complete: boolean }[];
  latency?: { p50Ms: number; p99Ms: number };
  rollback?: { ok: boolean };
  retries?: { ok: boolean; attempts: number; seconds: number };
  scheduled?: { ok: boolean; lateByMs: number | null };
  loadBefore?: number[];
};
for (const where of ['postgres', 'pglite'] as const) {
  const rows = Object.entries(results[where] as Record<string, R>);
  if (!rows.length) continue;
  log(`\n${where === 'postgres' ? 'PostgreSQL' : 'PGlite'}`);
  const header = [
    'cola',
    'encolar tx/s (clientes)',
    'sin trabajo tx/s',
    'vaciar /s (concurrencia)',
    'latencia p50/p99 ms',
    'deshecha',
    'reintentos',
    'programado',
    'carga',
  ];
  const table = rows.map(([name, r]) =>
    r.error
      ? [name, String(r.error).split('\n')[0]]
      : [
          name,
          (r.enqueue ?? []).map((e) => `${e.transactionsPerSecond} (${e.clients})`).join(', '),
          (r.enqueue ?? []).map((e) => `${e.withoutJobPerSecond}`).join(', '),
          (r.drain ?? []).map((d) => `${d.jobsPerSecond}${d.complete ? '' : '!'} (${d.concurrency})`).join(', '),
          `${r.latency?.p50Ms} / ${r.latency?.p99Ms}`,
          r.rollback?.ok ? 'no corre' : 'FALLO',
          r.retries?.ok ? `3 en ${r.retries.seconds} s` : `FALLO (${r.retries?.attempts})`,
          r.scheduled?.ok ? `+${r.scheduled.lateByMs} ms` : 'FALLO',
          (r.loadBefore ?? []).join(' '),
        ],
  );
  const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => String(row[i] ?? '').length)));
  const line = (cells: string[]) => cells.map((c, i) => String(c ?? '').padEnd(widths[i] ?? 0)).join(' | ');
  log(line(header));
  for (const row of table) log(line(row as string[]));
}

const outDir = path.join(root, 'bench', 'results');
fs.mkdirSync(outDir, { recursive: true });
const file = path.join(outDir, `queue-${String(results.startedAt).replace(/[:.]/g, '-')}.json`);
fs.writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
log(`\nResultados: ${path.relative(root, file)} (carga al final ${loadavg().join(' ')})`);
process.exit(0);
