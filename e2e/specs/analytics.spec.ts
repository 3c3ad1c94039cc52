import type { Browser, BrowserContext, Page, TestInfo } from '@playwright/test';
import { DEMO, expect, expectAccessible, fromUnreachableMapStyle, signIn, test } from '../fixtures';
import { type CapturedEvent, type CaptureServer, startCaptureServer } from '../fixtures/capture';
import { ANALYTICS_KEY, CAPTURE_PORT } from '../playwright.config';

// Runs in the 'analitica' project: a server with POSTHOG_KEY set and POSTHOG_HOST pointing at
// the capture endpoint below (playwright.config.ts). Each test's browser has its own marker in
// its user agent, so late requests of another test's browser never count.

let capture: CaptureServer;
test.beforeAll(async () => {
  capture = await startCaptureServer(CAPTURE_PORT);
});
test.afterAll(async () => {
  await capture?.close();
});

const COMMON = ['platform', 'timestamp', 'url', 'path', 'user_agent', 'screen_resolution', 'viewport'];
/** Longer than the library's flush interval (3 s): what was going to be sent has been. */
const QUIET_MS = 4_500;

interface Visitor {
  context: BrowserContext;
  page: Page;
  marker: string;
  /** Requests this page made to our own server's /api/config. */
  configRequests: string[];
  /** Browser console errors (they fail the test, as with the shared fixture). */
  errors: string[];
}

async function openVisitor(
  browser: Browser,
  testInfo: TestInfo,
  options: { serviceWorkers?: 'allow' | 'block' } = {},
): Promise<Visitor> {
  const marker = `faena-e2e-${testInfo.testId}`;
  const use = testInfo.project.use;
  const context = await browser.newContext({
    baseURL: use.baseURL,
    viewport: use.viewport,
    deviceScaleFactor: use.deviceScaleFactor,
    locale: 'es-ES',
    timezoneId: 'Europe/Madrid',
    userAgent: `${use.userAgent ?? 'Mozilla/5.0'} ${marker}`,
    serviceWorkers: options.serviceWorkers ?? 'allow',
  });
  const page = await context.newPage();
  const visitor: Visitor = { context, page, marker, configRequests: [], errors: [] };
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/config') visitor.configRequests.push(request.url());
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && !fromUnreachableMapStyle(message)) visitor.errors.push(message.text());
  });
  page.on('pageerror', (error) => visitor.errors.push(error.message));
  return visitor;
}

async function closeVisitor(visitor: Visitor) {
  await visitor.context.close();
  expect(visitor.errors, 'errores en la consola del navegador').toEqual([]);
}

/** Cookies and storage keys of the analytics library in this browser. */
async function analyticsTraces(visitor: Visitor) {
  const cookies = (await visitor.context.cookies()).map((c) => c.name).filter((n) => n.startsWith('ph_'));
  const keys = await visitor.page.evaluate(() =>
    [...Object.keys(localStorage), ...Object.keys(sessionStorage)].filter(
      (k) => k.startsWith('ph_') || k.startsWith('__ph'),
    ),
  );
  return [...cookies, ...keys];
}

async function waitForEvent(
  visitor: Visitor,
  name: string,
  match: (event: CapturedEvent) => boolean = () => true,
  since = 0,
): Promise<CapturedEvent> {
  let found: CapturedEvent | undefined;
  await expect
    .poll(
      () => {
        found = capture
          .eventsFrom(visitor.marker)
          .slice(since)
          .find((e) => e.event === name && match(e));
        return Boolean(found);
      },
      { message: `el evento ${name} llega al servidor de analítica`, timeout: 20_000 },
    )
    .toBe(true);
  return found!;
}

function expectCommonProperties(event: CapturedEvent, path: string) {
  for (const key of COMMON) expect(event.properties, `${event.event} lleva ${key}`).toHaveProperty(key);
  expect(event.properties.platform).toBe('web');
  expect(event.properties.path).toBe(path);
  expect(String(event.properties.url)).toMatch(new RegExp(`^http://localhost:\\d+${path.replace(/\?/g, '\\?')}`));
  expect(Number.isNaN(Date.parse(String(event.properties.timestamp)))).toBe(false);
  expect(event.properties.user_agent).toContain('faena-e2e-');
  expect(event.properties.screen_resolution).toMatch(/^\d+x\d+$/);
  expect(event.properties.viewport).toBe('1280x800');
  expect(event.properties.token).toBe(ANALYTICS_KEY);
}

test('nothing is sent or stored before consent, nor after «Rechazar»', async ({ browser }, testInfo) => {
  const visitor = await openVisitor(browser, testInfo);
  const { page } = visitor;
  await page.goto('/');
  const banner = page.getByRole('region', { name: 'Privacidad' });
  await expect(banner).toBeVisible();
  for (const name of ['Aceptar', 'Rechazar', 'Configurar']) {
    await expect(banner.getByRole('button', { name, exact: true })).toBeVisible();
  }
  await expectAccessible(page);

  // Undecided: browse a little; nothing reaches the analytics host, nothing is stored.
  await page.getByRole('link', { name: 'Cookies', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Política de cookies' })).toBeVisible();
  await page.goBack();
  await page.waitForTimeout(QUIET_MS);
  expect(capture.requestsFrom(visitor.marker)).toEqual([]);
  expect(visitor.configRequests).toEqual([]);
  expect(await analyticsTraces(visitor)).toEqual([]);

  await banner.getByRole('button', { name: 'Rechazar' }).click();
  await expect(banner).toBeHidden();
  const consent = (await visitor.context.cookies()).find((c) => c.name === 'faena_consent');
  expect(consent?.value).toBe('analytics:denied');
  expect(consent?.sameSite).toBe('Lax');
  const days = ((consent?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(364);
  expect(days).toBeLessThanOrEqual(365);

  // Rejected: signing in and moving around sends nothing either.
  await signIn(page, DEMO.owner);
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Publicar tarea' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Publicar tarea' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('region', { name: 'Privacidad' })).toHaveCount(0);
  await page.waitForTimeout(QUIET_MS);
  expect(capture.requestsFrom(visitor.marker)).toEqual([]);
  expect(visitor.configRequests).toEqual([]);
  expect(await analyticsTraces(visitor)).toEqual([]);
  await closeVisitor(visitor);
});

test('after «Aceptar»: page views, identify, the task events and a reset on sign-out', async ({
  browser,
}, testInfo) => {
  const visitor = await openVisitor(browser, testInfo);
  const { page, marker } = visitor;
  await page.goto('/');
  await page.getByRole('region', { name: 'Privacidad' }).getByRole('button', { name: 'Aceptar' }).click();
  const home = await waitForEvent(visitor, 'page_visited', (e) => e.properties.page_name === 'home');
  expect(home.properties.user_id).toBeNull();
  expectCommonProperties(home, '/');
  const anonymousId = home.properties.distinct_id;
  await waitForEvent(visitor, '$pageview', (e) => e.properties.$pathname === '/');
  expect(await analyticsTraces(visitor)).not.toEqual([]);

  // identify on sign-in, with the original's person properties.
  await signIn(page, DEMO.owner);
  const profile = (await (await page.request.get('/api/profile')).json()) as {
    id: string;
    userId: string;
    email: string;
    role: string;
    verified: boolean;
    createdAt: string;
    locationProvince: string | null;
  };
  const identify = await waitForEvent(visitor, '$identify', (e) => e.properties.distinct_id === profile.userId);
  expect(identify.properties.$anon_distinct_id).toBe(anonymousId);
  expect(identify.$set).toMatchObject({
    email: DEMO.owner,
    role: 'property_owner',
    profile_id: profile.id,
    verified: profile.verified,
    created_at: profile.createdAt,
    location_province: profile.locationProvince,
  });
  // Sent once the profile has loaded: still on /auth, or already home (the app goes to / after ~100 ms).
  expectCommonProperties(identify, String(identify.properties.path));
  expect(['/auth', '/']).toContain(identify.properties.path);

  // page_visited on each route change, with the signed-in user's id; $pageview too.
  await page.getByRole('link', { name: 'Panel', exact: true }).first().click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const dashboard = await waitForEvent(visitor, 'page_visited', (e) => e.properties.page_name === 'dashboard');
  expect(dashboard.properties.user_id).toBe(profile.userId);
  expect(dashboard.properties.distinct_id).toBe(profile.userId);
  expectCommonProperties(dashboard, '/dashboard');
  await waitForEvent(visitor, '$pageview', (e) => e.properties.$pathname === '/dashboard');

  // task_creation_started from the dashboard's button.
  await page.getByRole('main').getByRole('button', { name: 'Publicar tarea' }).click();
  await expect(page).toHaveURL(/\/publish-task$/);
  const started = await waitForEvent(visitor, 'task_creation_started');
  expect(started.properties).toMatchObject({ owner_id: profile.id, property_id: null, source: 'dashboard' });
  expectCommonProperties(started, '/publish-task');
  await waitForEvent(visitor, 'page_visited', (e) => e.properties.page_name === 'publish_task');

  // task_published once the server accepted the task: budget in euros, the bucket.
  const property = page.getByLabel('Propiedad');
  await property.selectOption({ index: 1 });
  const propertyId = await property.inputValue();
  await page.getByLabel('Categoría').selectOption('poda');
  await page.getByLabel('Urgencia').selectOption('high');
  await page.getByLabel('Título').fill('Poda de 40 olivos en la finca');
  await page.getByLabel('Descripción').fill('Poda de formación de cuarenta olivos jóvenes, con retirada de ramas.');
  await page.getByLabel('Presupuesto mínimo (€)').fill('200');
  await page.getByLabel('Presupuesto máximo (€)').fill('450,50');
  const start = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel('Fecha de inicio preferida').fill(start);
  await page.getByRole('main').getByRole('button', { name: 'Publicar tarea' }).click();
  await expect(page).toHaveURL(/\/task\/[^/]+$/);
  const taskId = new URL(page.url()).pathname.split('/').pop();
  const published = await waitForEvent(visitor, 'task_published', (e) => e.properties.task_id === taskId);
  expect(published.properties).toMatchObject({
    task_id: taskId,
    owner_id: profile.id,
    property_id: propertyId,
    task_category: 'poda',
    urgency: 'high',
    budget_min: 200,
    budget_max: 450.5,
    has_description: true,
    has_preferred_start_date: true,
    estimated_budget_range: '300-1000',
  });
  expect(COMMON.every((k) => k in published.properties)).toBe(true);
  expect(published.properties.platform).toBe('web');
  await waitForEvent(visitor, 'page_visited', (e) => e.properties.page_name === 'task_detail');

  // A draft published later from its detail page counts when the server accepts it.
  await page.goto('/publish-task');
  await page.getByLabel('Propiedad').selectOption({ index: 1 });
  await page.getByLabel('Categoría').selectOption('desbroce');
  await page.getByLabel('Título').fill('Desbrozar la linde norte');
  await page.getByLabel('Descripción').fill('Unos trescientos metros de linde con zarzas y jaras.');
  await page.getByRole('button', { name: 'Guardar borrador' }).click();
  await expect(page.getByText('Solo tú ves esta tarea.')).toBeVisible();
  const draftId = new URL(page.url()).pathname.split('/').pop();
  await page.getByRole('main').getByRole('button', { name: 'Publicar tarea' }).click();
  await expect(page.getByText('Solo tú ves esta tarea.')).toBeHidden();
  const draft = await waitForEvent(visitor, 'task_published', (e) => e.properties.task_id === draftId);
  expect(draft.properties).toMatchObject({
    task_category: 'desbroce',
    urgency: 'normal',
    budget_min: null,
    budget_max: null,
    has_preferred_start_date: false,
    estimated_budget_range: 'unknown',
  });
  // Only the dashboard's button counts as a start; a direct visit does not.
  expect(capture.eventsFrom(marker).filter((e) => e.event === 'task_creation_started')).toHaveLength(1);

  // A property card's 'Publicar tarea' starts a task on that property: the form has it chosen,
  // and task_creation_started carries its id.
  await page.goto('/properties');
  await page.locator(`a[href="/publish-task?propiedad=${propertyId}"]`).click();
  await expect(page.getByLabel('Propiedad')).toHaveValue(propertyId);
  const fromProperty = await waitForEvent(
    visitor,
    'task_creation_started',
    (e) => e.properties.property_id === propertyId,
  );
  expect(fromProperty.properties).toMatchObject({ owner_id: profile.id, property_id: propertyId, source: 'dashboard' });
  expectCommonProperties(fromProperty, '/publish-task');

  // Sign-out resets the identity: what follows is anonymous, under a new id.
  await page.waitForTimeout(QUIET_MS);
  const beforeSignOut = capture.eventsFrom(marker).length;
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/$/);
  const after = await waitForEvent(visitor, 'page_visited', (e) => e.properties.page_name === 'home', beforeSignOut);
  expect(after.properties.user_id).toBeNull();
  expect(after.properties.distinct_id).not.toBe(profile.userId);
  expect(after.properties.distinct_id).not.toBe(anonymousId);
  await page.waitForTimeout(QUIET_MS);
  const afterSignOut = capture.eventsFrom(marker).slice(beforeSignOut);
  expect(afterSignOut.length).toBeGreaterThan(0);
  for (const event of afterSignOut) expect(event.properties.distinct_id).not.toBe(profile.userId);

  // What went over the wire: the library's remote config GET, and event batches gzip-compressed
  // once that config asked for it (the capture endpoint decoded them all). No flags, no surveys.
  const requests = capture.requestsFrom(marker);
  expect(requests.some((r) => r.method === 'GET' && r.path === `/array/${ANALYTICS_KEY}/config`)).toBe(true);
  expect(requests.some((r) => r.encoding === 'gzip' && r.events.length > 0)).toBe(true);
  expect(requests.filter((r) => /^\/(flags|decide|api\/surveys)/.test(r.path))).toEqual([]);
  await closeVisitor(visitor);
});

test('consent is withdrawn from the footer: analytics stops and leaves nothing behind', async ({
  browser,
}, testInfo) => {
  const visitor = await openVisitor(browser, testInfo);
  const { page, marker } = visitor;
  await page.goto('/');
  await page.getByRole('region', { name: 'Privacidad' }).getByRole('button', { name: 'Configurar' }).click();
  const panel = page.getByRole('dialog', { name: 'Preferencias de privacidad' });
  await expect(panel).toBeVisible();
  await expectAccessible(page);
  const measure = panel.getByLabel('Medición de uso (analítica)');
  await expect(measure).not.toBeChecked();
  await measure.check();
  await panel.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(panel).toBeHidden();
  await expect(page.getByRole('region', { name: 'Privacidad' })).toHaveCount(0);
  await waitForEvent(visitor, 'page_visited', (e) => e.properties.page_name === 'home');
  expect(visitor.configRequests.length).toBeGreaterThan(0);
  expect(await analyticsTraces(visitor)).not.toEqual([]);

  // Change of mind, from the footer.
  await page.getByRole('contentinfo').getByRole('button', { name: 'Preferencias de privacidad' }).click();
  await expect(panel.getByLabel('Medición de uso (analítica)')).toBeChecked();
  await panel.getByLabel('Medición de uso (analítica)').uncheck();
  await panel.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(panel).toBeHidden();
  await expect.poll(() => analyticsTraces(visitor)).toEqual([]);
  await page.waitForTimeout(QUIET_MS);
  const before = capture.requestsFrom(marker).length;
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: 'Aviso legal' }).click();
  await footer.getByRole('link', { name: 'Condiciones de uso' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Condiciones de uso' })).toBeVisible();
  await page.waitForTimeout(QUIET_MS);
  expect(capture.requestsFrom(marker).slice(before)).toEqual([]);
  expect(await analyticsTraces(visitor)).toEqual([]);
  expect((await visitor.context.cookies()).find((c) => c.name === 'faena_consent')?.value).toBe('analytics:denied');
  await closeVisitor(visitor);
});

// Error reports (SENTRY_DSN points at the same capture endpoint): the same consent gates them.

/** Throws in the page as a bug would: outside any handler, so the browser reports it uncaught. */
async function throwInPage(page: Page, text: string) {
  await page.evaluate((t) => {
    setTimeout(() => {
      throw new Error(t);
    }, 0);
  }, text);
}

/** The error-report SDK has loaded (its global carrier exists); it starts in the same task. */
async function errorReportsLoaded(page: Page) {
  await expect
    .poll(() => page.evaluate(() => '__SENTRY__' in window), { message: 'el SDK de informes de errores se carga' })
    .toBe(true);
  await page.waitForTimeout(300);
}

async function waitForReport(visitor: Visitor, match: (event: Record<string, unknown>, raw: string) => boolean) {
  let found: { event: Record<string, unknown>; raw: string } | undefined;
  await expect
    .poll(
      () => {
        for (const envelope of capture.envelopesFrom(visitor.marker)) {
          const event = envelope.events.find((e) => match(e, envelope.raw));
          if (event) found = { event, raw: envelope.raw };
        }
        return Boolean(found);
      },
      { message: 'el informe de error llega', timeout: 20_000 },
    )
    .toBe(true);
  return found!;
}

const exceptionValue = (event: Record<string, unknown>) =>
  String((event.exception as { values?: Array<{ value?: string }> } | undefined)?.values?.[0]?.value ?? '');

/** Errors the test causes on purpose; anything else in the console fails it. */
const CAUSED = /fallo-|rechazo-|dynamically imported module|Importing a module script failed|ERR_FAILED|preload/i;

test('error reports: none before consent; after «Aceptar», uncaught errors, rejections and failed chunk loads, without personal data', async ({
  browser,
}, testInfo) => {
  // The service worker would answer the chunk from its cache, past page.route: blocked here.
  const visitor = await openVisitor(browser, testInfo, { serviceWorkers: 'block' });
  const { page, marker } = visitor;
  await page.goto('/?q=consulta-secreta');
  const banner = page.getByRole('region', { name: 'Privacidad' });
  await expect(banner).toBeVisible();

  // Undecided: an uncaught error goes nowhere, and the SDK is not even downloaded.
  await throwInPage(page, `fallo-0 antes del consentimiento ${marker}`);
  await page.waitForTimeout(QUIET_MS);
  expect(capture.envelopesFrom(marker)).toEqual([]);
  expect(await page.evaluate(() => '__SENTRY__' in window)).toBe(false);

  await banner.getByRole('button', { name: 'Aceptar' }).click();
  await errorReportsLoaded(page);

  // An uncaught error whose text names a person's e-mail.
  await throwInPage(page, `fallo-1 ${marker} al escribir a ${DEMO.owner}`);
  const first = await waitForReport(visitor, (e) => exceptionValue(e).startsWith('fallo-1'));
  expect(exceptionValue(first.event)).toBe(`fallo-1 ${marker} al escribir a [correo]`);
  expect(first.event.environment).toBe('e2e');
  expect((first.event.request as { url?: string }).url).toMatch(/^http:\/\/localhost:\d+\/$/);
  expect((first.event.sdk as { settings?: { infer_ip?: string } }).settings?.infer_ip).toBe('never');

  // An unhandled rejection.
  await page.evaluate((m) => {
    void Promise.reject(new Error(`rechazo-2 ${m}`));
  }, marker);
  await waitForReport(visitor, (e) => exceptionValue(e).startsWith('rechazo-2'));

  // A screen whose chunk cannot be fetched (a deploy replaced it, the connection dropped).
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  await page.getByRole('contentinfo').getByRole('link', { name: 'Aviso legal' }).click();
  // Vite's preload helper announces it (vite:preloadError), reported tagged chunk_load.
  const chunk = await waitForReport(
    visitor,
    (e) => (e.tags as Record<string, unknown> | undefined)?.chunk_load === true,
  );
  expect(exceptionValue(chunk.event)).toMatch(/dynamically imported module|Importing a module script failed/i);

  for (const envelope of capture.envelopesFrom(marker)) {
    for (const secret of [DEMO.owner, 'consulta-secreta', 'fallo-0']) expect(envelope.raw).not.toContain(secret);
    expect(envelope.raw).not.toMatch(/ip_address|"cookies"|"headers"|"User-Agent"|"Referer"/);
  }
  await visitor.context.close();
  expect(visitor.errors.filter((e) => !CAUSED.test(e))).toEqual([]);
});

test('error reports stop when consent is withdrawn', async ({ browser }, testInfo) => {
  const visitor = await openVisitor(browser, testInfo);
  const { page, marker } = visitor;
  await page.goto('/');
  await page.getByRole('region', { name: 'Privacidad' }).getByRole('button', { name: 'Aceptar' }).click();
  await errorReportsLoaded(page);
  await throwInPage(page, `fallo-3 ${marker}`);
  await waitForReport(visitor, (e) => exceptionValue(e).startsWith('fallo-3'));

  await page.getByRole('contentinfo').getByRole('button', { name: 'Preferencias de privacidad' }).click();
  const panel = page.getByRole('dialog', { name: 'Preferencias de privacidad' });
  await panel.getByLabel('Medición de uso (analítica)').uncheck();
  await panel.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(panel).toBeHidden();
  const before = capture.envelopesFrom(marker).length;
  await throwInPage(page, `fallo-4 ${marker}`);
  await page.waitForTimeout(QUIET_MS);
  expect(capture.envelopesFrom(marker).slice(before)).toEqual([]);
  await visitor.context.close();
  expect(visitor.errors.filter((e) => !CAUSED.test(e))).toEqual([]);
});
