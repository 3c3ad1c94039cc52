import path from 'node:path';
import { chooseMunicipality, createUser, DEMO, expect, expectAccessible, signIn, test } from '../fixtures';

const FILES = path.join(import.meta.dirname, '..', 'fixtures', 'files');

test.describe('properties and tasks', () => {
  test('an owner registers a finca, publishes a task with photos, edits it and cancels another', async ({ page }) => {
    await createUser(page.context().request, { firstName: 'Rocío' });
    await page.goto('/properties');
    await page.getByRole('link', { name: 'Añadir mi primera propiedad' }).click();
    await page.getByLabel('Nombre', { exact: true }).fill('Huerta de la Vega');
    await page.getByLabel('Tipo').selectOption({ label: 'Huerta' });
    await page.getByLabel('Provincia').selectOption({ label: 'Granada' });
    await chooseMunicipality(page, 'Loja');
    await page.getByLabel('Dirección').fill('Paraje de la Vega, parcela 12');
    await page.getByLabel('Superficie (ha)').fill('1,5');
    await page.getByLabel('Descripción').fill('Huerta con riego por acequia.');
    await page.getByRole('button', { name: 'Guardar propiedad' }).click();
    await expect(page).toHaveURL(/\/properties$/);
    await expect(page.getByRole('heading', { name: 'Huerta de la Vega' })).toBeVisible();
    await expect(page.getByText('Loja, Granada · 1,5 ha')).toBeVisible();

    await page.goto('/publish-task');
    await page.getByLabel('Propiedad').selectOption({ label: 'Huerta de la Vega · Loja' });
    await page.getByLabel('Categoría').selectOption({ label: 'Riego' });
    await page.getByLabel('Urgencia').selectOption({ label: 'Alta' });
    await page.getByLabel('Título').fill('Instalar goteo en la huerta de Loja');
    await page
      .getByLabel('Descripción')
      .fill('Doce bancales de tomates y pimientos; hace falta goteo con programador.');
    await page.getByLabel('Presupuesto mínimo (€)').fill('300');
    await page.getByLabel('Presupuesto máximo (€)').fill('250');
    await page.getByLabel('Fotos').setInputFiles([path.join(FILES, 'olivo.jpg'), path.join(FILES, 'finca.png')]);
    await expect(page.getByRole('img', { name: /Foto 2 de 2/ })).toBeVisible();
    await page.getByRole('button', { name: 'Publicar tarea' }).click();
    await expect(page.getByText('El presupuesto máximo no puede ser menor que el mínimo.')).toBeVisible();
    await page.getByLabel('Presupuesto máximo (€)').fill('550,50');
    await page.getByRole('button', { name: 'Publicar tarea' }).click();

    await expect(page.getByRole('heading', { name: 'Instalar goteo en la huerta de Loja' })).toBeVisible();
    await expect(page.getByText('300,00 € – 550,50 €')).toBeVisible();
    await expect(page.getByRole('img', { name: /foto 1 de 2/ })).toBeVisible();
    await expect(page.getByText('Paraje de la Vega, parcela 12, Loja, Granada')).toBeVisible();

    await page.goto('/my-tasks');
    await expect(page.getByRole('link', { name: 'Instalar goteo en la huerta de Loja' })).toBeVisible();
    await page.getByRole('link', { name: 'Instalar goteo en la huerta de Loja' }).click();
    await page.getByRole('link', { name: 'Editar' }).click();
    await page.getByLabel('Título').fill('Instalar riego por goteo en la huerta de Loja');
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(page.getByRole('heading', { name: 'Instalar riego por goteo en la huerta de Loja' })).toBeVisible();

    // A second task, saved as a draft, then cancelled with a reason.
    await page.goto('/publish-task');
    await page.getByLabel('Propiedad').selectOption({ label: 'Huerta de la Vega · Loja' });
    await page.getByLabel('Categoría').selectOption({ label: 'Labores agrícolas (arado, siembra, cosecha)' });
    await page.getByLabel('Título').fill('Labrar la huerta en otoño');
    await page.getByRole('button', { name: 'Guardar borrador' }).click();
    await expect(page.getByText('Solo tú ves esta tarea.')).toBeVisible();
    await page.getByRole('button', { name: 'Cancelar tarea' }).click();
    await page.getByLabel('Motivo de la cancelación').fill('Lo haré yo mismo este año');
    await page.getByRole('dialog').getByRole('button', { name: 'Cancelar la tarea' }).click();
    await expect(page.getByText('Motivo: Lo haré yo mismo este año')).toBeVisible();
    await page.goto('/my-tasks');
    await expect(page.getByRole('heading', { name: /Canceladas/ })).toBeVisible();
  });

  test('the first owner’s task is found by a professional by word form and filters, and a filtered URL reloads the same', async ({
    page,
  }) => {
    await signIn(page, DEMO.professional);
    await page.goto('/browse-tasks');
    await page.getByLabel('Buscar tareas').fill('podar olivos');
    await page.getByLabel('Buscar tareas').press('Enter');
    await expect(page.getByRole('link', { name: /Poda de 400 olivos picual/ })).toBeVisible();

    await page.getByLabel('Buscar tareas').fill('');
    await page.getByLabel('Buscar tareas').press('Enter');
    await page.getByLabel('Provincia').selectOption({ label: 'Cáceres' });
    await page.getByLabel('Categoría').selectOption({ label: 'Vallados y cercados' });
    await expect(page.getByRole('link', { name: /Arreglar 300 m de cercado ganadero/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /Poda de 400 olivos/ })).toHaveCount(0);
    const url = page.url();
    expect(url).toContain('province=10');
    expect(url).toContain('category=vallado');
    // The list of both filters, not the province's alone still on screen while it loads.
    await expect(page.getByRole('region', { name: 'Resultados' })).toHaveAttribute('aria-busy', 'false');
    const titles = await page.getByRole('article').getByRole('link').allTextContents();
    await page.reload();
    await expect(page.getByLabel('Provincia')).toHaveValue('10');
    await expect.poll(() => page.getByRole('article').getByRole('link').allTextContents()).toEqual(titles);

    await page.getByRole('link', { name: /Arreglar 300 m de cercado ganadero/ }).click();
    await expect(page.getByRole('heading', { name: 'Arreglar 300 m de cercado ganadero' })).toBeVisible();
    await expect(page.getByText('Trujillo, Cáceres')).toBeVisible();
    await expect(page.getByText('Javier', { exact: true })).toBeVisible();
    // The exact address is not shown before the task is assigned to this professional.
    await expect(page.getByText('Polígono 12, parcela 40')).toHaveCount(0);
    await expectAccessible(page);
  });

  test.describe(() => {
    test.use({ allowConsoleErrors: [/status of 404/] });
    test('another owner gets the not-found page for someone else’s edit screen and property', async ({
      page,
      browser,
    }) => {
      const owner = await browser.newContext();
      const ownerPage = await owner.newPage();
      await signIn(ownerPage, DEMO.owner);
      await ownerPage.goto('/my-tasks');
      await ownerPage.getByRole('link', { name: 'Poda de 400 olivos picual' }).click();
      const taskUrl = ownerPage.url();
      const taskId = taskUrl.split('/').pop();
      await ownerPage.goto('/properties');
      await ownerPage.getByRole('link', { name: 'Editar Olivar de la Loma' }).click();
      const propertyPath = new URL(ownerPage.url()).pathname;
      await owner.close();

      await signIn(page, DEMO.owner2);
      await page.goto(`/edit-task/${taskId}`);
      await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
      await expect(page.getByLabel('Título')).toHaveCount(0);
      await page.goto(propertyPath);
      await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
    });
  });
});

test.describe('accessibility of the task screens @movil', () => {
  test('publish form, my tasks, properties, browse', async ({ page }) => {
    await signIn(page, DEMO.owner);
    for (const path of ['/publish-task', '/my-tasks', '/properties', '/properties/new']) {
      await page.goto(path);
      await expect(page.locator('main h1')).toBeVisible();
      await expectAccessible(page);
    }
    await page.goto('/browse-tasks');
    await expect(page.getByRole('article').first()).toBeVisible();
    await expectAccessible(page);
  });
});
