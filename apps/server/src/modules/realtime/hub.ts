import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import type { AppEvent } from '../../lib/events';

/** Events that end a profile's live connections after being delivered (sign-out, suspension). */
const CLOSING_EVENTS = new Set(['session.ended']);

/**
 * This process's open sockets by profile. Every server process LISTENs on the events channel
 * and hands each event to the sockets it holds, so a change made through any process reaches
 * every open screen of the people concerned.
 */
export class RealtimeHub {
  private readonly sockets = new Map<string, Set<WebSocket>>();

  constructor(private readonly log: FastifyBaseLogger) {}

  add(profileId: string, socket: WebSocket): void {
    let set = this.sockets.get(profileId);
    if (!set) {
      set = new Set();
      this.sockets.set(profileId, set);
    }
    set.add(socket);
    socket.on('close', () => {
      set.delete(socket);
      if (set.size === 0) this.sockets.delete(profileId);
    });
  }

  get size(): number {
    let n = 0;
    for (const set of this.sockets.values()) n += set.size;
    return n;
  }

  deliver(event: AppEvent): void {
    const message = JSON.stringify({ type: event.type, data: event.data ?? {} });
    for (const profileId of new Set(event.to)) {
      for (const socket of this.sockets.get(profileId) ?? []) {
        try {
          socket.send(message);
          if (CLOSING_EVENTS.has(event.type)) socket.close(4001, 'sesión terminada');
        } catch (error) {
          this.log.debug({ err: error }, 'no se pudo entregar un evento');
        }
      }
    }
  }

  closeAll(): void {
    for (const set of this.sockets.values()) for (const socket of set) socket.close(1001, 'servidor cerrando');
    this.sockets.clear();
  }
}
