import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LogController } from 'fastify';
import fp from 'fastify-plugin';
import { routeLabel } from '../lib/route-label';
import { loggableError } from './errors';

/** Routes a machine calls every few seconds: their successful answers are logged at debug only. */
const QUIET_ROUTES = new Set(['/api/health', '/metrics']);

/** An incoming X-Request-Id is kept only when it is a short token that cannot forge a log line. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * The request id: the caller's X-Request-Id when it is a short safe token (a proxy or another
 * service tracing one request through several), else a new UUID.
 */
export function requestId(request: IncomingMessage): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/**
 * Fastify's request logging, replaced: one line per answered request with its method, route
 * pattern (never the URL: a reset link carries its token in the query), status and time, and
 * the request id pino binds to every line of the request (`reqId`). No headers, cookies,
 * bodies or query strings. Fastify's own lines ("incoming request", "request completed", the
 * not-found line) printed the full URL and are not written.
 */
export class RequestLog extends LogController {
  override incomingRequest(): void {}

  override routeNotFound(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const route = routeLabel(request);
    const line = {
      method: request.method,
      route,
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) reply.log.error({ ...line, err: loggableError(error) }, 'petición interrumpida por un error');
    else if (QUIET_ROUTES.has(route) && reply.statusCode < 400) reply.log.debug(line, 'petición');
    else reply.log.info(line, 'petición');
  }

  // Fastify's defaults for these attach the request (with its URL) to the line.
  override defaultErrorLog(error: Error, request: FastifyRequest, reply: FastifyReply): void {
    const line = { route: routeLabel(request), status: reply.statusCode, err: loggableError(error) };
    if (reply.statusCode >= 500) reply.log.error(line, 'error no controlado');
    else reply.log.info(line, 'petición rechazada');
  }

  override writeHeadError(error: Error, request: FastifyRequest, reply: FastifyReply): void {
    reply.log.warn({ route: routeLabel(request), err: loggableError(error) }, 'no se pudo escribir la cabecera');
  }
}

/** Pino serializer for any line that still passes a request: its method and path, no query or headers. */
export function requestSerializer(request: { method?: string; url?: string }) {
  return { method: request.method, path: (request.url ?? '').split('?')[0] };
}

/** Every answer carries its request id, so a person reporting a problem can quote it. */
export const requestIdPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
});
