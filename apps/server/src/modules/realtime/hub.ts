import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import type { AppEvent } from '../../lib/events';

/** Close code of a connection whose session ended (the web does not knock again with it). */
export const SESSION_ENDED_CLOSE = 4001;

interface Connection {
  socket: WebSocket;
  /** The session it was opened with; a password change moves this browser's to the new one. */
  sessionId: string;
}

/**
 * This process's open sockets by profile. Every server process LISTENs on the events channel
 * and hands each event to the sockets it holds, so a change made through any process reaches
 * every open screen of the people concerned.
 *
 * `session.ended` ends a profile's connections (sign-out everywhere, suspension, password
 * reset). With `data.keep = { from, to }` (a password change) the connections of session
 * `from` — the browser that changed it — are kept and now count as session `to`; the others end.
 */
export class RealtimeHub {
  private readonly connections = new Map<string, Set<Connection>>();

  constructor(
    private readonly log: FastifyBaseLogger,
    /** Of these sessions, those that may still hold a connection (routes.ts asks the database). */
    private readonly liveSessions: (ids: string[]) => Promise<Set<string>> = async (ids) => new Set(ids),
  ) {}

  add(profileId: string, socket: WebSocket, sessionId: string): void {
    let set = this.connections.get(profileId);
    if (!set) {
      set = new Set();
      this.connections.set(profileId, set);
    }
    const connection: Connection = { socket, sessionId };
    set.add(connection);
    socket.on('close', () => {
      set.delete(connection);
      if (set.size === 0) this.connections.delete(profileId);
    });
  }

  get size(): number {
    let n = 0;
    for (const set of this.connections.values()) n += set.size;
    return n;
  }

  /**
   * Ends the connections whose session is gone (expired, revoked, its account suspended).
   * Events end them at once; this periodic check is the backstop for anything that ends a
   * session without one.
   */
  async checkSessions(): Promise<void> {
    const ids = new Set<string>();
    for (const set of this.connections.values()) for (const c of set) ids.add(c.sessionId);
    if (ids.size === 0) return;
    const valid = await this.liveSessions([...ids]);
    const message = JSON.stringify({ type: 'session.ended', data: {} });
    for (const set of this.connections.values()) {
      for (const connection of set) if (!valid.has(connection.sessionId)) this.end(connection, message);
    }
  }

  deliver(event: AppEvent): void {
    const message = JSON.stringify({ type: event.type, data: event.data ?? {} });
    const keep = event.type === 'session.ended' ? keptSession(event.data) : null;
    for (const profileId of new Set(event.to)) {
      for (const connection of this.connections.get(profileId) ?? []) {
        if (event.type === 'session.ended') {
          if (keep && connection.sessionId === keep.from) {
            connection.sessionId = keep.to;
            continue;
          }
          this.end(connection, message);
          continue;
        }
        this.send(connection, message);
      }
    }
  }

  closeAll(): void {
    for (const set of this.connections.values()) for (const c of set) c.socket.close(1001, 'servidor cerrando');
    this.connections.clear();
  }

  private send(connection: Connection, message: string): void {
    try {
      connection.socket.send(message);
    } catch (error) {
      this.log.debug({ err: error }, 'no se pudo entregar un evento');
    }
  }

  private end(connection: Connection, message: string): void {
    this.send(connection, message);
    try {
      connection.socket.close(SESSION_ENDED_CLOSE, 'sesión terminada');
    } catch (error) {
      this.log.debug({ err: error }, 'no se pudo cerrar una conexión');
    }
  }
}

function keptSession(data: Record<string, unknown> | undefined): { from: string; to: string } | null {
  const keep = data?.keep as { from?: unknown; to?: unknown } | undefined;
  return typeof keep?.from === 'string' && typeof keep.to === 'string' ? { from: keep.from, to: keep.to } : null;
}
