import type { ApiErrorBody } from '@faena/shared';
import { UPLOAD_CHUNK_BYTES, type UploadedImage, type UploadPurpose } from '@faena/shared/schemas';
import { t } from '@lingui/core/macro';
import { type DetailedError, Upload } from 'tus-js-client';
import { ApiError, api } from './api';

/**
 * Resumable uploads (the tus protocol, decision 0025): a file goes to the server in pieces of
 * UPLOAD_CHUNK_BYTES; when the connection drops, the upload asks the server how far it got
 * (HEAD) and sends only the rest — now, when the connection comes back, or after a reload
 * (the upload's address is kept in local storage under a fingerprint of the file's bytes, which
 * sign-out clears). tus-js-client does the protocol (≈15 kB gzip), imported here rather than on
 * demand: this module comes with the screens that have a photo picker, which the service worker
 * keeps, whereas a dynamic import tried once without connection fails for good in that page (a
 * browser remembers a failed module), and the upload could not go on when the connection returned.
 */

/** Where an upload is: queued behind others, sending, retrying after a cut, waiting for a connection, being made into a photo. */
export type UploadPhase = 'waiting' | 'uploading' | 'resuming' | 'offline' | 'processing';

export interface UploadHandlers {
  /** Bytes on their way to the server, out of the file's size (from where it resumed, not from 0). */
  onProgress?(sent: number, total: number): void;
  onPhase?(phase: UploadPhase): void;
  /**
   * With no connection: 'wait' keeps the upload and goes on by itself when it returns (the
   * default); 'fail' ends it with ApiError status 0, for a caller that keeps the file in its offline
   * queue (what arrived stays on the server, and the queue's upload of the same bytes resumes it).
   */
  whenOffline?: 'wait' | 'fail';
}

export interface RunningUpload<T> {
  done: Promise<T>;
  /** Stops it and deletes what reached the server. `done` then rejects with UploadCancelled. */
  cancel(): Promise<void>;
  /**
   * Stops it and keeps what reached the server (the screen is left): the same file chosen again
   * within a day goes on from there. `done` then rejects with UploadCancelled.
   */
  stop(): void;
}

/** How `done` ends when the user cancelled: not an error to show. */
export class UploadCancelled extends Error {
  constructor() {
    super(t`Subida cancelada.`);
    this.name = 'UploadCancelled';
  }
}

const offlineMessage = () => t`No hay conexión. La subida seguirá donde se quedó cuando vuelva.`;
/** Waits between attempts after a cut; then it waits for the browser to say it is online again. */
const RETRY_DELAYS = [0, 1_000, 3_000, 5_000, 10_000, 20_000];
/** A form that can queue the file offline gets it back sooner: its queue goes on from the same bytes later. */
const RETRY_DELAYS_BEFORE_QUEUING = [0, 1_000, 3_000];
/** With a connection that looks up but answers nothing, try again this often. */
const STALLED_RETRY_MS = 15_000;

function hex(buffer: ArrayBuffer): string {
  return Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * What identifies a file for resuming: a hash of its bytes (a photo made smaller on the device
 * is a new File each time, with the same bytes) and what it is for.
 */
export async function uploadFingerprint(file: Blob, purpose: UploadPurpose): Promise<string> {
  try {
    return `faena-${purpose}-${hex(await crypto.subtle.digest('SHA-256', await file.arrayBuffer()))}`;
  } catch {
    const named = file as Partial<File>;
    return `faena-${purpose}-${named.name ?? ''}-${file.size}-${named.lastModified ?? ''}`;
  }
}

/** The server's Spanish refusal from a tus error, or a network error (status 0). */
function apiErrorOf(error: Error | DetailedError): ApiError {
  const response = (error as DetailedError).originalResponse;
  const status = response?.getStatus() ?? 0;
  if (!response || status === 0) return new ApiError(0, 'NETWORK', offlineMessage());
  let body: ApiErrorBody | null = null;
  try {
    body = JSON.parse(response.getBody()) as ApiErrorBody;
  } catch {}
  return new ApiError(
    status,
    body?.error.code ?? (status >= 500 ? 'INTERNAL' : 'BAD_REQUEST'),
    body?.error.message ??
      (status >= 500 ? t`El servidor no ha podido guardar el archivo.` : t`No se ha podido subir.`),
    body?.error.fields,
  );
}

/** Worth trying again: no answer, the server in trouble, or the offset moved (tus then asks HEAD). */
function transient(error: DetailedError): boolean {
  const status = error.originalResponse?.getStatus() ?? 0;
  return status === 0 || status >= 500 || status === 409 || status === 423;
}

const online = () => typeof navigator === 'undefined' || navigator.onLine !== false;

/**
 * Sends a file by tus. `done` resolves with the upload's id once every byte is on the server;
 * it rejects with the server's ApiError, with ApiError status 0 (offline, `whenOffline: 'fail'`),
 * or with UploadCancelled.
 */
export function startUpload(file: File, purpose: UploadPurpose, handlers: UploadHandlers = {}): RunningUpload<string> {
  let upload: Upload | null = null;
  let cancelled = false;
  let stopWaiting: (() => void) | null = null;
  let fail: (error: Error) => void = () => {};

  const done = new Promise<string>((resolve, reject) => {
    fail = reject;
    const run = async () => {
      const fingerprint = await uploadFingerprint(file, purpose);
      if (cancelled) return;
      const tus: Upload = new Upload(file, {
        endpoint: new URL('/api/uploads', window.location.origin).href,
        chunkSize: UPLOAD_CHUNK_BYTES,
        retryDelays: handlers.whenOffline === 'fail' ? RETRY_DELAYS_BEFORE_QUEUING : RETRY_DELAYS,
        metadata: { purpose, filename: file.name, filetype: file.type },
        fingerprint: async () => fingerprint,
        storeFingerprintForResuming: true,
        removeFingerprintOnSuccess: true,
        onShouldRetry: (error) => {
          const retry = transient(error) && online();
          if (retry) handlers.onPhase?.('resuming');
          return retry;
        },
        onProgress: (sent, total) => {
          handlers.onPhase?.('uploading');
          handlers.onProgress?.(sent, total);
        },
        onSuccess: () => {
          stopWaiting?.();
          const id = tus.url?.split('/').pop();
          if (id) resolve(id);
          else reject(new ApiError(500, 'INTERNAL', t`El servidor no ha dicho dónde quedó el archivo.`));
        },
        onError: (error) => {
          if (cancelled) return;
          const refusal = apiErrorOf(error);
          if (refusal.status !== 0 && !transient(error as DetailedError)) {
            reject(refusal);
            return;
          }
          if (handlers.whenOffline === 'fail') {
            reject(new ApiError(0, 'NETWORK', offlineMessage()));
            return;
          }
          // No connection (or none that answers): wait, then go on from what the server has.
          handlers.onPhase?.('offline');
          const again = () => {
            stopWaiting?.();
            if (cancelled) return;
            handlers.onPhase?.('resuming');
            tus.start();
          };
          const timer = window.setTimeout(again, STALLED_RETRY_MS);
          window.addEventListener('online', again, { once: true });
          stopWaiting = () => {
            window.clearTimeout(timer);
            window.removeEventListener('online', again);
            stopWaiting = null;
          };
        },
      });
      upload = tus;
      // The same bytes begun earlier (a cut, a reload, the offline queue): go on from there.
      const previous = await tus.findPreviousUploads();
      if (previous[0]) {
        tus.resumeFromPreviousUpload(previous[0]);
        handlers.onPhase?.('resuming');
      } else {
        handlers.onPhase?.('uploading');
      }
      if (!cancelled) tus.start();
    };
    run().catch((error: unknown) =>
      reject(error instanceof ApiError ? error : new ApiError(0, 'NETWORK', offlineMessage())),
    );
  });

  return {
    done,
    async cancel() {
      if (cancelled) return;
      cancelled = true;
      stopWaiting?.();
      fail(new UploadCancelled());
      // Terminates it on the server too (DELETE), so its bytes stop counting at once.
      await upload?.abort(true).catch(() => {});
    },
    stop() {
      if (cancelled) return;
      cancelled = true;
      stopWaiting?.();
      fail(new UploadCancelled());
      void upload?.abort(false).catch(() => {});
    },
  };
}

/** Asks the server to make a complete upload into a photo (POST /api/uploads/{id}/finish). */
export async function finishPhoto(uploadId: string): Promise<UploadedImage> {
  const { items } = await api.post('/api/uploads/{id}/finish', { path: { id: uploadId } });
  const [image] = items;
  if (!image) throw new ApiError(500, 'INTERNAL', t`El servidor no ha devuelto la foto.`);
  return image;
}

/**
 * A photo, start to end: its bytes by tus, then made into a photo by the server, answered as
 * POST /api/images answers one. With no connection while finishing, waits for it (or fails with
 * status 0 under `whenOffline: 'fail'`), as the upload itself does.
 */
export function uploadPhoto(
  file: File,
  purpose: UploadPurpose,
  handlers: UploadHandlers = {},
): RunningUpload<UploadedImage> {
  const bytes = startUpload(file, purpose, handlers);
  let cancelled = false;
  /** Ends the wait for a connection at once (cancelled meanwhile). */
  let wake: (() => void) | null = null;
  const done = (async () => {
    const id = await bytes.done;
    handlers.onPhase?.('processing');
    for (;;) {
      if (cancelled) throw new UploadCancelled();
      try {
        const image = await finishPhoto(id);
        if (cancelled) throw new UploadCancelled();
        return image;
      } catch (error) {
        if (!(error instanceof ApiError && error.status === 0) || handlers.whenOffline === 'fail') throw error;
        handlers.onPhase?.('offline');
        await new Promise<void>((resolve) => {
          const end = () => {
            window.clearTimeout(timer);
            window.removeEventListener('online', end);
            wake = null;
            resolve();
          };
          const timer = window.setTimeout(end, STALLED_RETRY_MS);
          window.addEventListener('online', end, { once: true });
          wake = end;
        });
        handlers.onPhase?.('processing');
      }
    }
  })();
  return {
    done,
    async cancel() {
      cancelled = true;
      wake?.();
      await bytes.cancel();
    },
    stop() {
      cancelled = true;
      wake?.();
      bytes.stop();
    },
  };
}
