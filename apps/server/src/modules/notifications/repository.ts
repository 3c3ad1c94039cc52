import { type Executor, notifications, profiles } from '@faena/db';
import { and, count, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { exactTime } from '../../lib/keyset';

export type NotificationRow = typeof notifications.$inferSelect;

/** How many of a profile's notifications are unread. */
export async function countUnread(db: Executor, profileId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.profileId, profileId), isNull(notifications.readAt)));
  return Number(row?.n ?? 0);
}

/**
 * Up to `limit` of a profile's notifications, newest first (ties by id), after the keyset
 * position `after` when given; each with its creation time exact to the microsecond for the cursor.
 */
export async function findNotificationsPage(
  db: Executor,
  profileId: string,
  after: { at: string; id: string } | null,
  limit: number,
): Promise<{ n: NotificationRow; exact: string }[]> {
  const where: SQL[] = [eq(notifications.profileId, profileId)];
  if (after) {
    where.push(sql`(${notifications.createdAt}, ${notifications.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`);
  }
  return db
    .select({ n: notifications, exact: exactTime(notifications.createdAt) })
    .from(notifications)
    .where(and(...where))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
}

/** Marks one of the profile's notifications read (keeping the first reading time); false when it is not theirs. */
export async function markNotificationRead(db: Executor, profileId: string, notificationId: string): Promise<boolean> {
  const [row] = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.id, notificationId), eq(notifications.profileId, profileId)))
    .returning({ id: notifications.id });
  return row !== undefined;
}

/** Marks every unread notification of the profile read. */
export async function markAllNotificationsRead(db: Executor, profileId: string): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.profileId, profileId), isNull(notifications.readAt)));
}

/** The e-mail and push preferences a profile has stored (only the types they changed). */
export async function findNotificationPrefs(
  db: Executor,
  profileId: string,
): Promise<{ email: Record<string, boolean>; push: Record<string, boolean> }> {
  const [row] = await db
    .select({ email: profiles.emailPrefs, push: profiles.pushPrefs })
    .from(profiles)
    .where(eq(profiles.id, profileId));
  return { email: row?.email ?? {}, push: row?.push ?? {} };
}

/** Stores a profile's e-mail preferences (and push ones when given) and returns them as stored. */
export async function saveNotificationPrefs(
  db: Executor,
  profileId: string,
  email: Record<string, boolean>,
  push: Record<string, boolean> | undefined,
): Promise<{ email: Record<string, boolean>; push: Record<string, boolean> }> {
  const [row] = await db
    .update(profiles)
    .set({ emailPrefs: email, ...(push ? { pushPrefs: push } : {}), updatedAt: new Date() })
    .where(eq(profiles.id, profileId))
    .returning({ email: profiles.emailPrefs, push: profiles.pushPrefs });
  return { email: row?.email ?? {}, push: row?.push ?? {} };
}
