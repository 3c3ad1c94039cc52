import type { NotificationType } from './reference/notifications';
import type { PaymentStatus, ProgressKind, TaskStatus } from './reference/states';

/**
 * Every real-time event the server sends down `/api/realtime`, by type, with what it carries.
 * The server publishes only these (`publishEvent` in apps/server/src/lib/events.ts takes
 * `PublishedEvent`), and the web's `RealtimeConnector` handles them with an exhaustive switch:
 * an event added here and handled nowhere fails the typecheck.
 *
 * Events are small on purpose: they say what changed, and screens refetch it.
 */
export interface EventData {
  /** The connection is open (sent by the server to a new socket only). */
  hello: { profileId: string };
  /** The session is over (sign-out everywhere, suspension, password change or reset). With `keep`
   * (a password change) the connections of session `from` carry on as session `to`. */
  'session.ended': { keep?: { from: string; to: string } };
  /** A notification was added, or an unread one of the same group updated. */
  notification: { id: string; type: NotificationType };
  /** One or all of the user's notifications were marked as read. */
  'notification.read': Record<never, never>;
  /** A message was sent in a conversation of the user. */
  message: { conversationId: string; messageId: string };
  /** The user read a conversation (on another tab or device). */
  'conversation.read': { conversationId: string };
  /** A task changed state (its owner and its assigned professional hear it). */
  'task.status': { taskId: string; status: TaskStatus };
  /** A progress update was added to a task. */
  progress: { taskId: string; kind: ProgressKind };
  /** A payment changed state (its payer and its payee hear it). */
  payment: { paymentId: string; taskId: string; status: PaymentStatus };
}

export type EventType = keyof EventData;

/** An event as a browser receives it: `{ type, data }`. */
export type ServerEvent = { [K in EventType]: { type: K; data: EventData[K] } }[EventType];

/** The event of one type. */
export type EventOf<K extends EventType> = Extract<ServerEvent, { type: K }>;

/**
 * An event as the server publishes it: who should hear it, and its type and data. `data` may be
 * left out when all its fields are optional (the browser then receives `{}`).
 */
export type PublishedEvent = {
  [K in EventType]: { to: string[]; type: K } & (Partial<EventData[K]> extends EventData[K]
    ? { data?: EventData[K] }
    : { data: EventData[K] });
}[EventType];
