import type { BrowserContext, CDPSession, Page } from '@playwright/test';
import { createUser, expect, test } from '../fixtures';

/**
 * Avisos en el móvil in a real browser: the built service worker (apps/web/src/sw/push.ts) gets a
 * push through Chromium's DevTools protocol (ServiceWorker.deliverPushMessage, what a push service
 * would hand the browser after decrypting) and shows it; the preferences screen's switch asks for
 * permission (granted through the context) and subscribes this browser.
 */

/** The service worker controls the page (it registers a moment after the first screen). */
async function waitForWorker(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller?.state === 'activated', null, {
    timeout: 30_000,
  });
}

/** Delivers `data` to the page origin's service worker as a push message. */
async function deliverPush(context: BrowserContext, page: Page, data: unknown) {
  const cdp: CDPSession = await context.newCDPSession(page);
  const origin = new URL(page.url()).origin;
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL === `${origin}/` && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId: await registrationId,
    data: typeof data === 'string' ? data : JSON.stringify(data),
  });
  await cdp.detach();
}

/** The notifications the service worker is showing. */
function shown(page: Page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const list = await registration.getNotifications();
    return list.map((n) => ({ title: n.title, body: n.body, tag: n.tag, icon: n.icon, url: n.data?.url as string }));
  });
}

test('the service worker shows a push with its title, text, tag and page, and keeps the page on this origin', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['notifications'], { origin: baseURL });
  await createUser(page.request, { firstName: 'Carmen' });
  await page.goto('/notifications');
  await waitForWorker(page);

  await deliverPush(context, page, {
    title: 'Nueva solicitud para «Poda de 40 olivos»',
    body: 'Pedro te ha enviado una solicitud.',
    url: '/task/123/applications',
    tag: 'aviso-1',
  });
  await expect
    .poll(() => shown(page))
    .toEqual([
      {
        title: 'Nueva solicitud para «Poda de 40 olivos»',
        body: 'Pedro te ha enviado una solicitud.',
        tag: 'aviso-1',
        icon: `${baseURL}/icons/faena-192.png`,
        url: `${baseURL}/task/123/applications`,
      },
    ]);

  // A payload naming another site opens Faena's notifications page instead.
  await deliverPush(context, page, { title: 'Otro', body: 'Fuera', url: 'https://malo.example/robar', tag: 'aviso-2' });
  await expect
    .poll(async () => (await shown(page)).find((n) => n.tag === 'aviso-2')?.url)
    .toBe(`${baseURL}/notifications`);

  // A push without a readable payload still says something in Spanish.
  await deliverPush(context, page, 'no es json');
  await expect
    .poll(async () => (await shown(page)).some((n) => n.title === 'Faena' && n.body === 'Tienes un aviso nuevo.'))
    .toBe(true);
});

/**
 * A browser's push subscription without a push service: Chromium under Playwright is a private
 * window (no Push API there) and this machine has no network to reach Google's push service, so
 * the page's pushManager hands out what a real one would (an https endpoint and the keys), and
 * everything else — the switch, the permission, the VAPID key, the server — is real.
 */
async function fakePushService(page: Page) {
  await page.addInitScript(() => {
    let current: PushSubscription | null = null;
    const P256DH = 'BCUpleFGLLumkGvjOHlTkeUA3-rUH2SG2yqB_AvPQmg5oFKIke1Mpn6EUtLmYGISVhGT8IHicEE-PrCzaxUeIds';
    PushManager.prototype.subscribe = async function subscribe(options?: PushSubscriptionOptionsInit) {
      const key = options?.applicationServerKey as Uint8Array;
      if (!options?.userVisibleOnly || !key || key.byteLength !== 65)
        throw new DOMException('bad options', 'InvalidAccessError');
      const endpoint = `https://push.example.com/e2e/${crypto.randomUUID()}`;
      const subscription = {
        endpoint,
        expirationTime: null,
        options: { userVisibleOnly: true, applicationServerKey: key.buffer },
        toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh: P256DH, auth: 'dGVzdC1hdXRoLXNlY3JldA' } }),
        unsubscribe: async () => {
          current = null;
          return true;
        },
        getKey: () => null,
      } as unknown as PushSubscription;
      current = subscription;
      return subscription;
    };
    PushManager.prototype.getSubscription = async function getSubscription() {
      return current;
    };
  });
}

test('the preferences switch asks nothing on the visit, then subscribes this browser and saves the choice', async ({
  page,
  context,
  baseURL,
}) => {
  await fakePushService(page);
  await createUser(page.request, { firstName: 'Lola' });
  await page.goto('/notifications');
  await waitForWorker(page);
  // Nothing asked on a visit: the permission is still the browser's default.
  expect(await page.evaluate(() => Notification.permission)).toBe('default');
  await context.grantPermissions(['notifications'], { origin: baseURL });

  const push = page.getByRole('checkbox', { name: 'Nueva solicitud en tu tarea: avisos en el móvil' });
  await expect(push).not.toBeChecked();
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/push/subscriptions') && r.request().method() === 'POST',
  );
  await push.click();
  const response = await saved;
  expect(response.status(), await response.text()).toBe(200);
  const sent = response.request().postDataJSON() as { endpoint: string; keys: { p256dh: string; auth: string } };
  expect(sent.endpoint).toMatch(/^https:\/\/push\.example\.com\/e2e\//);
  await expect(page.getByText('Avisos activados en este dispositivo')).toBeVisible();
  await expect(push).toBeChecked();

  // Stored: a new visit shows it on, and the server holds this browser's subscription for this person.
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Nueva solicitud en tu tarea: avisos en el móvil' })).toBeChecked();
  const prefs = await (await page.request.get('/api/notifications/preferences')).json();
  expect(prefs.push).toMatchObject({ new_application: true, new_message: false });
  const removed = await page.request.delete(`/api/push/subscriptions?endpoint=${encodeURIComponent(sent.endpoint)}`);
  expect(removed.status()).toBe(200);
});

test.describe('a private window', () => {
  test.use({ allowConsoleErrors: [/does not support the Push API in incognito mode/] });

  test('says why in Spanish and the switch stays off', async ({ page, context, baseURL }) => {
    await createUser(page.request, { firstName: 'Rosa' });
    await context.grantPermissions(['notifications'], { origin: baseURL });
    await page.goto('/notifications');
    await waitForWorker(page);
    const push = page.getByRole('checkbox', { name: 'Mensajes nuevos: avisos en el móvil' });
    await push.click();
    await expect(page.getByRole('alert')).toContainText('ventana privada o de incógnito', { timeout: 20_000 });
    await expect(push).not.toBeChecked();
    const prefs = await (await page.request.get('/api/notifications/preferences')).json();
    expect(prefs.push.new_message).toBe(false);
  });
});
