// One small interface over the two databases the benchmarks drive: a pg client (PostgreSQL) or
// PGlite (embedded). Raw SQL only: the generator and the pgbench comparison need exact text.
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_EXTENSIONS, pgConfig } from '@faena/db';
import pg from 'pg';

export interface SqlRunner {
  kind: 'postgres' | 'embedded';
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
  /**
   * CPU seconds used so far by the process that runs this connection's SQL: the PostgreSQL
   * backend (from /proc, so only for a server on this machine; NaN otherwise), or this process
   * for PGlite. Less moved by the neighbours than wall time.
   */
  cpuSeconds(): number;
}

/** utime + stime of a process, in seconds (Linux /proc; clock ticks are 100 a second there). */
function procCpuSeconds(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start at field 3.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return Number.NaN;
  }
}

export async function connectPostgres(url: string): Promise<SqlRunner> {
  const client = new pg.Client(pgConfig(url));
  await client.connect();
  const pid = Number((await client.query('SELECT pg_backend_pid() AS pid')).rows[0]?.pid);
  return {
    kind: 'postgres',
    cpuSeconds: () => procCpuSeconds(pid),
    async query<T>(text: string, params?: unknown[]) {
      return (await client.query(text, params)).rows as T[];
    },
    close: () => client.end(),
  };
}

/**
 * CPU ms so far of each client backend on this connection's database, by pid, but this
 * connection's own (/proc, so only for a server on this machine). Around a load run against a
 * server whose pool is already open, the difference is what PostgreSQL spent on its requests;
 * a backend that exits in between takes its CPU time with it.
 */
export async function backendsCpuMs(db: SqlRunner): Promise<Record<number, number>> {
  const rows = await db.query<{ pid: number }>(
    `SELECT pid FROM pg_stat_activity
      WHERE datname = current_database() AND backend_type = 'client backend' AND pid <> pg_backend_pid()`,
  );
  return Object.fromEntries(rows.map((r) => [r.pid, procCpuSeconds(r.pid) * 1000]));
}

/** The embedded database's folder layout is the server's: <dataDir>/pgdata. */
export async function openPglite(dataDir: string): Promise<SqlRunner> {
  return pgliteRunner(await PGlite.create({ dataDir: path.join(dataDir, 'pgdata'), extensions: PGLITE_EXTENSIONS }));
}

export function pgliteRunner(db: PGlite): SqlRunner {
  return {
    kind: 'embedded',
    cpuSeconds: () => {
      const u = process.cpuUsage();
      return (u.user + u.system) / 1e6;
    },
    async query<T>(text: string, params?: unknown[]) {
      if (params?.length) return (await db.query<T>(text, params)).rows;
      // exec runs several statements; the rows of the last one are returned.
      const results = await db.exec(text);
      return (results.at(-1)?.rows ?? []) as T[];
    },
    close: () => db.close(),
  };
}

/** A SQL literal of a text array: the generator inlines its vocabulary (no parameter limits). */
export function textArray(values: readonly string[]): string {
  return `ARRAY[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(',')}]::text[]`;
}

export function intArray(values: readonly number[]): string {
  return `ARRAY[${values.map((v) => String(Math.trunc(v))).join(',')}]::int[]`;
}

/** postgres:///name?host=… with another database name. */
export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
