import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Where image files live. Keys are relative paths such as `3f/3f2a…-display.webp`; an
 * S3-compatible store implements the same three calls with the key as the object name.
 */
export interface ImageStore {
  /** Writes the whole file or nothing: a reader never sees half of it. */
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The file's bytes, or null when there is none. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the file; removing one that is not there is not an error. */
  delete(key: string): Promise<void>;
}

/** Lower-case letters, digits, dots, dashes and underscores, in segments separated by `/`. */
const KEY_PATTERN = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/;

/** Refuses keys that could leave the store's folder (`..`, absolute paths, backslashes). */
export function assertSafeKey(key: string): void {
  if (key.length > 200 || !KEY_PATTERN.test(key) || key.split('/').some((s) => s === '.' || s === '..')) {
    throw new Error(`Clave de almacenamiento no válida: ${JSON.stringify(key)}`);
  }
}

/** Files on the local disk under one folder (DATA_DIR/uploads by default). */
export class LocalDiskStore implements ImageStore {
  readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  private fileOf(key: string): string {
    assertSafeKey(key);
    const file = path.resolve(this.root, key);
    // Belt and braces: the pattern already forbids it, but never write outside the root.
    if (!file.startsWith(this.root + path.sep)) throw new Error(`Clave fuera del almacén: ${key}`);
    return file;
  }

  async put(key: string, data: Buffer, _contentType: string): Promise<void> {
    const file = this.fileOf(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    // Write beside the target and rename: rename is atomic on one filesystem, so a crash
    // leaves either the old state or the whole new file, never a truncated image.
    const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      const handle = await fs.open(temp, 'wx', 0o640);
      try {
        await handle.writeFile(data);
        await handle.sync();
      } finally {
        await handle.close();
      }
      await fs.rename(temp, file);
    } catch (error) {
      await fs.rm(temp, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await fs.readFile(this.fileOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await fs.rm(this.fileOf(key), { force: true });
  }
}

/**
 * The app's one store, created at start and shared by the API (`app.imageStore`) and the
 * job worker. An S3-compatible store would be chosen here from the configuration.
 */
export function createImageStore(config: { DATA_DIR: string }): ImageStore {
  return new LocalDiskStore(path.join(config.DATA_DIR, 'uploads'));
}
