import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { createOpenTask, createUser, DEMO, expect, expectAccessible, ROOT, signIn, test } from '../fixtures';

// The test server's map style is an address where nothing listens (paths.ts): every map here is
// a map without tiles, as on a phone without coverage. What must hold: a Spanish notice instead
// of a blank box, the list and the fields still usable, no error in the console (the fixture).

const NOTICE = 'No se ha podido cargar el mapa.';

/** A screenshot per viewport, to look at (not compared): .tmp/maps-screens/<name>-<project>.png. */
async function shoot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({
    path: path.join(ROOT, '.tmp', 'maps-screens', `${name}-${testInfo.project.name}.png`),
    fullPage: false,
  });
}

test("Buscar tareas: 'Ver mapa' without tiles says so and keeps the list, 'Ver lista' comes back @movil", async ({
  page,
}, testInfo) => {
  const title = `Poda del mapa ${Date.now().toString(36)}`;
  await createUser(page.request, { role: 'property_owner', firstName: 'Dueña' });
  const task = await createOpenTask(page.request, { title });
  await page.context().clearCookies();
  await signIn(page, DEMO.professional);

  await page.goto(`/browse-tasks?q=${encodeURIComponent(title)}`);
  await expect(page.getByRole('link', { name: new RegExp(title) })).toBeVisible();
  await page.getByRole('button', { name: 'Ver mapa' }).click();
  await expect(page).toHaveURL(/vista=mapa/);
  await expect(page.getByText(NOTICE)).toBeVisible();
  await expect(page.getByText('Te mostramos la lista.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ver lista' })).toBeVisible();
  await expectAccessible(page);
  // The toggle at the top of the picture, under the sticky header: the notice and the list below it.
  await page.getByRole('button', { name: 'Ver lista' }).evaluate((button) => button.scrollIntoView({ block: 'start' }));
  await page.evaluate(() => window.scrollBy(0, -90));
  await shoot(page, testInfo, 'buscar-tareas-mapa');

  // The list stays usable: its link opens the task, and coming back keeps the map view.
  await page.getByRole('link', { name: new RegExp(title) }).click();
  await expect(page).toHaveURL(new RegExp(`/task/${task.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  // Anyone who may see the task sees its approximate area (here the notice: no tiles), never 'Cómo llegar'.
  await expect(page.getByRole('heading', { name: 'Zona aproximada' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cómo llegar' })).toHaveCount(0);
  await page.goBack();
  await expect(page).toHaveURL(/vista=mapa/);

  await page.getByRole('button', { name: 'Ver lista' }).click();
  await expect(page).not.toHaveURL(/vista=mapa/);
  await expect(page.getByText(NOTICE)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Ver mapa' })).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(title) })).toBeVisible();
});

test("a finca's point typed in 'Latitud' and 'Longitud' gives its owner 'Cómo llegar' on the task @movil", async ({
  page,
}, testInfo) => {
  const title = `Desbroce con punto ${Date.now().toString(36)}`;
  await createUser(page.request, { role: 'property_owner', firstName: 'Carmen' });
  const task = await createOpenTask(page.request, { title });
  const propertyId = (await (await page.request.get(`/api/tasks/${task.id}`)).json()).property.id as string;

  await page.goto(`/properties/${propertyId}/edit`);
  await page.getByRole('button', { name: 'Marcar en el mapa' }).click();
  await expect(page.getByText(NOTICE)).toBeVisible();
  const latitude = page.getByLabel(/Latitud/);
  const longitude = page.getByLabel(/Longitud/);
  // A word first: a Spanish message, nothing saved.
  await latitude.fill('norte');
  await longitude.fill('-5,88');
  await page.getByRole('button', { name: 'Guardar propiedad' }).click();
  await expect(page.getByText('Escribe la latitud en grados, por ejemplo 37,78.')).toBeVisible();
  await latitude.fill('39,46871');
  await longitude.fill('-5,87012');
  await expect(page.getByRole('button', { name: 'Quitar el punto' })).toBeVisible();
  await expectAccessible(page);
  await latitude.scrollIntoViewIfNeeded();
  await shoot(page, testInfo, 'propiedad-punto');
  await page.getByRole('button', { name: 'Guardar propiedad' }).click();
  await expect(page).toHaveURL(/\/properties$/);

  await page.goto(`/task/${task.id}`);
  await expect(page.getByRole('heading', { name: 'Dónde está la finca' })).toBeVisible();
  await expect(page.getByText(NOTICE)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cómo llegar' })).toHaveAttribute(
    'href',
    'https://www.google.com/maps/dir/?api=1&destination=39.468710,-5.870120',
  );
  await expectAccessible(page);
});
