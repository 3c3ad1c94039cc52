import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { createUser, expect, expectAccessible, ROOT, test } from '../fixtures';
import { getWorld, type World } from '../fixtures/world';

// What these tests break on purpose shows in the console: the 404 of a chunk (or a 500 of the
// API), the browser's failed import, and React's note about the error its boundary caught.
test.use({
  allowConsoleErrors: [
    [
      /Failed to load resource: the server responded with a status of (404|500)/,
      /dynamically imported module/,
      /error occurred in/i,
    ],
    { scope: 'test' },
  ],
  // The service worker would answer a chunk from its cache, past page.route.
  serviceWorkers: 'block',
});

/** A screen's own chunk file in the build being tested, from Vite's manifest (chunks are named by hash). */
function chunkFile(source: string): string {
  const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, 'apps/web/dist/.vite/manifest.json'), 'utf8'));
  const file: string | undefined = manifest[source]?.file;
  if (!file) throw new Error(`${source} no está en el manifiesto de la web compilada`);
  return file;
}

const NOTIFICATIONS = 'src/features/notifications/routes/NotificationsPage.tsx';
const exactly = (file: string) => new RegExp(`/${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

/** Makes the next `times` requests for a chunk fail as a deploy that removed it would (404); counts them all. */
async function missingChunk(page: Page, pattern: RegExp, times: number) {
  const seen = { requests: 0 };
  await page.route(pattern, async (route) => {
    seen.requests += 1;
    if (seen.requests <= times) await route.fulfill({ status: 404, contentType: 'text/plain', body: 'No existe' });
    else await route.continue();
  });
  return seen;
}

/** How many documents the tab has loaded from here on (a reload is one more). */
function documentsLoaded(page: Page) {
  let count = 1;
  page.on('load', () => {
    count += 1;
  });
  return () => count;
}

async function signedInOwner(page: Page) {
  await createUser(page.context().request, { firstName: 'Inés' });
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: /Hola, Inés/ })).toBeVisible();
}

test('a screen whose chunk is gone after a deploy reloads the page once by itself and opens', async ({ page }) => {
  await signedInOwner(page);
  const file = chunkFile(NOTIFICATIONS);
  const chunk = await missingChunk(page, exactly(file), 1);
  // A mark on this document: a reload starts a new one without it.
  await page.evaluate(() => {
    (window as unknown as { antesDeRecargar: boolean }).antesDeRecargar = true;
  });
  await page.getByRole('link', { name: /^Notificaciones/ }).click();
  // A whole page load: slower than a screen change on a busy machine.
  await expect(page.getByRole('heading', { level: 1, name: 'Notificaciones' })).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/notifications$/);
  expect(await page.evaluate(() => 'antesDeRecargar' in window)).toBe(false);
  expect(chunk.requests).toBeGreaterThanOrEqual(2);
  // The reload is noted, so the same file failing again would not reload in a loop.
  expect(await page.evaluate(() => sessionStorage.getItem('faena:recargas-automaticas'))).toContain(file);
});

test('a chunk that is still missing after its reload shows «Recargar», never a blank page, and Recargar recovers', async ({
  page,
}) => {
  await signedInOwner(page);
  const missing = exactly(chunkFile(NOTIFICATIONS));
  const chunk = await missingChunk(page, missing, 1_000);
  const loads = documentsLoaded(page);
  await page.getByRole('link', { name: /^Notificaciones/ }).click();
  const broken = page
    .getByRole('alert')
    .filter({ has: page.getByRole('heading', { name: 'No se ha podido mostrar esta pantalla' }) });
  await expect(broken).toBeVisible({ timeout: 20_000 });
  await expect(broken).toContainText('Puede que Faena se haya actualizado');
  // The header and its menu stay: only the screen failed.
  await expect(page.getByRole('link', { name: /^Notificaciones/ })).toBeVisible();
  await expectAccessible(page);
  // One automatic reload, then no more: the page stays on this screen.
  expect(loads()).toBe(2);
  await page.waitForTimeout(2_000);
  expect(loads(), 'no second automatic reload').toBe(2);
  expect(chunk.requests).toBeGreaterThanOrEqual(2);

  await page.unroute(missing);
  await broken.getByRole('button', { name: 'Recargar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Notificaciones' })).toBeVisible();
});

test('a screen whose data fails to load says so in Spanish, and Reintentar brings it', async ({ page }) => {
  await signedInOwner(page);
  let serverDown = true;
  await page.route('**/api/payments', (route) =>
    serverDown
      ? route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ error: { code: 'INTERNAL', message: 'Ha ocurrido un error inesperado.' } }),
        })
      : route.continue(),
  );
  await page.goto('/payments');
  // The app asks again twice by itself (a 5xx may pass); then the error, with Reintentar.
  const alert = page.getByRole('alert').filter({ hasText: 'No se han podido cargar los pagos' });
  await expect(alert).toBeVisible({ timeout: 15_000 });
  await expect(alert).toContainText('Ha ocurrido un error inesperado.');
  serverDown = false;
  await alert.getByRole('button', { name: 'Reintentar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pagos' })).toBeVisible();
  await expect(alert).toBeHidden();
});

/** The other screens that could not offer 'Reintentar' before issue 21: each one's first load fails, then recovers. */
const RETRY_SCREENS: {
  screen: string;
  role: keyof World['storage'];
  url: (w: World) => string;
  api: (w: World) => RegExp;
  title: string;
}[] = [
  {
    screen: 'notificaciones',
    role: 'owner',
    url: () => '/notifications',
    api: () => /\/api\/notifications(\?.*)?$/,
    title: 'No se han podido cargar tus notificaciones',
  },
  {
    screen: 'mensajes',
    role: 'owner',
    url: () => '/messages',
    api: () => /\/api\/conversations(\?.*)?$/,
    title: 'No se han podido cargar tus conversaciones',
  },
  {
    screen: 'una conversación',
    role: 'owner',
    url: (w) => `/messages?c=${w.conversationId}`,
    api: (w) => new RegExp(`/api/conversations/${w.conversationId}/messages(\\?.*)?$`),
    title: 'No se han podido cargar los mensajes',
  },
  {
    screen: 'las solicitudes de una tarea',
    role: 'owner',
    url: (w) => `/task/${w.tasks.open.id}/applications`,
    api: (w) => new RegExp(`/api/tasks/${w.tasks.open.id}/applications(\\?.*)?$`),
    title: 'No se han podido cargar las solicitudes',
  },
  {
    screen: 'el detalle de una tarea',
    role: 'professional',
    url: (w) => `/task/${w.tasks.open.id}`,
    api: (w) => new RegExp(`/api/tasks/${w.tasks.open.id}(\\?.*)?$`),
    title: 'No se ha podido cargar la tarea',
  },
  {
    screen: 'el progreso',
    role: 'owner',
    url: (w) => `/task/${w.tasks.inProgress.id}/progress`,
    api: (w) => new RegExp(`/api/tasks/${w.tasks.inProgress.id}/progress(\\?.*)?$`),
    title: 'No se ha podido cargar el progreso',
  },
  {
    screen: 'la página de un profesional',
    role: 'owner',
    url: (w) => `/professional/${w.professional.profileId}`,
    api: (w) => new RegExp(`/api/professionals/${w.professional.profileId}(\\?.*)?$`),
    title: 'No se ha podido cargar el perfil',
  },
  {
    screen: 'el recibo',
    role: 'owner',
    url: (w) => `/payments/${w.payments.completed}/receipt`,
    api: (w) => new RegExp(`/api/payments/${w.payments.completed}(\\?.*)?$`),
    title: 'No se ha podido cargar el recibo',
  },
];

for (const s of RETRY_SCREENS) {
  test(`${s.screen}: a failed first load says so in Spanish, and Reintentar brings the screen`, async ({ browser }) => {
    const world = await getWorld(browser);
    const context = await browser.newContext({ storageState: world.storage[s.role], serviceWorkers: 'block' });
    const page = await context.newPage();
    let serverDown = true;
    let failed = 0;
    await page.route(s.api(world), (route) => {
      if (!serverDown || route.request().method() !== 'GET') return route.continue();
      failed += 1;
      return route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'INTERNAL', message: 'Ha ocurrido un error inesperado.' } }),
      });
    });
    await page.goto(s.url(world));
    const alert = page.getByRole('alert').filter({ hasText: s.title });
    await expect(alert).toBeVisible({ timeout: 15_000 });
    await expect(alert).toContainText('Ha ocurrido un error inesperado.');
    expect(failed).toBeGreaterThan(0);
    serverDown = false;
    await alert.getByRole('button', { name: 'Reintentar' }).click();
    await expect(alert).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await context.close();
  });
}
