import path from 'node:path';
import { createOpenTask, createUser, expect, expectAccessible, test } from '../fixtures';

const FILES = path.resolve(import.meta.dirname, '..', 'fixtures', 'files');
const suffix = () => Date.now().toString(36).slice(-5);

test('an owner finds a professional by province and category, offers a task from the portfolio; the professional accepts it @movil', async ({
  browser,
  page,
}) => {
  // A professional serving Cáceres who clears land, with a name nobody else has.
  const proContext = await browser.newContext();
  const name = `Eustaquio${suffix()}`;
  await createUser(proContext.request, { role: 'professional', firstName: name, lastName: 'Arroyo' });
  const saved = await proContext.request.put('/api/profile/professional', {
    data: {
      headline: 'Desbroce de dehesas con tractor y desbrozadora',
      bio: 'Limpio fincas y cortafuegos en la comarca de Trujillo.',
      categories: ['desbroce', 'lena'],
      serviceProvinces: ['10', '06'],
      travelRadiusKm: 80,
      hourlyRateCents: 2150,
      yearsExperience: 12,
      availability: 'De lunes a viernes.',
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);

  await createUser(page.context().request, { firstName: 'Felisa' });
  const title = `Desbroce del cortafuegos ${suffix()}`;
  const task = await createOpenTask(page.context().request, { title });

  await page.goto('/find-professionals');
  await expect(page.getByRole('heading', { name: 'Buscar profesionales' })).toBeVisible();
  await expect(page.getByLabel('Buscar profesionales')).toBeVisible();
  await expect(page.getByLabel('Provincia')).toHaveCount(1);
  await expect(page.getByLabel('Categoría')).toHaveCount(1);
  await page.getByLabel('Provincia').selectOption({ label: 'Cáceres' });
  await page.getByLabel('Categoría').selectOption({ label: 'Desbroce y limpieza de terreno' });
  await expect(page).toHaveURL(/province=10/);
  await expect(page).toHaveURL(/category=desbroce/);
  const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: `${name} A.` }) });
  await expect(card).toBeVisible();
  await expect(card.getByText('21,50 €/h')).toBeVisible();
  await expect(card.getByText('Desbroce de dehesas con tractor y desbrozadora')).toBeVisible();
  await expectAccessible(page);

  // The filters live in the address: a reload keeps them.
  await page.reload();
  await expect(page.getByLabel('Provincia')).toHaveValue('10');
  await page.getByRole('link', { name: `${name} A.` }).click();

  await expect(page.getByRole('heading', { level: 1, name: `${name} A.` })).toBeVisible();
  await expect(page.getByText('Todavía no tiene valoraciones.')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Ofrecer trabajo' }).click();
  const dialog = page.getByRole('dialog', { name: `Ofrecer trabajo a ${name} A.` });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Tarea').selectOption({ label: title });
  await dialog.getByLabel('Mensaje').fill('Hay que desbrozar el cortafuegos antes de julio. ¿Te encaja?');
  await dialog.getByLabel('Precio (€)').fill('0');
  await dialog.getByRole('button', { name: 'Enviar oferta' }).click();
  await expect(dialog.getByText('El precio debe ser mayor que 0 €.')).toBeVisible();
  await dialog.getByLabel('Precio (€)').fill('380,50');
  await dialog.getByRole('button', { name: 'Enviar oferta' }).click();
  await expect(page.getByText('Oferta enviada')).toBeVisible();
  await expect(dialog).toBeHidden();

  const proPage = await proContext.newPage();
  await proPage.goto('/my-applications');
  const offer = proPage.getByRole('article', { name: title });
  await expect(offer.getByText('380,50 €')).toBeVisible();
  await offer.getByRole('button', { name: 'Aceptar' }).click();
  await expect(proPage.getByText('¡Trabajo aceptado!')).toBeVisible();
  await expect(proPage).toHaveURL(new RegExp(`/task/${task.id}$`));

  await page.goto(`/task/${task.id}`);
  await expect(page.getByText('Asignada', { exact: true })).toBeVisible();
  await proContext.close();
});

test('an owner with no open task is told to publish one first', async ({ browser, page }) => {
  const proContext = await browser.newContext();
  await createUser(proContext.request, { role: 'professional', firstName: 'Nicanor' });
  const profile = await (await proContext.request.get('/api/profile')).json();
  await proContext.close();
  await createUser(page.context().request, { firstName: 'Sinforosa' });
  await page.goto(`/professional/${profile.id}`);
  await page.getByRole('button', { name: 'Ofrecer trabajo' }).click();
  await expect(page.getByText('No tienes ninguna tarea abierta.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Publicar una tarea' })).toHaveAttribute('href', '/publish-task');
});

test('a professional edits their profile, photo and portfolio, and sees them on their public portfolio', async ({
  page,
}) => {
  const name = `Remedios${suffix()}`;
  await createUser(page.context().request, { role: 'professional', firstName: name, lastName: 'Benítez' });
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Perfil profesional' })).toBeVisible();
  await expect(page.getByText('Completa tu perfil profesional')).toBeVisible();
  // The personal data's 'Provincia' stays the only choice of province by that name (the billing
  // details' address has a 'Provincia' text field of its own).
  await expect(page.getByRole('combobox', { name: /^Provincia/ })).toHaveCount(1);

  // Validation first: nothing chosen.
  await page.getByLabel('Titular').fill('Poda');
  await page.getByRole('button', { name: 'Guardar perfil profesional' }).click();
  await expect(page.getByText('Elige al menos una provincia en la que trabajes.')).toBeVisible();
  await expect(page.getByText('Elige al menos una categoría de trabajo.')).toBeVisible();

  await page.getByLabel('Titular').fill('Poda de frutales y riego por goteo');
  await page.getByLabel('Sobre ti').fill('Quince años cuidando frutales en la Vega de Granada.');
  await page.getByRole('checkbox', { name: 'Poda y tala' }).check();
  await page.getByRole('checkbox', { name: 'Riego' }).check();
  await page.getByLabel('Añadir', { exact: true }).selectOption({ label: 'Granada' });
  await page.getByLabel('Añadir', { exact: true }).selectOption({ label: 'Jaén' });
  await expect(page.getByRole('button', { name: 'Quitar Jaén' })).toBeVisible();
  await page.getByLabel('Tarifa por hora (€)').fill('18,50');
  await page.getByLabel('Años de experiencia').fill('15');
  await page.getByRole('button', { name: 'Guardar perfil profesional' }).click();
  await expect(page.getByText('Perfil profesional guardado')).toBeVisible();
  await expect(page.getByText('Completa tu perfil profesional')).toHaveCount(0);

  await page.getByLabel('Foto de perfil').setInputFiles(path.join(FILES, 'olivo.jpg'));
  await expect(page.getByText('Foto de perfil guardada')).toBeVisible();
  await expect(page.locator('header a[href="/profile"] img')).toBeVisible();

  await page.getByRole('button', { name: 'Añadir trabajo' }).click();
  const workTitle = `Poda de 80 cerezos ${suffix()}`;
  const form = page.locator('form').filter({ has: page.getByLabel('Título', { exact: true }) });
  await form.getByLabel('Título', { exact: true }).fill(workTitle);
  await form.getByLabel('Descripción').fill('Poda de formación y limpieza de chupones.');
  await form.getByLabel('Categoría').selectOption({ label: 'Poda y tala' });
  await form.getByLabel('Fotos', { exact: true }).setInputFiles(path.join(FILES, 'finca.png'));
  await expect(form.getByRole('img', { name: 'Foto 1 de 1' })).toBeVisible();
  await form.getByRole('button', { name: 'Guardar trabajo' }).click();
  await expect(page.getByText('Trabajo añadido al portafolio')).toBeVisible();
  await expect(page.getByRole('article', { name: workTitle }).getByText('1 foto', { exact: true })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Ver mi perfil público' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `${name} B.` })).toBeVisible();
  await expect(page.getByText('Poda de frutales y riego por goteo')).toBeVisible();
  await expect(page.getByText('Quince años cuidando frutales')).toBeVisible();
  await expect(page.getByText('18,50 €/h')).toBeVisible();
  await expect(page.getByText('Granada, Jaén')).toBeVisible();
  await expect(page.getByText('Poda y tala').first()).toBeVisible();
  await expect(page.getByText('Riego', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Editar mi perfil' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ofrecer trabajo' })).toHaveCount(0);
  const work = page.getByRole('article', { name: workTitle });
  await expect(work.getByText('Poda de formación y limpieza de chupones.')).toBeVisible();
  await expect(work.getByRole('img', { name: `${workTitle}: foto 1 de 1` })).toBeVisible();
  await expect(page.locator('main img[src*="/api/images/"]').first()).toBeVisible();
  await expectAccessible(page);

  // Deleting the work removes it from the portfolio.
  await page.goto('/profile');
  await page.getByRole('button', { name: `Borrar «${workTitle}»` }).click();
  await page.getByRole('button', { name: 'Borrar trabajo' }).click();
  await expect(page.getByText('Trabajo borrado del portafolio')).toBeVisible();
  await expect(page.getByRole('article', { name: workTitle })).toHaveCount(0);
});

test.describe('portfolios that do not exist', () => {
  test.use({ allowConsoleErrors: [/404/] });

  test("an owner's id or an unknown id shows the not-found page", async ({ page }) => {
    await createUser(page.context().request);
    const me = await (await page.context().request.get('/api/profile')).json();
    await page.goto(`/professional/${me.id}`);
    await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
    await page.goto('/professional/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
  });
});
