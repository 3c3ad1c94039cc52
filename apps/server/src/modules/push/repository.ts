import { type Executor, notifications, profiles, pushSubscriptions } from '@faena/db';
import { and, eq, sql } from 'drizzle-orm';

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/**
 * Saves a browser's subscription for a profile: a known endpoint gets the new keys and moves to
 * this profile (one device, one person signed in on it at a time).
 */
export async function upsertSubscription(
  db: Executor,
  row: { profileId: string; endpoint: string; p256dh: string; auth: string; userAgent: string | null },
): Promise<void> {
  await db
    .insert(pushSubscriptions)
    .values(row)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { profileId: row.profileId, p256dh: row.p256dh, auth: row.auth, userAgent: row.userAgent },
    });
}

/** Removes the profile's subscription with this endpoint; false when it has none. */
export async function deleteOwnSubscription(db: Executor, profileId: string, endpoint: string): Promise<boolean> {
  const rows = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.profileId, profileId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return rows.length > 0;
}

export async function deleteSubscription(db: Executor, id: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

export async function markDelivered(db: Executor, id: string, at: Date): Promise<void> {
  await db.update(pushSubscriptions).set({ lastSuccessAt: at }).where(eq(pushSubscriptions.id, id));
}

export async function findSubscription(db: Executor, id: string): Promise<PushSubscriptionRow | undefined> {
  const [row] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, id));
  return row;
}

/** The ids of a profile's subscriptions, when the profile is active and keeps `type`'s push on. */
export async function subscriptionsToPush(db: Executor, profileId: string, type: string): Promise<string[]> {
  const rows = await db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .innerJoin(profiles, eq(profiles.id, pushSubscriptions.profileId))
    .where(
      and(
        eq(pushSubscriptions.profileId, profileId),
        sql`${profiles.deletedAt} is null and ${profiles.suspendedAt} is null`,
        sql`coalesce((${profiles.pushPrefs} ->> ${type})::boolean, false)`,
      ),
    );
  return rows.map((r) => r.id);
}

export async function findNotification(db: Executor, id: string) {
  const [row] = await db.select().from(notifications).where(eq(notifications.id, id));
  return row;
}

/** The push preferences a profile has stored (only the types they changed). */
export async function findPushPrefs(db: Executor, profileId: string): Promise<Record<string, boolean>> {
  const [row] = await db.select({ prefs: profiles.pushPrefs }).from(profiles).where(eq(profiles.id, profileId));
  return row?.prefs ?? {};
}

export async function savePushPrefs(
  db: Executor,
  profileId: string,
  prefs: Record<string, boolean>,
): Promise<Record<string, boolean>> {
  const [row] = await db
    .update(profiles)
    .set({ pushPrefs: prefs, updatedAt: new Date() })
    .where(eq(profiles.id, profileId))
    .returning({ prefs: profiles.pushPrefs });
  return row?.prefs ?? {};
}
