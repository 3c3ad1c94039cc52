import fs from 'node:fs';
import path from 'node:path';
import { startS3Server } from './s3';

/** A place photos are kept, seen from outside Faena's store so tests check what really landed. */
export interface StoreBackend {
  /** Variables that make a Faena server use it (none for the disk: the default). */
  env: Record<string, string>;
  /** Every stored key, temporary files included, of the server whose data folder is `dataDir`. */
  keys(dataDir: string): Promise<string[]>;
  /** One stored file's bytes, or null. */
  read(dataDir: string, key: string): Promise<Buffer | null>;
  close(): Promise<void>;
}

function diskKeys(dataDir: string): string[] {
  const root = path.join(dataDir, 'uploads');
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
}

/**
 * The two stores the image tests run against (`describe.each(imageStoreKinds)`): files on disk
 * under DATA_DIR/uploads, and a bucket on a real local S3 server (s3rver).
 */
export const imageStoreKinds: { name: string; start(): Promise<StoreBackend> }[] = [
  {
    name: 'disk',
    start: async () => ({
      env: {},
      keys: async (dataDir) => diskKeys(dataDir),
      read: async (dataDir, key) => {
        const file = path.join(dataDir, 'uploads', key);
        return fs.existsSync(file) ? fs.readFileSync(file) : null;
      },
      close: async () => {},
    }),
  },
  {
    name: 'S3 (s3rver)',
    start: async () => {
      const s3 = await startS3Server();
      return { env: s3.env, keys: () => s3.keys(), read: (_, key) => s3.read(key), close: () => s3.close() };
    },
  },
];
