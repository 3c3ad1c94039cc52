// Databases for the benchmarks: migrated, with the demo accounts (the Lighthouse and API runs
// sign in as one) and a generated marketplace of N tasks. A database already generated at that
// size is reused (its bench_meta row says so), since the 1,000,000 load is minutes of work.
import fs from 'node:fs';
import path from 'node:path';
import { openDatabase, pgConfig, runMigrations } from '@faena/db';
import pg from 'pg';
import { seedDemoData } from '../../apps/server/src/modules/demo/seed';
import { type GenerateReport, generate } from './generate';
import { connectPostgres, pgliteRunner, type SqlRunner, withDatabase } from './sql';

export interface Prepared {
  kind: 'postgres' | 'embedded';
  tasks: number;
  /** PostgreSQL: the database's URL. */
  url?: string;
  /** Embedded: the DATA_DIR to start the server with. */
  dataDir?: string;
  /** Set when this run generated it. */
  report?: GenerateReport;
}

export const label = (tasks: number) =>
  tasks >= 1_000_000 && tasks % 1_000_000 === 0
    ? `${tasks / 1_000_000}m`
    : tasks % 1000 === 0
      ? `${tasks / 1000}k`
      : String(tasks);

async function generatedSize(db: SqlRunner): Promise<number | null> {
  const [row] = await db.query<{ t: string | null }>(`SELECT to_regclass('public.bench_meta')::text AS t`);
  if (!row?.t) return null;
  const [meta] = await db.query<{ tasks: number }>(`SELECT tasks FROM bench_meta`);
  return meta ? Number(meta.tasks) : null;
}

async function fill(
  db: SqlRunner,
  tasks: number,
  log: (m: string) => void,
  parallel?: SqlRunner,
): Promise<GenerateReport> {
  const report = await generate(db, tasks, log, parallel);
  await db.query(`CREATE TABLE bench_meta (tasks int NOT NULL, generated_at timestamptz NOT NULL DEFAULT now(),
                  seconds numeric NOT NULL, report jsonb NOT NULL)`);
  await db.query(`INSERT INTO bench_meta (tasks, seconds, report) VALUES (${tasks}, ${report.seconds}, $1::jsonb)`, [
    JSON.stringify(report),
  ]);
  return report;
}

/** The default prefix of the PostgreSQL databases: faena_bench_10k, faena_bench_1m… */
export const DB_PREFIX = 'faena_bench';

/** PostgreSQL database <prefix>_<size> (faena_bench_<size> by default) on the server of `baseUrl`. */
export async function preparePostgres(
  baseUrl: string,
  tasks: number,
  options: { fresh?: boolean; log?: (m: string) => void; prefix?: string } = {},
): Promise<Prepared> {
  const log = options.log ?? (() => {});
  const prefix = options.prefix ?? DB_PREFIX;
  // Interpolated into CREATE/DROP DATABASE: only a plain identifier.
  if (!/^[a-z_][a-z0-9_]*$/.test(prefix)) throw new Error(`Prefijo de base de datos no válido: ${prefix}`);
  const name = `${prefix}_${label(tasks)}`;
  const url = withDatabase(baseUrl, name);
  const admin = new pg.Client(pgConfig(withDatabase(baseUrl, 'postgres')));
  await admin.connect();
  try {
    const exists = (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount === 1;
    if (exists && !options.fresh) {
      const db = await connectPostgres(url);
      const size = await generatedSize(db).catch(() => null);
      await db.close();
      if (size === tasks) {
        log(`PostgreSQL ${name}: ya generada con ${tasks.toLocaleString('es-ES')} tareas.`);
        return { kind: 'postgres', tasks, url };
      }
    }
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  log(`PostgreSQL ${name}: migraciones, datos de demostración y ${tasks.toLocaleString('es-ES')} tareas…`);
  const handle = await openDatabase({ databaseUrl: url, poolSize: 2 });
  try {
    await runMigrations(handle);
    await seedDemoData(handle.db, { withAdmin: true });
  } finally {
    await handle.close();
  }
  const db = await connectPostgres(url);
  const second = await connectPostgres(url);
  try {
    const report = await fill(db, tasks, log, second);
    log(`PostgreSQL ${name}: generada en ${report.seconds.toFixed(1)} s.`);
    return { kind: 'postgres', tasks, url, report };
  } finally {
    await db.close();
    await second.close();
  }
}

/** Embedded database in <root>/.tmp/bench/embedded-<size>, or `dataDir`: a DATA_DIR for the server. */
export async function prepareEmbedded(
  root: string,
  tasks: number,
  options: { fresh?: boolean; log?: (m: string) => void; dataDir?: string } = {},
): Promise<Prepared> {
  const log = options.log ?? (() => {});
  const dataDir = options.dataDir ?? path.join(root, '.tmp/bench', `embedded-${label(tasks)}`);
  const marker = path.join(dataDir, 'bench-tasks.txt');
  if (!options.fresh && fs.existsSync(marker) && Number(fs.readFileSync(marker, 'utf8')) === tasks) {
    log(`Base integrada ${dataDir}: ya generada con ${tasks.toLocaleString('es-ES')} tareas.`);
    return { kind: 'embedded', tasks, dataDir };
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.mkdirSync(dataDir, { recursive: true });
  log(`Base integrada ${dataDir}: migraciones, datos de demostración y ${tasks.toLocaleString('es-ES')} tareas…`);
  const handle = await openDatabase({ dataDir });
  try {
    await runMigrations(handle);
    await seedDemoData(handle.db, { withAdmin: true });
    if (!handle.pglite) throw new Error('sin PGlite');
    const report = await fill(pgliteRunner(handle.pglite), tasks, log);
    log(`Base integrada: generada en ${report.seconds.toFixed(1)} s.`);
    fs.writeFileSync(marker, String(tasks));
    return { kind: 'embedded', tasks, dataDir, report };
  } finally {
    await handle.close();
  }
}
