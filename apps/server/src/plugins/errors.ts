import { ERROR_MESSAGES, type ErrorCode, type Language, type Msg, m, markedText } from '@faena/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { reportError } from '../lib/error-reports';
import { AppError } from '../lib/errors';
import { translate } from '../lib/i18n';
import { textLanguage } from '../lib/language';

/** Codes of PostgreSQL (and client) errors that mean "the database is not reachable now". */
const UNAVAILABLE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08003',
  '08006',
  '08001',
  '08004',
  '53300',
]);

/**
 * The one shape of every refusal: `{ error: { code, message, fields? } }`: a stable code, and its
 * texts in `lang` (Castellano unless said).
 */
export function errorBody(
  code: ErrorCode | string,
  text: string | Msg,
  fields?: Record<string, string | Msg>,
  lang: Language = 'es',
) {
  // A shared rule's message with values (checkText: 'Máximo 80 caracteres.') is found again as its message.
  const shown = (value: string | Msg) => translate(lang, typeof value === 'string' ? markedText(value) : value);
  const message = shown(text);
  if (!fields) return { error: { code, message } };
  const translated = Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, shown(value)]));
  return { error: { code, message, fields: translated } };
}

function send(
  reply: FastifyReply,
  status: number,
  code: ErrorCode | string,
  message: string | Msg,
  fields?: Record<string, string | Msg>,
) {
  return reply.status(status).send(errorBody(code, message, fields, textLanguage(reply.request)));
}

/**
 * Drizzle's query errors carry the query's parameters (passwords' hashes, session tokens):
 * the log keeps the SQL text and the database's own error, never the values.
 */
export function loggableError(error: unknown): unknown {
  const e = error as { name?: string; query?: string; cause?: unknown; stack?: string };
  if (e?.name === 'DrizzleQueryError') {
    const cause = e.cause as { message?: string; code?: string } | undefined;
    return { type: 'DrizzleQueryError', query: e.query, code: cause?.code, message: cause?.message };
  }
  return error;
}

const UNAVAILABLE_TEXT =
  /Connection terminated|connection timeout|Client has encountered a connection error|terminating connection|the database system is (starting up|shutting down|in recovery mode)|timeout exceeded when trying to connect/i;

/**
 * Text PostgreSQL cannot store (a NUL byte, an invalid sequence: SQLSTATE 22021, 22P05) that got
 * past a schema: the client's fault, a 400, not a 500.
 */
export function isUnstorableText(error: unknown): boolean {
  let e = error as { code?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; e && depth < 6; depth++) {
    if (e.code === '22021' || e.code === '22P05') return true;
    e = e.cause as typeof e;
  }
  return false;
}

/** Whether an error, or any error it wraps (Drizzle, better-auth), says the database is unreachable. */
export function isUnavailable(error: unknown): boolean {
  let e = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; e && depth < 6; depth++) {
    const code = typeof e.code === 'string' ? e.code : '';
    const message = typeof e.message === 'string' ? e.message : '';
    if (UNAVAILABLE.has(code) || UNAVAILABLE_TEXT.test(message)) return true;
    // A missing Unix socket: the server is down (ENOENT on .s.PGSQL.<port>).
    if (code === 'ENOENT' && message.includes('.s.PGSQL.')) return true;
    e = e.cause as typeof e;
  }
  return false;
}

/**
 * Errors the router raises before any route or hook runs (a path parameter over
 * maxParamLength, a malformed percent-encoding): Fastify answers them in English unless given
 * this. An over-long id names nothing, so it gets the same 404 as any unknown id.
 */
export function frameworkErrors(error: FastifyError, _request: unknown, reply: FastifyReply) {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return send(reply, 404, 'NOT_FOUND', ERROR_MESSAGES.NOT_FOUND);
  return send(reply, 400, 'BAD_REQUEST', ERROR_MESSAGES.BAD_REQUEST);
}

/** An unexpected failure of a request, to the error reports (off without SENTRY_DSN). */
function reportRequestError(error: unknown, request: FastifyRequest) {
  reportError(error, {
    source: 'request',
    method: request.method,
    // The route as declared (`/api/tasks/:id`): no ids, no query string.
    route: request.routeOptions.url ?? 'sin ruta',
    tags: { request_id: request.id },
    profileId: request.actor?.profileId,
  });
}

/**
 * The one error handler: a stable code and a Spanish message for every failure, per-field
 * messages for validation, and never a stack trace or internal detail in a 5xx.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      // A 4xx is the client's; a 500 is a bug the code noticed. A 503 (database down) is watched elsewhere.
      if (error.statusCode >= 500 && error.statusCode !== 503) reportRequestError(error, request);
      return send(reply, error.statusCode, error.code, error.text, error.fields);
    }
    if (
      hasZodFastifySchemaValidationErrors(error) &&
      (error as { validationContext?: string }).validationContext === 'params'
    ) {
      // A malformed id in the path names nothing that exists: the same answer as a missing one.
      return send(reply, 404, 'NOT_FOUND', ERROR_MESSAGES.NOT_FOUND);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const key = issue.instancePath.slice(1).replace(/\//g, '.') || '_';
        fields[key] ??= issue.message ?? ERROR_MESSAGES.VALIDATION;
      }
      const first = Object.values(fields)[0];
      return send(reply, 400, 'VALIDATION', first ?? ERROR_MESSAGES.VALIDATION, fields);
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'respuesta que no cumple su esquema');
      reportRequestError(error, request);
      return send(reply, 500, 'INTERNAL', ERROR_MESSAGES.INTERNAL);
    }
    const status = error.statusCode ?? 500;
    switch (error.code) {
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
      case 'FST_REQ_FILE_TOO_LARGE':
      case 'FST_FILES_LIMIT':
      case 'FST_PARTS_LIMIT':
        return send(reply, 413, 'PAYLOAD_TOO_LARGE', ERROR_MESSAGES.PAYLOAD_TOO_LARGE);
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
        return send(reply, 415, 'UNSUPPORTED_MEDIA_TYPE', ERROR_MESSAGES.UNSUPPORTED_MEDIA_TYPE);
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
        return send(reply, 400, 'BAD_REQUEST', m('El cuerpo de la petición no es JSON válido.'));
    }
    if (status === 429) return send(reply, 429, 'RATE_LIMITED', ERROR_MESSAGES.RATE_LIMITED);
    if (isUnstorableText(error)) {
      request.log.info({ err: loggableError(error) }, 'texto que la base de datos no admite');
      return send(reply, 400, 'BAD_REQUEST', m('El texto enviado contiene caracteres no válidos.'));
    }
    if (isUnavailable(error)) {
      request.log.warn({ err: loggableError(error) }, 'base de datos no disponible');
      return send(reply, 503, 'SERVICE_UNAVAILABLE', ERROR_MESSAGES.SERVICE_UNAVAILABLE);
    }
    if (status >= 400 && status < 500) {
      // Fastify's own 4xx (bad JSON, wrong content type…): its English text stays in the log.
      request.log.info({ err: loggableError(error) }, 'petición rechazada');
      return send(reply, status, 'BAD_REQUEST', ERROR_MESSAGES.BAD_REQUEST);
    }
    request.log.error({ err: loggableError(error) }, 'error no controlado');
    reportRequestError(error, request);
    return send(reply, 500, 'INTERNAL', ERROR_MESSAGES.INTERNAL);
  });

  app.setNotFoundHandler((_request, reply) => {
    return send(reply, 404, 'NOT_FOUND', ERROR_MESSAGES.NOT_FOUND);
  });
});
