import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { type DbHandle, type Executor, queryRows } from './client';

/** The SQL migrations folder, found through the package so it works bundled or not. */
export function migrationsFolder(): string {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve('@faena/db/package.json')), 'migrations');
}

// Any constant works: it only has to be the same in every process of this app.
const MIGRATION_LOCK = 727_246_001;

/**
 * Applies pending migrations and returns how many it applied. On a server, concurrent starters
 * wait for each other: the count is taken under the lock, so whoever comes second counts 0.
 */
export async function runMigrations(handle: DbHandle): Promise<number> {
  const config = { migrationsFolder: migrationsFolder() };
  if (handle.kind === 'embedded') {
    const before = await appliedMigrationCount(handle.db);
    // biome-ignore lint/suspicious/noExplicitAny: the two drizzle flavours share one runtime shape
    await migratePglite(handle.db as any, config);
    return (await appliedMigrationCount(handle.db)) - before;
  }
  const pool = handle.pool;
  if (!pool) throw new Error('PostgreSQL pool missing');
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    // On the connection that holds the lock: a pool of one must not wait for a second one.
    const db = drizzleNodePg(client);
    const before = await appliedMigrationCount(db);
    await migrateNodePg(db, config).catch((error: unknown) => {
      throw extensionNeedsSuperuser(error) ?? error;
    });
    return (await appliedMigrationCount(db)) - before;
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    client.release();
  }
}

/**
 * A migration that creates an extension only a superuser may create (earthdistance: the others
 * are "trusted") fails for a database owned by a plain role, as docs/deploy.md sets it up. The
 * operator gets the one command that fixes it instead of PostgreSQL's bare "permission denied".
 */
function extensionNeedsSuperuser(error: unknown): Error | null {
  const cause = (error as { cause?: { code?: string; message?: string } })?.cause ?? error;
  const { code, message } = (cause ?? {}) as { code?: string; message?: string };
  const extension = /permission denied to create extension "([a-z_]+)"/.exec(message ?? '')?.[1];
  if (code !== '42501' || !extension) return null;
  return new Error(
    `La base de datos necesita la extensión ${extension}, que solo puede crear un superusuario de PostgreSQL. ` +
      `Créala una vez y vuelve a migrar: sudo -u postgres psql -d <base de datos> -c 'CREATE EXTENSION IF NOT EXISTS ${extension} CASCADE' ` +
      '(docs/deploy.md). No se ha aplicado esta migración.',
    { cause: error },
  );
}

/** How many migrations the database has recorded as applied (0 on a database never migrated). */
export async function appliedMigrationCount(db: Executor | NodePgDatabase): Promise<number> {
  const [table] = await queryRows<{ name: string | null }>(
    db as Executor,
    sql`select to_regclass('drizzle.__drizzle_migrations')::text as name`,
  );
  if (!table?.name) return 0;
  const [row] = await queryRows<{ n: number }>(
    db as Executor,
    sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
  );
  return Number(row?.n ?? 0);
}

export async function isEmpty(handle: DbHandle): Promise<boolean> {
  const [row] = await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from "user"`);
  return Number(row?.n) === 0;
}

export interface MigrationEntry {
  /** The migration's file name without `.sql`, e.g. `0005_safe_to_go_live`. */
  tag: string;
  /** drizzle-kit's timestamp, which drizzle also stores as `created_at` of the applied migration. */
  when: number;
}

/** The migrations this code knows, oldest first (drizzle-kit's journal). */
export function knownMigrations(): MigrationEntry[] {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder(), 'meta', '_journal.json'), 'utf8')) as {
    entries: MigrationEntry[];
  };
  return journal.entries.map(({ tag, when }) => ({ tag, when }));
}

/**
 * The newest migration applied to a database, by drizzle's own record of it, or null for a
 * database that was never migrated. The tag is null when this code does not know the migration
 * (a database migrated by a newer version of Faena).
 */
export async function appliedMigration(db: Executor): Promise<{ tag: string | null; when: number } | null> {
  const [exists] = await queryRows<{ found: boolean }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as found`,
  );
  if (!exists?.found) return null;
  const [row] = await queryRows<{ when: string | number }>(
    db,
    sql`select created_at as "when" from drizzle.__drizzle_migrations order by created_at desc limit 1`,
  );
  if (!row) return null;
  const when = Number(row.when);
  return { tag: knownMigrations().find((m) => m.when === when)?.tag ?? null, when };
}

/** Rows in every table of the app (schema public), by table name: what a backup holds. */
export async function tableCounts(db: Executor): Promise<Record<string, number>> {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from ${sql.identifier(name)}`);
    counts[name] = Number(row?.n ?? 0);
  }
  return counts;
}
