import { type Executor, queryRows } from '@faena/db';
import { sql } from 'drizzle-orm';

export interface JobQueueCount {
  kind: string;
  status: 'pending' | 'running' | 'failed';
  /** Jobs of this kind in this state. */
  jobs: number;
  /** Of the pending ones, those whose time has come (the real backlog; recurring jobs wait for later). */
  due: number;
}

/**
 * The queue as an operator watches it: every job not done, by kind and state. Done jobs are
 * left out (they are deleted after 7 days), which keeps this to the live rows and the failures.
 */
export async function jobQueueCounts(db: Executor): Promise<JobQueueCount[]> {
  return queryRows<JobQueueCount>(
    db,
    sql`select kind, status, count(*)::int as jobs,
          (count(*) filter (where status = 'pending' and run_at <= now()))::int as due
        from jobs where status <> 'done' group by kind, status order by kind, status`,
  );
}

/** Jobs of one kind still to run: pending or running, retries included (the partial index's rows). */
export async function countLiveJobs(db: Executor, kind: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from jobs where kind = ${kind} and status in ('pending', 'running')`,
  );
  return row?.n ?? 0;
}
