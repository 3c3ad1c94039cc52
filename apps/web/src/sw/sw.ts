/// <reference lib="webworker" />
/**
 * Faena's service worker, built by vite-plugin-pwa (injectManifest) to /sw.js and
 * registered after the first screen (lib/pwa.ts). It keeps:
 * - the app shell (index.html, the entry's JavaScript and the CSS) precached, so the app opens
 *   with no connection;
 * - the hashed chunks of every screen visited (cache first: their names change when they do);
 * - the user's own data that must be readable offline (My tasks, a task and its progress, My
 *   applications, conversations…): network first, the last answer when the network fails or
 *   is too slow, marked with the time it was fetched so the page can say "datos de las HH:MM".
 * The caches of user data are named faena-user-*: sign-out deletes them (lib/clear-user-data.ts).
 * It also shows Web Push notifications and opens their page on a tap (push.ts).
 */
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { ASSET_CACHE, OFFLINE_HEADER, OFFLINE_READABLE, USER_API_CACHE, USER_IMAGE_CACHE } from './routes';
// Avisos en el móvil: the push and notificationclick handlers.
import './push';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

// A new version takes over at once: the shell is small and its chunks are content-hashed.
self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

// Every screen is the same index.html; the client router draws it. The public pages
// (/tareas/…, /profesionales/…, decision 0029; in another language /ca/tareas/…, decision 0035)
// and the crawlers' files are the server's HTML.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [
      /^\/api\//,
      /^\/dev\//,
      /^\/(?:[^/]+\/)?tareas\//,
      /^\/(?:[^/]+\/)?profesionales\//,
      /^\/sitemaps?[./]/,
      /^\/robots\.txt$/,
    ],
  }),
);

registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
  new CacheFirst({ cacheName: ASSET_CACHE, plugins: [new ExpirationPlugin({ maxEntries: 200 })] }),
);

/** An answer served from the cache says so, with the time the server sent it. */
const markOffline: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
    if (!cachedResponse) return null;
    const headers = new Headers(cachedResponse.headers);
    headers.set(OFFLINE_HEADER, cachedResponse.headers.get('date') ?? new Date(0).toUTCString());
    return new Response(await cachedResponse.blob(), {
      status: cachedResponse.status,
      statusText: cachedResponse.statusText,
      headers,
    });
  },
};

registerRoute(
  ({ url, request, sameOrigin }) =>
    sameOrigin && request.method === 'GET' && OFFLINE_READABLE.some((pattern) => pattern.test(url.pathname)),
  new NetworkFirst({
    cacheName: USER_API_CACHE,
    // A weak signal on the finca: after this long the last answer is better than a spinner.
    networkTimeoutSeconds: 8,
    plugins: [markOffline, new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 30 * 86_400 })],
  }),
);

// Photos of tasks, progress and messages already seen (re-encoded, so one URL never changes).
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && /^\/api\/images\/[^/]+\/[a-z]+$/.test(url.pathname),
  new CacheFirst({
    cacheName: USER_IMAGE_CACHE,
    plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 86_400 })],
  }),
);
