import type { Executor } from '@faena/db';
import type { NotificationType } from '@faena/shared';
import type { PushSubscriptionInput } from '@faena/shared/schemas';
import type { Actor } from '../../lib/actor';
import { invalid, notFound } from '../../lib/errors';
import { enqueueJob } from '../jobs';
import { deleteOwnSubscription, subscriptionsToPush, upsertSubscription } from './repository';

export const SEND_PUSH_JOB = 'push.send';

/** Whether an endpoint may be stored: https, or (outside production) a push service on this machine. */
export function allowedEndpoint(endpoint: string, isProduction: boolean): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (url.protocol === 'https:') return url.hostname !== '';
  return !isProduction && url.protocol === 'http:' && (url.hostname === 'localhost' || url.hostname === '127.0.0.1');
}

/**
 * Saves the browser's subscription for the actor (a known endpoint moves to them: whoever is
 * signed in on the device now gets its pushes).
 */
export async function subscribe(
  db: Executor,
  actor: Actor,
  input: PushSubscriptionInput,
  options: { isProduction: boolean; userAgent: string | undefined },
): Promise<void> {
  if (!allowedEndpoint(input.endpoint, options.isProduction)) {
    throw invalid({ endpoint: 'La dirección del servicio de avisos debe empezar por https://.' });
  }
  await upsertSubscription(db, {
    profileId: actor.profileId,
    endpoint: input.endpoint,
    p256dh: input.keys.p256dh,
    auth: input.keys.auth,
    userAgent: options.userAgent?.slice(0, 300) ?? null,
  });
}

/** Forgets one of the actor's subscriptions (404 when that endpoint is not theirs). */
export async function unsubscribe(db: Executor, actor: Actor, endpoint: string): Promise<void> {
  if (!(await deleteOwnSubscription(db, actor.profileId, endpoint))) throw notFound();
}

/**
 * In the transaction that creates a notification: one `push.send` job per subscription of the
 * recipient when they keep the type's push on (and are active). One job per device, so a retry
 * after one push service failed never sends twice to the others.
 */
export async function queuePushes(
  db: Executor,
  notification: { id: string; profileId: string; type: NotificationType },
): Promise<number> {
  const subscriptions = await subscriptionsToPush(db, notification.profileId, notification.type);
  for (const subscriptionId of subscriptions) {
    await enqueueJob(db, {
      kind: SEND_PUSH_JOB,
      payload: { notificationId: notification.id, subscriptionId },
      maxAttempts: 10,
    });
  }
  return subscriptions.length;
}
