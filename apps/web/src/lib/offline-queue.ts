import type { ImagePurpose } from '@faena/shared/schemas';
import { t } from '@lingui/core/macro';
import { get as idbGet, type UseStore, update } from 'idb-keyval';
import { useSyncExternalStore } from 'react';
import { ApiError, replayPost } from './api';
import type { Url } from './api-types';
import { askConfirm } from './confirm';

/**
 * Actions taken with no connection wait on the device, in IndexedDB so they survive
 * a reload, and are sent in order when the server answers again — each with its own
 * Idempotency-Key, so a send whose answer was lost is never applied twice. A final refusal
 * ("the task is no longer open") stays in the list with the server's Spanish message until the
 * user discards it; nothing is dropped silently.
 */

export type QueuedKind = 'progress' | 'message' | 'application' | 'task';

export interface QueuedFile {
  name: string;
  type: string;
  /** The bytes themselves (an ArrayBuffer is stored by every browser's IndexedDB, a Blob not always). */
  data: ArrayBuffer;
  /** The photo made from it, once uploaded: a later attempt sends the action without uploading it again. */
  imageId?: string;
}

export interface QueuedPhotos {
  purpose: ImagePurpose;
  files: QueuedFile[];
}

export interface QueuedAction {
  /** Also its Idempotency-Key. */
  id: string;
  kind: QueuedKind;
  /** What the user sees in the list: "Avance: Vaciada y fregada…". */
  label: string;
  /**
   * The POST it becomes, and its JSON body (photoIds filled in after the photos are uploaded). The
   * URL is one the contract declares for POST (`contractUrl('post', …)` builds it), kept filled so
   * the actions queued by an earlier version of the app are sent as they were.
   */
  path: Url<'post'>;
  body: Record<string, unknown>;
  photos: QueuedPhotos | null;
  createdAt: string;
  status: 'pending' | 'failed';
  /** The server's Spanish reason for a final refusal. */
  error: string | null;
}

export type NewQueuedAction = Pick<QueuedAction, 'kind' | 'label' | 'path' | 'body' | 'photos'>;

/** Photos chosen offline, read into bytes for the queue. */
export async function queuedPhotos(purpose: ImagePurpose, files: File[]): Promise<QueuedPhotos | null> {
  if (files.length === 0) return null;
  return {
    purpose,
    files: await Promise.all(files.map(async (f) => ({ name: f.name, type: f.type, data: await f.arrayBuffer() }))),
  };
}

const KEY = 'acciones';
let connection: Promise<IDBDatabase> | undefined;
/**
 * The queue's database. Sign-out deletes every database (lib/clear-user-data.ts): the open
 * connection then closes, so the deletion is not blocked (a second sign-out in the same page
 * would otherwise wait forever behind it), and the next use opens the database again.
 */
const db: UseStore = (mode, callback) => {
  connection ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open('faena-cola');
    request.onupgradeneeded = () => request.result.createObjectStore('cola');
    request.onsuccess = () => {
      const opened = request.result;
      opened.onversionchange = () => {
        opened.close();
        connection = undefined;
      };
      resolve(opened);
    };
    request.onerror = () => {
      connection = undefined;
      reject(request.error);
    };
  });
  return connection.then((opened) => callback(opened.transaction('cola', mode).objectStore('cola')));
};

// ---------- the list, and whoever is watching it ----------

let snapshot: QueuedAction[] = [];
const listeners = new Set<() => void>();
function publish(actions: QueuedAction[]) {
  snapshot = actions;
  for (const listener of listeners) listener();
}

export async function listQueued(): Promise<QueuedAction[]> {
  const actions = (await idbGet<QueuedAction[]>(KEY, db)) ?? [];
  publish(actions);
  return actions;
}

async function change(fn: (actions: QueuedAction[]) => QueuedAction[]): Promise<QueuedAction[]> {
  let next: QueuedAction[] = [];
  await update<QueuedAction[]>(
    KEY,
    (current) => {
      next = fn(current ?? []);
      return next;
    },
    db,
  );
  publish(next);
  return next;
}

export async function enqueue(action: NewQueuedAction): Promise<QueuedAction> {
  const queued: QueuedAction = {
    ...action,
    id: crypto.randomUUID(),
    createdAt: new Date().toISOString(),
    status: 'pending',
    error: null,
  };
  await change((actions) => [...actions, queued]);
  return queued;
}

export async function discard(id: string): Promise<void> {
  await change((actions) => actions.filter((a) => a.id !== id));
}

/** How many actions are still waiting to be sent (sign-out asks first when there are any). */
export async function pendingCount(): Promise<number> {
  return (await listQueued()).filter((a) => a.status === 'pending').length;
}

/**
 * Before signing out: with actions still waiting, says how many and lets the user discard them
 * (true: go on) or wait for them to be sent (false). PRODUCT.md, "Decisions".
 */
export async function readyToSignOut(): Promise<boolean> {
  const pending = await pendingCount().catch(() => 0);
  if (pending === 0) return true;
  // One text for one action and another for several, not an ICU plural: sign-out may happen on
  // '/', before the ICU compiler arrives.
  const discardThem = await askConfirm(
    pending === 1
      ? {
          title: t`Tienes una acción sin enviar`,
          body: t`Está guardada en este dispositivo (avances, mensajes, solicitudes…) y se enviará cuando vuelva la conexión. Si cierras sesión ahora, se perderá.`,
          confirmLabel: t`Descartarla y cerrar sesión`,
          cancelLabel: t`Esperar a que se envíen`,
          destructive: true,
        }
      : {
          title: t({ message: `Tienes ${pending} acciones sin enviar`, comment: 'siempre 2 o más' }),
          body: t`Están guardadas en este dispositivo (avances, mensajes, solicitudes…) y se enviarán cuando vuelva la conexión. Si cierras sesión ahora, se perderán.`,
          confirmLabel: t`Descartarlas y cerrar sesión`,
          cancelLabel: t`Esperar a que se envíen`,
          destructive: true,
        },
  );
  if (discardThem) await clearQueue();
  return discardThem;
}

/** Forgets every queued action (sign-out, after the user chose to discard them). */
export async function clearQueue(): Promise<void> {
  await change(() => []);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The queued actions whose POST goes to `path` (a progress timeline, a conversation), or of one kind. */
export function useQueued(filter: Url<'post'> | { kind: QueuedKind }): QueuedAction[] {
  const all = useSyncExternalStore(
    subscribe,
    () => snapshot,
    () => snapshot,
  );
  return all.filter((a) => (typeof filter === 'string' ? a.path === filter : a.kind === filter.kind));
}

/**
 * The reason shown for a final refusal. A 404 means the thing is gone or no longer visible to
 * this user (a task cancelled or assigned to someone else is hidden from other professionals).
 */
function refusalMessage(action: QueuedAction, error: unknown): string {
  if (!(error instanceof ApiError)) return t`No se ha podido enviar.`;
  if (error.status === 404) {
    switch (action.kind) {
      case 'application':
        return t`La tarea ya no está abierta a solicitudes: no se ha enviado.`;
      case 'progress':
        return t`Ya no puedes contar avances de esta tarea: no se ha publicado.`;
      case 'message':
        return t`Esta conversación ya no está disponible: el mensaje no se ha enviado.`;
      case 'task':
        return t`La propiedad ya no está disponible: la tarea no se ha guardado.`;
    }
  }
  return error.message;
}

// ---------- how far the photos of the action being sent are ----------

let progress: Readonly<Record<string, number>> = {};
const progressListeners = new Set<() => void>();
function setProgress(id: string, ratio: number | null) {
  const next = { ...progress };
  if (ratio === null) delete next[id];
  else next[id] = ratio;
  progress = next;
  for (const listener of progressListeners) listener();
}

/** How much of a queued action's photos has been sent (0–1) while it is being sent, else null. */
export function useQueuedProgress(id: string): number | null {
  const all = useSyncExternalStore(
    (listener) => {
      progressListeners.add(listener);
      return () => progressListeners.delete(listener);
    },
    () => progress,
    () => progress,
  );
  return all[id] ?? null;
}

// ---------- sending ----------

export interface Sender {
  /**
   * Uploads one queued photo and answers its id. Resumable (lib/uploads.ts): what reached the
   * server before a cut, on this page or the uploader's, is not sent again.
   */
  uploadPhoto(
    purpose: ImagePurpose,
    file: QueuedFile,
    key: string,
    onProgress: (sent: number, total: number) => void,
  ): Promise<string>;
  post(path: Url<'post'>, body: Record<string, unknown>, key: string): Promise<unknown>;
}

/**
 * Whether the server answers now. Asked before the upload's code is imported: a dynamic import
 * tried without connection fails for good in this page (the browser remembers the failed
 * module), and the queue could not send its photos when the connection returned.
 */
async function serverAnswers(): Promise<boolean> {
  try {
    return (await fetch('/api/health', { cache: 'no-store' })).ok;
  } catch {
    return false;
  }
}

const httpSender: Sender = {
  async uploadPhoto(purpose, file, _key, onProgress) {
    if (!(await serverAnswers())) throw new ApiError(0, 'NETWORK', t`No hay conexión.`);
    const { uploadPhoto } = await import('./uploads');
    const photo = new File([file.data], file.name, { type: file.type });
    const image = await uploadPhoto(photo, purpose, { whenOffline: 'fail', onProgress }).done;
    return image.id;
  },
  post: (path, body, key) => replayPost(path, body, { 'idempotency-key': key }),
};

/** Uploads the photos of an action not uploaded yet, keeping each id as it comes; answers them all. */
async function uploadPhotosOf(action: QueuedAction, sender: Sender): Promise<string[]> {
  const photos = action.photos;
  if (!photos) return [];
  const total = photos.files.reduce((sum, f) => sum + f.data.byteLength, 0) || 1;
  let before = 0;
  const ids: string[] = [];
  for (const [index, file] of photos.files.entries()) {
    let imageId = file.imageId;
    if (!imageId) {
      const done = before;
      imageId = await sender.uploadPhoto(photos.purpose, file, `${action.id}-foto-${index}`, (sent) =>
        setProgress(action.id, Math.min(1, (done + sent) / total)),
      );
      const id = imageId;
      await change((actions) =>
        actions.map((a) =>
          a.id === action.id && a.photos
            ? {
                ...a,
                photos: { ...a.photos, files: a.photos.files.map((f, i) => (i === index ? { ...f, imageId: id } : f)) },
              }
            : a,
        ),
      );
    }
    before += file.data.byteLength;
    setProgress(action.id, before / total);
    ids.push(imageId);
  }
  return ids;
}

/** A dropped connection or a server in trouble: try again later. Anything else is the server's final word. */
function isTransient(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status === 0 || error.status >= 500 || error.status === 429;
}

export interface FlushResult {
  sent: QueuedAction[];
  failed: QueuedAction[];
  /** Stopped at the first action that could not reach the server (the rest keep their order). */
  stopped: boolean;
}

async function flushNow(sender: Sender): Promise<FlushResult> {
  const result: FlushResult = { sent: [], failed: [], stopped: false };
  for (const action of await listQueued()) {
    if (action.status !== 'pending') continue;
    try {
      const body = { ...action.body };
      if (action.photos && action.photos.files.length > 0) {
        const ids = await uploadPhotosOf(action, sender);
        body.photoIds = [...((body.photoIds as string[] | undefined) ?? []), ...ids];
      }
      await sender.post(action.path, body, action.id);
      await discard(action.id);
      setProgress(action.id, null);
      result.sent.push(action);
    } catch (error) {
      setProgress(action.id, null);
      if (isTransient(error)) {
        result.stopped = true;
        break;
      }
      const message = refusalMessage(action, error);
      await change((actions) =>
        actions.map((a) => (a.id === action.id ? { ...a, status: 'failed' as const, error: message } : a)),
      );
      result.failed.push({ ...action, status: 'failed', error: message });
    }
  }
  return result;
}

let running: Promise<FlushResult> | null = null;

/**
 * Sends what is pending, in order, once at a time in this tab and (where the browser has Web
 * Locks) across the user's tabs.
 */
export function flushQueue(sender: Sender = httpSender): Promise<FlushResult> {
  running ??= (async () => {
    try {
      if (typeof navigator !== 'undefined' && navigator.locks) {
        return await navigator.locks.request('faena-cola', () => flushNow(sender));
      }
      return await flushNow(sender);
    } finally {
      running = null;
    }
  })();
  return running;
}

let started = false;

/**
 * Starts sending in the background: now, when the browser says it is back online, when the tab
 * is shown again, and every 15 s while something is waiting (a stopped server does not change
 * navigator.onLine). `onSent` lets the screens refresh what was sent.
 */
export function startQueue(onSent: (actions: QueuedAction[]) => void): void {
  if (started) return;
  started = true;
  const run = async () => {
    if (snapshot.every((a) => a.status !== 'pending') && (await listQueued()).every((a) => a.status !== 'pending'))
      return;
    const result = await flushQueue();
    if (result.sent.length || result.failed.length) onSent([...result.sent, ...result.failed]);
  };
  void listQueued().then(run);
  window.addEventListener('online', () => void run());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void run();
  });
  setInterval(() => void run(), 15_000);
}
