import type { Browser, Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { getWorld, type World } from '../fixtures/world';

/**
 * The "Phone first" findings of issue 21, one test each, with the long names and titles of
 * fixtures/world.ts: what was wider than the phone, cut off or squeezed.
 */

const PHONES = [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
];

async function open(browser: Browser, world: World, role: keyof World['storage'], viewport = PHONES[0]!) {
  const phone = viewport.width < 640;
  const context = await browser.newContext({
    viewport,
    isMobile: phone,
    hasTouch: phone,
    storageState: world.storage[role],
    serviceWorkers: 'block',
  });
  return { context, page: await context.newPage() };
}

/** Nothing reaches past the right edge: the page does not scroll sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `${page.url()} es más ancha que la pantalla`).toBeLessThanOrEqual(clientWidth);
}

/** The element is whole on the screen, left to right. */
async function expectOnScreen(page: Page, locator: Locator, what: string) {
  const box = await locator.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box, `${what} no se ve`).not.toBeNull();
  expect(box!.x, `${what} empieza fuera de la pantalla`).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `${what} se sale por la derecha`).toBeLessThanOrEqual(width + 0.5);
}

for (const viewport of PHONES) {
  const size = `${viewport.width}×${viewport.height}`;

  test(`/dashboard: the owner's and the professional's task cards fit a ${size} phone`, async ({ browser }) => {
    const world = await getWorld(browser);
    for (const role of ['owner', 'professional'] as const) {
      const { context, page } = await open(browser, world, role, viewport);
      await page.goto('/dashboard');
      const inProgress = page.getByRole('region', { name: 'Trabajos en marcha' });
      await expect(inProgress.getByRole('article').first()).toBeVisible();
      for (const card of await page.getByRole('main').getByRole('article').all()) {
        await expectOnScreen(page, card, `una tarjeta de ${role}`);
      }
      await expectNoSidewaysScroll(page);
      await context.close();
    }
  });

  test(`/browse-tasks: the filters fit a ${size} phone`, async ({ browser }) => {
    const world = await getWorld(browser);
    const { context, page } = await open(browser, world, 'professional', viewport);
    await page.goto('/browse-tasks');
    await expect(page.getByRole('link', { name: world.tasks.open.title })).toBeVisible();
    for (const label of ['Provincia', 'Categoría', 'Urgencia', 'Ordenar por']) {
      await expectOnScreen(page, page.getByLabel(label, { exact: true }), `«${label}»`);
    }
    await expectNoSidewaysScroll(page);
    await context.close();
  });

  test(`/messages: an open conversation fits a ${size} phone, 'Enviar' and the own messages whole`, async ({
    browser,
  }) => {
    const world = await getWorld(browser);
    const { context, page } = await open(browser, world, 'owner', viewport);
    await page.goto(`/messages?c=${world.conversationId}`);
    const conversation = page.getByRole('region', { name: /Conversación con/ });
    await expect(conversation.getByText(/Perfecto. La llave de la cancela/)).toBeVisible();
    await expectOnScreen(page, conversation.getByRole('button', { name: 'Enviar', exact: true }), '«Enviar»');
    for (const bubble of await conversation.getByRole('listitem').all()) {
      await expectOnScreen(page, bubble.locator('div').first(), 'un mensaje');
    }
    await expectNoSidewaysScroll(page);
    await context.close();
  });

  test(`the admin area's tabs are all on a ${size} phone, none cut off`, async ({ browser }) => {
    const world = await getWorld(browser);
    const { context, page } = await open(browser, world, 'admin', viewport);
    for (const path of ['/admin', '/admin/users', '/admin/audit']) {
      await page.goto(path);
      const tabs = page.getByRole('navigation', { name: 'Administración' }).getByRole('link');
      await expect(tabs).toHaveCount(7);
      for (const tab of await tabs.all()) await expectOnScreen(page, tab, `la pestaña «${await tab.textContent()}»`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSidewaysScroll(page);
    }
    await context.close();
  });

  test(`/notifications: 'Marcar como leída' leaves the text the card's width on a ${size} phone`, async ({
    browser,
  }) => {
    const world = await getWorld(browser);
    const { context, page } = await open(browser, world, 'owner', viewport);
    await page.goto('/notifications');
    const mark = page.getByRole('button', { name: 'Marcar como leída' }).first();
    await expect(mark).toBeVisible();
    const card = mark.locator('..');
    const title = card.getByRole('button').first();
    const [cardBox, titleBox, markBox] = await Promise.all([
      card.boundingBox(),
      title.boundingBox(),
      mark.boundingBox(),
    ]);
    // The text column takes most of the card, and the button sits under it, not beside it.
    const text = title.locator('..');
    const textBox = await text.boundingBox();
    expect(textBox!.width / cardBox!.width, 'el texto cabe en una columna estrecha').toBeGreaterThan(0.7);
    expect(markBox!.y, '«Marcar como leída» al lado del texto').toBeGreaterThanOrEqual(titleBox!.y + titleBox!.height);
    await expectNoSidewaysScroll(page);
    await context.close();
  });
}

for (const width of [1024, 1280]) {
  test(`an administrator's header fits at ${width} px on the app's own screens`, async ({ browser }) => {
    const world = await getWorld(browser);
    const { context, page } = await open(browser, world, 'admin', { width, height: 800 });
    for (const path of ['/dashboard', '/messages', '/notifications']) {
      await page.goto(path);
      const header = page.getByRole('banner');
      await expect(header.getByRole('link', { name: /^Notificaciones/ })).toBeVisible();
      await expectOnScreen(page, header.getByRole('button', { name: 'Cerrar sesión' }), '«Cerrar sesión»');
      const headerOverflow = await header.evaluate((el) => el.scrollWidth - el.clientWidth);
      expect(headerOverflow, `la cabecera desborda en ${path}`).toBeLessThanOrEqual(0);
      // Nothing runs under anything else: the row of links (where it shows) ends before the bell.
      const nav = header.getByRole('navigation', { name: 'Principal' });
      if (await nav.isVisible()) {
        const bell = await header.getByRole('link', { name: /^Notificaciones/ }).boundingBox();
        for (const link of await nav.getByRole('link').all()) {
          const box = await link.boundingBox();
          expect(box!.x + box!.width, `«${await link.textContent()}» pisa la campana`).toBeLessThanOrEqual(bell!.x);
        }
      }
      await expectNoSidewaysScroll(page);
    }
    await context.close();
  });
}

for (const viewport of [{ width: 1280, height: 800 }, PHONES[1]!]) {
  test(`/browse-tasks: the date filters show a whole date at ${viewport.width} px`, async ({ browser }) => {
    const world = await getWorld(browser);
    const { context, page } = await open(browser, world, 'professional', viewport);
    await page.goto('/browse-tasks');
    if (viewport.width < 1024) await page.getByRole('button', { name: /Presupuesto y fechas/ }).click();
    for (const label of ['Empieza desde', 'hasta']) {
      const field = page.getByLabel(label, { exact: true });
      await field.fill('2026-12-31');
      // A date field as wide as the browser makes it to show its date whole (width: auto).
      const [actual, needed] = await field.evaluate((input: HTMLInputElement) => {
        const probe = input.cloneNode() as HTMLInputElement;
        probe.style.width = 'auto';
        probe.style.position = 'absolute';
        probe.style.visibility = 'hidden';
        document.body.append(probe);
        const natural = probe.getBoundingClientRect().width;
        probe.remove();
        return [input.getBoundingClientRect().width, natural];
      });
      expect(actual, `«${label}» es demasiado estrecha para una fecha`).toBeGreaterThanOrEqual(needed);
    }
    await expectNoSidewaysScroll(page);
    await context.close();
  });
}
