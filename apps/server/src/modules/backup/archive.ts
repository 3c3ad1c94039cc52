import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import * as tar from 'tar';
import { assertSafeKey } from '../images';
import { BackupRefused } from './errors';
import {
  AUTH_SECRET_FILE,
  EMBEDDED_DUMP_FILE,
  MANIFEST_FILE,
  type Manifest,
  POSTGRES_DUMP_FILE,
  UPLOADS_DIR,
  VAPID_KEYS_FILE,
  zManifest,
} from './manifest';

const TOP_FILES = new Set([MANIFEST_FILE, EMBEDDED_DUMP_FILE, POSTGRES_DUMP_FILE, AUTH_SECRET_FILE, VAPID_KEYS_FILE]);

/**
 * Why an entry of a backup file may not be unpacked, or null when it may: only our few files at
 * the top and photos under uploads/ with the image store's own key rules, as plain files or
 * folders. No links, devices, absolute paths or `..`: a hostile file writes nothing elsewhere.
 */
export function entryProblem(entryPath: string, type: string): string | null {
  const clean = entryPath.replace(/\/+$/, '');
  if (TOP_FILES.has(clean)) return type === 'File' ? null : `${clean} no es un fichero`;
  if (clean === UPLOADS_DIR) return type === 'Directory' ? null : `${clean} no es una carpeta`;
  if (!clean.startsWith(`${UPLOADS_DIR}/`)) return `entrada inesperada «${entryPath}»`;
  if (type !== 'File' && type !== 'Directory') return `«${entryPath}» no es un fichero ni una carpeta`;
  try {
    assertSafeKey(clean.slice(UPLOADS_DIR.length + 1));
  } catch {
    return `nombre de foto no válido «${entryPath}»`;
  }
  return null;
}

/**
 * Writes the backup file from a folder holding the manifest, the dump and the photos: a plain tar
 * (the dump is compressed already and photos are WebP), readable by the operator with `tar tf`.
 * Written beside the target and renamed, owner-only: it holds password hashes and secrets.
 */
export async function writeArchive(folder: string, names: string[], file: string): Promise<number> {
  const partial = `${file}.partial`;
  try {
    await pipeline(
      tar.create({ cwd: folder, portable: true }, [MANIFEST_FILE, ...names.filter((n) => n !== MANIFEST_FILE)]),
      fs.createWriteStream(partial, { mode: 0o600, flags: 'wx' }),
    );
    const handle = await fs.promises.open(partial, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
    await fs.promises.rename(partial, file);
  } catch (error) {
    await fs.promises.rm(partial, { force: true });
    throw error;
  }
  return (await fs.promises.stat(file)).size;
}

function notABackup(file: string, why: string): BackupRefused {
  return new BackupRefused(`${file} no es una copia de seguridad de Faena (${why}). No se ha cambiado nada.`);
}

/**
 * Reads and checks the manifest of a backup file, and checks every entry's name and kind, without
 * writing anything.
 */
export async function readManifest(file: string): Promise<Manifest> {
  if (!fs.existsSync(file)) throw new BackupRefused(`No existe el fichero ${file}. No se ha cambiado nada.`);
  let text: string | null = null;
  const problems: string[] = [];
  try {
    await tar.list({
      file,
      strict: true,
      onReadEntry(entry) {
        const problem = entryProblem(entry.path, entry.type);
        if (problem) problems.push(problem);
        if (entry.path === MANIFEST_FILE && entry.size <= 1_000_000) {
          const chunks: Buffer[] = [];
          entry.on('data', (chunk: Buffer) => chunks.push(chunk));
          entry.on('end', () => {
            text = Buffer.concat(chunks).toString('utf8');
          });
        } else entry.resume();
      },
    });
  } catch {
    throw notABackup(file, 'no es un archivo tar legible');
  }
  if (text === null) throw notABackup(file, `no contiene ${MANIFEST_FILE}`);
  if (problems.length > 0) throw notABackup(file, problems.slice(0, 3).join('; '));
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw notABackup(file, `${MANIFEST_FILE} no es JSON`);
  }
  const manifest = zManifest.safeParse(parsed);
  if (!manifest.success) throw notABackup(file, `${MANIFEST_FILE} no tiene el formato esperado`);
  return manifest.data;
}

/** Unpacks a checked backup file into an empty folder, with the same entry rules as readManifest. */
export async function extractArchive(file: string, folder: string): Promise<void> {
  await tar.extract({
    file,
    cwd: folder,
    strict: true,
    preserveOwner: false,
    filter: (entryPath, entry) => entryProblem(entryPath, 'type' in entry ? entry.type : 'File') === null,
  });
}

/** Counts the files and bytes under a folder (the photos of a backup). */
export function folderSize(folder: string): { files: number; bytes: number } {
  let files = 0;
  let bytes = 0;
  if (!fs.existsSync(folder)) return { files, bytes };
  for (const entry of fs.readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    files++;
    bytes += fs.statSync(path.join(entry.parentPath, entry.name)).size;
  }
  return { files, bytes };
}
