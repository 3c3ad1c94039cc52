import fs from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, createOpenTask, createUser, expect, expectAccessible, test } from '../fixtures';

const FILES = path.join(import.meta.dirname, '..', 'fixtures', 'files');

async function upload(request: APIRequestContext, purpose: string, file: string) {
  const response = await request.post('/api/images', {
    multipart: {
      purpose,
      file: {
        name: file,
        mimeType: file.endsWith('.png') ? 'image/png' : 'image/jpeg',
        buffer: fs.readFileSync(path.join(FILES, file)),
      },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { items } = (await response.json()) as { items: { id: string; url: string }[] };
  return items[0] as { id: string; url: string };
}

/** A published task with three photos, through the API of the page's own user. */
async function taskWithPhotos(request: APIRequestContext, title: string) {
  const photos = [
    await upload(request, 'task', 'olivo.jpg'),
    await upload(request, 'task', 'finca.png'),
    await upload(request, 'task', 'olivo.jpg'),
  ];
  const property = await request.post('/api/properties', {
    data: { name: `Finca de ${title}`, kind: 'olivar', province: '23', municipalityCode: '23009', photoIds: [] },
  });
  expect(property.status(), await property.text()).toBe(201);
  const task = await request.post('/api/tasks', {
    data: {
      propertyId: (await property.json()).id,
      category: 'poda',
      urgency: 'normal',
      title,
      description: 'Tres fotos del olivar para que se vea bien el trabajo que hay que hacer.',
      budgetMinCents: 20_000,
      budgetMaxCents: 40_000,
      preferredStartDate: null,
      photoIds: photos.map((p) => p.id),
      publish: true,
    },
  });
  expect(task.status(), await task.text()).toBe(201);
  return { id: (await task.json()).id as string, photos };
}

test('the photo viewer by keyboard: opens on the photo, arrows and the count, Escape gives the focus back @movil', async ({
  page,
}) => {
  await createUser(page.context().request, { firstName: 'Remedios' });
  const title = `Poda del olivar ${Date.now().toString(36)}`;
  const task = await taskWithPhotos(page.context().request, title);
  await page.goto(`/task/${task.id}`);

  const first = page.getByRole('button', { name: `${title}: foto 1 de 3` });
  await expect(first).toBeVisible();
  // By keyboard only: focus the first thumbnail, open it with Enter.
  await first.focus();
  const neighbour = page.waitForRequest((r) => r.url().endsWith(task.photos[1]?.url ?? '-'));
  await page.keyboard.press('Enter');
  const viewer = page.getByRole('dialog', { name: title });
  await expect(viewer).toBeVisible();
  await expect(viewer.getByText('1 de 3', { exact: true })).toBeVisible();
  // The next photo is fetched before it is asked for.
  await neighbour;
  const photo = viewer.getByRole('img');
  await expect(photo).toHaveAccessibleName(`${title}: foto 1 de 3`);
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect.poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);
  await expectAccessible(page);

  await page.keyboard.press('ArrowRight');
  await expect(viewer.getByText('2 de 3', { exact: true })).toBeVisible();
  await expect(viewer.getByRole('img')).toHaveAccessibleName(`${title}: foto 2 de 3`);
  await expect(viewer.getByRole('img')).toHaveAttribute('src', task.photos[1]?.url ?? '');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  // The last photo: no further.
  await expect(viewer.getByText('3 de 3', { exact: true })).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(viewer.getByText('2 de 3', { exact: true })).toBeVisible();

  // Tab stays in the viewer; Escape closes it and the focus is back on the thumbnail that opened it.
  for (let i = 0; i < 6; i += 1) await page.keyboard.press('Tab');
  await expect.poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(first).toBeFocused();
});

test("a professional's earnings per month: a chart with its table beside it; the owner's spending likewise @movil", async ({
  page,
  browser,
}) => {
  const ownerContext = await browser.newContext();
  const owner = ownerContext.request;
  const pro = page.context().request;
  await createUser(owner, { firstName: 'Remedios' });
  const task = await createOpenTask(owner, { title: `Desbroce de la linde ${Date.now().toString(36)}` });
  await createUser(pro, { role: 'professional', firstName: 'Ginés' });
  const applied = await pro.post(`/api/tasks/${task.id}/applications`, {
    data: { message: 'Lo hago esta semana sin problema.', priceCents: 45_000, travelCents: 0 },
  });
  expect((await owner.post(`/api/applications/${(await applied.json()).id}/accept`)).status()).toBe(200);
  const paid = await owner.post(`/api/tasks/${task.id}/payments`, {
    data: { method: 'bizum', idempotencyKey: `bizum-${task.id}`, reference: 'DESBROCE-LINDE' },
  });
  expect(paid.status(), await paid.text()).toBe(201);
  expect((await pro.post(`/api/payments/${(await paid.json()).id}/confirm-receipt`)).status()).toBe(200);

  const month = new Date().toLocaleDateString('es-ES', { month: 'long', year: 'numeric', timeZone: 'Europe/Madrid' });
  await page.goto('/payments');
  const earnings = page.getByRole('region', { name: 'Cobrado por mes' });
  await expect(earnings.getByRole('img', { name: 'Cobrado por mes' })).toBeVisible();
  await expect(earnings.locator('svg rect')).toHaveCount(1);
  const table = earnings.getByRole('table', { name: 'Cobrado por mes' });
  await expect(table).toBeVisible();
  await expect(table.getByRole('columnheader')).toHaveText(['Mes', 'Trabajos', 'Neto']);
  // 450,00 € of work by Bizum: 45,00 € of fee, 405,00 € net, this month.
  await expect(table.getByRole('row', { name: month })).toHaveText(new RegExp(`${month}\\s*1\\s*405,00\\s€`));
  await expectAccessible(page);

  const ownerPage = await ownerContext.newPage();
  await ownerPage.goto('/payments');
  const spending = ownerPage.getByRole('region', { name: 'Pagado por mes' });
  await expect(spending.getByRole('img', { name: 'Pagado por mes' })).toBeVisible();
  await expect(spending.getByRole('table', { name: 'Pagado por mes' }).getByRole('row', { name: month })).toHaveText(
    new RegExp(`${month}\\s*1\\s*450,00\\s€`),
  );
  await ownerContext.close();
});
