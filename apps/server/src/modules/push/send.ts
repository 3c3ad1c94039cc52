import type { NotificationType } from '@faena/shared';
import type { JobHandler } from '../jobs';
import type { VapidKeys } from './keys';
import { deleteSubscription, findNotification, findSubscription, markDelivered } from './repository';

/** What the service worker shows (apps/web/src/sw/push.ts): small, and in Spanish. */
export interface PushPayload {
  title: string;
  body: string;
  /** A path inside the app; the service worker opens it on this origin only. */
  url: string;
  /** Replaces an earlier notification with the same tag (the messages of one conversation). */
  tag: string;
}

/** A push kept by the push service for a day at most: a day-old "new application" is no news. */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;

type Urgency = 'very-low' | 'low' | 'normal' | 'high';

/** RFC 8030 §5.3: high wakes a phone at once; low may wait for it to be on a charger or Wi-Fi. */
const URGENCY: Partial<Record<NotificationType, Urgency>> = {
  new_message: 'high',
  new_offer: 'high',
  application_accepted: 'high',
  offer_accepted: 'high',
  work_started: 'low',
  progress_update: 'low',
  task_digest: 'low',
  review_received: 'low',
  verification_changed: 'low',
};
export const urgencyOf = (type: string): Urgency => URGENCY[type as NotificationType] ?? 'normal';

/** The push service's answer: a network error or 429/5xx is retried by the job queue's backoff. */
export class PushServiceError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
  }
}

export interface SendPushOptions {
  keys: VapidKeys;
  /** Per request; a push service that does not answer is retried later. */
  timeoutMs?: number;
}

/**
 * The `push.send` job: one notification to one subscription, encrypted (RFC 8291, aes128gcm) and
 * signed (VAPID, RFC 8292) by web-push, sent with fetch (web-push's own sender speaks only
 * https; the tests' local push service is http). 201: delivered, noted on the subscription.
 * 404/410: the subscription is gone, removed. 429, 5xx, no answer: thrown, retried with backoff.
 * Any other answer is the request's fault and would fail again: logged, not retried.
 */
export function createSendPushHandler(options: SendPushOptions): JobHandler {
  return async (payload, { db, log, now }) => {
    const subscription = await findSubscription(db, String(payload.subscriptionId));
    const notification = await findNotification(db, String(payload.notificationId));
    // Unsubscribed since, or the device now belongs to someone else: nothing to send.
    if (!subscription || !notification || subscription.profileId !== notification.profileId) return;
    const message: PushPayload = {
      title: notification.title,
      body: notification.body,
      url: notification.link ?? '/notifications',
      tag: notification.groupKey ?? notification.id,
    };
    const { default: webpush } = await import('web-push');
    const request = webpush.generateRequestDetails(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      JSON.stringify(message),
      {
        vapidDetails: options.keys,
        TTL: PUSH_TTL_SECONDS,
        urgency: urgencyOf(notification.type),
        contentEncoding: 'aes128gcm',
      },
    );
    let response: Response;
    try {
      response = await fetch(request.endpoint, {
        method: request.method,
        // fetch counts the body itself.
        headers: Object.fromEntries(
          Object.entries(request.headers).filter(([name]) => name.toLowerCase() !== 'content-length'),
        ) as Record<string, string>,
        body: request.body ? new Uint8Array(request.body) : null,
        signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
      });
    } catch (error) {
      throw new PushServiceError(
        `El servicio de avisos no responde: ${error instanceof Error ? error.message : String(error)}`,
        null,
      );
    }
    await response.body?.cancel().catch(() => {});
    const status = response.status;
    if (status >= 200 && status < 300) {
      await markDelivered(db, subscription.id, now);
      return;
    }
    if (status === 404 || status === 410) {
      await deleteSubscription(db, subscription.id);
      log.info({ subscriptionId: subscription.id, status }, 'suscripción de avisos caducada: borrada');
      return;
    }
    if (status === 429 || status >= 500) {
      throw new PushServiceError(`El servicio de avisos responde ${status}; se reintentará.`, status);
    }
    log.warn({ subscriptionId: subscription.id, status }, 'el servicio de avisos rechaza el aviso');
  };
}
