import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { DbHandle } from '@faena/db';
import { EMBEDDED_DUMP_FILE, UPLOADS_DIR } from './manifest';

type PGlite = NonNullable<DbHandle['pglite']>;

/** Staging folders live in the data folder: same filesystem as the photos, so they can be hard-linked. */
export const STAGING_PREFIX = '.copia-';

/** Older staging folders were left by a command that died (killed, machine restarted): never in use. */
const STALE_MS = 24 * 60 * 60_000;

function removeStaleStaging(dataDir: string) {
  for (const name of fs.readdirSync(dataDir)) {
    if (!name.startsWith(STAGING_PREFIX)) continue;
    const folder = path.join(dataDir, name);
    try {
      if (Date.now() - fs.statSync(folder).mtimeMs > STALE_MS) fs.rmSync(folder, { recursive: true, force: true });
    } catch {}
  }
}

/**
 * A new owner-only folder for a backup's or restore's files, inside the data folder. Those a
 * dead command left behind (a copy of the database and photos each) are removed on the way.
 */
export function makeStaging(dataDir: string): string {
  fs.mkdirSync(dataDir, { recursive: true });
  removeStaleStaging(dataDir);
  const folder = path.join(dataDir, `${STAGING_PREFIX}${randomBytes(6).toString('hex')}`);
  fs.mkdirSync(folder, { mode: 0o700 });
  return folder;
}

/** Whether a path given back by the server is one of our staging folders in this data folder. */
export function isStagingOf(dataDir: string, folder: string): boolean {
  const resolved = path.resolve(folder);
  return path.dirname(resolved) === path.resolve(dataDir) && path.basename(resolved).startsWith(STAGING_PREFIX);
}

/**
 * Mirrors the photos folder with hard links: instant and without copying bytes, and a linked file
 * keeps its content whatever happens to the original name afterwards (the store writes new files
 * by rename and deletes by unlink). Files half written by the store (`*.tmp`) are left out. On
 * another filesystem it copies instead.
 */
export function linkTree(from: string, to: string): void {
  fs.mkdirSync(to, { recursive: true, mode: 0o700 });
  if (!fs.existsSync(from)) return;
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) linkTree(source, target);
    else if (entry.isFile() && !entry.name.endsWith('.tmp')) {
      try {
        fs.linkSync(source, target);
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code === 'ENOENT') continue; // deleted meanwhile: its row is gone too
        if (code !== 'EXDEV' && code !== 'EPERM') throw error;
        fs.copyFileSync(source, target);
      }
    }
  }
}

/**
 * A consistent copy of the embedded database and its photos, taken by the process that holds it
 * (the running server, or the backup command when the server is stopped). Returns the staging
 * folder with the dump and the photos' links; the caller removes it.
 *
 * While both the transaction and the query locks of PGlite are held, no statement runs: no
 * transaction is half done, and since the app writes a photo's file before its row and deletes
 * the file only after its row is gone, every photo row in the dump has its file in the links.
 */
export async function takeEmbeddedSnapshot(pglite: PGlite, dataDir: string): Promise<string> {
  const staging = makeStaging(dataDir);
  try {
    // Written to the data files now, so a restore starts without replaying the log.
    await pglite.exec('CHECKPOINT');
    const fsys = pglite.fs;
    if (!fsys) throw new Error('PGlite sin sistema de ficheros');
    const dump = await pglite._runExclusiveTransaction(() =>
      pglite._runExclusiveQuery(async () => {
        linkTree(path.join(dataDir, UPLOADS_DIR), path.join(staging, UPLOADS_DIR));
        // dumpDataDir() would wait for the query lock we hold: its own body, called directly.
        return fsys.dumpTar(path.basename(pglite.dataDir ?? 'pgdata'), 'gzip');
      }),
    );
    fs.writeFileSync(path.join(staging, EMBEDDED_DUMP_FILE), Buffer.from(await dump.arrayBuffer()), {
      mode: 0o600,
    });
    return staging;
  } catch (error) {
    fs.rmSync(staging, { recursive: true, force: true });
    throw error;
  }
}
