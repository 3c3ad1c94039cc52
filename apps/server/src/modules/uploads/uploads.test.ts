import type { AddressInfo } from 'node:net';
import { images, uploads } from '@faena/db';
import { MAX_IMAGE_BYTES, MAX_OPEN_UPLOAD_BYTES, MAX_OPEN_UPLOADS } from '@faena/shared/schemas';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent, createAppOn, createTestApp, signUp, type TestContext, type TestUser } from '../../../test/helpers';
import { imageStoreKinds, type StoreBackend } from '../../../test/image-stores';
import { hasGpsIfd, jpegOf, jpegWithGps, pngOf } from '../../../test/images';
import { interruptedPatch, tusClient, uploadIdOf } from '../../../test/tus';
import { FINISHES_PER_USER_PER_HOUR, sweepExpiredUploads, UPLOADS_PER_USER_PER_HOUR } from './service';

// The protocol runs against both stores (disk and a real local S3 server), and on both databases
// (PGlite by default, PostgreSQL with DATABASE_URL): the state must be in them, not in memory.
describe.each(imageStoreKinds)('resumable uploads kept on $name', (kind) => {
  let backend: StoreBackend;
  let ctx: TestContext;
  let ana: TestUser;
  let luis: TestUser;
  let photo: Buffer;

  beforeAll(async () => {
    backend = await kind.start();
    ctx = await createTestApp(backend.env);
    ana = await signUp(ctx, { firstName: 'Ana' });
    luis = await signUp(ctx, { firstName: 'Luis', role: 'professional' });
    photo = await jpegWithGps(1200, 900);
  });
  afterAll(async () => {
    await ctx?.close();
    await backend?.close();
  });

  const tus = (user: TestUser | null) => tusClient(user ? user.agent : ctx.app);

  /** Part files in the store (what a half-finished upload leaves). */
  async function partFiles(): Promise<string[]> {
    return (await backend.keys(ctx.config.DATA_DIR)).filter((k) => k.startsWith('partial/'));
  }

  async function offsetOf(user: TestUser, id: string): Promise<number> {
    const res = await tus(user).head(id);
    expect(res.statusCode).toBe(200);
    return Number(res.headers['upload-offset']);
  }

  /** Begins an upload of `data` and returns its id. */
  async function begin(user: TestUser, data: Buffer, purpose = 'task', filename = 'foto.jpg'): Promise<string> {
    return uploadIdOf(await tus(user).create(purpose, data.length, filename));
  }

  it('creates an upload: 201, a relative Location, its expiry, the tus version, offset 0', async () => {
    const res = await tus(ana).create('task', photo.length, 'olivo.jpg');
    expect(res.statusCode).toBe(201);
    const id = uploadIdOf(res);
    expect(res.headers.location).toBe(`/api/uploads/${id}`);
    expect(res.headers['tus-resumable']).toBe('1.0.0');
    const expires = new Date(String(res.headers['upload-expires']));
    expect(expires.getTime() - Date.now()).toBeGreaterThan(23 * 3600_000);
    expect(expires.getTime() - Date.now()).toBeLessThanOrEqual(24 * 3600_000);
    expect(res.json()).toMatchObject({ id, offset: 0, length: photo.length });

    const head = await tus(ana).head(id);
    expect(head.statusCode).toBe(200);
    expect(head.headers).toMatchObject({
      'upload-offset': '0',
      'upload-length': String(photo.length),
      'cache-control': 'no-store',
      'tus-resumable': '1.0.0',
    });
  });

  it('takes the file in parts, reports the offset after each, and finishes into a photo without metadata', async () => {
    const id = await begin(ana, photo);
    const cuts = [0, 1000, Math.floor(photo.length / 2), photo.length];
    for (let i = 0; i < cuts.length - 1; i++) {
      const [from, to] = [cuts[i] ?? 0, cuts[i + 1] ?? 0];
      const res = await tus(ana).patch(id, from, photo.subarray(from, to));
      expect(res.statusCode, res.body).toBe(204);
      expect(res.headers['upload-offset']).toBe(String(to));
      expect(res.headers['upload-expires']).toBeTruthy();
      expect(await offsetOf(ana, id)).toBe(to);
    }
    expect((await partFiles()).length).toBeGreaterThanOrEqual(3);

    const finished = await tus(ana).finish(id);
    expect(finished.statusCode, finished.body).toBe(200);
    const [item] = finished.json().items;
    // Orientation 6 applied to the pixels: 1200×900 stored sideways shows as 900×1200.
    expect(item).toMatchObject({ url: `/api/images/${item.id}/display`, width: 900, height: 1200 });
    const display = await ana.agent.get(item.url);
    expect(display.statusCode).toBe(200);
    const meta = await sharp(display.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(hasGpsIfd(meta.exif)).toBe(false);
    const [row] = await ctx.database.db.select().from(images).where(eq(images.id, item.id));
    expect(row).toMatchObject({ uploaderId: ana.profileId, purpose: 'task', attachedTo: null });

    // Finishing again (an answer lost on the way) answers the same photo, and makes no other.
    const again = await tus(ana).finish(id);
    expect(again.statusCode).toBe(200);
    expect(again.json().items[0].id).toBe(item.id);
    // The parts go once the job after the commit has run.
    await ctx.worker.drain();
    expect((await partFiles()).filter((k) => k.includes(id))).toEqual([]);
  });

  it('keeps the bytes of a PATCH cut off mid-way, and resumes from there: only the rest is sent again', async () => {
    // A real socket, which light-my-request cannot cut half-way.
    if (!ctx.app.server.listening) await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const address = ctx.app.server.address() as AddressInfo;
    const id = await begin(ana, photo);
    const sent = Math.floor(photo.length * 0.6);
    await interruptedPatch({
      port: address.port,
      id,
      cookie: ana.agent.cookieHeader(),
      offset: 0,
      data: photo,
      sent,
    });
    // The server notices the cut and keeps what came: HEAD says so (on any process).
    let offset = 0;
    for (let i = 0; i < 50 && offset !== sent; i++) {
      offset = await offsetOf(ana, id);
      if (offset !== sent) await new Promise((r) => setTimeout(r, 100));
    }
    expect(offset).toBe(sent);
    // Starting over is refused; the rest from the offset completes it.
    const stale = await tus(ana).patch(id, 0, photo);
    expect(stale.statusCode).toBe(409);
    expect(stale.headers['upload-offset']).toBe(String(sent));
    const rest = await tus(ana).patch(id, sent, photo.subarray(sent));
    expect(rest.statusCode, rest.body).toBe(204);
    expect(rest.headers['upload-offset']).toBe(String(photo.length));
    const finished = await tus(ana).finish(id);
    expect(finished.statusCode, finished.body).toBe(200);
    expect(finished.json().items[0]).toMatchObject({ width: 900, height: 1200 });
  });

  it('continues on another server process an upload begun on this one (state in the database and the store)', async () => {
    // One machine shares its data folder; several share the bucket.
    const other: FastifyInstance = await createAppOn(ctx.database, { ...backend.env, DATA_DIR: ctx.config.DATA_DIR });
    try {
      const elsewhere = new Agent(other);
      for (const [name, value] of ana.agent.cookies) elsewhere.cookies.set(name, value);
      const id = await begin(ana, photo);
      const half = Math.floor(photo.length / 2);
      expect((await tus(ana).patch(id, 0, photo.subarray(0, half))).statusCode).toBe(204);
      const head = await tusClient(elsewhere).head(id);
      expect(head.headers['upload-offset']).toBe(String(half));
      expect((await tusClient(elsewhere).patch(id, half, photo.subarray(half))).statusCode).toBe(204);
      const finished = await tusClient(elsewhere).finish(id);
      expect(finished.statusCode, finished.body).toBe(200);
      expect((await ana.agent.get(finished.json().items[0].thumbUrl)).statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });

  it('lets only one of two PATCHes at the same offset through (compare and set), and the file stays whole', async () => {
    const data = await pngOf(300, 200);
    const id = await begin(ana, data, 'task', 'doble.png');
    const [a, b] = await Promise.all([tus(ana).patch(id, 0, data), tus(ana).patch(id, 0, data)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([204, 409]);
    expect(await offsetOf(ana, id)).toBe(data.length);
    const finished = await tus(ana).finish(id);
    expect(finished.statusCode, finished.body).toBe(200);
    expect(finished.json().items[0]).toMatchObject({ width: 300, height: 200 });
    await ctx.worker.drain();
    expect((await partFiles()).filter((k) => k.includes(id))).toEqual([]);
  });

  it('is invisible to anyone but its uploader: 404 to another user, 401 to nobody', async () => {
    const id = await begin(ana, photo);
    expect((await tus(ana).patch(id, 0, photo.subarray(0, 100))).statusCode).toBe(204);
    for (const res of [
      await tus(luis).head(id),
      await tus(luis).patch(id, 100, photo.subarray(100, 200)),
      await tus(luis).finish(id),
      await tus(luis).terminate(id),
    ]) {
      expect(res.statusCode).toBe(404);
    }
    for (const res of [await tus(null).head(id), await tus(null).patch(id, 100, photo.subarray(100, 200))]) {
      expect(res.statusCode).toBe(401);
    }
    // Nothing of theirs changed it.
    expect(await offsetOf(ana, id)).toBe(100);
  });

  it('refuses what the protocol forbids: no tus version, another body type, a wrong or forged offset', async () => {
    const id = await begin(ana, photo);
    const noVersion = await ana.agent.request({ method: 'HEAD', url: `/api/uploads/${id}` });
    expect(noVersion.statusCode).toBe(412);
    expect(noVersion.headers['tus-version']).toBe('1.0.0');
    const json = await tus(ana).patch(id, 0, Buffer.from('{}'), { 'content-type': 'application/json' });
    expect(json.statusCode).toBe(415);
    for (const forged of ['50', '-1', 'abc', '99999999999999999999']) {
      const res = await tus(ana).patch(id, 0, photo.subarray(0, 10), { 'upload-offset': forged });
      expect([400, 409], forged).toContain(res.statusCode);
    }
    expect(await offsetOf(ana, id)).toBe(0);
    expect((await partFiles()).filter((k) => k.includes(id))).toEqual([]);
  });

  it('refuses more than 10 MB, and more bytes than the upload declared', async () => {
    const big = await tus(ana).create('task', MAX_IMAGE_BYTES + 1);
    expect(big.statusCode).toBe(413);
    expect(big.json().error.message).toBe('La imagen es demasiado grande: máximo 10 MB.');
    expect(big.headers['tus-max-size']).toBe(String(MAX_IMAGE_BYTES));
    const zero = await tus(ana).create('task', 0);
    expect(zero.statusCode).toBe(400);

    const id = await begin(ana, photo.subarray(0, 500));
    const over = await tus(ana).patch(id, 0, photo.subarray(0, 501));
    expect(over.statusCode).toBe(413);
    expect(await offsetOf(ana, id)).toBe(0);
    expect((await partFiles()).filter((k) => k.includes(id))).toEqual([]);
  });

  it('refuses a file that is not a photo: at its first bytes, or after completion when they looked like one', async () => {
    const text = Buffer.from('Esto no es una foto, es un texto con extensión .jpg'.repeat(20));
    const early = await begin(ana, text, 'task', 'falsa.jpg');
    const refused = await tus(ana).patch(early, 0, text);
    expect(refused.statusCode).toBe(415);
    expect(refused.json().error.message).toBe('La foto "falsa.jpg" no es una imagen JPEG, PNG o WebP.');
    // Refused uploads are gone: they count against nobody's limit and leave no file.
    expect((await tus(ana).head(early)).statusCode).toBe(404);

    // A JPEG header followed by anything else: only decoding the whole file shows it.
    const fake = Buffer.concat([(await jpegOf(64, 64)).subarray(0, 200), Buffer.alloc(4000, 7)]);
    const late = await begin(ana, fake, 'task', 'rota.jpg');
    expect((await tus(ana).patch(late, 0, fake)).statusCode).toBe(204);
    const finished = await tus(ana).finish(late);
    expect(finished.statusCode).toBe(400);
    expect(finished.json().error.message).toBe('La foto "rota.jpg" está dañada o incompleta.');
    expect((await tus(ana).head(late)).statusCode).toBe(404);
    await ctx.worker.drain();
    expect((await partFiles()).filter((k) => k.includes(early) || k.includes(late))).toEqual([]);
  });

  it('will not finish an upload that has not fully arrived', async () => {
    const id = await begin(ana, photo);
    expect((await tus(ana).patch(id, 0, photo.subarray(0, 2000))).statusCode).toBe(204);
    const res = await tus(ana).finish(id);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toMatch(/aún no ha llegado entero/);
  });

  it('cancels an upload (termination): 204, then gone, its parts deleted', async () => {
    const id = await begin(ana, photo);
    expect((await tus(ana).patch(id, 0, photo.subarray(0, 3000))).statusCode).toBe(204);
    expect((await partFiles()).some((k) => k.includes(id))).toBe(true);
    expect((await tus(ana).terminate(id)).statusCode).toBe(204);
    expect((await tus(ana).head(id)).statusCode).toBe(404);
    expect((await tus(ana).patch(id, 3000, photo.subarray(3000))).statusCode).toBe(404);
    await ctx.worker.drain();
    expect((await partFiles()).filter((k) => k.includes(id))).toEqual([]);
  });

  it('counts open uploads against the user: so many at once, so many bytes, freed by finishing or cancelling', async () => {
    const carmen = await signUp(ctx, { firstName: 'Carmen' });
    const ids: string[] = [];
    for (let i = 0; i < MAX_OPEN_UPLOADS; i++) ids.push(uploadIdOf(await tus(carmen).create('property', 1000)));
    const one = await tus(carmen).create('property', 1000);
    expect(one.statusCode).toBe(429);
    expect(one.json().error.message).toMatch(/demasiados archivos a medio subir/);
    // Someone else is not affected.
    expect((await tus(ana).create('property', 1000)).statusCode).toBe(201);
    expect((await tus(carmen).terminate(ids[0] ?? '')).statusCode).toBe(204);
    expect((await tus(carmen).create('property', 1000)).statusCode).toBe(201);

    const dolores = await signUp(ctx, { firstName: 'Dolores' });
    const perFile = MAX_IMAGE_BYTES;
    for (let i = 0; i < MAX_OPEN_UPLOAD_BYTES / perFile; i++) {
      expect((await tus(dolores).create('task', perFile)).statusCode).toBe(201);
    }
    const over = await tus(dolores).create('task', 1);
    expect(over.statusCode).toBe(429);
  });

  it('limits each user to so many uploads begun and photos finished an hour, on every process', async () => {
    const gabriel = await signUp(ctx, { firstName: 'Gabriel' });
    const data = await pngOf(60, 40);
    const id = uploadIdOf(await tus(gabriel).create('task', data.length));
    expect((await tus(gabriel).patch(id, 0, data)).statusCode).toBe(204);
    // The hour's counts as if they had been used up (they live in rate_limits, shared by all processes).
    await ctx.database.db.execute(
      sql`update rate_limits set hits = ${UPLOADS_PER_USER_PER_HOUR} where key = ${`uploads|create|${gabriel.profileId}`}`,
    );
    await ctx.database.db.execute(
      sql`insert into rate_limits (key, hits, window_ends_at)
          values (${`uploads|finish|${gabriel.profileId}`}, ${FINISHES_PER_USER_PER_HOUR}, now() + interval '1 hour')`,
    );
    const more = await tus(gabriel).create('task', 1000);
    expect(more.statusCode).toBe(429);
    expect(more.json().error.message).toMatch(/muchos archivos en poco tiempo/);
    const finish = await tus(gabriel).finish(id);
    expect(finish.statusCode).toBe(429);
    // Others are not affected.
    expect((await tus(ana).create('task', 1000)).statusCode).toBe(201);
  });

  it('expires a partial upload after a day: 404, no longer counted, swept with its parts', async () => {
    const elena = await signUp(ctx, { firstName: 'Elena' });
    const id = uploadIdOf(await tus(elena).create('task', photo.length));
    expect((await tus(elena).patch(id, 0, photo.subarray(0, 5000))).statusCode).toBe(204);
    const ids = [id];
    for (let i = 1; i < MAX_OPEN_UPLOADS; i++) ids.push(uploadIdOf(await tus(elena).create('task', 1000)));
    expect((await tus(elena).create('task', 1000)).statusCode).toBe(429);

    // A day later (the clock moved by moving the uploads back).
    await ctx.database.db.execute(
      sql`update uploads set created_at = created_at - interval '25 hours', expires_at = expires_at - interval '25 hours'
          where uploader_id = ${elena.profileId}`,
    );
    expect((await tus(elena).head(id)).statusCode).toBe(404);
    expect((await tus(elena).patch(id, 5000, photo.subarray(5000))).statusCode).toBe(404);
    expect((await partFiles()).some((k) => k.includes(id))).toBe(true);
    const swept = await sweepExpiredUploads(ctx.database.db, ctx.app.imageStore, new Date());
    expect(swept).toBeGreaterThanOrEqual(MAX_OPEN_UPLOADS);
    expect((await partFiles()).filter((k) => k.includes(id))).toEqual([]);
    const left = await ctx.database.db.select().from(uploads).where(eq(uploads.uploaderId, elena.profileId));
    expect(left).toEqual([]);
    expect((await tus(elena).create('task', 1000)).statusCode).toBe(201);
  });

  it('runs the sweep from the images.sweep job, and a new upload clears its own expired ones first', async () => {
    const felipe = await signUp(ctx, { firstName: 'Felipe' });
    for (let i = 0; i < MAX_OPEN_UPLOADS; i++) await tus(felipe).create('task', 1000);
    await ctx.database.db.execute(
      sql`update uploads set expires_at = now() - interval '1 minute' where uploader_id = ${felipe.profileId}`,
    );
    // Not swept yet, but they no longer block.
    expect((await tus(felipe).create('task', 1000)).statusCode).toBe(201);
    const rows = await ctx.database.db.select().from(uploads).where(eq(uploads.uploaderId, felipe.profileId));
    expect(rows).toHaveLength(1);
  });

  it('keeps verification documents for professionals: PDFs accepted at the first bytes, owners refused', async () => {
    const pdf = Buffer.from('%PDF-1.4\n% un documento\n');
    expect((await tus(ana).create('verification', pdf.length, 'dni.pdf')).statusCode).toBe(403);
    const id = uploadIdOf(await tus(luis).create('verification', pdf.length, 'dni.pdf'));
    expect((await tus(luis).patch(id, 0, pdf)).statusCode).toBe(204);
    // Not a photo: it is sent with the documents (verification), not finished here.
    expect((await tus(luis).finish(id)).statusCode).toBe(400);
    const html = Buffer.from('<html><body>no soy un pdf</body></html>');
    const other = uploadIdOf(await tus(luis).create('verification', html.length, 'dni.pdf'));
    const refused = await tus(luis).patch(other, 0, html);
    expect(refused.statusCode).toBe(415);
    expect(refused.json().error.message).toBe('«dni.pdf» no es un PDF ni una foto JPEG, PNG o WebP.');
  });

  it('refuses a purpose that does not exist and an Upload-Metadata that is not the protocol’s', async () => {
    expect((await tus(ana).create('cartel', 100)).statusCode).toBe(400);
    const broken = await tus(ana).create('task', 100, 'x.jpg', { 'upload-metadata': 'purpose dGFzaw== sobra' });
    expect(broken.statusCode).toBe(400);
    const deferred = await tus(ana).create('task', 100, 'x.jpg', { 'upload-defer-length': '1' });
    expect(deferred.statusCode).toBe(400);
  });
});
