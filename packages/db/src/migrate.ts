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
    await migrateNodePg(db, config);
    return (await appliedMigrationCount(db)) - before;
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    client.release();
  }
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
