import path from 'node:path';
import { appliedMigrationCount, describeHolder, lockHolder, openDatabase, runMigrations } from '@faena/db';
import { loadConfig, loadDotEnv } from '../config/env';
import { paths } from '../lib/paths';
import { runCommand } from './run-command';

/**
 * `npm run migrate`: applies the pending migrations once and exits, for an upgrade that migrates
 * before the new servers start. On PostgreSQL it takes the same advisory lock as every server's
 * start (packages/db/src/migrate.ts), so it may run while servers start or run: whoever comes
 * second waits and then finds nothing to do. The embedded database belongs to one process: with
 * the server running it refuses (that server already migrated its folder when it started).
 */
async function main(): Promise<number> {
  loadDotEnv(path.join(paths.root(), '.env'));
  const config = loadConfig();
  const holder = config.DATABASE_URL ? null : lockHolder(config.DATA_DIR);
  if (holder !== null) {
    console.error(
      `La base de datos integrada de ${config.DATA_DIR} está abierta por ${describeHolder(holder)}, seguramente el servidor, ` +
        'que ya aplicó sus migraciones al arrancar. Para actualizar: detén el servidor, ejecuta «npm run migrate» y vuelve a arrancarlo.',
    );
    return 1;
  }
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolSize: 1,
  });
  try {
    const applied = await runMigrations(database);
    const total = await appliedMigrationCount(database.db);
    const where = database.kind === 'postgres' ? 'PostgreSQL' : `la base integrada de ${config.DATA_DIR}`;
    console.log(
      applied > 0
        ? `Migraciones aplicadas en ${where}: ${applied} nuevas, ${total} en total.`
        : `La base de datos ya estaba al día en ${where} (${total} migraciones).`,
    );
  } finally {
    await database.close();
  }
  return 0;
}

runCommand(main, 'No se pudieron aplicar las migraciones');
