import { type Executor, jobs } from '@faena/db';
import { sql } from 'drizzle-orm';

export const JOBS_CHANNEL = 'faena_jobs';

export interface JobInput {
  kind: string;
  payload?: Record<string, unknown>;
  /** When it becomes due; now when omitted. */
  runAt?: Date;
  /** At most one pending job per key; a second enqueue with the same key is ignored. */
  dedupeKey?: string;
  maxAttempts?: number;
}

/**
 * Adds a job in the caller's transaction, so the job exists exactly when the change that
 * caused it commits. The NOTIFY (sent at commit) wakes an idle worker at once.
 */
export async function enqueueJob(db: Executor, job: JobInput): Promise<void> {
  await db
    .insert(jobs)
    .values({
      kind: job.kind,
      payload: job.payload ?? {},
      runAt: job.runAt ?? new Date(),
      dedupeKey: job.dedupeKey ?? null,
      maxAttempts: job.maxAttempts ?? 10,
    })
    .onConflictDoNothing();
  await db.execute(sql`select pg_notify(${JOBS_CHANNEL}, '')`);
}

/** Drops a pending job by its key (an offer accepted before it expires, say). */
export async function cancelJob(db: Executor, dedupeKey: string): Promise<void> {
  await db.execute(sql`delete from jobs where dedupe_key = ${dedupeKey} and status = 'pending'`);
}
