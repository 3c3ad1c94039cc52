import { type Executor, notifications } from '@faena/db';
import { publishEvent } from '../../lib/events';

export interface NotifyInput {
  profileId: string;
  type: string;
  title: string;
  body?: string;
  /** Where it happened, a path inside the app ("/task/…"). */
  link?: string | null;
  /** Notifications with one key collapse into the newest (messages of one conversation). */
  groupKey?: string | null;
}

/**
 * The notifications core: every feature calls this inside the transaction of its state
 * change, so a notification exists exactly when the change does.
 */
export async function notify(db: Executor, input: NotifyInput): Promise<string> {
  const [row] = await db
    .insert(notifications)
    .values({
      profileId: input.profileId,
      type: input.type,
      title: input.title,
      body: input.body ?? '',
      link: input.link ?? null,
      groupKey: input.groupKey ?? null,
    })
    .returning({ id: notifications.id });
  if (!row) throw new Error('No se pudo crear la notificación');
  await publishEvent(db, { to: [input.profileId], type: 'notification', data: { id: row.id, type: input.type } });
  return row.id;
}
