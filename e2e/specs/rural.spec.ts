import fs from 'node:fs';
import path from 'node:path';
import {
  type APIRequestContext,
  chooseMunicipality,
  createUser,
  expect,
  expectAccessible,
  runAdminCommand,
  test,
} from '../fixtures';

const FILES = path.join(import.meta.dirname, '..', 'fixtures', 'files');

async function ok<T = { id: string }>(response: Awaited<ReturnType<APIRequestContext['post']>>): Promise<T> {
  expect(response.status(), await response.text()).toBeLessThan(300);
  return (await response.json()) as T;
}

/** The professional does the job at this price: applies, is accepted, starts, finishes with a photo, the owner confirms. */
async function doTheJob(
  owner: APIRequestContext,
  pro: APIRequestContext,
  taskId: string,
  price: number,
  travel: number,
) {
  const application = await ok(
    await pro.post(`/api/tasks/${taskId}/applications`, {
      data: { message: 'La hago como siempre, con desbrozadora.', priceCents: price, travelCents: travel },
    }),
  );
  await ok(await owner.post(`/api/applications/${application.id}/accept`, { data: {} }));
  await ok(await pro.post(`/api/tasks/${taskId}/progress/start`, { data: {} }));
  const upload = await ok<{ items: { id: string }[] }>(
    await pro.post('/api/images', {
      multipart: {
        purpose: 'progress',
        file: { name: 'hecho.jpg', mimeType: 'image/jpeg', buffer: fs.readFileSync(path.join(FILES, 'olivo.jpg')) },
      },
    }),
  );
  await ok(
    await pro.post(`/api/tasks/${taskId}/progress/finish`, {
      data: { text: 'Terminado', photoIds: [upload.items[0]?.id] },
    }),
  );
  await ok(await owner.post(`/api/tasks/${taskId}/progress/confirm`, { data: {} }));
}

test.describe('rural properties', () => {
  test('a finca without an address: an invalid cadastral reference is refused in Spanish, a valid one accepted @movil', async ({
    page,
  }) => {
    await createUser(page.context().request, { firstName: 'Remedios' });
    await page.goto('/properties/new');
    await page.getByLabel('Nombre', { exact: true }).fill('Dehesa La Nava');
    await page.getByLabel('Tipo').selectOption({ label: 'Finca rústica' });
    await page.getByLabel('Provincia').selectOption({ label: 'Badajoz' });
    await chooseMunicipality(page, 'Alburquerque');
    // One letter wrong: the control letters do not match.
    await page.getByLabel('Referencia catastral').fill('06011A012002450000QQ');
    await page.getByLabel('Camino de acceso').selectOption({ label: 'Pista forestal' });
    await page.getByLabel('Cancela').selectOption({ label: 'Cancela con candado o cerradura' });
    await page.getByLabel('Llaves o código').fill('Candado 4321');
    await page.getByLabel('Hace falta un 4×4').check();
    await page.getByRole('button', { name: 'Guardar propiedad' }).click();
    await expect(
      page.getByText('La referencia catastral no es válida: las dos letras finales no cuadran'),
    ).toBeVisible();
    await expect(page.getByLabel('Referencia catastral')).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/properties\/new$/);
    await expectAccessible(page);

    await page.getByLabel('Referencia catastral').fill('06011 A012 00245 0000 QE');
    await page.getByLabel('Referencia catastral').blur();
    // A rústica reference fills polígono and parcela.
    await expect(page.getByLabel('Polígono')).toHaveValue('12');
    await expect(page.getByLabel('Parcela')).toHaveValue('245');
    await page.getByRole('button', { name: 'Guardar propiedad' }).click();
    await expect(page).toHaveURL(/\/properties$/);
    await expect(page.getByRole('heading', { name: 'Dehesa La Nava' })).toBeVisible();
  });
});

test.describe('seasonal and recurring tasks', () => {
  test('the next occurrence is published when the scheduler runs (time moved forward) and offered first to the last professional', async ({
    page,
    browser,
  }) => {
    const owner = page.context().request;
    await createUser(owner, { firstName: 'Encarna' });
    const property = await ok(
      await owner.post('/api/properties', {
        data: { name: 'Olivar del Cerro', kind: 'olivar', province: '23', municipalityCode: '23092', photoIds: [] },
      }),
    );
    const title = `Desbroce antes del verano ${Date.now().toString(36)}`;
    await page.goto(`/publish-task?propiedad=${property.id}`);
    await page.getByLabel('Categoría').selectOption({ label: 'Desbroce y limpieza de terreno' });
    await page.getByLabel('Título').fill(title);
    await page
      .getByLabel('Descripción')
      .fill('Desbroce de las calles del olivar y de la linde con el monte, para el riesgo de incendio.');
    await page.getByLabel('Presupuesto máximo (€)').fill('500');
    await page.getByLabel('Se repite').selectOption({ label: 'Cada cierto número de meses' });
    await page.getByLabel('Cada cuántos meses').fill('3');
    await expect(page.getByText(/Cada 3 meses\. La próxima se publicará/)).toBeVisible();
    await page.getByRole('button', { name: 'Publicar tarea' }).click();
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await expect(page.getByText('Cada 3 meses')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Pausar la serie' })).toBeVisible();
    await expectAccessible(page);
    const taskId = page.url().split('/task/')[1] ?? '';
    const first = await (await owner.get(`/api/tasks/${taskId}`)).json();

    // A professional does this one at 450 € plus 25 € of travel.
    const proContext = await browser.newContext();
    const pro = proContext.request;
    await createUser(pro, { role: 'professional', firstName: 'Fermín' });
    await doTheJob(owner, pro, taskId, 45_000, 2_500);

    // Nothing yet today; on the publishing day the scheduler publishes the next one.
    const publishDay = `${first.series.nextPublishDate}T10:00:00Z`;
    const ran = await runAdminCommand(['series-tick', publishDay]);
    expect(ran.stdout).toMatch(/[1-9]\d* publicadas/);

    await page.goto('/my-tasks');
    await expect(page.getByRole('link', { name: title })).toHaveCount(2);

    // The last professional has it first, at the last price; nobody else sees it in Browse tasks.
    const proPage = await proContext.newPage();
    await proPage.goto('/my-applications');
    const offer = proPage.getByRole('article', { name: title });
    await expect(offer.getByText('Pendiente')).toBeVisible();
    await expect(offer.getByText('450,00 € + 25,00 € de desplazamiento')).toBeVisible();
    const otherContext = await browser.newContext();
    await createUser(otherContext.request, { role: 'professional', firstName: 'Otro' });
    const browse = await (await otherContext.request.get(`/api/tasks?q=${encodeURIComponent(title)}`)).json();
    expect(browse.items.map((t: { title: string }) => t.title)).not.toContain(title);

    // The owner sees the new occurrence reserved for the last professional, and pauses the series.
    const mine = await (await owner.get('/api/tasks/mine')).json();
    const next = mine.items.find((t: { id: string; title: string }) => t.title === title && t.id !== taskId);
    await page.goto(`/task/${next.id}`);
    await expect(page.getByText(/Ofrecida primero al profesional de la última vez/)).toBeVisible();
    await expect(page.getByText('Hecho antes de')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('serie-1280.png'), fullPage: true });
    await page.getByRole('button', { name: 'Pausar la serie' }).click();
    await expect(page.getByText('No se publicarán más hasta que la reanudes.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reanudar la serie' })).toBeVisible();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: test.info().outputPath('serie-390.png'), fullPage: true });
    // Paused: the scheduler publishes nothing more, even a year later.
    const later = await runAdminCommand([
      'series-tick',
      `${first.series.nextDueDate}T10:00:00Z`.replace(/^\d{4}/, (y) => String(Number(y) + 1)),
    ]);
    expect(later.stdout).toMatch(/\d+ publicadas/);
    // Counted on this owner's tasks, not the scheduler's total: other specs' series may be due too.
    const afterPause = await (await owner.get('/api/tasks/mine')).json();
    expect(afterPause.items.filter((t: { title: string }) => t.title === title)).toHaveLength(2);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Reanudar la serie' })).toBeVisible();

    await offer.getByRole('button', { name: 'Aceptar' }).click();
    await expect(proPage).toHaveURL(/\/task\/[0-9a-f-]+$/);
    await expect(proPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(proPage.getByText('Hecho antes de')).toBeVisible();
    await proContext.close();
    await otherContext.close();
  });
});

test.describe('light on data', () => {
  // page.route must see what the page sends, with no service worker in between.
  test.use({ serviceWorkers: 'block' });
  test('a large phone photo is made smaller on the device before it is uploaded', async ({ page }) => {
    const sharp = (await import('sharp')).default;
    const [w, h] = [4000, 3000];
    const raw = Buffer.alloc(w * h * 3);
    for (let y = 0; y < h; y++) {
      for (let x = 0; x < w; x++) {
        const i = (y * w + x) * 3;
        raw[i] = (x * 255) / w;
        raw[i + 1] = (y * 255) / h;
        raw[i + 2] = ((x + y) % 97) * 2;
      }
    }
    const original = await sharp(raw, { raw: { width: w, height: h, channels: 3 } })
      .jpeg({ quality: 95 })
      .toBuffer();
    await createUser(page.context().request, { firstName: 'Leonor' });
    const property = await ok(
      await page.context().request.post('/api/properties', {
        data: { name: 'Huerta del Río', kind: 'huerta', province: '23', municipalityCode: '23092', photoIds: [] },
      }),
    );
    await page.goto(`/publish-task?propiedad=${property.id}`);
    // What reaches the server: the upload's pieces (resumable, decision 0025), put together in order.
    const pieces: { offset: number; body: Buffer }[] = [];
    await page.route(/\/api\/uploads\/[^/]+$/, async (route) => {
      const request = route.request();
      if (request.method() === 'PATCH') {
        pieces.push({
          offset: Number(await request.headerValue('upload-offset')),
          body: request.postDataBuffer() ?? Buffer.alloc(0),
        });
      }
      await route.continue();
    });
    await page.getByLabel('Fotos').setInputFiles({ name: 'huerta.jpg', mimeType: 'image/jpeg', buffer: original });
    await expect(page.getByRole('img', { name: 'Foto 1 de 1' })).toBeVisible();
    const uploaded = Buffer.concat(pieces.sort((a, b) => a.offset - b.offset).map((p) => p.body));
    const meta = await sharp(uploaded).metadata();
    const sent = { size: uploaded.length, type: `image/${meta.format}`, width: meta.width, height: meta.height };
    expect(original.length).toBeGreaterThan(1_000_000);
    expect(sent).toMatchObject({ type: 'image/jpeg', width: 2048, height: 1536 });
    expect(sent.size).toBeLessThan(500_000);
  });
});
