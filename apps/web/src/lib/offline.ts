/**
 * Whether the page is showing data from the service worker's cache (lib/api.ts tells it), and
 * from when: the oldest answer served from the cache since the connection was lost.
 */
let cachedAt: Date | null = null;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

/** An answer came from the cache, sent by the server at `date` (an HTTP date). */
export function noteCachedAnswer(date: string) {
  const at = new Date(date);
  if (Number.isNaN(at.getTime())) return;
  if (cachedAt && cachedAt <= at) return;
  cachedAt = at;
  emit();
}

/** An answer came from the network: the data on screen is fresh again. */
export function noteFreshAnswer() {
  if (!cachedAt) return;
  cachedAt = null;
  emit();
}

/** For the offline notice (app/OfflineSupport.tsx, a lazy chunk): the first screen carries only the store. */
export function subscribeOffline(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function offlineSince(): Date | null {
  return cachedAt;
}
