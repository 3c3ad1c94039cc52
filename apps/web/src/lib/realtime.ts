import type { ServerEvent } from '@faena/shared';
import { api } from './api';

/**
 * The tab's one WebSocket to /api/realtime. It reconnects after a drop with exponential backoff
 * (1 s doubling to 30 s, with jitter) and reports each reconnection, so screens refetch what
 * they may have missed — nothing lost, and nothing shown twice because lists come from the API.
 * What arrives is one of the server's events (the shared union, `packages/shared/src/events.ts`).
 */
export type RealtimeEvent = ServerEvent;

export interface RealtimeHandlers {
  onEvent(event: RealtimeEvent): void;
  /** After a reconnection (not the first connection): time to catch up. */
  onReconnect(): void;
}

const MAX_DELAY_MS = 30_000;

export function connectRealtime(handlers: RealtimeHandlers): () => void {
  let socket: WebSocket | null = null;
  let attempt = 0;
  let everConnected = false;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const url = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/api/realtime`;

  const schedule = () => {
    if (stopped) return;
    const base = Math.min(1000 * 2 ** attempt, MAX_DELAY_MS);
    attempt += 1;
    timer = setTimeout(() => void reopen(), base * (0.7 + Math.random() * 0.6));
  };

  // A drop may be the session ending with its 4001 lost (signed out elsewhere as the socket
  // closed): ask before knocking with the cookie, which the server would refuse. Unreachable or
  // answered from the offline cache: try the socket, which fails without asking anything.
  const reopen = async () => {
    try {
      const { user } = await api.get('/api/auth/session');
      if (stopped) return;
      if (!user) {
        stopped = true;
        handlers.onEvent({ type: 'session.ended', data: {} });
        return;
      }
    } catch {
      if (stopped) return;
    }
    open();
  };

  const open = () => {
    if (stopped) return;
    try {
      socket = new WebSocket(url);
    } catch {
      schedule();
      return;
    }
    socket.onopen = () => {
      attempt = 0;
      if (everConnected) handlers.onReconnect();
      everConnected = true;
    };
    socket.onmessage = (message) => {
      try {
        handlers.onEvent(JSON.parse(String(message.data)) as RealtimeEvent);
      } catch {}
    };
    socket.onclose = (event) => {
      socket = null;
      // 4001: the session ended (signed out elsewhere): do not knock again with a dead cookie.
      if (event.code === 4001) {
        handlers.onEvent({ type: 'session.ended', data: {} });
        return;
      }
      schedule();
    };
  };

  // Back online or back to the tab: try at once instead of waiting out the backoff.
  const wake = () => {
    if (stopped || socket) return;
    clearTimeout(timer);
    attempt = 0;
    open();
  };
  window.addEventListener('online', wake);
  document.addEventListener('visibilitychange', wake);
  open();

  return () => {
    stopped = true;
    clearTimeout(timer);
    window.removeEventListener('online', wake);
    document.removeEventListener('visibilitychange', wake);
    socket?.close(1000);
    socket = null;
  };
}
