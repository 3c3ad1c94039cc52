import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { ExtractTablesWithRelations, SQL } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { parse as parseConnectionString } from 'pg-connection-string';
import { acquireDataDirLock } from './lock';
import * as schema from './schema/index';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Anything queries can run on: the database or an open transaction. */
export type Executor = Database | Transaction;

export type Listener = (payload: string) => void;

export interface DbHandle {
  db: Database;
  kind: 'embedded' | 'postgres';
  /** LISTEN on a channel; resolves once listening. Returns the unlisten function. */
  listen(channel: string, onNotify: Listener): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /** Only for the embedded database: the PGlite instance (tests clone it). */
  pglite?: PGlite;
  pool?: pg.Pool;
}

export interface DbOptions {
  /** postgres://… to use a server; otherwise the embedded database. */
  databaseUrl?: string;
  /** Folder of the embedded database (its files live in <dataDir>/pgdata). */
  dataDir?: string;
  /** For tests: an in-memory embedded database, optionally started from a dump. */
  memory?: boolean;
  loadDataDir?: Blob | File;
  poolSize?: number;
}

// pg returns int8/numeric as strings; counts and sums in this app fit in a JS number.
pg.types.setTypeParser(20, (v) => Number(v));
pg.types.setTypeParser(1700, (v) => Number(v));

export const PGLITE_EXTENSIONS = { pg_trgm, unaccent };

export async function openDatabase(options: DbOptions): Promise<DbHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 10);
  return openEmbedded(options);
}

/**
 * pg settings from a connection URL. Like libpq, a URL without a user name (such as
 * postgres:///faena?host=/var/run/postgresql) connects as PGUSER or the operating-system user.
 */
export function pgConfig(url: string): pg.ClientConfig {
  const parsed = parseConnectionString(url);
  const config: pg.ClientConfig = {};
  for (const [key, value] of Object.entries(parsed)) {
    if (value !== null && value !== undefined && value !== '') (config as Record<string, unknown>)[key] = value;
  }
  if (parsed.port) config.port = Number(parsed.port);
  config.user ??= process.env.PGUSER ?? os.userInfo().username;
  return config;
}

async function openPostgres(url: string, max: number): Promise<DbHandle> {
  const pool = new pg.Pool({ ...pgConfig(url), max, idleTimeoutMillis: 30_000 });
  // An idle client losing its server (restart, failover) must not crash the process.
  pool.on('error', () => {});
  const db = drizzleNodePg(pool, { schema }) as unknown as Database;
  let listenClient: pg.PoolClient | null = null;
  const listeners = new Map<string, Set<Listener>>();
  return {
    db,
    kind: 'postgres',
    pool,
    async listen(channel, onNotify) {
      if (!listenClient) {
        listenClient = await pool.connect();
        listenClient.on('notification', (msg) => {
          for (const fn of listeners.get(msg.channel) ?? []) fn(msg.payload ?? '');
        });
      }
      let set = listeners.get(channel);
      if (!set) {
        set = new Set();
        listeners.set(channel, set);
        await listenClient.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      }
      set.add(onNotify);
      return async () => {
        set.delete(onNotify);
      };
    },
    async close() {
      listenClient?.release();
      await pool.end();
    },
  };
}

async function openEmbedded(options: DbOptions): Promise<DbHandle> {
  let release: (() => void) | undefined;
  let client: PGlite;
  if (options.memory) {
    client = await PGlite.create({ extensions: PGLITE_EXTENSIONS, loadDataDir: options.loadDataDir });
  } else {
    const dataDir = path.resolve(options.dataDir ?? './data');
    const pgData = path.join(dataDir, 'pgdata');
    release = acquireDataDirLock(dataDir, pgData);
    try {
      client = await PGlite.create({ dataDir: pgData, extensions: PGLITE_EXTENSIONS });
    } catch (error) {
      release();
      throw error;
    }
  }
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'embedded',
    pglite: client,
    async listen(channel, onNotify) {
      return client.listen(channel, onNotify);
    },
    async close() {
      try {
        await client.close();
      } finally {
        release?.();
      }
    },
  };
}

/** Runs raw SQL and returns its rows; PGlite and node-postgres both answer with `.rows`. */
export async function queryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
