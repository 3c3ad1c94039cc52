import type { Page, Route } from '@playwright/test';
import sharp from 'sharp';
import { createUser, expect, expectAccessible, test } from '../fixtures';

/**
 * Resumable photo uploads (tus, decision 0025) in a real browser: a connection that drops in the
 * middle of a piece, the upload asking the server how far it got and sending only the rest; the
 * percentages, 'Reanudando…' and 'Cancelar' as the user sees them.
 */

// The worker must not stand between the page and the network here: page.route sees what the page sends.
test.use({
  serviceWorkers: 'block',
  // The cut request: the browser reports the reset connection.
  allowConsoleErrors: [[/Failed to load resource/, /ERR_CONNECTION_RESET/], { scope: 'test' }],
});

/** A photo of noise (which no encoder can squeeze): about 2–3 MB even after the phone makes it smaller. */
async function noisyPhoto(width = 1800, height = 1350): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  let state = 0x9e3779b9;
  for (let i = 0; i < pixels.length; i++) {
    // xorshift32: the same noise every run.
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    pixels[i] = state & 255;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .toBuffer();
}

interface Patch {
  offset: number;
  /** Bytes the server received in this request. */
  bytes: number;
  cut: boolean;
}

/** Records the upload's requests; cuts one PATCH after half its bytes reached the server, as a dropped line would. */
/** A door the test opens: requests held at it wait until then. */
function gate() {
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

async function watchUploads(
  page: Page,
  options: { cutAt: 'second-piece' | null; holdCut?: Promise<void>; holdResume?: Promise<void> },
) {
  const patches: Patch[] = [];
  const methods: string[] = [];
  let length = 0;
  let cut = false;
  let heads = 0;
  await page.route(/\/api\/uploads(\/|$)/, async (route: Route) => {
    const request = route.request();
    methods.push(request.method());
    if (request.method() === 'POST' && !request.url().endsWith('/finish')) {
      length = Number(await request.headerValue('upload-length'));
    }
    if (request.method() === 'HEAD') {
      heads += 1;
      // Held while the test looks at 'Reanudando…' (and photographs it).
      await options.holdResume;
    }
    // (A request the page gave up meanwhile, a cancelled upload's, cannot be continued: nothing to do.)
    if (request.method() !== 'PATCH') return route.continue().catch(() => {});
    const offset = Number(await request.headerValue('upload-offset'));
    const body = request.postDataBuffer() ?? Buffer.alloc(0);
    if (options.cutAt === 'second-piece' && !cut && offset > 0) {
      cut = true;
      // Held while the test looks at the percentages of the first piece.
      await options.holdCut;
      // The first half of this piece reaches the server (which keeps it); the answer never comes back.
      const half = body.subarray(0, Math.floor(body.length / 2));
      await route.fetch({ postData: half });
      patches.push({ offset, bytes: half.length, cut: true });
      return route.abort('connectionreset');
    }
    patches.push({ offset, bytes: body.length, cut: false });
    return route.continue().catch(() => {});
  });
  return { patches, methods, length: () => length, heads: () => heads };
}

async function newTaskForm(page: Page) {
  const owner = page.context().request;
  await createUser(owner, { firstName: 'Inmaculada' });
  const property = await owner.post('/api/properties', {
    data: {
      name: 'Cortijo del Alcornocal',
      kind: 'cortijo',
      province: '10',
      municipalityCode: '10195',
      address: 'Camino del Pozo, 7',
      photoIds: [],
    },
  });
  expect(property.status(), await property.text()).toBe(201);
  await page.goto('/publish-task');
  await page.getByLabel('Propiedad').selectOption({ label: 'Cortijo del Alcornocal · Trujillo' });
}

test('a photo upload cut off mid-way resumes from what the server kept: the rest only, never from the start', async ({
  page,
}) => {
  await newTaskForm(page);
  const watch = await watchUploads(page, { cutAt: 'second-piece' });
  await page
    .getByLabel('Fotos')
    .setInputFiles({ name: 'alcornoques.jpg', mimeType: 'image/jpeg', buffer: await noisyPhoto() });
  await expect(page.getByRole('img', { name: 'Foto 1 de 1' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('progressbar')).toHaveCount(0);

  const { patches } = watch;
  const length = watch.length();
  // Several pieces of 512 KB; the second was cut after half of it arrived.
  expect(length).toBeGreaterThan(1024 * 1024);
  expect(patches[0]).toMatchObject({ offset: 0, cut: false });
  const cutIndex = patches.findIndex((p) => p.cut);
  expect(cutIndex).toBe(1);
  const cutPiece = patches[cutIndex] as Patch;
  // After the cut the browser asked where the upload stood (HEAD)…
  expect(watch.heads()).toBeGreaterThanOrEqual(1);
  // …and went on from the server's offset: the half that arrived was not sent again.
  expect(patches[cutIndex + 1]?.offset).toBe(cutPiece.offset + cutPiece.bytes);
  for (let i = 1; i < patches.length; i++) {
    const before = patches[i - 1] as Patch;
    expect(patches[i]?.offset, `PATCH ${i}`).toBe(before.offset + before.bytes);
  }
  // Every byte reached the server exactly once.
  expect(patches.reduce((sum, p) => sum + p.bytes, 0)).toBe(length);
  expect(watch.methods.filter((m) => m === 'POST')).toHaveLength(2); // create, then finish

  // The photo is the task's: it is published with it.
  await page.getByLabel('Categoría').selectOption({ label: 'Poda y tala' });
  await page.getByLabel('Título').fill('Descorche de alcornoques');
  await page
    .getByLabel('Descripción')
    .fill('Sesenta alcornoques de nueve años; descorche y saneado de las ramas bajas.');
  await page.getByRole('button', { name: 'Publicar tarea' }).click();
  await expect(page.getByRole('heading', { name: 'Descorche de alcornoques' })).toBeVisible();
  await expect(page.getByRole('img', { name: /foto 1 de 1/i })).toBeVisible();
});

test('shows each photo’s percentage and the batch’s, says «Reanudando…» after a cut, and cancels @movil', async ({
  page,
}, testInfo) => {
  await newTaskForm(page);
  const beforeCut = gate();
  const resume = gate();
  const watch = await watchUploads(page, {
    cutAt: 'second-piece',
    holdCut: beforeCut.opened,
    holdResume: resume.opened,
  });
  const first = await noisyPhoto();
  const second = await noisyPhoto(1700, 1300);
  await page.getByLabel('Fotos').setInputFiles([
    { name: 'alcornoques.jpg', mimeType: 'image/jpeg', buffer: first },
    { name: 'cerca-de-piedra.jpg', mimeType: 'image/jpeg', buffer: second },
  ]);
  const bar = page.getByRole('progressbar', { name: 'alcornoques.jpg' });
  await expect(bar).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Progreso total' })).toBeVisible();
  await expect(page.getByText('Subiendo 2 fotos', { exact: true })).toBeVisible();
  await expect(page.getByText(/^En espera/)).toBeVisible();
  // Some of the first photo is up: a percentage between 1 and 99.
  await expect(bar).toHaveAttribute('aria-valuenow', /^[1-9]\d?$/, { timeout: 20_000 });
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: testInfo.outputPath(`subida-en-curso-${width}.png`), fullPage: true });
  beforeCut.open();
  // The cut: the upload asks where it stood and says so.
  await expect(page.getByText(/Reanudando…/)).toBeVisible({ timeout: 20_000 });
  await page.screenshot({ path: testInfo.outputPath(`subida-reanudando-${width}.png`), fullPage: true });
  // No sideways scroll at phone size, and nothing axe finds serious, with the progress list on screen.
  await expectAccessible(page);

  // Cancelling the second one (still waiting) and then the first, while it resumes: nothing is added.
  await page.getByRole('button', { name: 'Cancelar la subida de cerca-de-piedra.jpg' }).click();
  await expect(page.getByRole('progressbar', { name: 'cerca-de-piedra.jpg' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Cancelar la subida de alcornoques.jpg' }).click();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  resume.open();
  await expect(page.getByRole('img', { name: /Foto 1/ })).toHaveCount(0);
  await expect(page.getByLabel('Fotos')).toBeEnabled();
  // The cancelled upload was deleted on the server (tus termination).
  await expect.poll(() => watch.methods.includes('DELETE')).toBe(true);
});
