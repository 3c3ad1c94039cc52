import { type Executor, queryRows, rateLimits } from '@faena/db';
import { eq, sql } from 'drizzle-orm';

/**
 * Rate limits kept in the database (table rate_limits): every server process counts in the
 * same rows, and a restart forgets nothing. A key is a fixed window: its first hit opens it for
 * `windowMs`, later hits add up until it ends, then it starts again at 1. One statement a hit.
 */

export interface LimitState {
  /** Hits in the current window, this one included. */
  hits: number;
  /** Milliseconds until the window ends. */
  ttlMs: number;
}

/** Counts one hit of `key` and answers the window's state. */
export async function hitLimit(db: Executor, key: string, windowMs: number): Promise<LimitState> {
  const window = `${Math.max(1, Math.round(windowMs))} milliseconds`;
  const [row] = await queryRows<{ hits: number; ttl_ms: number | string }>(
    db,
    sql`insert into rate_limits as r (key, hits, window_ends_at)
        values (${key}, 1, clock_timestamp() + ${window}::interval)
        on conflict (key) do update set
          hits = case when r.window_ends_at <= clock_timestamp() then 1 else r.hits + 1 end,
          window_ends_at = case when r.window_ends_at <= clock_timestamp()
            then clock_timestamp() + ${window}::interval else r.window_ends_at end
        returning hits, ceil(extract(epoch from (window_ends_at - clock_timestamp())) * 1000) as ttl_ms`,
  );
  return { hits: row?.hits ?? 1, ttlMs: Math.max(0, Number(row?.ttl_ms ?? windowMs)) };
}

/** The hits of `key` in its current window, without counting one (0 when none or ended). */
export async function peekLimit(db: Executor, key: string): Promise<LimitState> {
  const [row] = await queryRows<{ hits: number; ttl_ms: number | string }>(
    db,
    sql`select hits, ceil(extract(epoch from (window_ends_at - clock_timestamp())) * 1000) as ttl_ms
        from rate_limits where key = ${key} and window_ends_at > clock_timestamp()`,
  );
  return row ? { hits: row.hits, ttlMs: Math.max(0, Number(row.ttl_ms)) } : { hits: 0, ttlMs: 0 };
}

/** Forgets a key (a counter that a proof of ownership ends, such as a password reset). */
export async function clearLimit(db: Executor, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/** Deletes windows that ended long ago (the cleanup job). */
export async function sweepLimits(db: Executor, now: Date): Promise<void> {
  await db.execute(
    sql`delete from rate_limits where window_ends_at < ${now.toISOString()}::timestamptz - interval '1 day'`,
  );
}

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * A store for @fastify/rate-limit that keeps its counters in rate_limits, one key per route
 * and client address: the per-address limits of sign-in, sign-up, reset, messages and uploads
 * hold across processes and restarts.
 */
export function databaseRateLimitStore(db: Executor) {
  return class DatabaseRateLimitStore {
    private readonly prefix: string;
    /** @fastify/rate-limit constructs the root store with its options; children get a route prefix. */
    constructor(prefix?: unknown) {
      this.prefix = typeof prefix === 'string' ? prefix : 'ip';
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      hitLimit(db, `${this.prefix}|${key}`, timeWindow).then(
        (state) => callback(null, { current: state.hits, ttl: state.ttlMs }),
        (error: Error) => callback(error),
      );
    }

    read(key: string, callback: Callback): void {
      peekLimit(db, `${this.prefix}|${key}`).then(
        (state) => callback(null, { current: state.hits, ttl: state.ttlMs }),
        (error: Error) => callback(error),
      );
    }

    /** Called per route with the route's merged limit options (its route as `routeInfo`). */
    child(options: unknown) {
      const route = (options as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo;
      return new DatabaseRateLimitStore(`ip ${[route?.method ?? ''].flat().join(',')} ${route?.url ?? ''}`);
    }
  };
}
