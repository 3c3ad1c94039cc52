/**
 * Sign-out's cleanup (PRODUCT.md, "Decisions"): local and session storage, the service
 * worker's caches of user data, every IndexedDB database and this device's push subscription. The consent cookie survives;
 * the theme falls back to the system setting.
 */
export async function clearUserData(): Promise<void> {
  // This device stops receiving the person's pushes ('Avisos en el móvil'): the push service
  // then answers 410 to the server, which forgets the subscription (modules/push).
  try {
    const registration = await navigator.serviceWorker?.getRegistration('/');
    const subscription = await registration?.pushManager?.getSubscription();
    await subscription?.unsubscribe();
  } catch {}
  try {
    localStorage.clear();
  } catch {}
  try {
    sessionStorage.clear();
  } catch {}
  try {
    if ('caches' in window) {
      const keys = await caches.keys();
      await Promise.all(keys.filter((k) => k.startsWith('faena-user')).map((k) => caches.delete(k)));
    }
  } catch {}
  try {
    const databases = (await indexedDB.databases?.()) ?? [];
    await Promise.all(
      databases.map(
        (db) =>
          new Promise<void>((resolve) => {
            if (!db.name) return resolve();
            const request = indexedDB.deleteDatabase(db.name);
            request.onsuccess = request.onerror = request.onblocked = () => resolve();
          }),
      ),
    );
  } catch {}
}
