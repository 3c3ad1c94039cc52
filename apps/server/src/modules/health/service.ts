import type { Executor } from '@faena/db';
import { sql } from 'drizzle-orm';

/** Whether the database answers a trivial statement. */
export async function databaseAnswers(db: Executor): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
