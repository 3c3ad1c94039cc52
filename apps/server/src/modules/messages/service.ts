import { conversations, type Database, type Executor, messages, profiles, queryRows } from '@faena/db';
import type { Msg, NotificationType } from '@faena/shared';
import { LANGUAGES, m } from '@faena/shared';
import type { ConversationDto, MessageDto, zMessageInput } from '@faena/shared/schemas';
import { and, desc, eq, or, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Actor } from '../../lib/actor';
import { isUniqueViolation } from '../../lib/db-errors';
import { AppError, invalid, notFound } from '../../lib/errors';
import { EVENTS_CHANNEL, publishEvent, sqlEvent } from '../../lib/events';
import { translate } from '../../lib/i18n';
import { cursorValue, decodeCursor, exactTime, pageOf } from '../../lib/keyset';
import { attachImages, imagesOf } from '../images';
import { emailNewMessage } from '../notifications';
import { asPerson, loadPeople } from '../people';
import { lastInitial } from '../professionals';
import { queuePushes } from '../push';
import { taskTitles, visibleTask } from '../tasks';

type ConversationRow = typeof conversations.$inferSelect;
type MessageRow = typeof messages.$inferSelect;

const PAGE = 30;

/** The conversation if the actor is one of its two participants; 404 for anyone else. */
export async function participantConversation(db: Executor, actor: Actor, id: string): Promise<ConversationRow> {
  const [row] = await db.select().from(conversations).where(eq(conversations.id, id));
  if (!row || (row.ownerId !== actor.profileId && row.professionalId !== actor.profileId)) throw notFound();
  return row;
}

const otherOf = (c: ConversationRow, actor: Actor) => (c.ownerId === actor.profileId ? c.professionalId : c.ownerId);

/**
 * Why a professional may write first: a task between them and that owner. Refused with this,
 * nothing is stored.
 */
const needsTask = () => new AppError('CONVERSATION_NEEDS_TASK');

const isNotFound = (error: unknown) => error instanceof AppError && error.code === 'NOT_FOUND';

/**
 * Opens (or finds) the one conversation between an owner and a professional. A new conversation
 * opened from a task starts about that task. Opening an existing one from another task changes
 * nothing (the other person would see "Sobre:" move though nobody wrote): the first message sent
 * with that task (`taskId` of the message) makes it the context.
 *
 * A professional opens a new conversation only about a task of that owner that is between them
 * (docs/security.md): an open task Browse tasks shows them, one they applied to, were offered or
 * are assigned — the tasks `visibleTask` lets a professional see, as a participant and not as an
 * administrator. Without one it is refused (CONVERSATION_NEEDS_TASK) before anything is written,
 * so "Enviar mensaje" is no way to reach any owner with Faena's name on the e-mail. A
 * conversation that already exists goes on with or without a task. Owners, who are the ones
 * hiring, may write first to any professional (the portfolio's "Enviar mensaje" next to "Ofrecer
 * trabajo"): a professional's public profile is there to be contacted.
 */
export async function openConversation(
  db: Database,
  actor: Actor,
  input: { withProfileId: string; taskId?: string | null },
): Promise<ConversationRow> {
  const [other] = await db
    .select({ id: profiles.id, role: profiles.role, suspendedAt: profiles.suspendedAt, deletedAt: profiles.deletedAt })
    .from(profiles)
    .where(eq(profiles.id, input.withProfileId));
  if (!other || other.suspendedAt || other.deletedAt || other.id === actor.profileId) throw notFound();
  if (other.role === actor.role) {
    throw new AppError(
      'FORBIDDEN',
      actor.role === 'property_owner'
        ? m('Los mensajes son entre propietarios y profesionales.')
        : m('Los mensajes son entre profesionales y propietarios.'),
    );
  }
  const ownerId = actor.role === 'property_owner' ? actor.profileId : other.id;
  const professionalId = actor.role === 'professional' ? actor.profileId : other.id;
  const [existing] = await db
    .select()
    .from(conversations)
    .where(and(eq(conversations.ownerId, ownerId), eq(conversations.professionalId, professionalId)));
  const needsReason = !existing && actor.role === 'professional';
  let contextTaskId: string | null = null;
  if (input.taskId) {
    // Seen as a participant: being an administrator is no reason to write to an owner.
    const task = await visibleTask(db, { ...actor, isAdmin: false }, input.taskId).catch((error: unknown) => {
      // A task they cannot see (or that does not exist: the same answer) gives no reason.
      throw needsReason && isNotFound(error) ? needsTask() : error;
    });
    if (task.ownerId !== ownerId) throw invalid({ taskId: m('Esa tarea no es de este propietario.') });
    contextTaskId = task.id;
  } else if (needsReason) {
    throw needsTask();
  }
  if (existing) return existing;
  try {
    const [created] = await db.insert(conversations).values({ ownerId, professionalId, contextTaskId }).returning();
    if (!created) throw new Error('conversación no creada');
    return created;
  } catch (error) {
    // Two tabs opened it at once: the other insert won, use its row.
    if (!isUniqueViolation(error)) throw error;
    const [row] = await db
      .select()
      .from(conversations)
      .where(and(eq(conversations.ownerId, ownerId), eq(conversations.professionalId, professionalId)));
    if (!row) throw error;
    return row;
  }
}

async function toMessageDtos(db: Executor, rows: MessageRow[]): Promise<MessageDto[]> {
  const titles = await taskTitles(
    db,
    rows.map((r) => r.taskId),
  );
  const photos = await Promise.all(rows.map((r) => imagesOf(db, 'message', r.id)));
  return rows.map((r, i) => ({
    id: r.id,
    conversationId: r.conversationId,
    senderId: r.senderId,
    body: r.body,
    photos: photos[i] ?? [],
    task: r.taskId ? { id: r.taskId, title: titles.get(r.taskId) ?? '' } : null,
    clientId: r.clientId,
    createdAt: r.createdAt.toISOString(),
  }));
}

interface SentRow {
  /** Null when the conversation exists but nothing was stored (the fast path's condition failed). */
  id: string | null;
  conversation_id: string;
  sender_id: string | null;
  task_id: string | null;
  task_title: string | null;
  body: string;
  client_id: string | null;
  created_at: string;
  other_id: string;
  created_notification: boolean;
  /** The new notification's id when one was added (not grouped). */
  notification_id: string | null;
  email: string;
  first_name: string;
  language: string;
  email_prefs: string | null;
  deleted_at: string | null;
  suspended_at: string | null;
}

interface Notification {
  type: NotificationType;
  /** Written in Castellano and marked m(): the statement stores it in the recipient's language. */
  title: string | Msg;
  /** Theirs (the message's own words, as they are) or ours (marked m()). */
  body: { written: string } | string | Msg;
  link: string;
}

/**
 * A text in the language of the profile whose `language` is `lang` (an SQL expression), as notify()
 * does (issue 24): each language's rendering is a value and the statement picks one; anything
 * else is Castellano.
 */
function inLanguageOf(lang: ReturnType<typeof sql>, text: string | Msg) {
  const cases = LANGUAGES.filter((l) => l !== 'es').map((l) => sql`when ${l} then ${translate(l, text)}`);
  return sql`case ${lang} ${sql.join(cases, sql` `)} else ${translate('es', text)} end`;
}

/**
 * The whole send in one statement: it checks that the sender takes part in the conversation
 * (no row otherwise), stores the message, moves the conversation, updates the grouped "new
 * message" notification of the recipient or adds it, and publishes both events with a single
 * NOTIFY (delivered at commit). It answers with what the reply needs, so nothing just written is
 * read again. With `onlyIfGrouped` it stores nothing unless an unread grouped notification
 * exists: then no e-mail can follow, and the statement is the whole (autocommitted) send.
 */
function sendStatement(
  me: string,
  conversationId: string,
  input: z.output<typeof zMessageInput>,
  n: Notification,
  onlyIfGrouped: boolean,
) {
  const groupKey = `conversation:${conversationId}`;
  const about = input.taskId ?? null;
  const lang = sql`(select r.language from profiles r where r.id = c0.other_id)`;
  return sql`with conv as (
      select c0.*, ${inLanguageOf(lang, n.title)} as n_title, ${typeof n.body === 'object' && 'written' in n.body ? sql`${n.body.written}::text` : inLanguageOf(lang, n.body)} as n_body
      from (
        select id, owner_id, professional_id, coalesce(${about}::uuid, context_task_id) as context_task_id,
          case when owner_id = ${me}::uuid then professional_id else owner_id end as other_id
        from conversations
        where id = ${conversationId}::uuid and (owner_id = ${me}::uuid or professional_id = ${me}::uuid)
      ) c0
    ),
    grouped as (
      update notifications x set title = conv.n_title, body = conv.n_body, link = ${n.link}, created_at = now()
      from conv
      where x.profile_id = conv.other_id and x.group_key = ${groupKey} and x.read_at is null
      returning x.id
    ),
    ins as (
      insert into messages (conversation_id, sender_id, task_id, body, client_id)
      select id, ${me}::uuid, context_task_id, ${input.body}, ${input.clientId ?? null} from conv
      ${onlyIfGrouped ? sql`where exists (select 1 from grouped)` : sql``}
      returning id, conversation_id, sender_id, task_id, body, client_id, created_at
    ),
    moved as (
      update conversations c set last_message_at = ins.created_at, context_task_id = ins.task_id,
        owner_read_at = case when c.owner_id = ${me}::uuid then ins.created_at else c.owner_read_at end,
        professional_read_at = case when c.owner_id = ${me}::uuid then c.professional_read_at else ins.created_at end
      from ins where c.id = ins.conversation_id
      returning c.id
    ),
    added as (
      insert into notifications (profile_id, type, title, body, link, group_key)
      select conv.other_id, ${n.type}, conv.n_title, conv.n_body, ${n.link}, ${groupKey}
      from conv where exists (select 1 from ins) and not exists (select 1 from grouped)
      returning id
    ),
    noted as (select id from grouped union all select id from added limit 1)
    select ins.id, conv.id as conversation_id, ins.sender_id, ins.task_id, t.title as task_title, ins.body,
      ins.client_id,
      to_char(ins.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at,
      conv.other_id, exists (select 1 from added) as created_notification,
      (select id from added) as notification_id,
      u.email, p.first_name, p.language, p.email_prefs::text as email_prefs,
      p.deleted_at::text as deleted_at, p.suspended_at::text as suspended_at,
      case when ins.id is not null then pg_notify(${EVENTS_CHANNEL}, json_build_array(
        ${sqlEvent('notification', sql`json_build_array(conv.other_id)`, {
          id: sql`(select id from noted)`,
          type: sql`${n.type}::text`,
        })},
        ${sqlEvent('message', sql`json_build_array(conv.owner_id, conv.professional_id)`, {
          conversationId: sql`conv.id`,
          messageId: sql`ins.id`,
        })}
      )::text) end
    from conv
    left join ins on true
    join profiles p on p.id = conv.other_id
    join "user" u on u.id = p.user_id
    left join tasks t on t.id = ins.task_id`;
}

/**
 * A message about a task (sent after opening the conversation from it) must be about a task of
 * the conversation's owner that the sender may see as a participant — the rule for opening a
 * conversation from a task. 404 for a conversation that is not theirs, as everywhere.
 */
async function checkMessageTask(db: Executor, actor: Actor, conversationId: string, taskId: string) {
  const conversation = await participantConversation(db, actor, conversationId);
  if (conversation.contextTaskId === taskId) return;
  const task = await visibleTask(db, { ...actor, isAdmin: false }, taskId).catch((error: unknown) => {
    throw isNotFound(error) ? invalid({ taskId: m('No puedes escribir sobre esa tarea.') }) : error;
  });
  if (task.ownerId !== conversation.ownerId) throw invalid({ taskId: m('Esa tarea no es de este propietario.') });
}

/** The writer as the other side sees them in notifications and e-mails: "Carmen R.". */
export const senderName = (actor: Pick<Actor, 'firstName' | 'lastName'>) =>
  [actor.firstName.trim(), lastInitial(actor.lastName)].filter(Boolean).join(' ');

/**
 * Sends a message. The common case — no photos and an unread "new message" notification to
 * update — is one autocommitted statement; otherwise the same statement runs in a transaction
 * followed by the photos and the e-mail of the new notification. Before, a send was 11 round
 * trips and most of its server CPU (docs/performance.md).
 */
export async function sendMessage(
  db: Database,
  actor: Actor,
  conversationId: string,
  input: z.output<typeof zMessageInput>,
): Promise<MessageDto> {
  if (input.taskId) await checkMessageTask(db, actor, conversationId, input.taskId);
  const from = senderName(actor);
  const n: Notification = {
    type: 'new_message',
    title: m('Mensaje de {name}', { name: from }),
    body: input.body ? { written: input.body.slice(0, 200) } : m('Te ha enviado una foto.'),
    link: `/messages?c=${conversationId}`,
  };
  const me = actor.profileId;
  const store = async (): Promise<SentRow> => {
    if (!input.photoIds.length) {
      const [row] = await queryRows<SentRow>(db, sendStatement(me, conversationId, input, n, true));
      if (!row) throw notFound();
      if (row.id) return row;
    }
    return db.transaction(async (tx) => {
      const [row] = await queryRows<SentRow>(tx, sendStatement(me, conversationId, input, n, false));
      if (!row?.id) throw notFound();
      if (input.photoIds.length) {
        await attachImages(tx, { actorProfileId: me, purpose: 'message', targetId: row.id, imageIds: input.photoIds });
      }
      if (row.created_notification) {
        const prefs = row.email_prefs ? (JSON.parse(row.email_prefs) as Record<string, boolean>) : null;
        await emailNewMessage(
          tx,
          {
            email: row.email,
            firstName: row.first_name,
            language: row.language,
            prefs,
            deletedAt: row.deleted_at,
            suspendedAt: row.suspended_at,
          },
          {
            from,
            text: input.body,
            photos: input.photoIds.length,
            taskTitle: row.task_title,
            conversationId: row.conversation_id,
          },
        );
        if (row.notification_id) {
          await queuePushes(tx, { id: row.notification_id, profileId: row.other_id, type: 'new_message' });
        }
      }
      return row;
    });
  };
  try {
    // Inside a caller's transaction (an offline send, plugins/idempotency.ts) the store gets a
    // savepoint, so that a duplicate clientId leaves the transaction usable for the lookup below.
    const row = db instanceof PgTransaction ? await db.transaction(() => store()) : await store();
    const id = row.id as string;
    return {
      id,
      conversationId: row.conversation_id,
      senderId: row.sender_id,
      body: row.body,
      photos: input.photoIds.length ? await imagesOf(db, 'message', id) : [],
      task: row.task_id ? { id: row.task_id, title: row.task_title ?? '' } : null,
      clientId: row.client_id,
      createdAt: row.created_at,
    };
  } catch (error) {
    // A retried send (a dropped connection, the offline queue; or the same clientId twice at
    // once): the message is already stored, answer with it.
    if (!input.clientId || !isUniqueViolation(error)) throw error;
    const [already] = await db
      .select()
      .from(messages)
      .where(and(eq(messages.senderId, me), eq(messages.clientId, input.clientId)));
    if (!already) throw error;
    return (await toMessageDtos(db, [already]))[0] as MessageDto;
  }
}

/** Messages of a conversation, newest first, in pages (the screen shows them oldest at the top). */
export async function listMessages(db: Executor, actor: Actor, conversationId: string, before?: string) {
  await participantConversation(db, actor, conversationId);
  const where = [eq(messages.conversationId, conversationId)];
  if (before) {
    const [at, id] = decodeCursor<[string, string]>(before, [cursorValue.time, cursorValue.uuid], {
      field: 'before',
      message: m('La página pedida no es válida.'),
    });
    where.push(sql`(${messages.createdAt}, ${messages.id}) < (${at}::timestamptz, ${id}::uuid)`);
  }
  const rows = await db
    .select({
      m: messages,
      exact: exactTime(messages.createdAt),
    })
    .from(messages)
    .where(and(...where))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(PAGE + 1);
  const { page, nextCursor } = pageOf(rows, PAGE, (last) => [last.exact, last.m.id]);
  return {
    items: await toMessageDtos(
      db,
      page.map((r) => r.m),
    ),
    nextCursor,
  };
}

export async function markRead(db: Database, actor: Actor, conversationId: string): Promise<void> {
  const conversation = await participantConversation(db, actor, conversationId);
  const now = new Date();
  const mine = conversation.ownerId === actor.profileId ? { ownerReadAt: now } : { professionalReadAt: now };
  await db.transaction(async (tx) => {
    await tx.update(conversations).set(mine).where(eq(conversations.id, conversationId));
    // The grouped "new message" notification of this conversation is read too.
    await tx.execute(
      sql`update notifications set read_at = now() where profile_id = ${actor.profileId}
          and group_key = ${`conversation:${conversationId}`} and read_at is null`,
    );
    await publishEvent(tx, { to: [actor.profileId], type: 'conversation.read', data: { conversationId } });
  });
}

/** The actor's conversations, most recent first, with the last message and unread counts. */
export async function listConversations(db: Executor, actor: Actor): Promise<ConversationDto[]> {
  const rows = await db
    .select()
    .from(conversations)
    .where(or(eq(conversations.ownerId, actor.profileId), eq(conversations.professionalId, actor.profileId)))
    .orderBy(sql`${conversations.lastMessageAt} desc nulls last`, desc(conversations.createdAt))
    .limit(200);
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const stats = await queryRows<{
    conversation_id: string;
    unread: number;
    body: string;
    created_at: Date;
    sender_id: string | null;
    photos: number;
  }>(
    db,
    sql`
      select c.id as conversation_id,
        (select count(*)::int from messages m
          where m.conversation_id = c.id and m.sender_id is distinct from ${actor.profileId}
            and m.created_at > coalesce(case when c.owner_id = ${actor.profileId} then c.owner_read_at else c.professional_read_at end, '-infinity'::timestamptz)) as unread,
        l.body, l.created_at, l.sender_id,
        (select count(*)::int from images i where i.purpose = 'message' and i.attached_to = l.id) as photos
      from conversations c
      left join lateral (select id, body, created_at, sender_id from messages where conversation_id = c.id order by created_at desc limit 1) l on true
      where c.id in (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`,
  );
  const byId = new Map(stats.map((s) => [s.conversation_id, s]));
  const titles = await taskTitles(
    db,
    rows.map((r) => r.contextTaskId),
  );
  const people = await loadPeople(
    db,
    rows.map((r) => otherOf(r, actor)),
  );
  return rows.flatMap((r) => {
    const other = people.get(otherOf(r, actor));
    if (!other) return [];
    const s = byId.get(r.id);
    return [
      {
        id: r.id,
        other: asPerson(other),
        contextTask: r.contextTaskId ? { id: r.contextTaskId, title: titles.get(r.contextTaskId) ?? '' } : null,
        lastMessage: s?.created_at
          ? {
              body: s.body,
              createdAt: new Date(s.created_at).toISOString(),
              mine: s.sender_id === actor.profileId,
              hasPhotos: Number(s.photos) > 0,
            }
          : null,
        unread: Number(s?.unread ?? 0),
        updatedAt: (r.lastMessageAt ?? r.createdAt).toISOString(),
      },
    ];
  });
}

export async function conversationDto(db: Executor, actor: Actor, id: string): Promise<ConversationDto> {
  const all = await listConversations(db, actor);
  const found = all.find((c) => c.id === id);
  if (found) return found;
  // A brand-new conversation beyond the list's limit is still answered.
  const c = await participantConversation(db, actor, id);
  const other = (await loadPeople(db, [otherOf(c, actor)])).get(otherOf(c, actor));
  if (!other) throw notFound();
  return {
    id: c.id,
    other: asPerson(other),
    contextTask: null,
    lastMessage: null,
    unread: 0,
    updatedAt: c.createdAt.toISOString(),
  };
}
