import type { DbHandle } from '@faena/db';

/** The channel the database's triggers notify on any change to a session, user or profile (migration 0010). */
export const AUTH_CHANNEL = 'faena_auth';

/** How long a cached session may be used at most, even without any notification. */
export const SESSION_CACHE_TTL_MS = 10_000;
const MAX_ENTRIES = 10_000;

/** Taken before reading a session from the database: `set` stores the row only if nothing changed since. */
export interface CacheTicket {
  generation: number;
  epoch: number;
}

/**
 * The session rows of the fast path (plugins/auth.ts), kept in the process for a few seconds so a
 * signed-in request does not cost a database round trip for its session.
 *
 * It stays correct across processes because the database says when to forget: triggers on
 * `session`, `user` and `profiles` (sign-out, revocation, refresh, suspension, deletion, role,
 * names, e-mail; from any code path, better-auth's, the admin's tools or a script) send a NOTIFY
 * on `faena_auth` at commit, and every process empties its whole cache when it hears one. The
 * notification is sent at the commit, before the change's own answer leaves its process, so a
 * request sent after that answer finds the cache emptied unless its process has not yet read the
 * notification from its socket (the same window as a request already in flight at the commit,
 * which no design without a per-request read closes). Besides:
 * - this process empties the cache itself before answering any request that may write
 *   (not GET/HEAD/OPTIONS), so its own sign-outs and suspensions never wait for the NOTIFY;
 * - nothing is served from the cache while the LISTEN connection is lost, and what was cached
 *   before a loss is dropped (its notifications may have been missed): `listenEpoch`;
 * - a row read before an invalidation is never stored after it (`ticket`/`set`);
 * - an entry lives at most SESSION_CACHE_TTL_MS, and expiry and the sliding refresh are still
 *   checked on every request against the cached `expiresAt` by the caller.
 */
export class SessionCache<Row> {
  private readonly entries = new Map<string, { row: Row; at: number; epoch: number }>();
  private generation = 0;
  private active = false;

  constructor(
    private readonly handle: Pick<DbHandle, 'listen' | 'listenEpoch'>,
    private readonly ttlMs = SESSION_CACHE_TTL_MS,
  ) {}

  /** Starts listening; until it has, and after `stop`, the cache holds and serves nothing. */
  async start(): Promise<() => Promise<void>> {
    const unlisten = await this.handle.listen(AUTH_CHANNEL, () => this.invalidate());
    this.active = true;
    return async () => {
      this.active = false;
      this.invalidate();
      await unlisten();
    };
  }

  invalidate(): void {
    this.generation++;
    this.entries.clear();
  }

  get(token: string): Row | undefined {
    if (!this.active) return undefined;
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    if (entry.epoch !== this.handle.listenEpoch() || Date.now() - entry.at > this.ttlMs) {
      this.entries.delete(token);
      return undefined;
    }
    return entry.row;
  }

  ticket(): CacheTicket | null {
    const epoch = this.handle.listenEpoch();
    return this.active && epoch !== null ? { generation: this.generation, epoch } : null;
  }

  set(token: string, row: Row, ticket: CacheTicket | null): void {
    if (!ticket || !this.active) return;
    if (ticket.generation !== this.generation || ticket.epoch !== this.handle.listenEpoch()) return;
    if (this.entries.size >= MAX_ENTRIES && !this.entries.has(token)) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(token, { row, at: Date.now(), epoch: ticket.epoch });
  }

  get size(): number {
    return this.entries.size;
  }
}
