import { type Database, type Executor, profiles, queryRows, session, user } from '@faena/db';
import { and, eq, sql } from 'drizzle-orm';
import { AppError } from '../../lib/errors';
import { publishEvent } from '../../lib/events';
import { logAdminAction } from './audit';

/**
 * Locks every administrator's row and answers the active ones (not suspended, not deleted):
 * the ones who can still work. "At least one administrator" means one of these; a suspended
 * or deleted administrator does not count. Every change that could take the last one away
 * (revoke, suspend, delete) calls this first in its transaction, so two at once cannot.
 */
export async function lockActiveAdmins(tx: Executor): Promise<string[]> {
  const rows = await queryRows<{ id: string; active: boolean }>(
    tx,
    sql`select id, (suspended_at is null and deleted_at is null) as active from profiles where is_admin for update`,
  );
  return rows.filter((r) => r.active).map((r) => r.id);
}

/** Whether taking `profileId` out of the active administrators would leave none. */
export function wouldLeaveNoAdmin(activeAdmins: string[], profileId: string): boolean {
  return activeAdmins.includes(profileId) && activeAdmins.length <= 1;
}

export interface SetAdminResult {
  email: string;
  changed: boolean;
  isAdmin: boolean;
}

/**
 * Grants or revokes is_admin for the account with this e-mail and records it. Admin rows are
 * locked first, so two concurrent revocations can never leave the platform without an admin.
 */
export async function setAdmin(
  db: Database,
  email: string,
  grant: boolean,
  by: { adminId: string | null; actor: string },
): Promise<SetAdminResult> {
  const normalized = email.trim().toLowerCase();
  return db.transaction(async (tx) => {
    const activeAdmins = await lockActiveAdmins(tx);
    const [target] = await tx
      .select({ profile: profiles })
      .from(profiles)
      .innerJoin(user, eq(user.id, profiles.userId))
      .where(and(eq(user.email, normalized)));
    if (!target) throw new AppError('USER_NOT_FOUND');
    const before = target.profile;
    if (before.isAdmin === grant) return { email: normalized, changed: false, isAdmin: grant };
    if (!grant && wouldLeaveNoAdmin(activeAdmins, before.id)) throw new AppError('LAST_ADMIN');
    const [after] = await tx
      .update(profiles)
      .set({ isAdmin: grant, updatedAt: new Date() })
      .where(eq(profiles.id, before.id))
      .returning();
    await logAdminAction(tx, {
      adminId: by.adminId,
      actor: by.actor,
      actionName: grant ? 'grant_admin' : 'revoke_admin',
      targetTableName: 'profiles',
      targetRecordId: before.id,
      oldData: { is_admin: before.isAdmin },
      newData: { is_admin: after?.isAdmin ?? grant },
    });
    // A change of privilege ends the account's sessions: the next sign-in starts a new one with
    // the new rights (no session token survives a privilege change; docs/decisions/0010).
    await tx.delete(session).where(eq(session.userId, before.userId));
    await publishEvent(tx, { to: [before.id], type: 'session.ended' });
    return { email: normalized, changed: true, isAdmin: grant };
  });
}
