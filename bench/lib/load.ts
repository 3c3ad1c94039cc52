// The load generators: autocannon (HTTP) and pgbench (SQL), both as child processes pinned to
// the load core, so the core split of a run is explicit. Also: the exact SQL an endpoint runs,
// captured from the server's own query functions, for pgbench to replay.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '@faena/db';
import type { BrowseQuery, ProfessionalQuery } from '@faena/shared/schemas';
import { distanceOrigin, propertyOrigin } from '../../apps/server/src/lib/distance';
import { searchProfessionals } from '../../apps/server/src/modules/professionals/search';
import { browseTasks } from '../../apps/server/src/modules/tasks/browse';
import { actorRowByToken } from '../../apps/server/src/plugins/auth';

export interface HttpResult {
  requests: number;
  rps: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  non2xx: number;
  errors: number;
}

function run(command: string, args: string[], env?: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env: env ?? process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => {
      out += d;
    });
    child.stderr.on('data', (d) => {
      err = (err + d).slice(-4000);
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`${command} ${args.join(' ')} → ${code}\n${err}`)),
    );
  });
}

/**
 * autocannon against one URL: `connections` at once for `seconds`, each sending its next
 * request as soon as the last one is answered (closed loop: the most the server can do).
 * Latencies in milliseconds. For a fixed rate, see constantRate.
 */
export async function autocannon(options: {
  root: string;
  url: string;
  cookie?: string;
  connections: number;
  seconds: number;
  cpu?: string;
}): Promise<HttpResult> {
  const bin = path.join(options.root, 'node_modules/autocannon/autocannon.js');
  const args = ['-c', String(options.connections), '-d', String(options.seconds), '--json'];
  if (options.cookie) args.push('-H', `cookie=${options.cookie}`);
  args.push(options.url);
  const out = options.cpu
    ? await run('taskset', ['-c', options.cpu, process.execPath, bin, ...args])
    : await run(process.execPath, [bin, ...args]);
  const r = JSON.parse(out) as {
    latency: { p50: number; p90: number; p99: number; max: number };
    requests: { total: number; average: number };
    non2xx: number;
    errors: number;
    duration: number;
  };
  return {
    requests: r.requests.total,
    rps: r.requests.total / r.duration,
    p50: r.latency.p50,
    p90: r.latency.p90,
    p99: r.latency.p99,
    max: r.latency.max,
    non2xx: r.non2xx,
    errors: r.errors,
  };
}

/**
 * An open-loop load at a constant rate: request i is due at start + i / rate and is sent when
 * due, on one of `connections` keep-alive sockets (or queued for the next free one), and its
 * latency counts from when it was due, so a slow server cannot slow the generator down and hide
 * its own queue (no coordinated omission). This is what "p50/p99 at a fixed 500 requests/s"
 * means; autocannon's --overallRate sends each connection's quota for the second back to back at
 * the start of every second, which measures a burst of the whole second's requests instead.
 * Runs in the bench's own process (pinned to the load core). Latencies in milliseconds.
 */
export async function constantRate(options: {
  url: string;
  cookie?: string;
  rate: number;
  seconds: number;
  connections: number;
}): Promise<HttpResult> {
  const u = new URL(options.url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const headers = options.cookie ? { cookie: options.cookie } : {};
  const total = Math.round(options.rate * options.seconds);
  const interval = 1000 / options.rate;
  const latencies: number[] = [];
  let non2xx = 0;
  let errors = 0;
  let sent = 0;
  const start = performance.now() + 20;
  let lastEnd = start;
  await new Promise<void>((resolve) => {
    let finished = 0;
    const finish = () => {
      lastEnd = performance.now();
      if (++finished === total) resolve();
    };
    const send = (due: number) => {
      const request = http.request(
        { agent, host: u.hostname, port: u.port, path: u.pathname + u.search, headers },
        (response) => {
          response.resume();
          response.on('end', () => {
            latencies.push(performance.now() - due);
            const status = response.statusCode ?? 0;
            if (status < 200 || status >= 300) non2xx++;
            finish();
          });
        },
      );
      request.on('error', () => {
        errors++;
        finish();
      });
      request.end();
    };
    // Timers fire at best every millisecond: each tick sends every request already due.
    const tick = () => {
      const now = performance.now();
      while (sent < total && start + sent * interval <= now) {
        send(start + sent * interval);
        sent++;
      }
      if (sent < total) setTimeout(tick, 1);
    };
    setTimeout(tick, 20);
  });
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q: number) => {
    const v = latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))];
    return v === undefined ? Number.NaN : Math.round(v * 10) / 10;
  };
  return {
    requests: total,
    rps: total / ((lastEnd - start) / 1000),
    p50: at(0.5),
    p90: at(0.9),
    p99: at(0.99),
    max: at(1),
    non2xx,
    errors,
  };
}

/** A query parameter as an SQL literal (pgbench scripts carry no parameters of this kind). */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) return `'${value.toISOString()}'`;
  if (Array.isArray(value)) return `ARRAY[${value.map(literal).join(',')}]`;
  return `'${String(value).replaceAll("'", "''")}'`;
}

export function inlineParams(text: string, values: unknown[] = []): string {
  return text.replace(/\$(\d+)/g, (_, i: string) => literal(values[Number(i) - 1]));
}

export interface CapturedSql {
  statements: string[];
}

/**
 * Runs the server's own functions of a signed-in request on `databaseUrl` — the session check
 * with the session's token, the distance origin as the route finds it (Buscar tareas: `near`,
 * else the actor's base municipality; Buscar profesionales: the property, else `near`), then the
 * endpoint's data function — and records every statement they send, with its parameters
 * inlined: the very SQL the API runs for that request.
 */
export async function captureSql(
  databaseUrl: string,
  request: { kind: 'tasks'; query: BrowseQuery } | { kind: 'professionals'; query: ProfessionalQuery },
  sessionToken: string,
): Promise<CapturedSql> {
  const handle = await openDatabase({ databaseUrl, poolSize: 1 });
  const pool = handle.pool;
  if (!pool) throw new Error('sin pool');
  const statements: string[] = [];
  const original = pool.query.bind(pool) as (...a: unknown[]) => Promise<unknown>;
  (pool as unknown as { query: (...a: unknown[]) => Promise<unknown> }).query = (config: unknown, values?: unknown) => {
    const c = config as { text?: string; values?: unknown[] } | string;
    const text = typeof c === 'string' ? c : (c.text ?? '');
    // drizzle's prepared statements pass a config object ({ name, text }) and the parameters as
    // the second argument: read both, or every parameter would become NULL in pgbench's script.
    const vals = (typeof c === 'string' ? undefined : c.values) ?? (values as unknown[] | undefined);
    const wanted = Math.max(0, ...[...text.matchAll(/\$(\d+)/g)].map((m) => Number(m[1])));
    if (wanted > (vals?.length ?? 0)) {
      throw new Error(`captureSql: la consulta usa $${wanted} y solo llegaron ${vals?.length ?? 0} parámetros`);
    }
    statements.push(inlineParams(text, vals));
    return original(config, values);
  };
  try {
    const actor = await actorRowByToken(handle.db, sessionToken);
    if (!actor) throw new Error('la sesión de la prueba no existe');
    if (request.kind === 'tasks') {
      const origin = distanceOrigin(actor.baseMunicipalityCode, request.query.near);
      await browseTasks(handle.db, request.query, origin);
    } else {
      const origin = await propertyOrigin(handle.db, actor.profileId, request.query.propertyId, request.query.near);
      await searchProfessionals(handle.db, request.query, origin);
    }
    // The replayed text must find what the API finds: the session's row, and a non-empty page.
    for (const [i, text] of statements.entries()) {
      const { rowCount } = (await original(text)) as { rowCount: number | null };
      if (!rowCount)
        throw new Error(`captureSql: la sentencia ${i + 1} repetida como texto no devuelve filas:\n${text}`);
    }
  } finally {
    await handle.close();
  }
  return { statements };
}

export interface PgbenchResult {
  tps: number;
  latencyAvgMs: number;
  transactions: number;
  mode: string;
}

/** pgbench replaying `statements` as one transaction, `clients` at once for `seconds`. */
export async function pgbench(options: {
  databaseUrl: string;
  statements: string[];
  clients: number;
  seconds: number;
  mode: 'simple' | 'extended' | 'prepared';
  cpu?: string;
}): Promise<PgbenchResult> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'faena-pgbench-'));
  const script = path.join(dir, 'script.sql');
  // One statement per line: pgbench ends a command at the newline (or at the semicolon).
  fs.writeFileSync(script, `${options.statements.map((s) => s.replace(/\s+/g, ' ').trim()).join(';\n')};\n`);
  const u = new URL(options.databaseUrl);
  const db = decodeURIComponent(u.pathname.slice(1));
  const host = u.searchParams.get('host') ?? (u.hostname || '/var/run/postgresql');
  const args = [
    '-n',
    '-M',
    options.mode,
    '-c',
    String(options.clients),
    '-j',
    '1',
    '-T',
    String(options.seconds),
    '-f',
    script,
    '-h',
    host,
  ];
  if (u.port) args.push('-p', u.port);
  if (u.username) args.push('-U', decodeURIComponent(u.username));
  args.push(db);
  try {
    const out = options.cpu
      ? await run('taskset', ['-c', options.cpu, 'pgbench', ...args])
      : await run('pgbench', args);
    const tps = Number(/tps = ([\d.]+)/.exec(out)?.[1] ?? Number.NaN);
    const latencyAvgMs = Number(/latency average = ([\d.]+) ms/.exec(out)?.[1] ?? Number.NaN);
    const transactions = Number(/number of transactions actually processed: (\d+)/.exec(out)?.[1] ?? 0);
    return { tps, latencyAvgMs, transactions, mode: options.mode };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
