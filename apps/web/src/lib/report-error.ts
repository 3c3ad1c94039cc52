import { getConsent } from './analytics/consent';

/**
 * The app's own door to the error reports (decision 0019), for what no global handler sees: an
 * error a React error boundary caught (a screen that crashed while rendering, a chunk that could
 * not be fetched). It holds no SDK: `lib/error-reports.ts`, loaded after consent when the server
 * names a DSN, plugs Sentry in with `setErrorSink`. Before that, up to a few errors wait here, and
 * only if the visitor had already accepted when they happened; without consent nothing is kept.
 */
export interface ErrorContext {
  tags?: Record<string, string | boolean>;
  /** React's component stack of a caught render error (component names only). */
  componentStack?: string;
}

export interface ErrorSink {
  capture(error: unknown, context: ErrorContext): void;
  /** Resolves once what was captured has been sent, or after `timeoutMs`. */
  flush(timeoutMs: number): Promise<unknown>;
}

const MAX_WAITING = 5;
let sink: ErrorSink | null = null;
const waiting: [unknown, ErrorContext][] = [];

export function reportError(error: unknown, context: ErrorContext = {}): void {
  if (sink) sink.capture(error, context);
  else if (getConsent() === 'granted' && waiting.length < MAX_WAITING) waiting.push([error, context]);
}

export function setErrorSink(next: ErrorSink | null): void {
  sink = next;
  if (next) for (const [error, context] of waiting.splice(0)) next.capture(error, context);
}

/** Gives the reports a moment to leave before the page goes away (a reload). Never rejects. */
export function flushErrorReports(timeoutMs: number): Promise<unknown> {
  return sink ? sink.flush(timeoutMs).catch(() => false) : Promise.resolve(true);
}
