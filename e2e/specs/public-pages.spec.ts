import fs from 'node:fs';
import path from 'node:path';
import { createOpenTask, createUser, DEMO, DEMO_PASSWORD, expect, expectAccessible, test } from '../fixtures';

const PHOTO = fs.readFileSync(path.resolve(import.meta.dirname, '..', 'fixtures', 'files', 'olivo.jpg'));
const suffix = () => Date.now().toString(36).slice(-5);
const SECRET_ADDRESS = 'Cortijo del Secreto, camino de la Fuente Vieja km 3';
const SECRET_ACCESS = 'La llave está bajo la maceta azul';

test('a visitor reads a public task without an account, signs in from "Enviar solicitud" and lands on its application form; and a public professional @movil', async ({
  browser,
  page,
}, testInfo) => {
  // An owner (in a browser of their own) publishes a task with a photo in Úbeda (Jaén).
  const ownerContext = await browser.newContext();
  await createUser(ownerContext.request, { firstName: 'Remedios', lastName: 'Apellidoprivado' });
  const uploaded = await ownerContext.request.post('/api/images', {
    multipart: { purpose: 'task', file: { name: 'olivo.jpg', mimeType: 'image/jpeg', buffer: PHOTO } },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const photoId = (await uploaded.json()).items[0].id as string;
  const property = await ownerContext.request.post('/api/properties', {
    data: {
      name: 'Olivar de la Loma',
      kind: 'olivar',
      province: '23',
      municipalityCode: '23092',
      address: SECRET_ADDRESS,
      accessNotes: SECRET_ACCESS,
      photoIds: [],
    },
  });
  expect(property.status(), await property.text()).toBe(201);
  const title = `Poda de cuarenta olivos picual ${suffix()}`;
  const created = await ownerContext.request.post('/api/tasks', {
    data: {
      propertyId: (await property.json()).id,
      category: 'poda',
      urgency: 'normal',
      title,
      description: 'Poda de mantenimiento de cuarenta olivos adultos, con retirada y triturado de ramas.',
      budgetMinCents: 30_000,
      budgetMaxCents: 50_000,
      photoIds: [photoId],
      publish: true,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const taskId = (await created.json()).id as string;
  const publicTask = await ownerContext.request.get(`/api/public/tasks/${taskId}`);
  const { slug, municipality } = (await publicTask.json()) as { slug: string; municipality: string };
  await ownerContext.close();

  // The visitor: no account, no session.
  await page.goto(`/tareas/${slug}`);
  await expect(page).toHaveTitle(new RegExp(`^${title} en `));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText(`${municipality} (Jaén)`).first()).toBeVisible();
  await expect(page.getByText('300,00 € – 500,00 €')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Foto 1 de la tarea' })).toBeVisible();
  const html = await page.content();
  for (const secret of [SECRET_ADDRESS, SECRET_ACCESS, 'Apellidoprivado']) expect(html).not.toContain(secret);
  expect(html).toContain(`<link rel="canonical" href="`);
  expect(html).toContain(`/api/public/images/${photoId}/display">`);
  await expectAccessible(page);
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: testInfo.outputPath(`tarea-publica-${viewport.width}.png`), fullPage: true });
    await expectAccessible(page);
  }

  // 'Enviar solicitud' → /auth, sign in as the demo professional → back on the task's form.
  await page.getByRole('link', { name: 'Enviar solicitud' }).click();
  await expect(page).toHaveURL(/\/auth\?volver=/);
  await expect(page.getByText('Inicia sesión para continuar.')).toBeVisible();
  await page.getByLabel('Correo electrónico').fill(DEMO.professional);
  await page.getByLabel('Contraseña', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(new RegExp(`/task/${taskId}#solicitud$`));
  await expect(page.getByRole('heading', { name: '¿Te interesa este trabajo?' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enviar solicitud' })).toBeVisible();

  // Signed in, the public page's call to action goes straight to the form.
  await page.goto(`/tareas/${slug}`);
  await expect(page.getByRole('link', { name: 'Enviar solicitud' })).toHaveAttribute(
    'href',
    `/task/${taskId}#solicitud`,
  );

  // A professional's public page, for a visitor.
  const proContext = await browser.newContext();
  const name = `Eustaquio${suffix()}`;
  await createUser(proContext.request, { role: 'professional', firstName: name, lastName: 'Reservado' });
  const saved = await proContext.request.put('/api/profile/professional', {
    data: {
      headline: 'Poda de olivar y desbroce con motosierra',
      bio: 'Podo olivos en la Loma de Úbeda desde hace quince años.',
      categories: ['poda', 'desbroce'],
      serviceProvinces: ['23'],
      travelRadiusKm: 60,
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const me = (await (await proContext.request.get('/api/profile')).json()) as { id: string };
  await proContext.close();
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(`/profesionales/${me.id}`);
  // The bare id redirects to the canonical address with the slug.
  await expect(visitorPage).toHaveURL(new RegExp(`/profesionales/${name.toLowerCase()}-r-${me.id}$`));
  await expect(visitorPage.getByRole('heading', { level: 1, name: `${name} R.` })).toBeVisible();
  await expect(visitorPage.getByText('Poda de olivar y desbroce con motosierra')).toBeVisible();
  await expect(visitorPage.getByRole('link', { name: 'Ofrecer trabajo' })).toHaveAttribute(
    'href',
    `/auth?volver=${encodeURIComponent(`/professional/${me.id}#ofrecer`)}`,
  );
  await expect(visitorPage.getByRole('link', { name: 'Enviar mensaje' })).toBeVisible();
  expect(await visitorPage.content()).not.toContain('Reservado');
  await expectAccessible(visitorPage);

  // The listing of the province and trade links to both.
  await visitorPage.goto('/profesionales/en/jaen/poda');
  await expect(
    visitorPage.getByRole('heading', { level: 1, name: 'Poda y tala: profesionales en Jaén' }),
  ).toBeVisible();
  await expect(visitorPage.getByRole('link', { name: `${name} R.` })).toBeVisible();
  await visitorPage.goto('/tareas/en/jaen/poda');
  await expect(visitorPage.getByRole('link', { name: title })).toBeVisible();
  await expectAccessible(visitorPage);

  // 'Ofrecer trabajo' → /auth, sign in as the demo owner → the portfolio with the offer dialog open.
  await visitorPage.goto(`/profesionales/${me.id}`);
  await visitorPage.getByRole('link', { name: 'Ofrecer trabajo' }).click();
  await expect(visitorPage).toHaveURL(/\/auth\?volver=/);
  await visitorPage.getByLabel('Correo electrónico').fill(DEMO.owner);
  await visitorPage.getByLabel('Contraseña', { exact: true }).fill(DEMO_PASSWORD);
  await visitorPage.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(visitorPage).toHaveURL(new RegExp(`/professional/${me.id}#ofrecer$`));
  await expect(visitorPage.getByRole('dialog', { name: `Ofrecer trabajo a ${name} R.` })).toBeVisible();
  await visitor.close();
});

test('the landing page shows the latest open tasks of the province the visitor picks, remembered, linked to their public pages', async ({
  browser,
  page,
}) => {
  const ownerContext = await browser.newContext();
  await createUser(ownerContext.request, { firstName: 'Adoración' });
  const title = `Recogida de aceituna en la Loma ${suffix()}`;
  const task = await createOpenTask(ownerContext.request, {
    title,
    category: 'recoleccion',
    province: '23',
    municipalityCode: '23092',
  });
  await ownerContext.close();

  await page.goto('/');
  await expect(page.getByText('Elige tu provincia para ver las últimas tareas publicadas.')).toBeVisible();
  await page.getByLabel('Tu provincia').selectOption({ label: 'Jaén' });
  const link = page.getByRole('link', { name: title });
  await expect(link).toBeVisible();
  await expectAccessible(page);
  await page.reload();
  await expect(page.getByLabel('Tu provincia')).toHaveValue('23');
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/tareas/recogida-de-aceituna-en-la-loma-[a-z0-9]+-${task.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.getByRole('link', { name: 'Todas las tareas en Jaén' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tareas en el campo en Jaén' })).toBeVisible();
});
