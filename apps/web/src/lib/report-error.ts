/**
 * The app's own door to the error reports (decision 0019), for what no global handler sees: an
 * error a React error boundary caught (a screen that crashed while rendering, a chunk that could
 * not be fetched). It holds no SDK and is in the first download, so it is tiny:
 * `lib/error-reports.ts`, loaded after consent when the server names a DSN, plugs Sentry in with
 * `setErrorSink`. Until then (no consent, no DSN, or not loaded yet) a report goes nowhere.
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

let sink: ErrorSink | null = null;

export const reportError = (error: unknown, context: ErrorContext = {}) => sink?.capture(error, context);

export function setErrorSink(next: ErrorSink | null): void {
  sink = next;
}

/** Gives the reports a moment to leave before the page goes away (a reload). Never rejects. */
export const flushErrorReports = (timeoutMs: number): Promise<unknown> =>
  sink ? sink.flush(timeoutMs).catch(() => false) : Promise.resolve(true);
