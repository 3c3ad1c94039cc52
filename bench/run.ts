// `npm run bench`: every performance figure in one command; prints a table and writes
// bench/results/run-<time>.json and bench/results/latest.json. Options in README ("Rendimiento").
//
// Core split (the machine has two): this process and its load generators (autocannon, pgbench,
// the WebSocket clients) run on core 1, the Faena server process(es) on core 0, PostgreSQL is
// not pinned (it is the machine's shared server). The API part also measures the server on all
// cores (WEB_CONCURRENCY = the cores, pinned to every core): it then shares core 1 with the load
// generators and both cores with PostgreSQL. Load figures are ratios measured side by side in
// the same run, as the machine is shared and noisy.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { DEMO_PASSWORD } from '../apps/server/src/modules/demo/data';
import { lighthousePage } from './lib/lighthouse';
import { autocannon, captureSql, constantRate, type HttpResult, pgbench } from './lib/load';
import { DB_PREFIX, label, prepareEmbedded, preparePostgres } from './lib/prepare';
import { realtimeBench } from './lib/realtime';
import { type RunningServer, signIn, startServer } from './lib/server';
import { backendsCpuMs, connectPostgres, openPglite, type SqlRunner } from './lib/sql';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PARTS = ['api', 'growth', 'embedded', 'realtime', 'start', 'frontend', 'lighthouse'] as const;
type Part = (typeof PARTS)[number];

const { values: opts } = parseArgs({
  options: {
    only: { type: 'string' },
    skip: { type: 'string' },
    'api-size': { type: 'string', default: '100000' },
    'api-processes': { type: 'string', default: String(os.cpus().length) },
    sizes: { type: 'string', default: '10000,100000' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '32' },
    rate: { type: 'string', default: '500' },
    'growth-rate': { type: 'string', default: '100' },
    'growth-rounds': { type: 'string', default: '3' },
    'rt-clients': { type: 'string', default: '1000' },
    'rt-rate': { type: 'string', default: '100' },
    'rt-seconds': { type: 'string', default: '20' },
    'start-runs': { type: 'string', default: '3' },
    'lighthouse-runs': { type: 'string', default: '3' },
    port: { type: 'string', default: '3400' },
    fresh: { type: 'boolean', default: false },
    'db-prefix': { type: 'string', default: DB_PREFIX },
    help: { type: 'boolean', default: false },
  },
});
if (opts.help) {
  // The options are documented once, in the README's "Rendimiento" section.
  const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');
  const start = readme.indexOf('## Rendimiento');
  console.log(readme.slice(start, readme.indexOf('\n## ', start + 1)).trim());
  process.exit(0);
}
const list = (s: string | undefined) => (s ? s.split(',').map((x) => x.trim()) : []);
const only = list(opts.only);
const skip = new Set(list(opts.skip));
const parts = new Set<Part>(PARTS.filter((p) => (only.length ? only.includes(p) : true) && !skip.has(p)));
const SECONDS = Number(opts.seconds);
const CONNECTIONS = Number(opts.connections);
const RATE = Number(opts.rate);
const GROWTH_RATE = Number(opts['growth-rate']);
const GROWTH_ROUNDS = Number(opts['growth-rounds']);
const API_SIZE = Number(opts['api-size']);
const API_PROCESSES = Number(opts['api-processes']);
const SIZES = list(opts.sizes).map(Number);
let port = Number(opts.port);
const nextPort = () => port++;
const DATABASE_URL = process.env.DATABASE_URL;
const log = (m: string) => console.log(m);

// Pin this process (and so its children) to core 1; servers get core 0.
const twoCores = os.cpus().length >= 2 && spawnSync('taskset', ['--version']).status === 0;
const SERVER_CPU = twoCores ? '0' : undefined;
const LOAD_CPU = twoCores ? '1' : undefined;
// Every core, for the all-cores server (a child would otherwise inherit this process's core 1).
const ALL_CPUS = twoCores ? `0-${os.cpus().length - 1}` : undefined;
if (twoCores) execFileSync('taskset', ['-a', '-p', '-c', '1', String(process.pid)], { stdio: 'ignore' });

const needsPg = ['api', 'growth', 'realtime'].some((p) => parts.has(p as Part));
if (needsPg && !DATABASE_URL) {
  console.log('Sin DATABASE_URL: se omiten las partes de PostgreSQL (api, growth, realtime).');
  for (const p of ['api', 'growth', 'realtime'] as Part[]) parts.delete(p);
}
if (!fs.existsSync(path.join(root, 'apps/server/dist/server.js')) || !fs.existsSync(path.join(root, 'apps/web/dist'))) {
  log('Compilando (npm run build)…');
  execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
}

interface BenchRequest {
  name: string;
  path: string;
  capture: Parameters<typeof captureSql>[1];
}

/** The four measured requests on a database: filtered browse, full text, a deep page, professionals. */
function requestsFor(deep: { value: string; id: string } | null): BenchRequest[] {
  const requests: BenchRequest[] = [
    {
      name: 'browse',
      path: '/api/tasks?province=23&category=poda',
      capture: { kind: 'tasks', query: { province: '23', category: 'poda' } },
    },
    { name: 'search', path: '/api/tasks?q=olivo%20finca', capture: { kind: 'tasks', query: { q: 'olivo finca' } } },
    {
      name: 'pros',
      path: '/api/professionals?province=23&category=poda',
      capture: { kind: 'professionals', query: { province: '23', category: 'poda' } },
    },
  ];
  if (deep) {
    const cursor = Buffer.from(JSON.stringify([deep.value, deep.id])).toString('base64url');
    requests.splice(2, 0, {
      name: 'deep',
      path: `/api/tasks?cursor=${cursor}`,
      capture: { kind: 'tasks', query: { cursor } },
    });
  }
  return requests;
}

/** The cursor of the 2,000th open task, newest first: page 101 of Browse tasks. */
const DEEP_SQL = `SELECT to_char(t.published_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS value, t.id::text AS id
  FROM tasks t JOIN profiles p ON p.id = t.owner_id
 WHERE t.status = 'open' AND t.hidden_at IS NULL AND p.suspended_at IS NULL
 ORDER BY t.published_at DESC NULLS LAST, t.id DESC NULLS LAST OFFSET 1999 LIMIT 1`;

async function deepCursorPg(url: string) {
  const db = await connectPostgres(url);
  try {
    const [row] = await db.query<{ value: string; id: string }>(DEEP_SQL);
    return row ?? null;
  } finally {
    await db.close();
  }
}

async function warm(server: RunningServer, cookie: string, requests: BenchRequest[]) {
  for (const r of requests) {
    await autocannon({ root, url: server.url + r.path, cookie, connections: 8, seconds: 2, cpu: LOAD_CPU });
  }
}

/** The session token of a signed-in cookie (`name=token.signature`), for the pgbench script. */
function sessionToken(cookie: string): string {
  const part = cookie.split('; ').find((c) => c.slice(0, c.indexOf('=')).endsWith('.session_token'));
  if (!part) throw new Error('el inicio de sesión no dio una cookie de sesión');
  const value = decodeURIComponent(part.slice(part.indexOf('=') + 1));
  return value.slice(0, value.lastIndexOf('.'));
}

/** The middle value (the upper middle for an even count). */
function median(xs: number[]): number {
  return [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)] ?? Number.NaN;
}

/** One request at a constant rate for the run's length (open loop; bench/lib/load.ts). */
async function atRate(server: RunningServer, cookie: string, r: BenchRequest, rate: number) {
  const http = await constantRate({
    url: server.url + r.path,
    cookie,
    connections: CONNECTIONS,
    seconds: SECONDS,
    rate,
  });
  assertOk(r.name, http);
  return http;
}

/**
 * One closed-loop autocannon run against a server, and the server's own CPU per request over it:
 * what one request costs the process (all of its processes, primary included, with several).
 * Less at the mercy of the neighbours than requests/s, though a busy machine still inflates it.
 * With `monitor` (a connection to the server's database), PostgreSQL's CPU per request too: its
 * backends on that database, which during the run are the server's pool.
 */
/** The closed-loop load of the API parts: CONNECTIONS connections for SECONDS, on the load core. */
function closedLoop(server: RunningServer, path: string, cookie: string) {
  return autocannon({
    root,
    url: server.url + path,
    cookie,
    connections: CONNECTIONS,
    seconds: SECONDS,
    cpu: LOAD_CPU,
  });
}

async function measureApi(server: RunningServer, cookie: string, r: BenchRequest, monitor?: SqlRunner) {
  const pidsBefore = server.workerPids().join(',');
  const dbBefore = monitor ? await backendsCpuMs(monitor) : null;
  const before = server.cpuByPid();
  const http = await closedLoop(server, r.path, cookie);
  const after = server.cpuByPid();
  const dbAfter = monitor ? await backendsCpuMs(monitor) : null;
  let dbCpuMs = Number.NaN;
  if (dbBefore && dbAfter) {
    dbCpuMs = 0;
    for (const [pid, ms] of Object.entries(dbAfter)) dbCpuMs += ms - (dbBefore[Number(pid)] ?? 0);
  }
  assertOk(r.name, http);
  if (server.workerPids().join(',') !== pidsBefore)
    log(`  ¡${r.name}: un proceso del servidor se reinició durante la medida!`);
  const cpuMsByProcess: Record<string, number> = {};
  for (const [pid, ms] of Object.entries(after)) cpuMsByProcess[pid] = ms - (before[Number(pid)] ?? 0);
  const cpuMs = Object.values(cpuMsByProcess).reduce((sum, ms) => sum + ms, 0);
  return {
    http,
    processes: server.processes,
    cpuMsPerRequest: cpuMs / http.requests,
    cpuMsByProcess,
    dbCpuMsPerRequest: dbCpuMs / http.requests,
  };
}

function assertOk(name: string, r: HttpResult) {
  if (r.non2xx > 0 || r.errors > 0) log(`  ¡${name}: ${r.non2xx} respuestas no 2xx y ${r.errors} errores!`);
}

const results: Record<string, unknown> = {
  startedAt: new Date().toISOString(),
  machine: {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model,
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    loadAverageAtStart: os.loadavg(),
    node: process.version,
    coreSplit: twoCores
      ? `servidor(es) en el núcleo 0 (en la medida de todos los núcleos, ${API_PROCESSES} procesos en los núcleos ${ALL_CPUS}); generadores de carga (autocannon, pgbench, clientes WebSocket) en el núcleo 1; PostgreSQL sin fijar`
      : 'sin fijar (menos de dos núcleos o sin taskset)',
  },
  options: { SECONDS, CONNECTIONS, RATE, API_SIZE, API_PROCESSES, SIZES, GROWTH_RATE, GROWTH_ROUNDS },
};
const generation: Record<string, unknown> = {};
results.generation = generation;

/**
 * The PostgreSQL database of `size` tasks (generated the first time), a server on it pinned to
 * the server core, signed in as a demo professional and warmed up with the bench's requests.
 */
async function postgresServer(size: number) {
  const prepared = await preparePostgres(DATABASE_URL as string, size, {
    fresh: opts.fresh,
    log,
    prefix: opts['db-prefix'],
  });
  if (prepared.report) generation[`postgres-${label(size)}`] = prepared.report;
  const url = prepared.url as string;
  const requests = requestsFor(await deepCursorPg(url));
  const server = await startServer({
    root,
    port: nextPort(),
    cpu: SERVER_CPU,
    databaseUrl: url,
    dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'faena-bench-')),
  });
  try {
    const cookie = await signIn(server.url, 'pedro.sanchez@faena.demo', DEMO_PASSWORD);
    await warm(server, cookie, requests);
    return { size, url, server, cookie, requests };
  } catch (error) {
    await server.stop();
    throw error;
  }
}

// 1 and 5: the API against pgbench on PostgreSQL, its p50/p99 at a fixed rate, memory. Each
// shape is measured on the one-process server (core 0), then pgbench, then on the all-cores
// server (API_PROCESSES processes on every core), so both ratios share one pgbench figure.
if (parts.has('api')) {
  const size = API_SIZE;
  const { server, cookie, requests, url } = await postgresServer(size);
  let cluster: RunningServer | null = null;
  try {
    if (API_PROCESSES > 1) {
      cluster = await startServer({
        root,
        port: nextPort(),
        cpu: ALL_CPUS,
        processes: API_PROCESSES,
        databaseUrl: url,
        dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'faena-bench-')),
      });
      // The same session: the processes share the database.
      await warm(cluster, cookie, requests);
    } else {
      log('\n(--api-processes 1: sin la medida de todos los núcleos)');
    }
    const monitor = await connectPostgres(url);
    log(`\n[1] API frente a pgbench, PostgreSQL, ${size.toLocaleString('es-ES')} tareas, ${CONNECTIONS} conexiones`);
    if (cluster)
      log(
        `    (1 proceso en el núcleo ${SERVER_CPU ?? '—'}; ${cluster.processes} procesos en los núcleos ${ALL_CPUS ?? 'todos'})`,
      );
    const api: Record<string, unknown>[] = [];
    for (const r of requests) {
      const one = await measureApi(server, cookie, r, monitor);
      const sql = await captureSql(url, r.capture, sessionToken(cookie));
      const db = await pgbench({
        databaseUrl: url,
        statements: sql.statements,
        clients: CONNECTIONS,
        seconds: SECONDS,
        mode: 'simple',
        cpu: LOAD_CPU,
      });
      const all = cluster ? await measureApi(cluster, cookie, r, monitor) : null;
      const row = {
        request: r.name,
        path: r.path,
        apiRps: one.http.rps,
        apiP99: one.http.p99,
        pgbenchTps: db.tps,
        ratio: one.http.rps / db.tps,
        statements: sql.statements,
        serverCpuMsPerRequest: one.cpuMsPerRequest,
        dbCpuMsPerRequest: one.dbCpuMsPerRequest,
        allCores: all && {
          processes: all.processes,
          apiRps: all.http.rps,
          apiP99: all.http.p99,
          ratio: all.http.rps / db.tps,
          serverCpuMsPerRequest: all.cpuMsPerRequest,
          dbCpuMsPerRequest: all.dbCpuMsPerRequest,
          cpuMsByProcess: all.cpuMsByProcess,
        },
      };
      api.push(row);
      log(
        `  ${r.name.padEnd(7)} API ${one.http.rps.toFixed(0).padStart(6)}/s  pgbench ${db.tps.toFixed(0).padStart(6)}/s  razón ${(one.http.rps / db.tps).toFixed(2)}  (p99 ${one.http.p99} ms, CPU del servidor ${one.cpuMsPerRequest.toFixed(2)} ms/petición, de PostgreSQL ${one.dbCpuMsPerRequest.toFixed(2)} ms)`,
      );
      if (all) {
        const share = Object.values(all.cpuMsByProcess).map((ms) => ms.toFixed(0));
        log(
          `  ${''.padEnd(7)} ${all.processes} procesos ${all.http.rps.toFixed(0).padStart(6)}/s  razón ${(all.http.rps / db.tps).toFixed(2)}  (p99 ${all.http.p99} ms, CPU de los procesos ${all.cpuMsPerRequest.toFixed(2)} ms/petición, de PostgreSQL ${all.dbCpuMsPerRequest.toFixed(2)} ms; reparto ${share.join(' / ')} ms)`,
        );
      }
    }
    await monitor.close();
    results.api = api;
    if (cluster) {
      results.apiAllCores = {
        processes: cluster.processes,
        cpus: ALL_CPUS ?? 'sin fijar',
        peakRssMbSum: cluster.peakRssMb(),
      };
      await cluster.stop();
      cluster = null;
    }
    log(`\n[1b] Ritmo fijo ${RATE}/s, ${size.toLocaleString('es-ES')} tareas (PostgreSQL)`);
    const fixed: Record<string, { p50: number; p99: number }> = {};
    for (const r of requests) {
      const http = await atRate(server, cookie, r, RATE);
      fixed[r.name] = { p50: http.p50, p99: http.p99 };
      log(`  ${r.name.padEnd(7)} p50 ${http.p50} ms  p99 ${http.p99} ms  (${http.rps.toFixed(0)}/s)`);
    }
    results.fixedRate = { rate: RATE, size, requests: fixed };
    results.memoryPostgres = { peakRssMb: server.peakRssMb(), size };
    log(`  RSS máxima del servidor: ${server.peakRssMb().toFixed(0)} MB`);
  } finally {
    await cluster?.stop();
    await server.stop();
  }
}

// 2: growth. One server per size, all started first; then rounds that go through the sizes in
// turn, so a change in the neighbours' load hits every size alike, at a rate every size
// sustains, so that p50 is the time to serve a request and not the time spent in a queue.
const growth: Record<string, Record<string, { p50: number; p99: number; p50s: number[] }>> = {};
if (parts.has('growth')) {
  const running: Awaited<ReturnType<typeof postgresServer>>[] = [];
  try {
    for (const size of [...SIZES].sort((a, b) => a - b)) running.push(await postgresServer(size));
    log(
      `\n[2] Crecimiento (PostgreSQL): p50 a ${GROWTH_RATE}/s, ${GROWTH_ROUNDS} rondas que alternan ${running.map((r) => label(r.size)).join(', ')}`,
    );
    const samples = new Map<string, { p50: number[]; p99: number[] }>();
    for (let round = 1; round <= GROWTH_ROUNDS; round++) {
      for (const { size, server, cookie, requests } of running) {
        for (const r of requests) {
          const http = await atRate(server, cookie, r, GROWTH_RATE);
          const key = `${label(size)} ${r.name}`;
          const s = samples.get(key) ?? { p50: [], p99: [] };
          s.p50.push(http.p50);
          s.p99.push(http.p99);
          samples.set(key, s);
        }
      }
      log(`  ronda ${round} de ${GROWTH_ROUNDS} hecha`);
    }
    for (const { size, requests } of running) {
      const bySize: Record<string, { p50: number; p99: number; p50s: number[] }> = {};
      for (const r of requests) {
        const s = samples.get(`${label(size)} ${r.name}`) ?? { p50: [], p99: [] };
        bySize[r.name] = { p50: median(s.p50), p99: median(s.p99), p50s: s.p50 };
      }
      growth[label(size)] = bySize;
      log(
        `  ${label(size).padEnd(5)} ${requests.map((r) => `${r.name} p50 ${bySize[r.name]?.p50} ms (${bySize[r.name]?.p50s.join('/')})`).join('  ')}`,
      );
    }
  } finally {
    await Promise.all(running.map((r) => r.server.stop()));
  }
  results.growth = { rate: GROWTH_RATE, rounds: GROWTH_ROUNDS, sizes: growth };
}

// 1 (embedded) and 5 (embedded): the same requests on PGlite at API_SIZE.
if (parts.has('embedded')) {
  const prepared = await prepareEmbedded(root, API_SIZE, { fresh: opts.fresh, log });
  if (prepared.report) generation[`embedded-${label(API_SIZE)}`] = prepared.report;
  // The deep page's cursor, read before the server takes the folder's lock.
  const pgl = await openPglite(prepared.dataDir as string);
  const [deep] = await pgl.query<{ value: string; id: string }>(DEEP_SQL);
  await pgl.close();
  const server = await startServer({
    root,
    port: nextPort(),
    cpu: SERVER_CPU,
    dataDir: prepared.dataDir as string,
    timeoutMs: 120_000,
  });
  try {
    const cookie = await signIn(server.url, 'pedro.sanchez@faena.demo', DEMO_PASSWORD);
    const requests = requestsFor(deep ?? null);
    await warm(server, cookie, requests);
    log(`\n[1c] Base integrada (PGlite), ${API_SIZE.toLocaleString('es-ES')} tareas, ${CONNECTIONS} conexiones`);
    const rows: Record<string, unknown>[] = [];
    for (const r of requests) {
      const http = await closedLoop(server, r.path, cookie);
      assertOk(r.name, http);
      rows.push({ request: r.name, rps: http.rps, p50: http.p50, p99: http.p99 });
      log(`  ${r.name.padEnd(7)} ${http.rps.toFixed(0).padStart(6)}/s  p50 ${http.p50} ms  p99 ${http.p99} ms`);
    }
    results.embedded = { size: API_SIZE, requests: rows };
    results.memoryEmbedded = { peakRssMb: server.peakRssMb(), size: API_SIZE };
    log(`  RSS máxima del servidor: ${server.peakRssMb().toFixed(0)} MB`);
  } finally {
    await server.stop();
  }
}

// 3: real time over two server processes on PostgreSQL.
if (parts.has('realtime')) {
  const size = 10_000;
  const prepared = await preparePostgres(DATABASE_URL as string, size, {
    fresh: false,
    log,
    prefix: opts['db-prefix'],
  });
  const url = prepared.url as string;
  const servers = await Promise.all(
    [nextPort(), nextPort()].map((p) =>
      startServer({
        root,
        port: p,
        cpu: SERVER_CPU,
        databaseUrl: url,
        dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'faena-bench-')),
        // The senders come from one machine: X-Forwarded-For gives each its own address.
        env: { TRUST_PROXY: 'true' },
      }),
    ),
  );
  const db = await connectPostgres(url);
  try {
    log(`\n[3] Tiempo real: ${opts['rt-clients']} clientes en 2 procesos, ${opts['rt-rate']} mensajes/s`);
    const rt = await realtimeBench({
      db,
      servers: [servers[0]?.url as string, servers[1]?.url as string],
      clients: Number(opts['rt-clients']),
      rate: Number(opts['rt-rate']),
      seconds: Number(opts['rt-seconds']),
      log,
      serverCpuMs: () => servers.reduce((sum, s) => sum + s.cpuMs(), 0),
    });
    results.realtime = { ...rt, peakRssMb: servers.map((s) => s.peakRssMb()) };
    log(
      `  entregados ${rt.delivered}/${rt.sent}  p50 ${rt.p50.toFixed(1)} ms  p99 ${rt.p99.toFixed(1)} ms  (POST p50 ${rt.postP50.toFixed(1)} ms, envíos fallidos ${rt.sendErrors}, CPU de los servidores ${rt.serverCpuMsPerMessage.toFixed(2)} ms/mensaje, retraso del generador p99 ${rt.sendLagP99.toFixed(1)} ms)`,
    );
  } finally {
    await db.close();
    await Promise.all(servers.map((s) => s.stop()));
  }
}

// 4: start time on the embedded database, new (migrations + demo data) and existing.
let lighthouseDir: string | null = null;
if (parts.has('start') || parts.has('lighthouse')) {
  const runs = parts.has('start') ? Number(opts['start-runs']) : 1;
  const fresh: number[] = [];
  const existing: number[] = [];
  const freshCpu: number[] = [];
  const existingCpu: number[] = [];
  for (let i = 0; i < runs; i++) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'faena-bench-start-'));
    const a = await startServer({
      root,
      port: nextPort(),
      cpu: SERVER_CPU,
      dataDir: dir,
      env: { SEED_DEMO: 'auto' },
      timeoutMs: 120_000,
    });
    fresh.push(a.startMs);
    freshCpu.push(a.startCpuMs);
    await a.stop();
    const b = await startServer({ root, port: nextPort(), cpu: SERVER_CPU, dataDir: dir, env: { SEED_DEMO: 'auto' } });
    existing.push(b.startMs);
    existingCpu.push(b.startCpuMs);
    await b.stop();
    if (i === 0) lighthouseDir = dir;
    else fs.rmSync(dir, { recursive: true, force: true });
  }
  if (parts.has('start')) {
    results.start = {
      freshMs: fresh,
      existingMs: existing,
      freshCpuMs: freshCpu,
      existingCpuMs: existingCpu,
      freshMedianMs: median(fresh),
      existingMedianMs: median(existing),
      freshMedianCpuMs: median(freshCpu),
      existingMedianCpuMs: median(existingCpu),
    };
    log(
      `\n[4] Arranque (base integrada), medianas de ${runs}: nueva ${(median(fresh) / 1000).toFixed(2)} s (CPU ${(median(freshCpu) / 1000).toFixed(2)} s), ` +
        `existente ${(median(existing) / 1000).toFixed(2)} s (CPU ${(median(existingCpu) / 1000).toFixed(2)} s)`,
    );
  }
}

// 6: front end.
if (parts.has('frontend')) {
  const { measure } = (await import('./bundle-size.mjs')) as {
    measure(): {
      pages: { jsTotal: { gzip: number }; cssTotal: { gzip: number } }[];
      routes: { screen: string; own: { gzip: number }; extra: { gzip: number } }[];
      failures: string[];
    };
  };
  const m = measure();
  const home = m.pages[0];
  results.frontend = {
    homeJsGzip: home?.jsTotal.gzip,
    homeCssGzip: home?.cssTotal.gzip,
    largestRoute: m.routes[0],
    routes: m.routes.map((r) => ({ screen: r.screen, ownGzip: r.own.gzip, addedGzip: r.extra.gzip })),
    failures: m.failures,
  };
  log(
    `\n[6] '/' JS ${home?.jsTotal.gzip} B gzip + CSS ${home?.cssTotal.gzip} B; ruta mayor ${m.routes[0]?.own.gzip} B (${m.routes[0]?.screen})`,
  );
}
if (parts.has('lighthouse') && lighthouseDir) {
  const server = await startServer({ root, port: nextPort(), dataDir: lighthouseDir });
  try {
    const cookie = await signIn(server.url, 'pedro.sanchez@faena.demo', DEMO_PASSWORD);
    const runs = Number(opts['lighthouse-runs']);
    log(`\n[6b] Lighthouse (móvil), mediana de ${runs}`);
    const pages = [];
    for (const [p, c] of [
      ['/', undefined],
      ['/auth', undefined],
      ['/browse-tasks', cookie],
    ] as const) {
      const page = await lighthousePage(server.url + p, c, runs);
      pages.push(page);
      log(
        `  ${p.padEnd(14)} ${page.median}  (${page.scores.join(', ')})  LCP ${page.metrics.lcp?.toFixed(0)} ms  TBT ${page.metrics.tbt?.toFixed(0)} ms  CLS ${page.metrics.cls?.toFixed(3)}`,
      );
      for (const shift of page.layoutShifts.slice(0, 3)) {
        log(`      se mueve (${shift.score}): ${shift.element.slice(0, 110)}`);
      }
    }
    results.lighthouse = pages;
  } finally {
    await server.stop();
    fs.rmSync(lighthouseDir, { recursive: true, force: true });
  }
}

results.finishedAt = new Date().toISOString();
results.machine = { ...(results.machine as object), loadAverageAtEnd: os.loadavg() };

// The table.
const rowsOut: [string, string, string, string][] = [];
const fmt = (n: unknown, d = 0) => (typeof n === 'number' && Number.isFinite(n) ? n.toFixed(d) : '—');
const ok = (pass: boolean | undefined) => (pass === undefined ? '' : pass ? 'sí' : 'NO');
interface ApiRow {
  request: string;
  ratio: number;
  apiRps: number;
  pgbenchTps: number;
  serverCpuMsPerRequest: number;
  dbCpuMsPerRequest: number;
  allCores: {
    processes: number;
    ratio: number;
    apiRps: number;
    serverCpuMsPerRequest: number;
    dbCpuMsPerRequest: number;
  } | null;
}
// One process and all cores side by side: "1 proc. | N proc." in the value and in "ok".
for (const a of (results.api as ApiRow[] | undefined) ?? []) {
  const n = a.allCores;
  rowsOut.push([
    `API/pgbench ${a.request}`,
    `1 proc. ${fmt(a.ratio, 2)} (${fmt(a.apiRps)}/${fmt(a.pgbenchTps)})` +
      (n ? ` | ${n.processes} proc. ${fmt(n.ratio, 2)} (${fmt(n.apiRps)}/${fmt(a.pgbenchTps)})` : ''),
    '≥ 0.3',
    ok(a.ratio >= 0.3) + (n ? ` | ${ok(n.ratio >= 0.3)}` : ''),
  ]);
}
for (const a of (results.api as ApiRow[] | undefined) ?? []) {
  const n = a.allCores;
  rowsOut.push([
    `CPU/petición ${a.request} (servidor + PostgreSQL)`,
    `1 proc. ${fmt(a.serverCpuMsPerRequest, 2)} + ${fmt(a.dbCpuMsPerRequest, 2)} ms` +
      (n ? ` | ${n.processes} proc. ${fmt(n.serverCpuMsPerRequest, 2)} + ${fmt(n.dbCpuMsPerRequest, 2)} ms` : ''),
    '',
    '',
  ]);
}
const fr = results.fixedRate as { requests: Record<string, { p50: number; p99: number }> } | undefined;
for (const [n, v] of Object.entries(fr?.requests ?? {}))
  rowsOut.push([`p50/p99 ${n} a ${RATE}/s`, `${v.p50} / ${v.p99} ms`, 'p99 ≤ 20 ms', ok(v.p99 <= 20)]);
const emb = results.embedded as { requests: { request: string; rps: number; p99: number }[] } | undefined;
for (const e of emb?.requests ?? [])
  rowsOut.push([`integrada ${e.request}`, `${fmt(e.rps)}/s, p99 ${e.p99} ms`, '', '']);
const gs = Object.keys(growth);
if (gs.length > 1) {
  const first = growth[gs[0] as string] ?? {};
  const last = growth[gs.at(-1) as string] ?? {};
  for (const n of Object.keys(first)) {
    const series = gs.map((g) => `${g} ${growth[g]?.[n]?.p50 ?? '—'}`).join(', ');
    const f = first[n]?.p50;
    const l = last[n]?.p50;
    const pass = f !== undefined && l !== undefined ? l <= 1.5 * f : undefined;
    rowsOut.push([
      `crecimiento p50 ${n} a ${GROWTH_RATE}/s`,
      `${series} ms`,
      `${gs.at(-1)} ≤ 1,5 × ${gs[0]}`,
      ok(pass),
    ]);
  }
}
const rt = results.realtime as { p50: number; p99: number; delivered: number; sent: number } | undefined;
if (rt)
  rowsOut.push([
    'tiempo real p50/p99',
    `${fmt(rt.p50, 1)} / ${fmt(rt.p99, 1)} ms (${rt.delivered}/${rt.sent})`,
    'p99 ≤ 100 ms',
    ok(rt.p99 <= 100),
  ]);
const st = results.start as
  | { freshMedianMs: number; existingMedianMs: number; freshMedianCpuMs: number; existingMedianCpuMs: number }
  | undefined;
if (st) {
  rowsOut.push([
    'arranque, base existente',
    `${fmt(st.existingMedianMs / 1000, 2)} s (CPU ${fmt(st.existingMedianCpuMs / 1000, 2)} s)`,
    '≤ 3 s',
    ok(st.existingMedianMs <= 3000),
  ]);
  rowsOut.push([
    'arranque, base nueva + demo',
    `${fmt(st.freshMedianMs / 1000, 2)} s (CPU ${fmt(st.freshMedianCpuMs / 1000, 2)} s)`,
    '≤ 15 s',
    ok(st.freshMedianMs <= 15000),
  ]);
}
const mp = results.memoryPostgres as { peakRssMb: number } | undefined;
if (mp) rowsOut.push(['RSS máx. PostgreSQL', `${fmt(mp.peakRssMb)} MB`, '≤ 200 MB', ok(mp.peakRssMb <= 200)]);
const me = results.memoryEmbedded as { peakRssMb: number } | undefined;
if (me) rowsOut.push(['RSS máx. integrada', `${fmt(me.peakRssMb)} MB`, '≤ 350 MB', ok(me.peakRssMb <= 350)]);
const fe = results.frontend as
  | { homeJsGzip: number; homeCssGzip: number; largestRoute?: { screen: string; own: { gzip: number } } }
  | undefined;
if (fe) {
  rowsOut.push([
    "JS de '/' (gzip)",
    `${fe.homeJsGzip} B (${fmt(fe.homeJsGzip / 1000, 1)} kB)`,
    '≤ 100 kB',
    ok(fe.homeJsGzip <= 100_000),
  ]);
  rowsOut.push(["CSS de '/' (gzip)", `${fe.homeCssGzip} B`, '', '']);
  const lr = fe.largestRoute;
  if (lr)
    rowsOut.push([
      'ruta mayor (gzip)',
      `${lr.own.gzip} B ${path.basename(lr.screen)}`,
      '≤ 60 kB',
      ok(lr.own.gzip <= 60_000),
    ]);
}
for (const p of (results.lighthouse as { path: string; median: number; scores: number[] }[] | undefined) ?? []) {
  rowsOut.push([`Lighthouse ${p.path}`, `${p.median} (${p.scores.join(', ')})`, '≥ 95', ok(p.median >= 95)]);
}
console.log('');
const w = [0, 1, 2, 3].map((i) => Math.max(...rowsOut.map((r) => r[i]?.length ?? 0), 4));
for (const r of [['medida', 'valor', 'objetivo', 'ok'] as [string, string, string, string], ...rowsOut]) {
  console.log(r.map((c, i) => c.padEnd(w[i] ?? 0)).join('  '));
}
results.table = rowsOut;

const outDir = path.join(root, 'bench/results');
fs.mkdirSync(outDir, { recursive: true });
const file = path.join(outDir, `run-${String(results.startedAt).replace(/[:.]/g, '-')}.json`);
fs.writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
// latest.json: the last run without the captured SQL text (small enough to commit).
const slim = JSON.parse(JSON.stringify(results)) as Record<string, unknown>;
for (const a of (slim.api as Record<string, unknown>[] | undefined) ?? []) {
  a.statements = (a.statements as string[]).length;
}
fs.writeFileSync(path.join(outDir, 'latest.json'), `${JSON.stringify(slim, null, 2)}\n`);
console.log(`\nResultados: ${path.relative(root, file)} y bench/results/latest.json`);
process.exit(0);
