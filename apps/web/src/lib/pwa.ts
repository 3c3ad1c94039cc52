import { ASSET_CACHE } from '@/sw/routes';

/**
 * Registers the service worker (apps/web/src/sw/sw.ts) — loaded with a dynamic import after the
 * first screen, so it adds nothing to the initial JavaScript. The chunks of the screen this visit
 * began on were loaded before the worker existed: they are copied into its cache from the
 * browser's HTTP cache (no new download), so that screen opens offline too.
 */
export async function startServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  try {
    await navigator.serviceWorker.register('/sw.js', { scope: '/' });
    const loaded = performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name))
      .filter((url) => url.origin === location.origin && url.pathname.startsWith('/assets/'))
      .map((url) => url.href);
    const cache = await caches.open(ASSET_CACHE);
    for (const url of new Set(loaded)) {
      if (!(await cache.match(url))) await cache.add(url);
    }
  } catch (error) {
    // The app works without it, only not offline.
    console.warn('No se pudo activar el modo sin conexión', error);
  }
}
