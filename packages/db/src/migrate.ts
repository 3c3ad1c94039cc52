import { createRequire } from 'node:module';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { type DbHandle, queryRows } from './client';

/** The SQL migrations folder, found through the package so it works bundled or not. */
export function migrationsFolder(): string {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve('@faena/db/package.json')), 'migrations');
}

// Any constant works: it only has to be the same in every process of this app.
const MIGRATION_LOCK = 727_246_001;

/** Applies pending migrations. On a server, concurrent starters wait for each other. */
export async function runMigrations(handle: DbHandle): Promise<void> {
  const config = { migrationsFolder: migrationsFolder() };
  if (handle.kind === 'embedded') {
    // biome-ignore lint/suspicious/noExplicitAny: the two drizzle flavours share one runtime shape
    await migratePglite(handle.db as any, config);
    return;
  }
  const pool = handle.pool;
  if (!pool) throw new Error('PostgreSQL pool missing');
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    // On the connection that holds the lock: a pool of one must not wait for a second one.
    await migrateNodePg(drizzleNodePg(client), config);
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    client.release();
  }
}

export async function isEmpty(handle: DbHandle): Promise<boolean> {
  const [row] = await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from "user"`);
  return Number(row?.n) === 0;
}
