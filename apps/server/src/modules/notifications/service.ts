import { type Executor, notifications, profiles, user } from '@faena/db';
import { emailEnabled, type NotificationType } from '@faena/shared';
import { and, eq, isNull } from 'drizzle-orm';
import { publishEvent } from '../../lib/events';
import { queueEmail } from '../mail/outbox';

export interface NotifyInput {
  profileId: string;
  /** Its kind (NOTIFICATION_TYPES, packages/shared/src/reference/notifications.ts): label, group, e-mail default. */
  type: NotificationType;
  title: string;
  body?: string;
  /** Where it happened, a path inside the app ("/task/…"). */
  link?: string | null;
  /** An unread notification with the same key is updated instead of adding another (messages of one conversation). */
  groupKey?: string | null;
}

let publicUrl = 'http://localhost:3000';

/** The site's address for the links in notification e-mails (set once when the app is built). */
export function configureNotifications(options: { publicUrl: string }) {
  publicUrl = options.publicUrl;
}

/**
 * The notifications core: every feature calls this inside the transaction of its state
 * change, so a notification (and its e-mail, when the user keeps that type on) exists exactly
 * when the change does. Open screens hear of it through the events channel.
 */
export async function notify(db: Executor, input: NotifyInput): Promise<string> {
  const link = input.link ?? null;
  if (input.groupKey) {
    const [grouped] = await db
      .update(notifications)
      .set({ title: input.title, body: input.body ?? '', link, createdAt: new Date() })
      .where(
        and(
          eq(notifications.profileId, input.profileId),
          eq(notifications.groupKey, input.groupKey),
          isNull(notifications.readAt),
        ),
      )
      .returning({ id: notifications.id });
    if (grouped) {
      await publishEvent(db, {
        to: [input.profileId],
        type: 'notification',
        data: { id: grouped.id, type: input.type },
      });
      return grouped.id;
    }
  }
  const [row] = await db
    .insert(notifications)
    .values({
      profileId: input.profileId,
      type: input.type,
      title: input.title,
      body: input.body ?? '',
      link,
      groupKey: input.groupKey ?? null,
    })
    .returning({ id: notifications.id });
  if (!row) throw new Error('No se pudo crear la notificación');

  const [recipient] = await db
    .select({
      email: user.email,
      firstName: profiles.firstName,
      prefs: profiles.emailPrefs,
      deletedAt: profiles.deletedAt,
      suspendedAt: profiles.suspendedAt,
    })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.userId))
    .where(eq(profiles.id, input.profileId));
  if (recipient) await emailNotification(db, recipient, input);
  await publishEvent(db, { to: [input.profileId], type: 'notification', data: { id: row.id, type: input.type } });
  return row.id;
}

export interface NotificationRecipient {
  email: string;
  firstName: string;
  prefs: Record<string, boolean> | null;
  deletedAt: Date | string | null;
  suspendedAt: Date | string | null;
}

/**
 * The e-mail of a new (not grouped) notification, in the caller's transaction, when its
 * recipient is active and keeps that type on. Shared by notify() and the one-statement send of
 * a message, which reads the recipient in its own statement.
 */
export async function emailNotification(
  db: Executor,
  recipient: NotificationRecipient,
  input: Pick<NotifyInput, 'type' | 'title' | 'body' | 'link'>,
) {
  if (recipient.deletedAt || recipient.suspendedAt || !emailEnabled(input.type, recipient.prefs)) return;
  await queueEmail(db, recipient.email, 'notification', {
    firstName: recipient.firstName,
    title: input.title,
    body: input.body ?? '',
    url: `${publicUrl}${input.link ?? '/notifications'}`,
    settingsUrl: `${publicUrl}/notifications#preferencias`,
  });
}

export interface NewMessageEmail {
  /** The writer as others see them: first name and last initial ("Carmen R."). */
  from: string;
  text: string;
  photos: number;
  taskTitle: string | null;
  conversationId: string;
}

/**
 * The e-mail of a new message (with its new, not grouped, notification), when the recipient is
 * active and keeps new_message on: who wrote it, the start of their words quoted apart from
 * Faena's, and the conversation's address to answer there (`/messages?c=<id>`).
 */
export async function emailNewMessage(db: Executor, recipient: NotificationRecipient, message: NewMessageEmail) {
  if (recipient.deletedAt || recipient.suspendedAt || !emailEnabled('new_message', recipient.prefs)) return;
  await queueEmail(db, recipient.email, 'newMessage', {
    firstName: recipient.firstName,
    from: message.from,
    text: message.text,
    photos: message.photos,
    taskTitle: message.taskTitle,
    url: `${publicUrl}/messages?c=${encodeURIComponent(message.conversationId)}`,
    settingsUrl: `${publicUrl}/notifications#preferencias`,
  });
}
