/// <reference lib="webworker" />
/**
 * Web Push in the service worker: the server (apps/server/src/modules/push/send.ts) sends a small
 * JSON `{ title, body, url, tag }`, encrypted for this browser; the worker shows it, and a tap
 * brings an open Faena tab to the notification's page or opens one. Only this origin's pages:
 * a payload can never send the person elsewhere.
 */
declare const self: ServiceWorkerGlobalScope;

export interface PushMessage {
  title: string;
  body: string;
  url: string;
  tag?: string;
}

const ICON = '/icons/faena-192.png';

/** The payload as the server sends it; a push without one (or not JSON) still says something. */
export function readPush(data: PushMessageData | null): PushMessage {
  let raw: unknown = null;
  try {
    raw = data?.json() ?? null;
  } catch {
    raw = null;
  }
  const value = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const text = (v: unknown, max: number) => (typeof v === 'string' ? v.slice(0, max) : '');
  return {
    title: text(value.title, 200) || 'Faena',
    body: text(value.body, 500) || 'Tienes un aviso nuevo.',
    url: text(value.url, 1000) || '/notifications',
    tag: text(value.tag, 100) || undefined,
  };
}

/** The page to open for a notification: a path on this origin, else the notifications page. */
export function sameOriginUrl(url: unknown, origin: string): string {
  try {
    const target = new URL(typeof url === 'string' ? url : '/notifications', origin);
    if (target.origin === origin) return target.href;
  } catch {}
  return new URL('/notifications', origin).href;
}

self.addEventListener('push', (event) => {
  const message = readPush(event.data);
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      icon: ICON,
      badge: ICON,
      lang: 'es',
      ...(message.tag ? { tag: message.tag } : {}),
      data: { url: sameOriginUrl(message.url, self.location.origin) },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = sameOriginUrl((event.notification.data as { url?: unknown } | null)?.url, self.location.origin);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        await open.focus();
        if (open.url !== url) await open.navigate(url).catch(() => null);
        return;
      }
      await self.clients.openWindow(url);
    })(),
  );
});
