import type { ServerEvent } from '@faena/shared';

/**
 * Changes this tab made that other features' screens show, announced to whoever composes the
 * features (`app/RealtimeConnector.tsx`, which turns each into the query keys it makes stale), so
 * no feature names another feature's cache. The vocabulary is the server's real-time events
 * (`packages/shared/src/events.ts`), announced at once by the tab that caused them — its socket
 * may not be open yet — plus the few changes the server does not announce to their author.
 */
export type LocalChange =
  /** An owner offered one of their tasks to a professional (the task's offers list changes). */
  | { type: 'offer.sent'; data: { taskId: string } }
  /** The professional profile, avatar or portfolio changed (search results and the public portfolio show them). */
  | { type: 'profile.changed'; data: Record<never, never> }
  /**
   * This tab is about to sign out: its live connection closes first, so no handshake races the
   * sign-out and reaches the server with the cookie already ended (the browser logs that refusal).
   */
  | { type: 'session.ending'; data: Record<never, never> };

export type Change = ServerEvent | LocalChange;

type Listener = (change: Change) => void;
const listeners = new Set<Listener>();

export function announceChange(change: Change): void {
  for (const listener of [...listeners]) listener(change);
}

/** Listens to this tab's announced changes; returns the function that stops listening. */
export function onChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
