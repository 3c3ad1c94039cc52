import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageStoreKinds, type StoreBackend } from '../../../test/image-stores';
import { type LocalS3, startS3Server } from '../../../test/s3';
import { loadConfig } from '../../config/env';
import { createImageStore, type ImageStore, LocalDiskStore, S3Store } from './storage';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'faena-store-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const UNSAFE_KEYS = ['../fuera.webp', 'ab/../../fuera.webp', '/etc/passwd', 'ab\\..\\x', '', 'ab//x', './x', 'AB/x'];

describe.each(imageStoreKinds)('the image store on $name', (kind) => {
  let backend: StoreBackend;
  let dataDir: string;
  let store: ImageStore;

  beforeAll(async () => {
    backend = await kind.start();
    dataDir = fs.mkdtempSync(path.join(dir, 'data-'));
    store = createImageStore(loadConfig({ DATA_DIR: dataDir, ...backend.env }));
  });
  afterAll(async () => {
    (store as Partial<S3Store>).destroy?.();
    await backend?.close();
  });

  it('is the store createImageStore picks from the configuration', () => {
    if (backend.env.S3_BUCKET) {
      expect(store).toBeInstanceOf(S3Store);
      expect((store as S3Store).bucket).toBe(backend.env.S3_BUCKET);
    } else {
      expect(store).toBeInstanceOf(LocalDiskStore);
      expect((store as LocalDiskStore).root).toBe(path.join(dataDir, 'uploads'));
    }
  });

  it('writes, reads, replaces and deletes a file, leaving nothing else behind', async () => {
    expect(await store.get('ab/uno-display.webp')).toBeNull();
    await store.put('ab/uno-display.webp', Buffer.from('primera'), 'image/webp');
    await store.put('ab/uno-display.webp', Buffer.from('segunda'), 'image/webp');
    expect((await store.get('ab/uno-display.webp'))?.toString()).toBe('segunda');
    expect(await backend.keys(dataDir)).toEqual(['ab/uno-display.webp']);
    expect((await backend.read(dataDir, 'ab/uno-display.webp'))?.toString()).toBe('segunda');
    await store.delete('ab/uno-display.webp');
    expect(await backend.keys(dataDir)).toEqual([]);
    expect(await store.get('ab/uno-display.webp')).toBeNull();
  });

  it('reads a missing file as null and deletes it without an error', async () => {
    expect(await store.get('zz/nunca-display.webp')).toBeNull();
    await expect(store.delete('zz/nunca-display.webp')).resolves.toBeUndefined();
    expect(await backend.keys(dataDir)).toEqual([]);
  });

  it('gives back every byte of a 3 MB binary file, and of several written at once', async () => {
    const big = randomBytes(3 * 1024 * 1024);
    const small = Array.from({ length: 6 }, () => randomBytes(20_000));
    await Promise.all([
      store.put('cd/grande-display.webp', big, 'image/webp'),
      ...small.map((data, i) => store.put(`cd/p${i}-thumb.webp`, data, 'image/webp')),
      store.put('cd/documento.pdf', Buffer.from('%PDF-1.7\n'), 'application/pdf'),
    ]);
    expect((await store.get('cd/grande-display.webp'))?.equals(big)).toBe(true);
    const read = await Promise.all(small.map((_, i) => store.get(`cd/p${i}-thumb.webp`)));
    expect(read.map((data, i) => data?.equals(small[i] as Buffer))).toEqual(small.map(() => true));
    expect((await store.get('cd/documento.pdf'))?.toString()).toBe('%PDF-1.7\n');
    await Promise.all((await backend.keys(dataDir)).map((key) => store.delete(key)));
    expect(await backend.keys(dataDir)).toEqual([]);
  });

  it('refuses keys that could leave its folder, storing nothing', async () => {
    for (const key of UNSAFE_KEYS) {
      await expect(store.put(key, Buffer.from('x'), 'image/webp'), key).rejects.toThrow(/Clave/);
      await expect(store.get(key), key).rejects.toThrow(/Clave/);
      await expect(store.delete(key), key).rejects.toThrow(/Clave/);
    }
    expect(await backend.keys(dataDir)).toEqual([]);
    expect(fs.existsSync(path.join(dataDir, 'fuera.webp'))).toBe(false);
  });
});

describe('the S3 store against a bucket it cannot use', () => {
  let s3: LocalS3;
  const stores: S3Store[] = [];
  beforeAll(async () => {
    s3 = await startS3Server({ bucket: 'fotos-de-prueba' });
  });
  afterAll(async () => {
    for (const store of stores) store.destroy();
    await s3?.close();
  });

  function storeWith(env: Record<string, string>, timeoutMs?: number): S3Store {
    const config = loadConfig({ DATA_DIR: dir, ...s3.env, ...env });
    if (!config.s3) throw new Error('sin S3');
    const store = new S3Store(config.s3, { timeoutMs });
    stores.push(store);
    return store;
  }

  it('passes the start check on a bucket that exists with keys it knows', async () => {
    await expect(storeWith({}).check()).resolves.toBeUndefined();
  });

  it('fails the start check in Spanish for a missing bucket, unknown keys and a server that is not there', async () => {
    await expect(storeWith({ S3_BUCKET: 'no-existe' }).check()).rejects.toThrow(
      `No se puede usar el bucket S3 «no-existe» en ${s3.endpoint} para las fotos: el bucket no existe (404).`,
    );
    await expect(storeWith({ S3_ACCESS_KEY_ID: 'OTRA-CLAVE' }).check()).rejects.toThrow(/rechaza las claves \(403\)/);
    const withPassword = storeWith({
      S3_BUCKET: 'otro-bucket',
      S3_ENDPOINT: s3.endpoint.replace('//', '//usuario:contraseña@'),
    });
    const error = await withPassword.check().then(
      () => null,
      (e: Error) => e,
    );
    expect(error?.message).toContain(`en ${s3.endpoint} para las fotos`);
    expect(error?.message).not.toContain('contraseña');
    const closed = await freePort();
    await expect(storeWith({ S3_ENDPOINT: `http://127.0.0.1:${closed}` }).check()).rejects.toThrow(
      /«fotos-de-prueba» en http:\/\/127\.0\.0\.1:\d+ para las fotos: no responde \(ECONNREFUSED\)/,
    );
  });

  it('names the bucket and key when an object call fails, and writes nothing with unknown keys', async () => {
    const store = storeWith({ S3_ACCESS_KEY_ID: 'OTRA-CLAVE' });
    await expect(store.put('ab/x-display.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(
      /^No se pudo guardar «ab\/x-display\.webp» en el bucket S3 «fotos-de-prueba» .*rechaza las claves/,
    );
    await expect(store.get('ab/x-display.webp')).rejects.toThrow(/No se pudo leer/);
    expect(await s3.keys()).toEqual([]);
  });
});

describe('the S3 store against a server that stalls', () => {
  let server: http.Server;
  let endpoint: string;
  const stores: S3Store[] = [];
  beforeAll(async () => {
    server = http.createServer((request, response) => {
      request.resume();
      // GET: the head of the answer, then the body a byte every 50 ms, too slow to ever end but
      // quick enough that no idle-socket timeout fires: only a deadline over the whole read stops it.
      if (request.method === 'GET') {
        response.writeHead(200, { 'content-type': 'image/webp', 'content-length': '100000' });
        const drip = setInterval(() => response.write(Buffer.alloc(1)), 50);
        response.on('close', () => clearInterval(drip));
      }
      // Anything else: no answer at all.
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    for (const store of stores) store.destroy();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  function stalledStore(): S3Store {
    const config = loadConfig({
      DATA_DIR: dir,
      S3_BUCKET: 'lento',
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'clave',
      S3_SECRET_ACCESS_KEY: 'secreto',
    });
    if (!config.s3) throw new Error('sin S3');
    const store = new S3Store(config.s3, { timeoutMs: 400 });
    stores.push(store);
    return store;
  }

  it('gives up on a body that trickles in too slowly, and on calls never answered, after its deadline', async () => {
    const store = stalledStore();
    const started = Date.now();
    await expect(store.get('ab/x-display.webp')).rejects.toThrow(
      `No se pudo leer «ab/x-display.webp» en el bucket S3 «lento» en ${endpoint}: no respondió en 0.4 s.`,
    );
    await expect(store.put('ab/x-display.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(
      /no respondió en 0.4 s/,
    );
    await expect(store.check()).rejects.toThrow(/no respondió en 0.4 s/);
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});

async function freePort(): Promise<number> {
  const probe = http.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}
