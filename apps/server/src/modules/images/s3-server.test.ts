import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freshStore } from '../../../test/fresh-store';
import { pngOf } from '../../../test/images';
import { freePort } from '../../../test/postgres-cluster';
import { type LocalS3, startS3Server } from '../../../test/s3';
import { HttpClient, startServerProcess } from '../../../test/server-process';

/**
 * The real server in its own process with S3_* set, as an operator starts it beside MinIO or
 * Garage: photos go to the bucket and come back through Faena; a bucket it cannot use, or half a
 * configuration, stops the start with a Spanish message instead of a first failed upload.
 */
// A server process starts in seconds, more on a busy CI machine (server-process.ts waits up to 2 min).
vi.setConfig({ testTimeout: 150_000 });

let s3: LocalS3;
const cleanups: (() => Promise<void>)[] = [];
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  await s3?.close();
});

async function start(env: Record<string, string | undefined>) {
  const store = await freshStore('s3');
  cleanups.push(() => store.remove());
  const server = await startServerProcess({
    port: await freePort(3850, 3859),
    dataDir: store.dataDir,
    databaseUrl: store.databaseUrl,
    env,
  });
  cleanups.push(() => server.stop());
  return { server, dataDir: store.dataDir };
}

/** The start's failure as the operator reads it (startServerProcess throws with the output). */
async function failedStart(env: Record<string, string | undefined>): Promise<string> {
  const error = await start(env).then(
    () => null,
    (e: Error) => e,
  );
  if (!error) throw new Error('el servidor arrancó');
  return error.message;
}

describe('a server process with its photos in S3', () => {
  it('keeps an uploaded photo in the bucket, none on its disk, and serves it with the same rules', async () => {
    const { server, dataDir } = await start(s3.env);
    const owner = new HttpClient(server.base);
    await owner.signUp('property_owner', 's3');
    const form = new FormData();
    form.append('purpose', 'task');
    form.append('file', new Blob([new Uint8Array(await pngOf(64, 48))], { type: 'image/png' }), 'huerto.png');
    const uploaded = await fetch(`${server.base}/api/images`, {
      method: 'POST',
      headers: { cookie: owner.cookie },
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const { items } = (await uploaded.json()) as { items: { id: string; url: string }[] };
    const [item] = items;
    if (!item) throw new Error('sin foto');

    const keys = await s3.keys();
    expect(keys).toEqual([expect.stringMatching(/-display\.webp$/), expect.stringMatching(/-thumb\.webp$/)]);
    expect(keys.every((key) => key.includes(item.id))).toBe(true);
    expect(fs.existsSync(path.join(dataDir, 'uploads'))).toBe(false);

    const served = await fetch(`${server.base}${item.url}`, { headers: { cookie: owner.cookie } });
    expect(served.status).toBe(200);
    expect(served.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    const stored = await s3.read(keys[0] as string);
    expect(Buffer.from(await served.arrayBuffer()).equals(stored as Buffer)).toBe(true);
    // An unattached photo is its uploader's alone, from the bucket as from the disk.
    const stranger = new HttpClient(server.base);
    await stranger.signUp('professional', 's3');
    expect((await stranger.call('GET', item.url)).status).toBe(404);
    expect((await fetch(`${server.base}${item.url}`)).status).toBe(401);
    expect(server.output()).not.toMatch(/SECRET|S3RVER/);
  });

  it('refuses to start on a bucket that does not exist, saying so in Spanish without a stack', async () => {
    const output = await failedStart({ ...s3.env, S3_BUCKET: 'no-existe' });
    expect(output).toContain(
      `No se pudo arrancar Faena: No se puede usar el bucket S3 «no-existe» en ${s3.endpoint} para las fotos: el bucket no existe (404).`,
    );
    expect(output).not.toMatch(/\n\s+at /);
  });

  it('refuses to start on half a configuration, naming the missing variables', async () => {
    const output = await failedStart({ S3_BUCKET: 'faena-fotos', S3_ENDPOINT: s3.endpoint });
    expect(output).toContain('S3_REGION: falta la región del bucket');
    expect(output).toContain('S3_ACCESS_KEY_ID: falta la clave de acceso al bucket.');
    expect(output).not.toMatch(/\n\s+at /);
  });
});
