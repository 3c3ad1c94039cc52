import { type Executor, tasks } from '@faena/db';
import { and, eq, isNull, lte, or, type SQL, sql } from 'drizzle-orm';

/**
 * A recurring task's new occurrence is offered first to the professional who did the last
 * one, and stays out of Browse tasks for SERIES_RESERVE_HOURS or until they decline
 * (modules/series). These are the two ends of that reservation.
 */

/** Open to everyone: not reserved, or the reservation is over. */
export const notReserved: SQL = sql`(${tasks.reservedUntil} is null or ${tasks.reservedUntil} <= now())`;

export function isReservedFor(
  task: { reservedUntil: Date | null; reservedFor: string | null },
  profileId: string,
  now = new Date(),
): boolean {
  return Boolean(task.reservedUntil && task.reservedUntil > now && task.reservedFor !== profileId);
}

/** The professional declined (or the offer expired, or was withdrawn): the task opens to everyone. */
export async function releaseReservation(db: Executor, taskId: string, professionalId: string): Promise<void> {
  await db
    .update(tasks)
    .set({ reservedUntil: null, reservedFor: null })
    .where(and(eq(tasks.id, taskId), eq(tasks.reservedFor, professionalId)));
}

/** Reservations whose time is up, cleared (the scheduler's clock, so tests can move it). */
export async function releaseExpiredReservations(db: Executor, now: Date): Promise<number> {
  const rows = await db
    .update(tasks)
    .set({ reservedUntil: null, reservedFor: null })
    .where(or(lte(tasks.reservedUntil, now), and(isNull(tasks.reservedUntil), sql`${tasks.reservedFor} is not null`)))
    .returning({ id: tasks.id });
  return rows.length;
}
