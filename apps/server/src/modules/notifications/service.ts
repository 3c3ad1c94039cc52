import { type Executor, notifications, profiles, user } from '@faena/db';
import {
  emailEnabled,
  type Msg,
  NOTIFICATION_TYPE_VALUES,
  NOTIFICATION_TYPES,
  type NotificationType,
} from '@faena/shared';
import type { EmailPreferences, EmailPreferencesInput, NotificationPage } from '@faena/shared/schemas';
import { and, eq, isNull } from 'drizzle-orm';
import type { Actor } from '../../lib/actor';
import { notFound } from '../../lib/errors';
import { publishEvent } from '../../lib/events';
import { translate } from '../../lib/i18n';
import { cursorValue, decodeCursor, pageOf } from '../../lib/keyset';
import { languageOf } from '../../lib/language';
import { queueEmail } from '../mail';
import { queuePushes } from '../push';
import {
  countUnread,
  findNotificationPrefs,
  findNotificationsPage,
  markAllNotificationsRead,
  markNotificationRead,
  type NotificationRow,
  saveNotificationPrefs,
} from './repository';

export interface NotifyInput {
  profileId: string;
  /** Its kind (NOTIFICATION_TYPES, packages/shared/src/reference/notifications.ts): label, group, e-mail default. */
  type: NotificationType;
  /** Written in Castellano and marked m() (with its values): stored in the recipient's language. */
  title: string | Msg;
  body?: string | Msg;
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
  const [recipient] = await db
    .select({
      email: user.email,
      firstName: profiles.firstName,
      prefs: profiles.emailPrefs,
      deletedAt: profiles.deletedAt,
      suspendedAt: profiles.suspendedAt,
      language: profiles.language,
    })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.userId))
    .where(eq(profiles.id, input.profileId));
  // In the recipient's language, as it is when it happens (issue 24): the list, the e-mail and the push say the same.
  const lang = languageOf(recipient?.language);
  const title = translate(lang, input.title);
  const body = input.body ? translate(lang, input.body) : '';
  if (input.groupKey) {
    const [grouped] = await db
      .update(notifications)
      .set({ title, body, link, createdAt: new Date() })
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
      title,
      body,
      link,
      groupKey: input.groupKey ?? null,
    })
    .returning({ id: notifications.id });
  if (!row) throw new Error('No se pudo crear la notificación');

  if (recipient) await emailNotification(db, recipient, { type: input.type, title, body, link });
  await queuePushes(db, { id: row.id, profileId: input.profileId, type: input.type });
  await publishEvent(db, { to: [input.profileId], type: 'notification', data: { id: row.id, type: input.type } });
  return row.id;
}

export interface NotificationRecipient {
  email: string;
  firstName: string;
  /** Their language ('Idioma'): the e-mail's. */
  language?: string | null;
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
  input: { type: NotificationType; title: string; body?: string; link?: string | null },
) {
  if (recipient.deletedAt || recipient.suspendedAt || !emailEnabled(input.type, recipient.prefs)) return;
  await queueEmail(db, recipient.email, 'notification', {
    lang: languageOf(recipient.language),
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
    lang: languageOf(recipient.language),
    firstName: recipient.firstName,
    from: message.from,
    text: message.text,
    photos: message.photos,
    taskTitle: message.taskTitle,
    url: `${publicUrl}/messages?c=${encodeURIComponent(message.conversationId)}`,
    settingsUrl: `${publicUrl}/notifications#preferencias`,
  });
}

// ---------- The signed-in user's own notifications (the /api/notifications routes) ----------

const PAGE = 30;

function toNotificationDto(n: NotificationRow): NotificationPage['items'][number] {
  return {
    id: n.id,
    type: n.type,
    title: n.title,
    body: n.body,
    link: n.link,
    readAt: n.readAt?.toISOString() ?? null,
    createdAt: n.createdAt.toISOString(),
  };
}

/** How many of the actor's notifications are unread. */
export function unreadCount(db: Executor, actor: Actor): Promise<number> {
  return countUnread(db, actor.profileId);
}

/** A page of the actor's notifications, newest first, with the unread count and the next page's cursor. */
export async function listNotifications(db: Executor, actor: Actor, cursor?: string): Promise<NotificationPage> {
  let after: { at: string; id: string } | null = null;
  if (cursor) {
    const [at, id] = decodeCursor<[string, string]>(cursor, [cursorValue.time, cursorValue.uuid], {
      message: 'La página pedida no es válida.',
    });
    after = { at, id };
  }
  const rows = await findNotificationsPage(db, actor.profileId, after, PAGE + 1);
  const { page, nextCursor } = pageOf(rows, PAGE, (last) => [last.exact, last.n.id]);
  return {
    items: page.map(({ n }) => toNotificationDto(n)),
    unread: await countUnread(db, actor.profileId),
    nextCursor,
  };
}

/** Marks one of the actor's notifications read (404 when it is not theirs); their other tabs hear of it. */
export async function readNotification(db: Executor, actor: Actor, notificationId: string): Promise<number> {
  if (!(await markNotificationRead(db, actor.profileId, notificationId))) throw notFound();
  await publishEvent(db, { to: [actor.profileId], type: 'notification.read' });
  return countUnread(db, actor.profileId);
}

/** Marks all the actor's notifications read; their other tabs hear of it. */
export async function readAllNotifications(db: Executor, actor: Actor): Promise<number> {
  await markAllNotificationsRead(db, actor.profileId);
  await publishEvent(db, { to: [actor.profileId], type: 'notification.read' });
  return 0;
}

/** Every notification type with whether it also goes by e-mail and as a push: the stored choice, else the default. */
function preferencesOf(stored: { email: Record<string, boolean>; push: Record<string, boolean> }): EmailPreferences {
  const flags = (choose: (type: NotificationType) => boolean) =>
    Object.fromEntries(NOTIFICATION_TYPE_VALUES.map((type) => [type, choose(type)])) as EmailPreferences['preferences'];
  return {
    preferences: flags((type) => stored.email[type] ?? NOTIFICATION_TYPES[type].email),
    // Off until the person turns it on, type by type (docs/decisions/0030-web-push.md).
    push: flags((type) => stored.push[type] ?? false),
  };
}

export async function emailPreferences(db: Executor, actor: Actor): Promise<EmailPreferences> {
  return preferencesOf(await findNotificationPrefs(db, actor.profileId));
}

/** Saves the e-mail choices and, when given, the push ones (left out: kept as they were). */
export async function setEmailPreferences(
  db: Executor,
  actor: Actor,
  input: EmailPreferencesInput,
): Promise<EmailPreferences> {
  return preferencesOf(await saveNotificationPrefs(db, actor.profileId, input.preferences, input.push));
}
