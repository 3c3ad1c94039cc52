import fs from 'node:fs';
import path from 'node:path';
import {
  acquireDataDirLock,
  appliedMigration,
  describeHolder,
  type Executor,
  knownMigrations,
  loadEmbeddedDump,
  lockHolder,
  openDatabase,
  pgConfig,
  tableCounts,
} from '@faena/db';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { extractArchive, folderSize, readManifest, writeArchive } from './archive';
import { BackupRefused } from './errors';
import {
  AUTH_SECRET_FILE,
  BACKUP_FORMAT,
  BACKUP_VERSION,
  EMBEDDED_DUMP_FILE,
  MANIFEST_FILE,
  type Manifest,
  POSTGRES_DUMP_FILE,
  UPLOADS_DIR,
  VAPID_KEYS_FILE,
} from './manifest';
import { choosePgTool, libpqTarget, runPgTool } from './postgres-tools';
import { linkTree, makeStaging, takeEmbeddedSnapshot } from './snapshot';

/** What the backup and restore commands need of the configuration. */
export interface BackupTarget {
  DATA_DIR: string;
  DATABASE_URL?: string;
  /** The S3 bucket when photos live in an S3-compatible store (then they are not copied). */
  s3Bucket?: string;
}

export interface BackupResult {
  file: string;
  bytes: number;
  manifest: Manifest;
}

const number = new Intl.NumberFormat('es-ES');
const megabytes = (bytes: number) =>
  `${new Intl.NumberFormat('es-ES', { maximumFractionDigits: 1 }).format(bytes / 1_000_000)} MB`;

/** A summary of a backup's contents for the operator, in Spanish. */
export function describeManifest(manifest: Manifest): string[] {
  const { database, photos } = manifest;
  const rows = Object.values(database.counts).reduce((a, b) => a + b, 0);
  const lines = [
    `Base de datos: ${database.kind === 'embedded' ? 'integrada (PGlite)' : `PostgreSQL ${database.serverMajor ?? ''}`.trim()}, ` +
      `esquema ${database.migration?.tag ?? 'sin migraciones'}, ${number.format(rows)} filas en ${Object.keys(database.counts).length} tablas ` +
      `(${number.format(database.counts.user ?? 0)} cuentas, ${number.format(database.counts.tasks ?? 0)} tareas).`,
  ];
  if (photos.included) lines.push(`Fotos: ${number.format(photos.files)} ficheros (${megabytes(photos.bytes)}).`);
  else {
    lines.push(
      `Fotos: NO están en este fichero; viven en ${photos.location} y siguen allí. Haz copia de ese almacén con sus propias herramientas (por ejemplo, versionado del bucket).`,
    );
  }
  return lines;
}

function refuseExisting(file: string) {
  if (fs.existsSync(file)) {
    throw new BackupRefused(`Ya existe ${file}: elige otro nombre (la copia nunca sobrescribe un fichero).`);
  }
  if (!fs.existsSync(path.dirname(file))) throw new BackupRefused(`No existe la carpeta ${path.dirname(file)}.`);
}

function photosOf(target: BackupTarget, staging: string): Manifest['photos'] {
  if (target.s3Bucket) {
    fs.rmSync(path.join(staging, UPLOADS_DIR), { recursive: true, force: true });
    return { included: false, location: `el almacén S3 (bucket «${target.s3Bucket}»)` };
  }
  return { included: true, ...folderSize(path.join(staging, UPLOADS_DIR)) };
}

/** Adds the manifest (and the data folder's generated auth secret) and writes the backup file. */
async function finish(
  target: BackupTarget,
  staging: string,
  file: string,
  database: Manifest['database'],
  dumpFile: string,
): Promise<BackupResult> {
  const photos = photosOf(target, staging);
  const secret = path.join(target.DATA_DIR, AUTH_SECRET_FILE);
  const authSecret = fs.existsSync(secret);
  if (authSecret) fs.copyFileSync(secret, path.join(staging, AUTH_SECRET_FILE));
  const vapid = path.join(target.DATA_DIR, VAPID_KEYS_FILE);
  const vapidKeys = fs.existsSync(vapid);
  if (vapidKeys) fs.copyFileSync(vapid, path.join(staging, VAPID_KEYS_FILE));
  const manifest: Manifest = {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    createdAt: new Date().toISOString(),
    database,
    photos,
    authSecret,
    vapidKeys,
  };
  fs.writeFileSync(path.join(staging, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
  const names = [
    dumpFile,
    ...(authSecret ? [AUTH_SECRET_FILE] : []),
    ...(vapidKeys ? [VAPID_KEYS_FILE] : []),
    ...(photos.included ? [UPLOADS_DIR] : []),
  ];
  const bytes = await writeArchive(staging, names, file);
  return { file, bytes, manifest };
}

/**
 * Backs up the embedded database and its photos. `viaServer` asks the running server for a
 * snapshot (only one process may open the folder) and returns its staging folder; when no server
 * holds the folder, this process opens it and takes the snapshot itself.
 */
async function backupEmbedded(
  target: BackupTarget,
  file: string,
  viaServer: () => Promise<string>,
): Promise<BackupResult> {
  const dataDir = target.DATA_DIR;
  if (!fs.existsSync(path.join(dataDir, 'pgdata', 'PG_VERSION'))) {
    throw new BackupRefused(`No hay base de datos integrada en ${dataDir} (DATA_DIR): nada que copiar.`);
  }
  let staging: string;
  if (lockHolder(dataDir) !== null) staging = await viaServer();
  else {
    const handle = await openDatabase({ dataDir });
    try {
      staging = await takeEmbeddedSnapshot(handle.pglite as NonNullable<typeof handle.pglite>, dataDir);
    } finally {
      await handle.close();
    }
  }
  try {
    // What the dump holds, read from a copy of it in memory: this also proves it opens.
    const copy = await openDatabase({
      memory: true,
      loadDataDir: new Blob([fs.readFileSync(path.join(staging, EMBEDDED_DUMP_FILE))]),
    });
    let database: Manifest['database'];
    try {
      database = { kind: 'embedded', migration: await appliedMigration(copy.db), counts: await tableCounts(copy.db) };
    } finally {
      await copy.close();
    }
    return await finish(target, staging, file, database, EMBEDDED_DUMP_FILE);
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

async function connect(databaseUrl: string): Promise<pg.Client> {
  const client = new pg.Client(pgConfig(databaseUrl));
  try {
    await client.connect();
  } catch (error) {
    throw new BackupRefused(
      `No se puede conectar con PostgreSQL (DATABASE_URL): ${error instanceof Error ? error.message : error}. No se ha cambiado nada.`,
    );
  }
  return client;
}

async function serverMajor(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ v: string }>(`select current_setting('server_version_num') as v`);
  return Math.floor(Number(rows[0]?.v) / 10_000);
}

const executor = (client: pg.Client) => drizzle(client) as unknown as Executor;

/**
 * Backs up PostgreSQL with pg_dump's custom format, on a snapshot exported by a read-only
 * transaction of ours: the counts in the manifest and the photos' links are taken at the very
 * moment pg_dump's copy is of.
 */
async function backupPostgres(target: BackupTarget & { DATABASE_URL: string }, file: string): Promise<BackupResult> {
  const client = await connect(target.DATABASE_URL);
  let staging: string | null = null;
  try {
    const major = await serverMajor(client);
    const tool = choosePgTool('pg_dump', major);
    staging = makeStaging(target.DATA_DIR);
    await client.query('begin isolation level repeatable read read only');
    const { rows } = await client.query<{ snapshot: string }>('select pg_export_snapshot() as snapshot');
    const database: Manifest['database'] = {
      kind: 'postgres',
      migration: await appliedMigration(executor(client)),
      counts: await tableCounts(executor(client)),
      serverMajor: major,
      pgDumpMajor: tool.major,
    };
    if (!target.s3Bucket) linkTree(path.join(target.DATA_DIR, UPLOADS_DIR), path.join(staging, UPLOADS_DIR));
    const { dbname, env } = libpqTarget(target.DATABASE_URL);
    await runPgTool(
      tool.path,
      [
        '--format=custom',
        `--snapshot=${rows[0]?.snapshot}`,
        `--file=${path.join(staging, POSTGRES_DUMP_FILE)}`,
        `--dbname=${dbname}`,
      ],
      env,
    );
    await client.query('commit');
    return await finish(target, staging, file, database, POSTGRES_DUMP_FILE);
  } finally {
    await client.end().catch(() => {});
    if (staging) fs.rmSync(staging, { recursive: true, force: true });
  }
}

/** `npm run backup -- <file>`: the configured database and the photos into one file. */
export async function createBackup(
  target: BackupTarget,
  file: string,
  viaServer: () => Promise<string>,
): Promise<BackupResult> {
  refuseExisting(file);
  if (target.DATABASE_URL) return backupPostgres({ ...target, DATABASE_URL: target.DATABASE_URL }, file);
  return backupEmbedded(target, file, viaServer);
}

/** Refuses a backup this code cannot restore: a newer layout, or a schema newer than the code's. */
function checkRestorable(manifest: Manifest, target: BackupTarget) {
  if (manifest.version > BACKUP_VERSION) {
    throw new BackupRefused(
      'Esta copia la hizo una versión más nueva de Faena, con un formato que esta no conoce. Actualiza Faena y vuelve a intentarlo. No se ha cambiado nada.',
    );
  }
  const migration = manifest.database.migration;
  const known = knownMigrations();
  if (migration && !known.some((m) => m.when === migration.when)) {
    const newest = known.at(-1);
    throw new BackupRefused(
      `La copia tiene un esquema de base de datos (${migration.tag ?? migration.when}) más nuevo que esta versión de Faena ` +
        `(${newest?.tag ?? 'sin migraciones'}). Actualiza Faena a la versión que hizo la copia, o una posterior, antes de restaurarla. No se ha cambiado nada.`,
    );
  }
  const kind = target.DATABASE_URL ? 'postgres' : 'embedded';
  if (manifest.database.kind !== kind) {
    throw new BackupRefused(
      manifest.database.kind === 'embedded'
        ? 'Esta copia es de la base de datos integrada, y DATABASE_URL apunta a PostgreSQL: restáurala sin DATABASE_URL. No se ha cambiado nada.'
        : 'Esta copia es de PostgreSQL: restáurala con DATABASE_URL apuntando a una base de datos PostgreSQL. No se ha cambiado nada.',
    );
  }
  if (manifest.photos.included && target.s3Bucket) {
    throw new BackupRefused(
      `Esta copia trae las fotos (${number.format(manifest.photos.files)}), y este servidor las guarda en S3 (S3_BUCKET): ` +
        'restaurarla aquí las dejaría fuera. Restáurala sin S3_BUCKET y sube la carpeta uploads/ al bucket, o usa una instalación con fotos en disco. No se ha cambiado nada.',
    );
  }
}

function photoCount(dataDir: string): number {
  return folderSize(path.join(dataDir, UPLOADS_DIR)).files;
}

/** Compares the restored database with the manifest's counts; returns the differences. */
function differences(expected: Record<string, number>, actual: Record<string, number>): string[] {
  return Object.entries(expected)
    .filter(([table, n]) => actual[table] !== n)
    .map(([table, n]) => `${table}: ${n} en la copia, ${actual[table] ?? 'sin tabla'} restauradas`);
}

/**
 * Moves the restored files into the data folder, moving what was there (only with --force) into
 * the staging folder, which the caller removes.
 */
function swapIn(dataDir: string, staging: string, names: string[]) {
  const previous = path.join(staging, 'anterior');
  fs.mkdirSync(previous);
  for (const name of names) {
    const current = path.join(dataDir, name);
    if (fs.existsSync(current)) fs.renameSync(current, path.join(previous, name));
    const restored = path.join(staging, name);
    if (fs.existsSync(restored)) fs.renameSync(restored, current);
  }
}

export interface RestoreResult {
  manifest: Manifest;
  /** Whether existing data was replaced (--force on a folder or database that had data). */
  replaced: boolean;
}

async function restoreEmbedded(target: BackupTarget, file: string, manifest: Manifest, force: boolean) {
  const dataDir = target.DATA_DIR;
  const holder = lockHolder(dataDir);
  if (holder !== null) {
    throw new BackupRefused(
      `Faena está en marcha con la base de datos integrada de ${dataDir} (${describeHolder(holder)}). ` +
        'Detén el servidor antes de restaurar: la restauración sustituye sus datos. No se ha cambiado nada.',
    );
  }
  const hasDatabase = fs.existsSync(path.join(dataDir, 'pgdata', 'PG_VERSION'));
  const photos = manifest.photos.included ? photoCount(dataDir) : 0;
  const replaced = hasDatabase || photos > 0;
  if (replaced && !force) {
    throw new BackupRefused(
      `${dataDir} (DATA_DIR) no está vacía: tiene ${hasDatabase ? 'una base de datos' : ''}${hasDatabase && photos ? ' y ' : ''}` +
        `${photos ? `${number.format(photos)} fotos` : ''}. Restaurar sustituiría esos datos: restaura en otra carpeta (DATA_DIR=…) ` +
        'o, si de verdad quieres sustituirlos, añade --force. No se ha cambiado nada.',
    );
  }
  // Held for the whole restore: a server started meanwhile waits for nothing and refuses.
  const release = acquireDataDirLock(dataDir, path.join(dataDir, 'pgdata'));
  const staging = makeStaging(dataDir);
  try {
    await extractArchive(file, staging);
    const dump = path.join(staging, EMBEDDED_DUMP_FILE);
    const handle = await loadEmbeddedDump(path.join(staging, 'pgdata'), new Blob([fs.readFileSync(dump)]));
    let counts: Record<string, number>;
    try {
      counts = await tableCounts(handle.db);
    } finally {
      await handle.close();
    }
    const wrong = differences(manifest.database.counts, counts);
    if (wrong.length > 0) {
      throw new Error(
        `La base de datos restaurada no coincide con la copia (${wrong.join('; ')}). No se ha cambiado nada.`,
      );
    }
    swapIn(dataDir, staging, [
      'pgdata',
      ...(manifest.photos.included ? [UPLOADS_DIR] : []),
      ...(manifest.authSecret ? [AUTH_SECRET_FILE] : []),
      ...(manifest.vapidKeys ? [VAPID_KEYS_FILE] : []),
    ]);
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
    release();
  }
  return { manifest, replaced };
}

async function restorePostgres(
  target: BackupTarget & { DATABASE_URL: string },
  file: string,
  manifest: Manifest,
  force: boolean,
) {
  const client = await connect(target.DATABASE_URL);
  let staging: string | null = null;
  try {
    const others = await client.query<{ n: number }>(
      'select count(*)::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    const connections = others.rows[0]?.n ?? 0;
    if (connections > 0 && !force) {
      throw new BackupRefused(
        `Hay ${connections} conexiones abiertas a esa base de datos (¿servidores de Faena en marcha?). Detenlos antes de restaurar, ` +
          'o añade --force si sabes que no escriben. No se ha cambiado nada.',
      );
    }
    const objects = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_class c join pg_namespace s on s.oid = c.relnamespace
       where s.nspname in ('public', 'drizzle') and c.relkind in ('r', 'p', 'v', 'm', 'S')`,
    );
    const hasDatabase = (objects.rows[0]?.n ?? 0) > 0;
    const photos = manifest.photos.included ? photoCount(target.DATA_DIR) : 0;
    const replaced = hasDatabase || photos > 0;
    if (replaced && !force) {
      throw new BackupRefused(
        `El destino no está vacío: ${hasDatabase ? 'la base de datos de DATABASE_URL tiene tablas' : ''}${hasDatabase && photos ? ' y ' : ''}` +
          `${photos ? `${target.DATA_DIR}/uploads tiene ${number.format(photos)} fotos` : ''}. Restaura en una base de datos nueva ` +
          '(createdb …) o, si de verdad quieres sustituir sus datos, añade --force. No se ha cambiado nada.',
      );
    }
    const tool = choosePgTool('pg_restore', manifest.database.pgDumpMajor ?? (await serverMajor(client)));
    staging = makeStaging(target.DATA_DIR);
    await extractArchive(file, staging);
    const archive = path.join(staging, POSTGRES_DUMP_FILE);
    const { dbname, env } = libpqTarget(target.DATABASE_URL);
    // COMMENT ON EXTENSION needs the extension's owner (a superuser): a plain database owner
    // could not restore otherwise, and the comments are only PostgreSQL's descriptions.
    const listing = await runPgTool(tool.path, ['--list', archive], env);
    const list = path.join(staging, 'lista');
    fs.writeFileSync(
      list,
      listing
        .split('\n')
        .filter((line) => !/ COMMENT - EXTENSION /.test(line))
        .join('\n'),
    );
    try {
      await runPgTool(
        tool.path,
        [
          '--single-transaction',
          '--exit-on-error',
          '--no-owner',
          '--no-privileges',
          ...(force ? ['--clean', '--if-exists'] : []),
          `--use-list=${list}`,
          `--dbname=${dbname}`,
          archive,
        ],
        env,
      );
    } catch (error) {
      throw new Error(
        `pg_restore no pudo restaurar la copia; al hacerlo en una sola transacción, la base de datos no ha cambiado. ${error instanceof Error ? error.message : error}`,
      );
    }
    const wrong = differences(manifest.database.counts, await tableCounts(executor(client)));
    if (wrong.length > 0) throw new Error(`La base de datos restaurada no coincide con la copia: ${wrong.join('; ')}.`);
    swapIn(target.DATA_DIR, staging, [
      ...(manifest.photos.included ? [UPLOADS_DIR] : []),
      ...(manifest.authSecret ? [AUTH_SECRET_FILE] : []),
      ...(manifest.vapidKeys ? [VAPID_KEYS_FILE] : []),
    ]);
    return { manifest, replaced };
  } finally {
    await client.end().catch(() => {});
    if (staging) fs.rmSync(staging, { recursive: true, force: true });
  }
}

/** `npm run restore -- <file> [--force]`: the backup into the configured, empty, stopped target. */
export async function restoreBackup(target: BackupTarget, file: string, force: boolean): Promise<RestoreResult> {
  const manifest = await readManifest(file);
  checkRestorable(manifest, target);
  if (target.DATABASE_URL)
    return restorePostgres({ ...target, DATABASE_URL: target.DATABASE_URL }, file, manifest, force);
  return restoreEmbedded(target, file, manifest, force);
}
