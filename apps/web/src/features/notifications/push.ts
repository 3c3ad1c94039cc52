import { t } from '@lingui/core/macro';
import { api } from '@/lib/api';

/**
 * 'Avisos en el móvil' on this device: the browser's permission (asked only after the person
 * turns a switch on, never on a visit), the service worker's push subscription (with the
 * server's VAPID key), and its copy on the server, which sends the pushes.
 */
export class PushUnavailable extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PushUnavailable';
  }
}

// The reasons, in the language of the moment they are given (each is called when push fails).
export const PUSH_UNSUPPORTED = () =>
  t`Este navegador no puede recibir avisos. En el móvil, instala Faena en la pantalla de inicio (en iPhone, desde Safari con «Añadir a pantalla de inicio») y actívalos desde allí.`;
export const PUSH_DENIED = () =>
  t`Has bloqueado los avisos de Faena en este navegador. Para recibirlos, permítelos en los ajustes del sitio (el candado junto a la dirección) y vuelve a activarlos.`;
export const PUSH_FAILED = () =>
  t`Este navegador no ha podido activar los avisos. Si es una ventana privada o de incógnito, abre Faena en una ventana normal o instálala en la pantalla de inicio y vuelve a intentarlo.`;
/** A subscribe the browser never answers (Chrome in incognito can leave it pending) gives up after this. */
const SUBSCRIBE_TIMEOUT_MS = 15_000;
const PUSH_NO_WORKER = () =>
  t`No se han podido activar los avisos: la aplicación aún no está lista en este dispositivo. Recarga la página y vuelve a intentarlo.`;

export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window
  );
}

/** The VAPID public key (base64url) as the bytes pushManager.subscribe takes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

const sameKey = (a: ArrayBuffer | null, b: Uint8Array) =>
  a !== null && a.byteLength === b.byteLength && new Uint8Array(a).every((byte, i) => byte === b[i]);

async function registration(): Promise<ServiceWorkerRegistration> {
  const found = await navigator.serviceWorker.getRegistration('/');
  if (!found) throw new PushUnavailable(PUSH_NO_WORKER());
  // An installing worker becomes active within moments; `ready` waits for it.
  return found.active ? found : navigator.serviceWorker.ready;
}

/**
 * Subscribes this device (asking for permission when the browser has not been told yet) and
 * saves the subscription on the server. Call it from the user's own action only.
 */
export async function enablePushOnThisDevice(): Promise<void> {
  if (!pushSupported()) throw new PushUnavailable(PUSH_UNSUPPORTED());
  if (Notification.permission === 'denied') throw new PushUnavailable(PUSH_DENIED());
  const permission = Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission();
  if (permission !== 'granted') throw new PushUnavailable(PUSH_DENIED());
  const worker = await registration();
  const { publicKey } = await api.get('/api/push/key');
  const applicationServerKey = keyBytes(publicKey);
  let subscription = await worker.pushManager.getSubscription();
  // Made with another key (the server's keys changed): that one can no longer receive.
  if (subscription && !sameKey(subscription.options.applicationServerKey, applicationServerKey)) {
    await subscription.unsubscribe().catch(() => false);
    subscription = null;
  }
  subscription ??= await subscribeWithin(worker, applicationServerKey);
  const json = subscription.toJSON();
  await api.post('/api/push/subscriptions', {
    body: {
      endpoint: subscription.endpoint,
      expirationTime: subscription.expirationTime,
      keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
    },
  });
}

/** pushManager.subscribe, its refusal (no push service, a private window) told in Spanish. */
async function subscribeWithin(
  worker: ServiceWorkerRegistration,
  applicationServerKey: Uint8Array<ArrayBuffer>,
): Promise<PushSubscription> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new PushUnavailable(PUSH_FAILED())), SUBSCRIBE_TIMEOUT_MS);
  });
  try {
    return await Promise.race([worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey }), timeout]);
  } catch (error) {
    if (error instanceof PushUnavailable) throw error;
    throw new PushUnavailable(
      error instanceof DOMException && error.name === 'NotAllowedError' ? PUSH_DENIED() : PUSH_FAILED(),
    );
  } finally {
    clearTimeout(timer);
  }
}

/** Whether this device is subscribed right now (false where push is not available). */
export async function subscribedHere(): Promise<boolean> {
  if (!pushSupported()) return false;
  const found = await navigator.serviceWorker.getRegistration('/').catch(() => undefined);
  return Boolean(await found?.pushManager.getSubscription().catch(() => null));
}

/** Stops pushes to this device: the browser's subscription and the server's copy. */
export async function disablePushOnThisDevice(): Promise<void> {
  if (!pushSupported()) return;
  const found = await navigator.serviceWorker.getRegistration('/');
  const subscription = await found?.pushManager.getSubscription();
  if (!subscription) return;
  await api.delete('/api/push/subscriptions', { query: { endpoint: subscription.endpoint } }).catch(() => undefined);
  await subscription.unsubscribe().catch(() => false);
}
