import type { Executor } from '@faena/db';
import type { EventData, EventType, PublishedEvent } from '@faena/shared';
import { type SQL, sql } from 'drizzle-orm';

/**
 * The one channel on which every server process hears what happened to whom. A payload is one
 * published event as JSON, or an array of them in delivery order (one NOTIFY for several events).
 */
export const EVENTS_CHANNEL = 'faena_events';

/** An event as it travels on the channel: who should hear it, its type and data. */
export type AppEvent = PublishedEvent;

/**
 * Publishes an event with NOTIFY in the caller's transaction: it is delivered at commit (never
 * for a change that rolled back) to every server process, which passes it to its sockets. Its
 * type and data are the shared union (`packages/shared/src/events.ts`), which the web handles.
 */
export async function publishEvent(db: Executor, event: PublishedEvent): Promise<void> {
  await db.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify(event)})`);
}

/**
 * An event built inside a SQL statement (`json_build_object`), for a statement that publishes
 * with its own `pg_notify` (sending a message): the type and the keys of its data are checked
 * against the shared union like `publishEvent`'s, the values are SQL expressions.
 */
export function sqlEvent<K extends EventType>(type: K, to: SQL, data: { [F in keyof EventData[K]]-?: SQL }): SQL {
  const literal = (name: string) => {
    // Names come from the union's keys, never from input; checked all the same before going raw.
    if (!/^[A-Za-z.]+$/.test(name)) throw new Error(`nombre de evento no válido: ${name}`);
    return sql.raw(`'${name}'`);
  };
  const fields = Object.entries(data as Record<string, SQL>).map(([key, value]) => sql`${literal(key)}, ${value}`);
  return sql`json_build_object('to', ${to}, 'type', ${literal(type)}, 'data', json_build_object(${sql.join(fields, sql`, `)}))`;
}
