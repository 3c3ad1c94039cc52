import { type DbHandle, openDatabase, runMigrations } from '@faena/db';
import type { Config } from '../config/env';

/** Opens the configured database (PostgreSQL with DATABASE_URL, else the embedded one) and migrates it. */
export async function openAppDatabase(config: Config, onOpened?: () => void): Promise<DbHandle> {
  const handle = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolSize: config.DATABASE_POOL_SIZE,
  });
  onOpened?.();
  try {
    await runMigrations(handle);
  } catch (error) {
    await handle.close().catch(() => {});
    throw error;
  }
  return handle;
}
