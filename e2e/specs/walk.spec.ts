import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { axeSerious, expect, ROOT, test } from '../fixtures';
import { type Catalogue, castellanoPieces, catalogue, untranslated } from '../fixtures/catalogues';
import { getWorld, type World } from '../fixtures/world';

/**
 * Every route of the route table, as each kind of visitor, at two phone sizes and a desktop one,
 * with a marketplace of long names, long titles and several applications, messages and payments
 * (fixtures/world.ts). On every screen: nothing scrolls sideways (WCAG 1.4.10) and axe (WCAG 2.2
 * AA) finds nothing serious or critical; then the same on every dialog the role can open on the
 * way, and focus back on the button that opened it. One page per role and size; failures are
 * collected (soft), so one run lists them all.
 */

/**
 * Two pages per role: a phone (isMobile, touch) walked at 360×740 and then, on the same screen,
 * 390×844; and a desktop at 1280×800. Reflow is checked at every size; axe at 360 and 1280 (the
 * 390 screen is the same document one notch wider, which only the reflow check can tell apart;
 * WALK_AXE_ALL_SIZES=1 runs axe there too).
 */
const DEVICES = [
  {
    name: 'teléfono',
    mobile: true,
    sizes: [
      { name: '360×740', width: 360, height: 740, axe: true },
      { name: '390×844', width: 390, height: 844, axe: Boolean(process.env.WALK_AXE_ALL_SIZES) },
    ],
  },
  { name: 'escritorio', mobile: false, sizes: [{ name: '1280×800', width: 1280, height: 800, axe: true }] },
] as const;

type Size = (typeof DEVICES)[number]['sizes'][number];

type Role = 'anonymous' | 'owner' | 'professional' | 'admin';

/** Concrete addresses for every route pattern; every role opens them all (the owner's ids: the professional is the assigned one, the admin sees everything, an anonymous visitor is sent to /auth). */
function routesFor(w: World): string[] {
  const t = w.tasks;
  const common = [
    '/',
    '/auth',
    '/auth?modo=registro',
    '/reset-password',
    '/reset-password?token=x',
    '/legal/privacidad',
    '/camino-que-no-existe',
  ];
  const signedIn = [
    '/dashboard',
    '/profile',
    '/properties',
    '/properties/new',
    `/properties/${w.propertyId}/edit`,
    '/publish-task',
    `/edit-task/${t.draft.id}`,
    '/my-tasks',
    '/browse-tasks',
    `/task/${t.open.id}`,
    `/task/${t.inProgress.id}`,
    `/task/${t.completed.id}`,
    `/task/${t.unpaid.id}`,
    `/task/${t.open.id}/applications`,
    `/task/${t.inProgress.id}/progress`,
    `/task/${t.completed.id}/progress`,
    '/find-professionals',
    `/professional/${w.professional.profileId}`,
    '/my-applications',
    '/messages',
    `/messages?c=${w.conversationId}`,
    '/notifications',
    '/payments',
    '/payments/cobros-de-prueba',
    `/payments/${w.payments.held}/receipt`,
    `/payments/${w.payments.completed}/receipt`,
  ];
  const admin = [
    '/admin',
    '/admin/users',
    '/admin/tasks',
    '/admin/properties',
    '/admin/payments',
    '/admin/disputes',
    `/admin/disputes/${w.disputeId}`,
    '/admin/audit',
  ];
  // Anonymous visitors are sent to /auth from the signed-in and admin addresses; the signed-in
  // roles see the admin addresses ('Acceso No Autorizado' for the others).
  return [...common, ...signedIn, ...admin];
}

/** The route table's patterns (apps/web/src/app/routes.ts), read as text. */
function routeTable(): { path: string; access: string }[] {
  const source = fs.readFileSync(path.join(ROOT, 'apps/web/src/app/routes.ts'), 'utf8');
  return [...source.matchAll(/path: '([^']+)',\s*page: '[^']+',\s*access: '([^']+)'/g)]
    .map((m) => ({ path: m[1] as string, access: m[2] as string }))
    .filter((r) => r.path !== '*');
}

function routePatterns(): string[] {
  return routeTable().map((r) => r.path);
}

/** An address an anonymous visitor is sent to /auth from (a signed-in or admin route). */
function needsSignIn(url: string): boolean {
  return routeTable().some((r) => r.access !== 'public' && matches(r.path, url));
}

function matches(pattern: string, url: string): boolean {
  const pathname = new URL(url, 'http://x').pathname;
  const re = new RegExp(`^${pattern.replace(/:[A-Za-z]+/g, '[^/]+')}$`);
  return re.test(pathname);
}

/**
 * An in-app navigation, as a link makes it (no reload: the walk stays fast). The app then moves
 * focus to the new screen's heading (app/route-focus.ts), which is how the walk knows the screen
 * is there — and checks that it does, on every route. The same path with another query string
 * is no change of screen: loaded instead.
 */
async function navigate(page: Page, url: string): Promise<boolean> {
  if (new URL(page.url()).pathname === new URL(url, 'http://x').pathname) {
    await page.goto(url);
    return true;
  }
  await page.evaluate((url) => {
    (document.activeElement as HTMLElement | null)?.blur?.();
    window.history.pushState(null, '', url);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, url);
  try {
    await page.waitForFunction(() => document.activeElement?.tagName === 'H1', null, { timeout: 20_000 });
    return true;
  } catch {
    return false;
  }
}

/** The screen has loaded: its heading is there and nothing in it is still loading. */
async function settled(page: Page) {
  await expect(page.locator('h1').first()).toBeAttached({ timeout: 20_000 });
  await expect(page.locator('main [role="status"] .animate-spin')).toHaveCount(0, { timeout: 20_000 });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

async function checkScreen(page: Page, label: string, axe = true) {
  const { scrollWidth, clientWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
    innerWidth: window.innerWidth,
  }));
  const viewport = page.viewportSize()?.width ?? innerWidth;
  const limit = Math.min(clientWidth, viewport);
  const culprits = scrollWidth > limit ? await widerThan(page, limit) : '';
  expect
    .soft(scrollWidth, `${label}: la página es más ancha que la pantalla (${scrollWidth} > ${limit}): ${culprits}`)
    .toBeLessThanOrEqual(limit);
  if (axe) expect.soft(await axeSerious(page), `${label}: axe`).toEqual([]);
}

/** The screen at each size of the device, the page resized in place (no reload). */
async function checkSizes(page: Page, sizes: readonly Size[], label: string) {
  for (const size of sizes) {
    const current = page.viewportSize();
    if (current?.width !== size.width || current.height !== size.height) {
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => done(undefined))));
    }
    await checkScreen(page, `${label} ${size.name}`, size.axe);
  }
}

/** The innermost elements that reach past the right edge, to name in a failure. */
function widerThan(page: Page, limit: number): Promise<string> {
  return page.evaluate((limit) => {
    const out: string[] = [];
    for (const el of Array.from(document.body.querySelectorAll<HTMLElement>('*'))) {
      if (el.getBoundingClientRect().right <= limit + 1) continue;
      if (Array.from(el.children).some((c) => c.getBoundingClientRect().right > limit + 1)) continue;
      // Inside a box that scrolls or clips by itself: not the page's overflow.
      let clipped = false;
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        const o = getComputedStyle(p).overflowX;
        if (o !== 'visible' && p.getBoundingClientRect().right <= limit + 1) clipped = true;
      }
      if (clipped) continue;
      const cls = typeof el.className === 'string' ? el.className.split(' ').slice(0, 4).join('.') : '';
      out.push(
        `<${el.tagName.toLowerCase()} .${cls}> ${Math.round(el.getBoundingClientRect().right)}px «${(el.textContent ?? '').trim().slice(0, 40)}»`,
      );
      if (out.length >= 4) break;
    }
    return out.join(' | ');
  }, limit);
}

interface DialogOpener {
  url: (w: World) => string;
  /** The button (or link) that opens it. */
  button: string | RegExp;
  /** Open something inside first (a row, a tab). */
  before?: (page: Page, w: World) => Promise<void>;
  /** A menu or a disclosure rather than a dialog. */
  role?: 'dialog' | 'menu' | 'region';
}

const DIALOGS: Record<Role, DialogOpener[]> = {
  anonymous: [{ url: () => '/', button: 'Configurar', role: 'dialog' }],
  owner: [
    { url: (w) => `/task/${w.tasks.open.id}`, button: 'Cancelar tarea' },
    { url: (w) => `/task/${w.tasks.unpaid.id}`, button: 'Pagar' },
    { url: () => '/properties', button: /^Archivar / },
    { url: (w) => `/professional/${w.professional.profileId}`, button: 'Ofrecer trabajo' },
    { url: () => '/dashboard', button: /^Tema/, role: 'menu' },
  ],
  professional: [
    { url: (w) => `/task/${w.tasks.inProgress.id}/progress`, button: 'Marcar como terminado' },
    { url: () => '/profile', button: /^Eliminar mi cuenta$/ },
  ],
  admin: [
    // Searched by name: the other specs' users push the world's off the first page.
    {
      url: () => `/admin/users?q=${encodeURIComponent('Fernández-Villaverde')}`,
      button: /Fernández-Villaverde/,
    },
    {
      // A dialog over the user's file: the suspension's reason.
      url: () => `/admin/users?q=${encodeURIComponent('Rodríguez-Zapatero')}`,
      before: async (page) => {
        await page.getByRole('button', { name: /Rodríguez-Zapatero/ }).click({ timeout: 20_000 });
        await expect(page.getByRole('dialog', { name: 'Ficha del usuario' }).getByText(/Verificación:/)).toBeVisible();
      },
      button: 'Suspender la cuenta',
    },
    { url: () => '/admin/tasks', button: 'Cancelar' },
    { url: () => '/admin/payments', button: 'Reembolsar' },
  ],
};

const ROLES: Role[] = ['anonymous', 'owner', 'professional', 'admin'];

test.describe.configure({ mode: 'parallel' });

test('the walker covers every route of the route table', async ({ browser }) => {
  const urls = routesFor(await getWorld(browser));
  const missing = routePatterns().filter((pattern) => !urls.some((url) => matches(pattern, url)));
  expect(missing, 'rutas de routes.ts que el recorrido no visita').toEqual([]);
});

for (const role of ROLES) {
  for (const device of DEVICES) {
    test(`every screen as ${role} on a ${device.name} (${device.sizes.map((x) => x.name).join(', ')}): no sideways scroll, nothing serious for axe`, async ({
      browser,
    }) => {
      test.setTimeout(300_000);
      const world = await getWorld(browser);
      const [first] = device.sizes;
      const context = await browser.newContext({
        viewport: { width: first.width, height: first.height },
        isMobile: device.mobile,
        hasTouch: device.mobile,
        storageState: role === 'anonymous' ? undefined : world.storage[role],
        // The service worker is not what is walked here; its first install racing the walk's
        // navigations aborted a chunk's download once (a flake, not a finding).
        serviceWorkers: 'block',
      });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      const seen = new Set<string>();
      let loaded = false;
      const timing = { navigate: 0, settle: 0, check: 0 };
      let since = Date.now();
      const lap = (phase: keyof typeof timing) => {
        timing[phase] += Date.now() - since;
        since = Date.now();
      };
      for (const url of routesFor(world)) {
        since = Date.now();
        if (role === 'anonymous' && needsSignIn(url)) {
          // Sent to /auth (checked once, as a screen of its own): the redirect is what is checked here.
          await page.evaluate((url) => {
            window.history.pushState(null, '', url);
            window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
          }, url);
          await expect.soft(page, `${url} sin sesión lleva a /auth`).toHaveURL(/\/auth$/);
          continue;
        }
        // The first address loads the app; the others are in-app navigations, as links make them.
        if (loaded) {
          expect.soft(await navigate(page, url), `${role} ${url}: el foco no pasa al título de la pantalla`).toBe(true);
        } else await page.goto(url);
        loaded = true;
        lap('navigate');
        await settled(page);
        lap('settle');
        expect.soft(await page.title(), `${role} ${url}: título de la pestaña`).toMatch(/^(.+ · Faena|Faena · .+)$/);
        // An address that lands where another already did (anonymous visitors sent to /auth) is checked once.
        const landed = new URL(page.url()).pathname + new URL(page.url()).search;
        if (seen.has(landed)) continue;
        seen.add(landed);
        await checkSizes(page, device.sizes, `${role} ${url}`);
        // Back to the first size for the next screen.
        await page.setViewportSize({ width: first.width, height: first.height });
        lap('check');
      }
      if (process.env.WALK_TIMING) console.log(`${role} ${device.name}: ${JSON.stringify(timing)} ms`);
      for (const opener of DIALOGS[role]) {
        const url = opener.url(world);
        if (role === 'anonymous') await page.goto(url);
        else await navigate(page, url);
        await settled(page);
        await opener.before?.(page, world);
        // Pinned elements: a dialog over another one shares names and roles with what is under it.
        const button = await page
          .getByRole('button', { name: opener.button })
          .or(page.getByRole('link', { name: opener.button }))
          .first()
          .elementHandle({ timeout: 20_000 });
        if (!button) throw new Error(`sin «${String(opener.button)}» en ${url}`);
        await button.click();
        const kind = opener.role ?? 'dialog';
        await expect(page.getByRole(kind).last()).toBeVisible();
        const dialog = await page.getByRole(kind).last().elementHandle();
        await checkSizes(page, device.sizes, `${role} ${url} (${String(opener.button)})`);
        await page.setViewportSize({ width: first.width, height: first.height });
        await page.keyboard.press('Escape');
        await dialog?.waitForElementState('hidden');
        expect
          .soft(
            await button.evaluate((el) => el === document.activeElement),
            `${role} ${device.name} ${url}: el foco vuelve a «${String(opener.button)}» al cerrar`,
          )
          .toBe(true);
      }
      expect(errors, 'errores en la página').toEqual([]);
      await context.close();
    });
  }
}

/**
 * Issue 24: every screen in the pseudo-language (I18N_PSEUDO=1 on the test server), each role at
 * the desktop size. Every text that goes through the catalogues comes out accented, so any run of
 * Castellano words of a catalogue still on screen is a text that does not. The server's own texts
 * (server.po: notifications, errors) are written in the account's language, Castellano here: the
 * pseudo-language is the web's alone (languages.spec.ts checks them in each real language).
 */
for (const role of ROLES) {
  test(`every screen as ${role} in the pseudo-language: no Castellano text of the catalogues left`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(300_000);
    const world = await getWorld(browser);
    const spanish = await catalogue('es');
    const pieces = castellanoPieces(spanish.entries, false).filter(
      (piece) => !fromServer(spanish, piece) && !PEOPLES_WORDS.some((words) => words.includes(piece)),
    );
    const context = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      storageState: role === 'anonymous' ? undefined : world.storage[role],
      serviceWorkers: 'block',
    });
    await context.addCookies([{ name: 'faena_lang', value: 'pseudo', url: baseURL ?? '' }]);
    const page = await context.newPage();
    let loaded = false;
    for (const url of routesFor(world)) {
      if (role === 'anonymous' && needsSignIn(url)) continue;
      if (loaded) await navigate(page, url);
      else await page.goto(url);
      loaded = true;
      await settled(page);
      await expect(page.locator('html')).toHaveAttribute('lang', 'pseudo');
      expect.soft(await untranslated(page, pieces), `${role} ${url}`).toEqual([]);
    }
    await context.close();
  });
}

/**
 * A piece the server may write (server.po: a notification's title and body, an error), in the
 * account's language, Castellano for the world's people: the pseudo-language is the web's alone.
 */
function fromServer(spanish: Catalogue, piece: string): boolean {
  return [...spanish.areasOf].some(([text, areas]) => areas.includes('server') && text.includes(piece));
}

/** Catalogue words the world's people wrote themselves (fixtures/world.ts: a task's description). */
const PEOPLES_WORDS = ['Referencia catastral'];
