import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { createOpenTask, createUser, expect, test } from '../fixtures';
import { E2E_PORT, ROOT } from '../paths';

/**
 * Offline. Playwright's offline mode does not cover a service worker's requests, so
 * the "no connection" here is the real thing: this spec runs its own server and stops it.
 */
const PORT = E2E_PORT + 10;
const BASE = `http://localhost:${PORT}`;
const DATA_DIR = path.join(ROOT, '.tmp', `e2e-data-offline-${PORT}`);

let server: ChildProcess | null = null;

async function startServer() {
  server = spawn(process.execPath, [path.join(ROOT, 'apps/server/dist/server.js')], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(PORT),
      PUBLIC_URL: BASE,
      DATA_DIR,
      NODE_ENV: 'production',
      DEV_MAILBOX: 'true',
      AUTH_RATE_LIMIT: '1000',
      LOG_LEVEL: 'warn',
    },
  });
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('el servidor de la prueba sin conexión no arranca');
}

async function stopServer() {
  const child = server;
  server = null;
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

test.describe.configure({ mode: 'serial' });
test.use({
  baseURL: BASE,
  // With the server stopped, the browser reports the requests the worker could not answer.
  allowConsoleErrors: [[/Failed to load resource/, /ERR_CONNECTION_REFUSED/, /WebSocket/], { scope: 'test' }],
});

test.beforeAll(async () => {
  fs.rmSync(DATA_DIR, { recursive: true, force: true });
  await startServer();
});
test.afterAll(async () => {
  await stopServer();
});

/** The service worker controls the page (it registers a moment after the first screen). */
async function waitForWorker(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller?.state === 'activated', null, {
    timeout: 20_000,
  });
}

async function cacheNames(context: BrowserContext): Promise<string[]> {
  const page = context.pages()[0];
  if (!page) throw new Error('sin página');
  return page.evaluate(() => caches.keys());
}

/** The paths kept in the caches of user data (faena-user-*). */
async function cachedUserUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      if (!name.startsWith('faena-user')) continue;
      for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
    }
    return paths;
  });
}

test('the app is installable: a Spanish manifest with its icons, and a service worker', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const manifest = await (await request.get(`${BASE}${href}`)).json();
  expect(manifest).toMatchObject({
    name: 'Faena · Servicios para el campo',
    short_name: 'Faena',
    lang: 'es',
    display: 'standalone',
    start_url: '/dashboard',
  });
  expect(manifest.description).toContain('finca');
  const sizes = manifest.icons.map((i: { sizes: string }) => i.sizes);
  expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
  for (const icon of manifest.icons) {
    const res = await request.get(`${BASE}${icon.src}`);
    expect(res.status(), icon.src).toBe(200);
    expect(res.headers()['content-type']).toBe('image/png');
  }
  await waitForWorker(page);
  const script = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
  expect(script).toBe(`${BASE}/sw.js`);
  // The shell is precached: index.html and the entry's JavaScript.
  const precached = await page.evaluate(async () => {
    const names = await caches.keys();
    const name = names.find((n) => n.startsWith('workbox-precache'));
    return name ? (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname) : [];
  });
  expect(precached.some((p) => p.startsWith('/index.html'))).toBe(true);
  expect(precached.some((p) => /^\/assets\/index-.*\.js/.test(p))).toBe(true);
});

test('with the server stopped, a visited task and its progress open from the last sync, and sign-out clears them', async ({
  page,
  browser,
}) => {
  const owner = page.context().request;
  await createUser(owner, { firstName: 'Remedios' });
  const title = `Poda de la encina ${Date.now().toString(36)}`;
  const task = await createOpenTask(owner, { title });
  const proContext = await browser.newContext({ baseURL: BASE });
  const pro = proContext.request;
  await createUser(pro, { role: 'professional', firstName: 'Anselmo' });
  const applied = await pro.post(`/api/tasks/${task.id}/applications`, {
    data: { message: 'Tengo motosierra y escalera; la hago esta semana.', priceCents: 30_000 },
  });
  expect(applied.status(), await applied.text()).toBe(201);
  expect((await owner.post(`/api/applications/${(await applied.json()).id}/accept`, { data: {} })).status()).toBe(200);
  expect((await pro.post(`/api/tasks/${task.id}/progress/start`, { data: {} })).status()).toBe(200);
  const note = 'Quitadas las ramas secas del lado norte.';
  expect(
    (await pro.post(`/api/tasks/${task.id}/progress`, { data: { text: note, percent: 40, photoIds: [] } })).status(),
  ).toBe(201);
  await proContext.close();

  // Online: the owner opens My tasks, the task and its progress once.
  await page.goto('/my-tasks');
  await waitForWorker(page);
  await page.reload();
  await expect(page.getByRole('link', { name: title })).toBeVisible();
  await page.goto(`/task/${task.id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.goto(`/task/${task.id}/progress`);
  await expect(page.getByText(note)).toBeVisible();
  await expect(page.getByText(/Sin conexión/)).toHaveCount(0);

  await stopServer();

  await page.goto(`/task/${task.id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('status').getByText(/^Sin conexión — datos de las \d{2}:\d{2}$/)).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('sin-conexion-tarea-1280.png'), fullPage: true });
  await page.goto(`/task/${task.id}/progress`);
  await expect(page.getByText(note)).toBeVisible();
  await expect(page.getByText(/Sin conexión — datos de las/)).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('sin-conexion-avances-390.png'), fullPage: true });
  await page.goto('/my-tasks');
  await expect(page.getByRole('link', { name: title })).toBeVisible();

  // Back online: fresh data, no notice; signing out deletes the user's cached data.
  await startServer();
  await page.reload();
  await expect(page.getByRole('link', { name: title })).toBeVisible();
  await expect(page.getByText(/Sin conexión/)).toHaveCount(0);
  expect(await cachedUserUrls(page)).toContain(`/api/tasks/${task.id}`);
  await page.getByRole('button', { name: 'Cerrar sesión' }).first().click();
  await expect(page).toHaveURL(`${BASE}/`);
  // What is cached again afterwards (the signed-out session, the public config) is nobody's data.
  await expect
    .poll(() => cachedUserUrls(page))
    .not.toContainEqual(expect.stringMatching(/\/api\/(tasks|profile|dashboard)/));
  expect(await cachedUserUrls(page)).not.toContain(`/api/tasks/${task.id}`);
  expect(await cacheNames(page.context())).toEqual(
    expect.arrayContaining([expect.stringMatching(/^workbox-precache/)]),
  );
});

test('a progress update and a message, each with a photo, made offline wait on the device, survive a reload and a sign-out question, and arrive once', async ({
  page,
  browser,
}) => {
  const ownerContext = await browser.newContext({ baseURL: BASE });
  const owner = ownerContext.request;
  await createUser(owner, { firstName: 'Consuelo' });
  const title = `Vallado del huerto ${Date.now().toString(36)}`;
  const task = await createOpenTask(owner, { title });
  const pro = page.context().request;
  await createUser(pro, { role: 'professional', firstName: 'Saturnino' });
  const applied = await pro.post(`/api/tasks/${task.id}/applications`, {
    data: { message: 'Pongo malla de simple torsión y postes de acacia.', priceCents: 52_000 },
  });
  expect(applied.status(), await applied.text()).toBe(201);
  expect((await owner.post(`/api/applications/${(await applied.json()).id}/accept`, { data: {} })).status()).toBe(200);
  expect((await pro.post(`/api/tasks/${task.id}/progress/start`, { data: {} })).status()).toBe(200);
  const ownerProfile = await (await owner.get('/api/profile')).json();
  const conversation = await (
    await pro.post('/api/conversations', { data: { withProfileId: ownerProfile.id, taskId: task.id } })
  ).json();

  // Online once: the progress screen and the conversation are kept by the service worker.
  await page.goto(`/task/${task.id}/progress`);
  await waitForWorker(page);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Contar un avance' })).toBeVisible();
  await page.goto(`/messages?c=${conversation.id}`);
  await expect(page.getByLabel('Escribe un mensaje')).toBeVisible();

  await stopServer();

  // Offline: a progress update with a photo…
  await page.goto(`/task/${task.id}/progress`);
  await expect(page.getByText(/Sin conexión — datos de las/)).toBeVisible();
  const update = 'Clavados los postes de la linde norte.';
  await page.getByLabel('Qué has hecho').fill(update);
  await page.getByLabel('Fotos del avance').setInputFiles(path.join(ROOT, 'e2e', 'fixtures', 'files', 'olivo.jpg'));
  await expect(page.getByText(/1 foto se subirá con el avance/)).toBeVisible();
  await page.getByRole('button', { name: 'Publicar avance' }).click();
  const queued = page.getByRole('region', { name: 'Pendiente de enviar' });
  await expect(queued.getByText(`Avance: ${update}`)).toBeVisible();
  await expect(queued.getByText('1 foto')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('cola-avance-1280.png'), fullPage: true });

  // …and a message with a photo, kept on the device (IndexedDB) until it can be uploaded.
  await page.goto(`/messages?c=${conversation.id}`);
  const message = 'Mañana termino la puerta del huerto.';
  await page.getByRole('button', { name: 'Adjuntar fotos' }).click();
  await page.getByLabel('Fotos del mensaje').setInputFiles(path.join(ROOT, 'e2e', 'fixtures', 'files', 'finca.png'));
  await expect(page.getByText(/1 foto se subirá con el mensaje/)).toBeVisible();
  await page.getByLabel('Escribe un mensaje').fill(message);
  await page.getByRole('button', { name: 'Enviar', exact: true }).click();
  const queuedMessage = page.getByRole('region', { name: 'Pendiente de enviar' });
  await expect(queuedMessage.getByText(message)).toBeVisible();
  await expect(queuedMessage.getByText('1 foto')).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('cola-mensaje-390.png'), fullPage: true });

  // A reload keeps them (IndexedDB).
  await page.reload();
  await expect(page.getByRole('region', { name: 'Pendiente de enviar' }).getByText(message)).toBeVisible();

  // Signing out now would lose them: the app asks in its own dialog (not window.confirm), and waiting keeps them.
  let nativeDialogs = 0;
  page.on('dialog', (d) => {
    nativeDialogs += 1;
    void d.dismiss();
  });
  await page.getByRole('button', { name: 'Cerrar sesión' }).first().click();
  const ask = page.getByRole('dialog', { name: 'Tienes 2 acciones sin enviar' });
  await expect(ask).toContainText('Si cierras sesión ahora, se perderán.');
  await page.screenshot({ path: test.info().outputPath('cerrar-sesion-con-cola-390.png') });
  await ask.getByRole('button', { name: 'Esperar a que se envíen' }).click();
  await expect(ask).toBeHidden();
  expect(nativeDialogs).toBe(0);
  await expect(page.getByRole('region', { name: 'Pendiente de enviar' }).getByText(message)).toBeVisible();

  // Back online: sent in order, once each, and the list empties.
  await startServer();
  await expect(page.getByRole('region', { name: 'Pendiente de enviar' })).toHaveCount(0, { timeout: 40_000 });
  const progress = await (await owner.get(`/api/tasks/${task.id}/progress`)).json();
  const notes = progress.updates.filter((u: { text: string }) => u.text === update);
  expect(notes).toHaveLength(1);
  expect(notes[0].photos).toHaveLength(1);
  const messages = await (await owner.get(`/api/conversations/${conversation.id}/messages`)).json();
  const sent = messages.items.filter((m: { body: string }) => m.body === message);
  expect(sent).toHaveLength(1);
  // With its photo, uploaded once the connection came back, and shown in the conversation.
  expect(sent[0].photos).toHaveLength(1);
  await expect(page.getByRole('img', { name: 'Foto 1 del mensaje' })).toBeVisible();
  await ownerContext.close();
});

test('an application made offline to a task closed meanwhile is refused in Spanish, never dropped silently', async ({
  page,
  browser,
}) => {
  const ownerContext = await browser.newContext({ baseURL: BASE });
  const owner = ownerContext.request;
  await createUser(owner, { firstName: 'Amparo' });
  const title = `Desbroce de la cuneta ${Date.now().toString(36)}`;
  const task = await createOpenTask(owner, { title });
  await createUser(page.context().request, { role: 'professional', firstName: 'Eusebio' });

  await page.goto(`/task/${task.id}`);
  await waitForWorker(page);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Enviar solicitud' })).toBeVisible();

  await stopServer();
  await page.reload();
  await expect(page.getByText(/Sin conexión — datos de las/)).toBeVisible();
  await page.getByLabel('Mensaje').fill('Tengo desbrozadora de cadenas; lo hago en una mañana.');
  await page.getByLabel('Precio propuesto (€)').fill('180');
  await page.getByRole('button', { name: 'Enviar solicitud' }).click();
  const queued = page.getByRole('region', { name: 'Pendiente de enviar' });
  await expect(queued.getByText('Solicitud: 180,00 €')).toBeVisible();

  // The owner cancels the task before the connection returns.
  await startServer();
  expect((await owner.post(`/api/tasks/${task.id}/cancel`, { data: { reason: 'Lo hizo un vecino' } })).status()).toBe(
    200,
  );
  // Told at once, wherever the user is, and kept on My applications with the reason.
  await expect(page.getByText('No se ha podido enviar').first()).toBeVisible({ timeout: 40_000 });
  await page.goto('/my-applications');
  const refused = page.getByRole('region', { name: 'Pendiente de enviar' });
  await expect(refused.getByText('No se ha podido enviar')).toBeVisible();
  await expect(refused.getByText('La tarea ya no está abierta a solicitudes: no se ha enviado.')).toBeVisible();
  await expect(refused.getByText('Solicitud: 180,00 €')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('cola-rechazada-1280.png'), fullPage: true });
  const applications = await (await owner.get(`/api/tasks/${task.id}/applications`)).json();
  expect(applications.applications ?? applications.items).toHaveLength(0);
  await refused.getByRole('button', { name: 'Descartar' }).click();
  await expect(refused).toHaveCount(0);
  await ownerContext.close();
});

test('a task draft with a photo saved offline is kept on the device and saved once, photo and all, when the server is back', async ({
  page,
}) => {
  const owner = page.context().request;
  await createUser(owner, { firstName: 'Purificación' });
  const property = await owner.post('/api/properties', {
    data: { name: 'Finca El Pinar', kind: 'finca_rustica', province: '10', municipalityCode: '10195', photoIds: [] },
  });
  expect(property.status(), await property.text()).toBe(201);
  const propertyId = (await property.json()).id as string;
  await page.goto('/publish-task');
  await waitForWorker(page);
  await page.reload();
  await expect(page.getByLabel('Propiedad')).toBeVisible();
  await page.goto('/my-tasks');
  await expect(page.getByRole('heading', { name: 'Mis tareas' })).toBeVisible();

  await stopServer();
  await page.goto('/publish-task');
  await page.getByLabel('Propiedad').selectOption(propertyId);
  const title = `Limpiar el pinar ${Date.now().toString(36)}`;
  await page.getByLabel('Categoría').selectOption({ label: 'Desbroce y limpieza de terreno' });
  await page.getByLabel('Título').fill(title);
  await page.getByLabel('Descripción').fill('Retirar pinocha y ramas bajas alrededor de la casa antes del verano.');
  // A photo chosen offline travels with the queued task.
  await page.getByLabel('Fotos').setInputFiles(path.join(ROOT, 'e2e', 'fixtures', 'files', 'olivo.jpg'));
  await expect(page.getByText(/1 foto se subirá con la tarea/)).toBeVisible();
  await page.getByRole('button', { name: 'Guardar borrador' }).click();
  await expect(page).toHaveURL(`${BASE}/my-tasks`);
  const queuedTask = page.getByRole('region', { name: 'Pendiente de enviar' });
  await expect(queuedTask.getByText(`Borrador: ${title}`)).toBeVisible();
  await expect(queuedTask.getByText('1 foto')).toBeVisible();

  await startServer();
  await expect(page.getByRole('region', { name: 'Pendiente de enviar' })).toHaveCount(0, { timeout: 40_000 });
  await expect(page.getByRole('link', { name: title })).toBeVisible();
  const mine = await (await owner.get('/api/tasks/mine')).json();
  const saved = mine.items.filter((t: { title: string; status: string }) => t.title === title);
  expect(saved).toEqual([expect.objectContaining({ status: 'draft' })]);
  const detail = await (await owner.get(`/api/tasks/${saved[0].id}`)).json();
  expect(detail.photos).toHaveLength(1);
});
