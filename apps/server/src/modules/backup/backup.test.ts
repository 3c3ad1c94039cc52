import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { knownMigrations, openDatabase, pgConfig, queryRows, tableCounts } from '@faena/db';
import { withDatabase } from '@faena/db/testing';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import * as tar from 'tar';
import { afterEach, describe, expect, it } from 'vitest';
import { jpegOf } from '../../../test/images';
import { propertyInput, taskInput } from '../../../test/inputs';
import { freePort } from '../../../test/postgres-cluster';
import { HttpClient, type ServerProcess, startServerProcess } from '../../../test/server-process';
import { variantKey } from '../images';
import { VAPID_KEYS_FILE as PUSH_KEYS_FILE } from '../push';
import { entryProblem, readManifest } from './archive';
import { BackupRefused } from './errors';
import { BACKUP_FORMAT, BACKUP_VERSION, type Manifest, VAPID_KEYS_FILE } from './manifest';
import { choosePgTool, libpqTarget, parseMajor } from './postgres-tools';
import { createBackup, restoreBackup } from './service';
import { isStagingOf, makeStaging } from './snapshot';

/**
 * `npm run backup` and `npm run restore` as an operator runs them (the commands in processes of
 * their own, next to a real server): a backup, then later changes, then a restore into a fresh
 * folder or database that has every row and photo of the backup and none of the changes. On the
 * embedded database in the embedded pass (through the running server's control socket), on
 * PostgreSQL in the DATABASE_URL pass.
 */
const POSTGRES_PASS = Boolean(process.env.DATABASE_URL);
const ROOT = path.resolve(import.meta.dirname, '..', '..', '..', '..', '..');
/** The test's databases on DATABASE_URL's server are named with this prefix. */
const DB_PREFIX = 'i19backup_';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function tempDir(tag: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `faena-backup-${tag}-`));
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** A data folder and, in the PostgreSQL pass, a new empty database. */
async function freshTarget(tag: string): Promise<{ dataDir: string; databaseUrl?: string }> {
  const dataDir = path.join(tempDir(tag), 'data');
  const url = process.env.DATABASE_URL;
  if (!url) return { dataDir };
  const name = `${DB_PREFIX}${tag}_${randomUUID().replace(/-/g, '').slice(0, 10)}`;
  const admin = new pg.Client(pgConfig(url));
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  cleanups.push(async () => {
    const c = new pg.Client(pgConfig(url));
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  });
  return { dataDir, databaseUrl: withDatabase(url, name) };
}

/** Runs `npm run <command>`'s script as npm does, in a process of its own. */
function runCommand(
  command: 'backup' | 'restore',
  args: string[],
  target: { dataDir: string; databaseUrl?: string },
): Promise<{ code: number; output: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'test', DATA_DIR: target.dataDir, LOG_LEVEL: 'warn' };
  if (target.databaseUrl) env.DATABASE_URL = target.databaseUrl;
  else delete env.DATABASE_URL;
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', path.join(ROOT, 'apps/server/src/cli', `${command}.ts`), ...args],
      { cwd: ROOT, env, timeout: 120_000 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, output: `${stdout}${stderr}` });
      },
    );
  });
}

async function upload(client: HttpClient, purpose: string, data: Buffer): Promise<string> {
  const form = new FormData();
  form.append('purpose', purpose);
  form.append('file', new Blob([data], { type: 'image/jpeg' }), 'foto.jpg');
  const res = await fetch(`${client.base}/api/images`, {
    method: 'POST',
    body: form,
    headers: { cookie: client.cookie },
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { items: { id: string }[] }).items[0]!.id;
}

async function photo(client: HttpClient, id: string): Promise<{ status: number; bytes: Buffer }> {
  const res = await fetch(`${client.base}/api/images/${id}/display`, { headers: { cookie: client.cookie } });
  return { status: res.status, bytes: Buffer.from(await res.arrayBuffer()) };
}

/** Every file under a folder, by relative path, with its bytes. */
function filesUnder(folder: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  if (!fs.existsSync(folder)) return files;
  for (const entry of fs.readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    files.set(path.relative(folder, full), fs.readFileSync(full));
  }
  return files;
}

function track(server: ServerProcess) {
  cleanups.push(() => server.kill());
  return server;
}

describe('npm run backup / npm run restore', () => {
  it(`restores into a fresh ${POSTGRES_PASS ? 'database' : 'folder'} every row and photo of the backup and none of the later changes (${POSTGRES_PASS ? 'PostgreSQL' : 'embedded database, through the running server'})`, async () => {
    const started = performance.now();
    const times: string[] = [];
    let last = started;
    const lap = (step: string) => {
      const now = performance.now();
      times.push(`${step} ${((now - last) / 1000).toFixed(1)} s`);
      last = now;
    };
    const source = await freshTarget('src');
    const port = await freePort(3840, 3849);
    const server = track(await startServerProcess({ port, ...source }));
    lap('arranque');
    // A push key pair generated into the folder (this server has VAPID_* in its environment) goes
    // with the backup, so devices keep their subscriptions after a restore.
    const vapidPair = JSON.stringify({ publicKey: `B${'a'.repeat(86)}`, privateKey: 'b'.repeat(43) });
    // On PostgreSQL the server has not needed its folder yet (photos are written on first upload).
    fs.mkdirSync(source.dataDir, { recursive: true });
    fs.writeFileSync(path.join(source.dataDir, VAPID_KEYS_FILE), vapidPair, { mode: 0o600 });
    const owner = new HttpClient(server.base);
    await owner.signUp('property_owner', 'copia');
    expect((await owner.call('PATCH', '/api/profile', { firstName: 'Carmen', lastName: 'Antes' })).status).toBe(200);
    const taskPhotoId = await upload(owner, 'task', await jpegOf(900, 600));
    const avatarId = await upload(owner, 'avatar', await jpegOf(400, 400));
    expect((await owner.call('PUT', '/api/profile/avatar', { imageId: avatarId })).status).toBe(200);
    const property = await owner.call('POST', '/api/properties', propertyInput());
    expect(property.status, JSON.stringify(property.json)).toBe(201);
    const kept = await owner.call('POST', '/api/tasks', {
      ...taskInput(property.json.id, { title: 'Poda anterior a la copia', photoIds: [taskPhotoId] }),
      publish: true,
    });
    expect(kept.status, JSON.stringify(kept.json)).toBe(201);
    const taskPhoto = await photo(owner, taskPhotoId);
    const avatar = await photo(owner, avatarId);
    expect([taskPhoto.status, avatar.status]).toEqual([200, 200]);

    lap('datos');
    const file = path.join(tempDir('file'), 'copia.tar');
    // Photos and tasks keep arriving while the backup is taken: whatever the snapshot caught
    // must come back whole (a photo row with its files).
    let writing = true;
    let writtenDuring = 0;
    const small = await jpegOf(240, 160);
    const writer = (async () => {
      // Bounded: the machine is shared, and a few dozen are plenty to land around the snapshot.
      while (writing && writtenDuring < 40) {
        const id = await upload(owner, 'task', small);
        const task = await owner.call('POST', '/api/tasks', {
          ...taskInput(property.json.id, { title: `Poda durante la copia ${writtenDuring + 1}`, photoIds: [id] }),
          publish: true,
        });
        expect(task.status, JSON.stringify(task.json)).toBe(201);
        writtenDuring++;
      }
    })();
    const backup = await runCommand('backup', [file], source);
    writing = false;
    await writer;
    lap('npm run backup');
    expect(backup.code, backup.output).toBe(0);
    expect(backup.output).toContain('Copia de seguridad guardada');
    expect(writtenDuring).toBeGreaterThan(0);
    // The photos as they are now (nothing deletes one until the changes below): a superset of the backup's.
    const photosAfterBackup = filesUnder(path.join(source.dataDir, 'uploads'));
    const manifest = await readManifest(file);
    expect(manifest.database.kind).toBe(POSTGRES_PASS ? 'postgres' : 'embedded');
    expect(manifest.database.migration?.tag).toBe(knownMigrations().at(-1)?.tag);
    expect(manifest.photos.included && manifest.photos.files).toBeGreaterThanOrEqual(4); // 2 photos × 2 sizes
    // A second backup to the same file is refused: a backup never overwrites.
    const again = await createBackup({ DATA_DIR: source.dataDir, DATABASE_URL: source.databaseUrl }, file, () => {
      throw new Error('no debe llegar al servidor');
    }).catch((e: unknown) => e);
    expect((again as Error).message).toContain('Ya existe');

    // Later changes: a new task, a deleted photo, an edited profile.
    const later = await owner.call('POST', '/api/tasks', {
      ...taskInput(property.json.id, { title: 'Desbroce posterior a la copia' }),
      publish: true,
    });
    expect(later.status).toBe(201);
    expect((await owner.call('PUT', '/api/profile/avatar', { imageId: null })).status).toBe(200);
    expect((await photo(owner, avatarId)).status).toBe(404);
    expect((await owner.call('PATCH', '/api/profile', { firstName: 'Carmen', lastName: 'Después' })).status).toBe(200);

    if (!POSTGRES_PASS) {
      // The running server's folder cannot be restored into: it would be replaced under it.
      const refused = await restoreBackup({ DATA_DIR: source.dataDir }, file, true).catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(BackupRefused);
      expect((refused as Error).message).toContain('Detén el servidor');
    }
    await server.stop();

    const target = await freshTarget('dst');
    lap('cambios y parada');
    const restore = await runCommand('restore', [file], target);
    lap('npm run restore');
    expect(restore.code, restore.output).toBe(0);
    expect(restore.output).toContain('restaurada');

    // Every row: the same count per table as at the backup (checked before any server touches it).
    const restored = await openDatabase({ ...target, poolSize: 1 });
    const missingFiles: string[] = [];
    let imageRows = 0;
    try {
      expect(await tableCounts(restored.db)).toEqual(manifest.database.counts);
      const images = await queryRows<{ key: string }>(restored.db, sql`select storage_key as key from images`);
      imageRows = images.length;
      for (const { key } of images) {
        for (const variant of ['display', 'thumb'] as const) {
          const file = path.join(target.dataDir, 'uploads', variantKey(key, variant));
          if (!fs.existsSync(file)) missingFiles.push(variantKey(key, variant));
        }
      }
    } finally {
      await restored.close();
    }
    // Every photo, byte for byte: each restored file is the one the site had, and every photo row
    // of the restored database has both its files.
    const restoredPhotos = filesUnder(path.join(target.dataDir, 'uploads'));
    expect(restoredPhotos.size).toBe(manifest.photos.included ? manifest.photos.files : -1);
    for (const [key, bytes] of restoredPhotos) expect(photosAfterBackup.get(key)?.equals(bytes), key).toBe(true);
    expect(missingFiles).toEqual([]);
    expect(imageRows).toBeGreaterThanOrEqual(2);
    expect(fs.readFileSync(path.join(target.dataDir, VAPID_KEYS_FILE), 'utf8')).toBe(vapidPair);
    lap('comprobación de filas y fotos');
    // And the site as it was at the backup, seen through the API.
    const second = track(await startServerProcess({ port, ...target }));
    const same = new HttpClient(second.base);
    same.cookie = owner.cookie; // the session is in the backup, and so is the secret that signs it
    const profile = await same.call('GET', '/api/profile');
    expect(profile.status, JSON.stringify(profile.json)).toBe(200);
    expect(profile.json).toMatchObject({ lastName: 'Antes', avatar: { id: avatarId } });
    const titles = (await same.call('GET', '/api/tasks/mine')).json.items.map((t: { title: string }) => t.title);
    expect(titles).toContain('Poda anterior a la copia');
    expect(titles).not.toContain('Desbroce posterior a la copia');
    const restoredAvatar = await photo(same, avatarId);
    expect(restoredAvatar.status).toBe(200);
    expect(restoredAvatar.bytes.equals(avatar.bytes)).toBe(true);
    expect((await photo(same, taskPhotoId)).bytes.equals(taskPhoto.bytes)).toBe(true);
    await second.stop();
    lap('servidor restaurado');

    // The restored target has data now: a second restore is refused without --force, and changes nothing.
    const before = filesUnder(path.join(target.dataDir, 'uploads')).size;
    const refused = await restoreBackup(
      { DATA_DIR: target.dataDir, DATABASE_URL: target.databaseUrl },
      file,
      false,
    ).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(BackupRefused);
    expect((refused as Error).message).toContain('--force');
    expect(filesUnder(path.join(target.dataDir, 'uploads')).size).toBe(before);
    console.info(
      `copia y restauración (${POSTGRES_PASS ? 'PostgreSQL' : 'base integrada'}): ${times.join(', ')}; ` +
        `${writtenDuring} tareas con foto creadas durante la copia, ${imageRows} fotos restauradas con sus ficheros`,
    );
  }, 300_000);
});

/** A tar file with the given entries (contents as strings), written with the tar library. */
async function tarWith(folder: string, entries: Record<string, string>, name = 'copia.tar'): Promise<string> {
  const src = path.join(folder, 'contenido');
  fs.mkdirSync(src, { recursive: true });
  for (const [entry, content] of Object.entries(entries)) {
    fs.mkdirSync(path.dirname(path.join(src, entry)), { recursive: true });
    fs.writeFileSync(path.join(src, entry), content);
  }
  const file = path.join(folder, name);
  await tar.create({ cwd: src, file }, Object.keys(entries));
  return file;
}

function manifestOf(over: Partial<Manifest> = {}, database: Partial<Manifest['database']> = {}): string {
  const newest = knownMigrations().at(-1)!;
  const manifest: Manifest = {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    createdAt: new Date().toISOString(),
    database: {
      kind: 'embedded',
      migration: { tag: newest.tag, when: newest.when },
      counts: {},
      ...database,
    },
    photos: { included: true, files: 0, bytes: 0 },
    authSecret: false,
    ...over,
  };
  return JSON.stringify(manifest);
}

/** Restores and expects a refusal whose message contains `text`, with nothing created in the target. */
async function expectRefusal(file: string, text: string, target: { DATA_DIR: string; DATABASE_URL?: string }) {
  const error = await restoreBackup(target, file, true).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(BackupRefused);
  expect((error as Error).message).toContain(text);
  expect((error as Error).message).toContain('No se ha cambiado nada');
  expect(fs.existsSync(target.DATA_DIR)).toBe(false);
}

it('keeps the push module’s key file under the name the push module writes', () => {
  expect(VAPID_KEYS_FILE).toBe(PUSH_KEYS_FILE);
});

describe('restore refuses, in Spanish and changing nothing', () => {
  it('a file that is not a Faena backup: not a tar, a tar without a manifest, a foreign manifest', async () => {
    const dir = tempDir('ajeno');
    const target = { DATA_DIR: path.join(dir, 'data') };
    const text = path.join(dir, 'notas.txt');
    fs.writeFileSync(text, 'esto no es una copia\n'.repeat(100));
    await expectRefusal(text, 'no es una copia de seguridad de Faena', target);
    await expectRefusal(await tarWith(dir, { 'otra.txt': 'hola' }, 'a.tar'), 'no contiene manifest.json', target);
    await expectRefusal(
      await tarWith(dir, { 'manifest.json': JSON.stringify({ format: 'otra-cosa', version: 1 }) }, 'b.tar'),
      'no tiene el formato esperado',
      target,
    );
    await expectRefusal(path.join(dir, 'no-existe.tar'), 'No existe el fichero', target);
  });

  it('a hostile file: entries that climb out of the folder, links, unknown names', async () => {
    const dir = tempDir('hostil');
    const target = { DATA_DIR: path.join(dir, 'data') };
    // node-tar itself writes `../` names only with preservePaths; an attacker's tool would too.
    const src = path.join(dir, 'src');
    fs.mkdirSync(path.join(src, 'uploads'), { recursive: true });
    fs.writeFileSync(path.join(src, 'manifest.json'), manifestOf());
    fs.writeFileSync(path.join(dir, 'fuera.txt'), 'fuera');
    fs.symlinkSync('/etc/passwd', path.join(src, 'uploads', 'ab.webp'));
    const linked = path.join(dir, 'enlace.tar');
    await tar.create({ cwd: src, file: linked }, ['manifest.json', 'uploads']);
    await expectRefusal(linked, 'no es un fichero ni una carpeta', target);

    const climbing = path.join(dir, 'trepa.tar');
    await tar.create({ cwd: src, file: climbing, preservePaths: true }, ['manifest.json', '../fuera.txt']);
    await expectRefusal(climbing, 'entrada inesperada', target);
    expect(fs.readFileSync(path.join(dir, 'fuera.txt'), 'utf8')).toBe('fuera');

    expect(entryProblem('uploads/ab/AB..webp', 'File')).not.toBeNull();
    expect(entryProblem('uploads/../../etc/passwd', 'File')).not.toBeNull();
    expect(entryProblem('/etc/passwd', 'File')).not.toBeNull();
    expect(entryProblem('uploads/3f/3f2a-display.webp', 'File')).toBeNull();
    expect(entryProblem('manifest.json', 'SymbolicLink')).not.toBeNull();
  });

  it('a backup with a newer schema or format than this code, or of the other kind of database', async () => {
    const dir = tempDir('nueva');
    const target = { DATA_DIR: path.join(dir, 'data') };
    const newest = knownMigrations().at(-1)!;
    await expectRefusal(
      await tarWith(
        dir,
        { 'manifest.json': manifestOf({}, { migration: { tag: null, when: newest.when + 1 } }) },
        'a.tar',
      ),
      'más nuevo que esta versión de Faena',
      target,
    );
    await expectRefusal(
      await tarWith(dir, { 'manifest.json': manifestOf({ version: BACKUP_VERSION + 1 }) }, 'b.tar'),
      'versión más nueva de Faena',
      target,
    );
    await expectRefusal(
      await tarWith(dir, { 'manifest.json': manifestOf({}, { kind: 'postgres' }) }, 'c.tar'),
      'DATABASE_URL',
      target,
    );
    await expectRefusal(await tarWith(dir, { 'manifest.json': manifestOf() }, 'd.tar'), 'restáurala sin DATABASE_URL', {
      ...target,
      DATABASE_URL: 'postgres:///nadie?host=/nowhere',
    });
    await expectRefusal(await tarWith(dir, { 'manifest.json': manifestOf() }, 'e.tar'), 'S3', {
      ...target,
      s3Bucket: 'fotos',
    } as never);
  });
});

describe('PostgreSQL programs', () => {
  it('picks pg_dump of the server’s version or newer, and says in Spanish what to install otherwise', () => {
    expect(parseMajor('pg_dump (PostgreSQL) 15.18 (Debian 15.18-0+deb12u1)')).toBe(15);
    expect(parseMajor('pg_restore (PostgreSQL) 17.2')).toBe(17);
    const found = [
      { path: '/usr/lib/postgresql/13/bin/pg_dump', major: 13 },
      { path: '/usr/lib/postgresql/17/bin/pg_dump', major: 17 },
      { path: '/usr/lib/postgresql/15/bin/pg_dump', major: 15 },
    ];
    expect(choosePgTool('pg_dump', 15, found).major).toBe(15);
    expect(choosePgTool('pg_dump', 16, found).major).toBe(17);
    expect(() => choosePgTool('pg_dump', 18, found)).toThrow(/postgresql-client-18/);
    expect(() => choosePgTool('pg_dump', 18, found)).toThrow(/más antiguo/);
    expect(() => choosePgTool('pg_restore', 15, [])).toThrow(/No se encuentra pg_restore.*apt-get install/);
  });

  it('passes the password in the environment, never on the command line', () => {
    const { dbname, env } = libpqTarget('postgres://faena:s%C3%A9creta@db.example:5433/faena?sslmode=require');
    expect(dbname).not.toContain('creta');
    expect(dbname).toContain('db.example:5433/faena');
    expect(dbname).toContain('sslmode=require');
    expect(env.PGPASSWORD).toBe('sécreta');
  });
});

describe('staging folders', () => {
  it('are owner-only, inside the data folder, and those a dead command left a day ago are removed', async () => {
    const dataDir = tempDir('staging');
    const stale = makeStaging(dataDir);
    const old = new Date(Date.now() - 25 * 60 * 60_000);
    fs.utimesSync(stale, old, old);
    const recent = makeStaging(dataDir);
    const fresh = makeStaging(dataDir);
    expect(fs.existsSync(stale)).toBe(false);
    expect(fs.existsSync(recent)).toBe(true);
    expect(fs.statSync(fresh).mode & 0o777).toBe(0o700);
    expect(isStagingOf(dataDir, fresh)).toBe(true);
    expect(isStagingOf(dataDir, path.join(dataDir, 'uploads'))).toBe(false);
    expect(isStagingOf(dataDir, `${fresh}/../../etc`)).toBe(false);
  });
});
