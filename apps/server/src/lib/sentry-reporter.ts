import { NO_PERSONAL_DATA, scrubErrorEvent } from '@faena/shared/error-reports';
import {
  type BaseTransportOptions,
  createStackParser,
  createTransport,
  dedupeIntegration,
  type ErrorEvent,
  eventFiltersIntegration,
  functionToStringIntegration,
  linkedErrorsIntegration,
  Scope,
  type Transport,
} from '@sentry/core';
import { nodeStackLineParser, ServerRuntimeClient } from '@sentry/core/server';
import type { ErrorReporter, ErrorReportSettings } from './error-reports';

/**
 * The official SDK's client without @sentry/node's OpenTelemetry instrumentation (which patches
 * http, Fastify and the database drivers and costs ~2 s of CPU and ~80 MB at start:
 * docs/decisions/0019-error-reports.md). Only what the server reports explicitly is sent: no
 * breadcrumbs, no request bodies or headers, no tracing.
 */
export function createSentryReporter(settings: ErrorReportSettings): ErrorReporter {
  const client = new ServerRuntimeClient({
    dsn: settings.dsn,
    environment: settings.environment,
    release: settings.release,
    dataCollection: NO_PERSONAL_DATA,
    platform: 'node',
    runtime: { name: 'node', version: process.version },
    stackParser: createStackParser(nodeStackLineParser()),
    integrations: [
      eventFiltersIntegration(),
      functionToStringIntegration(),
      linkedErrorsIntegration(),
      dedupeIntegration(),
    ],
    maxBreadcrumbs: 0,
    transport: fetchTransport,
    beforeSend: (event: ErrorEvent) => scrubErrorEvent(event),
  });
  client.init();

  return {
    capture(error, context) {
      const scope = new Scope();
      scope.setTag('source', context.source);
      for (const [key, value] of Object.entries(context.tags ?? {})) scope.setTag(key, value);
      if (context.profileId) scope.setUser({ id: context.profileId });
      if (context.route) {
        const route = context.route;
        scope.setTransactionName(`${context.method ?? ''} ${route}`.trim());
        scope.addEventProcessor((event) => ({
          ...event,
          request: { method: context.method, url: `${settings.publicUrl}${route}` },
        }));
      }
      const reportable = reportableError(error);
      if (reportable.database) scope.setContext('database', { ...reportable.database });
      client.captureException(
        reportable.error,
        { mechanism: { type: `faena.${context.source}`, handled: false } },
        scope,
      );
    },
    async close(timeoutMs) {
      await client.close(timeoutMs);
    },
  };
}

/** Node's fetch as the transport; Sentry's rate-limit answers are passed back to the SDK. */
function fetchTransport(options: BaseTransportOptions): Transport {
  return createTransport(options, async (request) => {
    const response = await fetch(options.url, {
      method: 'POST',
      body: request.body as string | Uint8Array<ArrayBuffer>,
      headers: { 'content-type': 'application/x-sentry-envelope' },
      signal: AbortSignal.timeout(10_000),
    });
    return {
      statusCode: response.status,
      headers: {
        'x-sentry-rate-limits': response.headers.get('x-sentry-rate-limits'),
        'retry-after': response.headers.get('retry-after'),
      },
    };
  });
}

interface DatabaseFacts {
  code?: string;
  table?: string;
  column?: string;
  constraint?: string;
  query?: string;
}

/**
 * A database error carries the query's values in its message (Drizzle: "params: …") and often in
 * the server's own text (`invalid input syntax for type integer: "…"`, `Key (email)=(…)` in its
 * detail). It is reported as a new error with the SQL text (placeholders, no values), the
 * SQLSTATE and the names of the table, column and constraint, quoted values masked (a quoted name
 * after `column`, `relation`… stays), the same stack.
 */
export function reportableError(error: unknown): { error: unknown; database?: DatabaseFacts } {
  const top = error as { name?: string; query?: string; stack?: string } | null;
  let database: ({ code: string; message?: string } & DatabaseFacts) | undefined;
  let e = error as Record<string, unknown> | undefined;
  for (let depth = 0; e && typeof e === 'object' && depth < 6; depth++) {
    const code = e.code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && ('severity' in e || 'routine' in e)) {
      database = e as unknown as typeof database;
      break;
    }
    e = e.cause as Record<string, unknown> | undefined;
  }
  if (!database && top?.name !== 'DrizzleQueryError') return { error };
  const text = typeof database?.message === 'string' ? database.message : 'consulta fallida';
  const replacement = new Error(text.replace(QUOTED_VALUE, '"…"').replace(/\([^()]*\)=\([^()]*\)/g, '(…)=(…)'));
  replacement.name = 'DatabaseError';
  const frames = (top?.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  replacement.stack = [`${replacement.name}: ${replacement.message}`, ...frames].join('\n');
  return {
    error: replacement,
    database: {
      code: database?.code,
      table: stringOrUndefined(database?.table),
      column: stringOrUndefined(database?.column),
      constraint: stringOrUndefined(database?.constraint),
      query: typeof top?.query === 'string' ? top.query.slice(0, 2_000) : undefined,
    },
  };
}

/** A quoted text that is not the name of a column, table, constraint…: a value, masked. */
const QUOTED_VALUE =
  /(?<!\b(?:column|relation|table|constraint|index|type|function|schema|sequence|view|operator|extension|database|role) )"[^"]*"/gi;

const stringOrUndefined = (value: unknown) => (typeof value === 'string' ? value : undefined);
