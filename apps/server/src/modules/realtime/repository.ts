import { type Executor, profiles, session } from '@faena/db';
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';

/** Of these sessions, those that still exist, have not expired and belong to an account that may act. */
export async function liveSessions(db: Executor, ids: string[]): Promise<Set<string>> {
  const rows = await db
    .select({ id: session.id })
    .from(session)
    .innerJoin(profiles, eq(profiles.userId, session.userId))
    .where(
      and(
        inArray(session.id, ids),
        gt(session.expiresAt, sql`now()`),
        isNull(profiles.suspendedAt),
        isNull(profiles.deletedAt),
      ),
    );
  return new Set(rows.map((r) => r.id));
}
