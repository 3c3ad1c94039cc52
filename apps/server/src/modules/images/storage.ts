import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { S3Client } from '@aws-sdk/client-s3';
import type { S3Config } from '../../config/env';

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
  /** Checked once at start (`app.ready()`): fails with a Spanish message when the store is unusable. */
  check?(): Promise<void>;
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

/** How long one call to the S3 store may take, the whole body read included. */
export const S3_TIMEOUT_MS = 30_000;

type S3Sdk = typeof import('@aws-sdk/client-s3');
let s3Sdk: Promise<S3Sdk> | undefined;

/** The AWS SDK, loaded on first use: ~0.4 s of CPU that a start with photos on disk does not pay. */
function loadS3Sdk(): Promise<S3Sdk> {
  s3Sdk ??= import('@aws-sdk/client-s3');
  return s3Sdk;
}

/** What an S3 error answer carries (S3ServiceException), read without loading the SDK's classes. */
function s3Answer(error: unknown): { name: string; status: number | undefined } | null {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.$metadata && typeof e.name === 'string' ? { name: e.name, status: e.$metadata.httpStatusCode } : null;
}

const isNoSuchKey = (error: unknown) => s3Answer(error)?.name === 'NoSuchKey';

/** Why a call to the S3 store failed, in words an operator can act on. */
function s3Reason(error: unknown): string {
  const answer = s3Answer(error);
  if (answer?.status) {
    const { name, status } = answer;
    if (status === 403) return 'rechaza las claves (403): revisa S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY y sus permisos';
    if (status === 404 && name !== 'NoSuchKey') return 'el bucket no existe (404)';
    if (status === 301) return 'el bucket está en otra región (301): revisa S3_REGION';
    return `${name} (HTTP ${status})`;
  }
  const code = (error as { code?: string }).code;
  if (code) return `no responde (${code}): revisa S3_ENDPOINT y la red`;
  return error instanceof Error ? error.message : String(error);
}

/**
 * Objects in one bucket of an S3-compatible service (AWS S3, MinIO, Garage, Ceph…), named by
 * the same keys as the files on disk. What several server processes on different machines share.
 * A PUT makes the whole object visible at once or not at all, as the disk store's rename does.
 */
export class S3Store implements ImageStore {
  readonly bucket: string;
  private readonly config: S3Config;
  private readonly timeoutMs: number;
  /** The bucket as messages name it. */
  private readonly label: string;
  private client: S3Client | undefined;

  constructor(config: S3Config, options: { timeoutMs?: number } = {}) {
    this.config = config;
    this.bucket = config.bucket;
    this.timeoutMs = options.timeoutMs ?? S3_TIMEOUT_MS;
    // The endpoint's origin only: a user:password written into S3_ENDPOINT stays out of messages.
    const where = config.endpoint ? ` en ${new URL(config.endpoint).origin}` : ` (región ${config.region})`;
    this.label = `«${config.bucket}»${where}`;
  }

  private async sdk(): Promise<{ sdk: S3Sdk; client: S3Client }> {
    const sdk = await loadS3Sdk();
    this.client ??= new sdk.S3Client({
      region: this.config.region,
      endpoint: this.config.endpoint,
      forcePathStyle: this.config.forcePathStyle,
      credentials: { accessKeyId: this.config.accessKeyId, secretAccessKey: this.config.secretAccessKey },
      // Checksums only where S3 requires them: the SDK's newer default (CRC32 on every request,
      // checked on every answer) is refused or mishandled by several S3-compatible stores.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      requestHandler: { connectionTimeout: 5_000, requestTimeout: this.timeoutMs },
      maxAttempts: 3,
    });
    return { sdk, client: this.client };
  }

  /**
   * Runs one call with a deadline over the whole of it (retries and reading the body too) and
   * turns its failure into a Spanish message naming the bucket and the key.
   */
  private async call<T>(
    action: string,
    key: string,
    run: (s3: { sdk: S3Sdk; client: S3Client }, signal: AbortSignal) => Promise<T>,
  ): Promise<T> {
    assertSafeKey(key);
    const signal = AbortSignal.timeout(this.timeoutMs);
    try {
      return await run(await this.sdk(), signal);
    } catch (error) {
      const reason = signal.aborted ? `no respondió en ${this.timeoutMs / 1000} s` : s3Reason(error);
      throw new Error(`No se pudo ${action} «${key}» en el bucket S3 ${this.label}: ${reason}.`, { cause: error });
    }
  }

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    await this.call('guardar', key, ({ sdk, client }, abortSignal) =>
      client.send(new sdk.PutObjectCommand({ Bucket: this.bucket, Key: key, Body: data, ContentType: contentType }), {
        abortSignal,
      }),
    );
  }

  async get(key: string): Promise<Buffer | null> {
    return this.call('leer', key, async ({ sdk, client }, abortSignal) => {
      try {
        const answer = await client.send(new sdk.GetObjectCommand({ Bucket: this.bucket, Key: key }), { abortSignal });
        // Read whole within the same deadline: the abort also ends a body that stalls half-way.
        return Buffer.from((await answer.Body?.transformToByteArray()) ?? []);
      } catch (error) {
        if (isNoSuchKey(error)) return null;
        throw error;
      }
    });
  }

  async delete(key: string): Promise<void> {
    await this.call('borrar', key, async ({ sdk, client }, abortSignal) => {
      try {
        await client.send(new sdk.DeleteObjectCommand({ Bucket: this.bucket, Key: key }), { abortSignal });
      } catch (error) {
        // S3 answers 204 for a missing object; some compatible stores answer NoSuchKey.
        if (!isNoSuchKey(error)) throw error;
      }
    });
  }

  /** The bucket exists and these keys may use it (HeadBucket), or a message saying what to fix. */
  async check(): Promise<void> {
    const signal = AbortSignal.timeout(this.timeoutMs);
    try {
      const { sdk, client } = await this.sdk();
      await client.send(new sdk.HeadBucketCommand({ Bucket: this.bucket }), { abortSignal: signal });
    } catch (error) {
      const reason = signal.aborted ? `no respondió en ${this.timeoutMs / 1000} s` : s3Reason(error);
      throw new Error(`No se puede usar el bucket S3 ${this.label} para las fotos: ${reason}.`, { cause: error });
    }
  }

  /** Closes the client's connections (tests and a clean shutdown). */
  destroy(): void {
    this.client?.destroy();
  }
}

/**
 * The app's one store, created at start and shared by the API (`app.imageStore`) and the
 * job worker: the S3 bucket when S3_BUCKET is set, otherwise files under DATA_DIR/uploads.
 */
export function createImageStore(config: { DATA_DIR: string; s3: S3Config | null }): ImageStore {
  if (config.s3) return new S3Store(config.s3);
  return new LocalDiskStore(path.join(config.DATA_DIR, 'uploads'));
}
