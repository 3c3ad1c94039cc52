import type { Executor } from '@faena/db';
import { sql } from 'drizzle-orm';

/**
 * The one channel on which every server process hears what happened to whom. A payload is one
 * AppEvent as JSON, or an array of them in delivery order (one NOTIFY for several events).
 */
export const EVENTS_CHANNEL = 'faena_events';

export interface AppEvent {
  /** Profiles whose open screens should hear it. */
  to: string[];
  type: string;
  data?: Record<string, unknown>;
}

/**
 * Publishes an event with NOTIFY in the caller's transaction: it is delivered at commit (never
 * for a change that rolled back) to every server process, which passes it to its sockets.
 */
export async function publishEvent(db: Executor, event: AppEvent): Promise<void> {
  await db.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify(event)})`);
}
