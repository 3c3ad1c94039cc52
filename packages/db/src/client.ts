import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
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
  /**
   * Which LISTEN connection is listening now: null while none is (lost, reconnecting), else a
   * number that changes with every new connection. Notifications sent while it was lost are not
   * delivered, so anything kept valid by them (the session cache) must drop what it holds when
   * this is null or has changed.
   */
  listenEpoch(): number | null;
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

export const PGLITE_EXTENSIONS = { btree_gist, cube, earthdistance, pg_trgm, unaccent };

/**
 * PGlite runs PostgreSQL inside the process's WebAssembly memory, which grows and never shrinks,
 * and PostgreSQL touches its whole buffer pool when it starts: initdb's 128 MB of shared_buffers
 * were 128 MB of the server's RSS from the first second. 32 MB holds the pages the browse and
 * search statements use at 100,000 tasks (11 reads from the data folder per round of the four
 * benchmark requests, against 0.3 with 128 MB; same CPU per round); the rest stays in the
 * operating system's file cache, outside the process (docs/performance.md).
 */
export const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'];

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
  // Nor one checked out for a transaction: pg emits 'error' on it (after failing its queries,
  // which is what the request sees: a 503), and pg-pool listens only while the client is idle.
  // A client whose connection died is not put back in the pool (pg-pool checks _queryable).
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
  const db = drizzleNodePg(pool, { schema }) as unknown as Database;
  let listenClient: pg.PoolClient | null = null;
  let connecting: Promise<pg.PoolClient> | null = null;
  let retry: NodeJS.Timeout | null = null;
  let closed = false;
  let epoch = 0;
  const listeners = new Map<string, Set<Listener>>();
  const listenerRelease = new WeakMap<pg.PoolClient, (destroy: boolean) => void>();

  // One connection holds every LISTEN. When the server goes away (restart, failover) it is
  // dropped and a new one listens again to every channel, retrying with backoff until the
  // server is back: notifications sent meanwhile are lost, which the job worker's polling and
  // the screens' refetch on reconnect make up for.
  async function connectListener(): Promise<pg.PoolClient> {
    const client = await pool.connect();
    client.on('notification', (msg) => {
      for (const fn of listeners.get(msg.channel) ?? []) fn(msg.payload ?? '');
    });
    // Released once: an error after close() (which already gave it back) or a second error
    // must not release it again (pg-pool throws on a double release, uncaught in an event).
    let released = false;
    const releaseOnce = (destroy: boolean) => {
      if (released) return;
      released = true;
      client.release(destroy);
    };
    listenerRelease.set(client, releaseOnce);
    client.on('error', () => {
      if (listenClient === client) listenClient = null;
      epoch++;
      releaseOnce(true);
      scheduleReconnect(250);
    });
    try {
      for (const channel of listeners.keys()) await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      releaseOnce(true);
      throw error;
    }
    epoch++;
    listenClient = client;
    return client;
  }
  function ensureListener(): Promise<pg.PoolClient> {
    if (listenClient) return Promise.resolve(listenClient);
    connecting ??= connectListener().finally(() => {
      connecting = null;
    });
    return connecting;
  }
  function scheduleReconnect(delay: number) {
    if (closed || retry || listeners.size === 0) return;
    retry = setTimeout(() => {
      retry = null;
      ensureListener().catch(() => scheduleReconnect(Math.min(delay * 2, 5_000)));
    }, delay);
    retry.unref();
  }

  return {
    db,
    kind: 'postgres',
    pool,
    listenEpoch: () => (listenClient ? epoch : null),
    async listen(channel, onNotify) {
      let set = listeners.get(channel);
      const fresh = !set;
      if (!set) {
        set = new Set();
        listeners.set(channel, set);
      }
      set.add(onNotify);
      const client = await ensureListener();
      if (fresh) await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      const added = set;
      return async () => {
        added.delete(onNotify);
      };
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      if (listenClient) listenerRelease.get(listenClient)?.(false);
      listenClient = null;
      await pool.end();
    },
  };
}

async function openEmbedded(options: DbOptions): Promise<DbHandle> {
  let release: (() => void) | undefined;
  let client: PGlite;
  if (options.memory) {
    client = await PGlite.create({
      extensions: PGLITE_EXTENSIONS,
      loadDataDir: options.loadDataDir,
      startParams: PGLITE_START_PARAMS,
    });
  } else {
    const dataDir = path.resolve(options.dataDir ?? './data');
    const pgData = path.join(dataDir, 'pgdata');
    release = acquireDataDirLock(dataDir, pgData);
    try {
      client = await PGlite.create({
        dataDir: pgData,
        extensions: PGLITE_EXTENSIONS,
        startParams: PGLITE_START_PARAMS,
      });
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
    // One process, no connection to lose: every notification is delivered.
    listenEpoch: () => 0,
    async close() {
      try {
        await client.close();
      } finally {
        release?.();
      }
    },
  };
}

/**
 * Writes a PGlite data-folder dump (`dumpDataDir`'s tarball) into an empty folder and opens it
 * there, for a restore. It takes no lock: the caller holds the data folder's (acquireDataDirLock).
 */
export async function loadEmbeddedDump(pgDataDir: string, dump: Blob): Promise<DbHandle> {
  const client = await PGlite.create({
    dataDir: pgDataDir,
    loadDataDir: dump,
    extensions: PGLITE_EXTENSIONS,
    startParams: PGLITE_START_PARAMS,
  });
  return {
    db: drizzlePglite(client, { schema }) as unknown as Database,
    kind: 'embedded',
    pglite: client,
    listen: (channel, onNotify) => client.listen(channel, onNotify),
    listenEpoch: () => 0,
    close: () => client.close(),
  };
}

/** Runs raw SQL and returns its rows; PGlite and node-postgres both answer with `.rows`. */
export async function queryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
