import { randomUUID } from 'node:crypto';
import { images, jobs } from '@faena/db';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProperty, createTask } from '../../../test/fixtures';
import { type Agent, createTestApp, signUp, type TestContext, type TestUser } from '../../../test/helpers';
import { imageStoreKinds, type StoreBackend } from '../../../test/image-stores';
import {
  hasGpsIfd,
  hugePng,
  jpegOf,
  jpegWithGps,
  multipart,
  pngOf,
  SVG_WITH_SCRIPT,
  type UploadFile,
  webpOf,
} from '../../../test/images';
import { enqueueJob } from '../jobs';
import { type AttachImagesInput, attachImages, DELETE_IMAGE_FILES_JOB, deleteImagesOf, imagesOf } from './service';

// The whole suite runs twice: photos on disk, and in a bucket of a real local S3 server.
describe.each(imageStoreKinds)('photos kept on $name', (kind) => {
  let backend: StoreBackend;
  let ctx: TestContext;
  let ana: TestUser;
  let luis: TestUser;
  let small: Buffer;

  beforeAll(async () => {
    backend = await kind.start();
    ctx = await createTestApp(backend.env);
    ana = await signUp(ctx, { firstName: 'Ana' });
    luis = await signUp(ctx, { firstName: 'Luis', role: 'professional' });
    small = await pngOf(40, 30);
  });
  afterAll(async () => {
    await ctx?.close();
    await backend?.close();
  });

  async function upload(agent: Agent | null, fields: Record<string, string>, files: UploadFile[]) {
    const body = await multipart(fields, files);
    const request = { method: 'POST' as const, url: '/api/images', ...body };
    return agent ? agent.request(request) : ctx.app.inject(request);
  }

  /** Uploads small PNGs and returns their ids. */
  async function uploaded(user: TestUser, purpose: string, count = 1): Promise<string[]> {
    const files = Array.from({ length: count }, (_, i) => ({ name: `foto${i}.png`, data: small, type: 'image/png' }));
    const res = await upload(user.agent, { purpose }, files);
    expect(res.statusCode).toBe(201);
    return res.json().items.map((item: { id: string }) => item.id);
  }

  /** The files in the store, as the disk or the S3 server itself lists them. */
  async function storedFiles(): Promise<string[]> {
    return backend.keys(ctx.config.DATA_DIR);
  }

  async function rowCount(): Promise<number> {
    const [row] = await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(images);
    return row?.n ?? 0;
  }

  /** Runs a request that must store nothing, and checks that it did not. */
  async function storesNothing(run: () => Promise<{ statusCode: number; json(): unknown }>) {
    const rows = await rowCount();
    const files = (await storedFiles()).length;
    const res = await run();
    expect(await rowCount()).toBe(rows);
    expect(await storedFiles()).toHaveLength(files);
    return res as { statusCode: number; json(): { error: { code: string; message: string } } };
  }

  async function attach(input: AttachImagesInput) {
    return ctx.database.db.transaction((tx) => attachImages(tx, input));
  }

  async function attachError(input: AttachImagesInput): Promise<string> {
    const error = await attach(input).then(
      () => null,
      (e: { code?: string; message: string }) => e,
    );
    expect(error).toMatchObject({ code: 'VALIDATION' });
    return error?.message ?? '';
  }

  describe('POST /api/images', () => {
    it('stores a JPEG, a PNG and a WebP as upright WebP copies without metadata, unattached', async () => {
      const before = (await storedFiles()).length;
      const res = await upload(ana.agent, { purpose: 'task' }, [
        { name: 'movil.jpg', data: await jpegWithGps(3000, 2000), type: 'image/jpeg' },
        { name: 'plano.png', data: await pngOf(2400, 1200), type: 'image/png' },
        { name: 'pequena.webp', data: await webpOf(300, 200), type: 'image/webp' },
      ]);
      expect(res.statusCode).toBe(201);
      const { items } = res.json();
      expect(items).toHaveLength(3);
      expect(items.map((i: { width: number; height: number }) => [i.width, i.height])).toEqual([
        [1067, 1600],
        [1600, 800],
        [300, 200],
      ]);
      for (const item of items) {
        expect(item.url).toBe(`/api/images/${item.id}/display`);
        expect(item.thumbUrl).toBe(`/api/images/${item.id}/thumb`);
      }
      expect(await storedFiles()).toHaveLength(before + 6);

      const rows = await ctx.database.db.select().from(images).where(eq(images.uploaderId, ana.profileId));
      expect(rows).toHaveLength(3);
      for (const row of rows) expect(row).toMatchObject({ purpose: 'task', attachedTo: null, position: 0 });

      const display = await ana.agent.get(items[0].url);
      expect(display.statusCode).toBe(200);
      expect(display.headers['content-type']).toBe('image/webp');
      expect(display.headers['cache-control']).toBe('private, max-age=31536000, immutable');
      const thumb = await ana.agent.get(items[0].thumbUrl);
      expect(thumb.headers['content-type']).toBe('image/webp');

      const displayMeta = await sharp(display.rawPayload).metadata();
      const thumbMeta = await sharp(thumb.rawPayload).metadata();
      expect(displayMeta).toMatchObject({ format: 'webp', width: 1067, height: 1600 });
      expect(thumbMeta).toMatchObject({ format: 'webp', width: 267, height: 400 });
      // What is stored is what is served: no EXIF at all, so no GPS position of the finca.
      for (const file of await storedFiles()) {
        const data = await backend.read(ctx.config.DATA_DIR, file);
        if (!data) throw new Error(`${file} desapareció`);
        const meta = await sharp(data).metadata();
        expect(meta.format).toBe('webp');
        expect(meta.exif).toBeUndefined();
        expect(hasGpsIfd(meta.exif)).toBe(false);
      }
    });

    it('accepts eight photos at once and refuses nine, storing none of them', async () => {
      const eight = Array.from({ length: 8 }, (_, i) => ({ name: `f${i}.png`, data: small }));
      expect((await upload(ana.agent, { purpose: 'property' }, eight)).statusCode).toBe(201);
      const nine = [...eight, { name: 'f8.png', data: small }];
      const res = await storesNothing(() => upload(ana.agent, { purpose: 'property' }, nine));
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe('Puedes subir como máximo 8 fotos a la vez.');
    });

    it('refuses a text file renamed .jpg with a Spanish message naming it, and stores nothing', async () => {
      const res = await storesNothing(() =>
        upload(ana.agent, { purpose: 'task' }, [
          { name: 'buena.png', data: small, type: 'image/png' },
          { name: 'notas.jpg', data: Buffer.from('Lista de la compra: pienso, gasoil.'), type: 'image/jpeg' },
        ]),
      );
      expect(res.statusCode).toBe(415);
      expect(res.json().error).toEqual({
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: 'La foto "notas.jpg" no es una imagen JPEG, PNG o WebP.',
      });
    });

    it('refuses a truncated JPEG', async () => {
      const whole = await jpegOf(1200, 900);
      const res = await storesNothing(() =>
        upload(ana.agent, { purpose: 'task' }, [{ name: 'cortada.jpg', data: whole.subarray(0, whole.length / 2) }]),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe('La foto "cortada.jpg" está dañada o incompleta.');
    });

    it('refuses an SVG, even one named .png', async () => {
      const res = await storesNothing(() =>
        upload(ana.agent, { purpose: 'task' }, [{ name: 'dibujo.png', data: SVG_WITH_SCRIPT, type: 'image/png' }]),
      );
      expect(res.statusCode).toBe(415);
      expect(res.json().error.message).toBe('La foto "dibujo.png" no es una imagen JPEG, PNG o WebP.');
    });

    it('refuses an image of 20000×20000 pixels', async () => {
      const res = await storesNothing(() =>
        upload(ana.agent, { purpose: 'task' }, [{ name: 'bomba.png', data: hugePng(20_000), type: 'image/png' }]),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe('La foto "bomba.png" tiene demasiados píxeles: máximo 40 megapíxeles.');
    });

    it('refuses a file of 11 MB with 413', async () => {
      const big = Buffer.concat([await jpegOf(100, 100), Buffer.alloc(11 * 1024 * 1024)]);
      const res = await storesNothing(() =>
        upload(ana.agent, { purpose: 'task' }, [
          { name: 'buena.png', data: small },
          { name: 'grande.jpg', data: big },
        ]),
      );
      expect(res.statusCode).toBe(413);
      expect(res.json().error).toEqual({
        code: 'PAYLOAD_TOO_LARGE',
        message: 'La foto "grande.jpg" es demasiado grande: máximo 10 MB.',
      });
    });

    it('asks for a purpose and at least one file', async () => {
      const noPurpose = await storesNothing(() => upload(ana.agent, {}, [{ name: 'a.png', data: small }]));
      expect(noPurpose.statusCode).toBe(400);
      expect(noPurpose.json().error.message).toBe('Indica para qué son las fotos.');
      const badPurpose = await storesNothing(() =>
        upload(ana.agent, { purpose: 'verification' }, [{ name: 'a.png', data: small }]),
      );
      expect(badPurpose.statusCode).toBe(400);
      const noFile = await upload(ana.agent, { purpose: 'task' }, []);
      expect(noFile.statusCode).toBe(400);
      expect(noFile.json().error.message).toBe('Elige al menos una foto.');
      const avatars = await storesNothing(() =>
        upload(ana.agent, { purpose: 'avatar' }, [
          { name: 'a.png', data: small },
          { name: 'b.png', data: small },
        ]),
      );
      expect(avatars.json().error.message).toBe('Elige una sola foto.');
    });

    it('answers a file without a name by its place in the upload', async () => {
      const res = await upload(ana.agent, { purpose: 'task' }, [
        { name: 'a.png', data: small },
        { name: '', data: Buffer.from('texto') },
      ]);
      expect(res.statusCode).toBe(415);
      expect(res.json().error.message).toBe('La foto número 2 no es una imagen JPEG, PNG o WebP.');
    });

    it('refuses a JSON body with 415 and anonymous uploads with 401', async () => {
      const json = await ana.agent.post('/api/images', { purpose: 'task' });
      expect(json.statusCode).toBe(415);
      const anonymous = await storesNothing(() => upload(null, { purpose: 'task' }, [{ name: 'a.png', data: small }]));
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json().error.code).toBe('UNAUTHENTICATED');
    });
  });

  describe('GET /api/images/:id/display|thumb', () => {
    it('shows an unattached image to its uploader only; others get 404, anonymous 401', async () => {
      const [id] = await uploaded(ana, 'task');
      expect((await ana.agent.get(`/api/images/${id}/display`)).statusCode).toBe(200);
      for (const variant of ['display', 'thumb']) {
        const other = await luis.agent.get(`/api/images/${id}/${variant}`);
        expect(other.statusCode).toBe(404);
        expect(other.json().error.message).toBe('No hemos encontrado lo que buscas.');
        const anonymous = await ctx.app.inject({ method: 'GET', url: `/api/images/${id}/${variant}` });
        expect(anonymous.statusCode).toBe(401);
      }
      expect((await ana.agent.get(`/api/images/${randomUUID()}/display`)).statusCode).toBe(404);
      expect((await ana.agent.get('/api/images/no-es-un-id/display')).statusCode).toBe(404);
    });

    it('shows attached task and portfolio photos to any signed-in user, property photos to the uploader only', async () => {
      const [task] = await uploaded(ana, 'task');
      const [property] = await uploaded(ana, 'property');
      const [portfolio] = await uploaded(luis, 'portfolio');
      await attach({ actorProfileId: ana.profileId, purpose: 'task', targetId: randomUUID(), imageIds: [task!] });
      await attach({
        actorProfileId: ana.profileId,
        purpose: 'property',
        targetId: randomUUID(),
        imageIds: [property!],
      });
      await attach({
        actorProfileId: luis.profileId,
        purpose: 'portfolio',
        targetId: randomUUID(),
        imageIds: [portfolio!],
      });
      expect((await luis.agent.get(`/api/images/${task}/thumb`)).statusCode).toBe(200);
      expect((await ana.agent.get(`/api/images/${portfolio}/thumb`)).statusCode).toBe(200);
      expect((await luis.agent.get(`/api/images/${property}/thumb`)).statusCode).toBe(404);
      expect((await ana.agent.get(`/api/images/${property}/thumb`)).statusCode).toBe(200);
    });
  });

  describe('thumbnails in Browse tasks', () => {
    it('shows each task’s first photo, and none for a task without photos', async () => {
      const propertyId = await createProperty(ana);
      const [first, second] = await uploaded(ana, 'task', 2);
      const withPhotos = await createTask(ana, propertyId, {
        title: 'Poda con fotos del olivar',
        photoIds: [first!, second!],
      });
      const withoutPhotos = await createTask(ana, propertyId, { title: 'Poda sin fotos del olivar' });
      const res = await luis.agent.get(`/api/tasks?q=${encodeURIComponent('poda olivar')}`);
      const thumbs = new Map(res.json().items.map((t: { id: string; thumbUrl: string | null }) => [t.id, t.thumbUrl]));
      expect(thumbs.get(withPhotos)).toBe(`/api/images/${first}/thumb`);
      expect(thumbs.get(withoutPhotos)).toBeNull();
      const filtered = (await luis.agent.get('/api/tasks?province=23&category=poda')).json().items;
      expect(filtered.find((t: { id: string }) => t.id === withPhotos)?.thumbUrl).toBe(`/api/images/${first}/thumb`);
    });
  });

  describe('attachImages', () => {
    it('attaches in the given order, reorders, and detaches what is left out (files after commit)', async () => {
      const [a, b, c] = (await uploaded(ana, 'task', 3)) as [string, string, string];
      const target = randomUUID();
      const input = { actorProfileId: ana.profileId, purpose: 'task' as const, targetId: target };
      await attach({ ...input, imageIds: [a, b, c] });
      expect((await imagesOf(ctx.database.db, 'task', target)).map((i) => i.id)).toEqual([a, b, c]);
      await attach({ ...input, imageIds: [c, a, b] });
      const shown = await imagesOf(ctx.database.db, 'task', target);
      expect(shown.map((i) => i.id)).toEqual([c, a, b]);
      expect(shown[0]).toEqual({
        id: c,
        url: `/api/images/${c}/display`,
        thumbUrl: `/api/images/${c}/thumb`,
        width: 40,
        height: 30,
      });

      const files = (await storedFiles()).length;
      await attach({ ...input, imageIds: [b] });
      expect((await imagesOf(ctx.database.db, 'task', target)).map((i) => i.id)).toEqual([b]);
      expect(await ctx.database.db.select().from(images).where(eq(images.id, a))).toHaveLength(0);
      // The rows went with the transaction; the files go when the job runs.
      expect(await storedFiles()).toHaveLength(files);
      await ctx.worker.drain();
      expect(await storedFiles()).toHaveLength(files - 4);
      expect((await ana.agent.get(`/api/images/${a}/display`)).statusCode).toBe(404);
      expect((await ana.agent.get(`/api/images/${b}/display`)).statusCode).toBe(200);
    });

    it('keeps everything when the caller’s transaction rolls back', async () => {
      const [a, b] = (await uploaded(ana, 'task', 2)) as [string, string];
      const target = randomUUID();
      const input = { actorProfileId: ana.profileId, purpose: 'task' as const, targetId: target };
      await attach({ ...input, imageIds: [a, b] });
      const jobsBefore = await ctx.database.db.select().from(jobs).where(eq(jobs.kind, DELETE_IMAGE_FILES_JOB));
      await expect(
        ctx.database.db.transaction(async (tx) => {
          await attachImages(tx, { ...input, imageIds: [] });
          throw new Error('la tarea no se pudo guardar');
        }),
      ).rejects.toThrow('la tarea no se pudo guardar');
      expect((await imagesOf(ctx.database.db, 'task', target)).map((i) => i.id)).toEqual([a, b]);
      const jobsAfter = await ctx.database.db.select().from(jobs).where(eq(jobs.kind, DELETE_IMAGE_FILES_JOB));
      expect(jobsAfter).toHaveLength(jobsBefore.length);
    });

    it('refuses another user’s upload, a missing one, another purpose, a photo in use elsewhere, duplicates and more than 8', async () => {
      const [mine] = (await uploaded(ana, 'task')) as [string];
      const [theirs] = (await uploaded(luis, 'task')) as [string];
      const [property] = (await uploaded(ana, 'property')) as [string];
      const base = { actorProfileId: ana.profileId, purpose: 'task' as const, targetId: randomUUID() };

      expect(await attachError({ ...base, imageIds: [mine, theirs] })).toBe(
        'Una de las fotos ya no existe. Vuelve a subirla.',
      );
      expect(await attachError({ ...base, imageIds: [randomUUID()] })).toBe(
        'Una de las fotos ya no existe. Vuelve a subirla.',
      );
      expect(await attachError({ ...base, imageIds: [property] })).toBe(
        'Una de las fotos se subió para otra cosa. Vuelve a subirla aquí.',
      );
      expect(await attachError({ ...base, imageIds: [mine, mine] })).toBe('Has añadido la misma foto dos veces.');
      const nine = Array.from({ length: 9 }, () => randomUUID());
      expect(await attachError({ ...base, imageIds: nine })).toBe('Puedes añadir como máximo 8 fotos.');
      // Nothing was attached by the refused calls.
      expect((await ctx.database.db.select().from(images).where(eq(images.id, mine)))[0]?.attachedTo).toBeNull();

      await attach({ ...base, imageIds: [mine] });
      expect(await attachError({ ...base, targetId: randomUUID(), imageIds: [mine] })).toBe(
        'Una de las fotos ya está en otro sitio. Vuelve a subirla aquí.',
      );
      const [avatar1, avatar2] = [...(await uploaded(ana, 'avatar')), ...(await uploaded(ana, 'avatar'))] as [
        string,
        string,
      ];
      expect(
        await attachError({
          actorProfileId: ana.profileId,
          purpose: 'avatar',
          targetId: ana.profileId,
          imageIds: [avatar1, avatar2],
        }),
      ).toBe('Solo puedes elegir una foto.');
    });

    it('deleteImagesOf removes a deleted target’s photos', async () => {
      const ids = await uploaded(ana, 'progress', 2);
      const target = randomUUID();
      await attach({ actorProfileId: ana.profileId, purpose: 'progress', targetId: target, imageIds: ids });
      const files = (await storedFiles()).length;
      await ctx.database.db.transaction((tx) => deleteImagesOf(tx, 'progress', target));
      expect(await imagesOf(ctx.database.db, 'progress', target)).toEqual([]);
      await ctx.worker.drain();
      expect(await storedFiles()).toHaveLength(files - 4);
    });
  });

  describe('the images.sweep job', () => {
    it('deletes unattached uploads older than a day with their files, and nothing else', async () => {
      const [old, recent, kept] = (await uploaded(ana, 'message', 3)) as [string, string, string];
      await attach({ actorProfileId: ana.profileId, purpose: 'message', targetId: randomUUID(), imageIds: [kept] });
      const dayAndHourAgo = new Date(Date.now() - 25 * 60 * 60_000);
      for (const id of [old, kept]) {
        await ctx.database.db.update(images).set({ createdAt: dayAndHourAgo }).where(eq(images.id, id));
      }
      await ctx.worker.drain();
      const files = (await storedFiles()).length;
      await enqueueJob(ctx.database.db, { kind: 'images.sweep' });
      await ctx.worker.drain();
      const left = await ctx.database.db.select({ id: images.id }).from(images);
      expect(left.map((r) => r.id)).not.toContain(old);
      expect(left.map((r) => r.id)).toEqual(expect.arrayContaining([recent, kept]));
      // Its display copy and thumbnail.
      expect(await storedFiles()).toHaveLength(files - 2);
      expect((await storedFiles()).some((f) => f.includes(old))).toBe(false);
    });
  });
});
