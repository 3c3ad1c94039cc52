import type { FastifyRequest } from 'fastify';

/** What logs and metrics call a request that matched no route: one label, whatever its URL. */
export const UNMATCHED_ROUTE = 'unmatched';

/**
 * The route a request matched, as registered (`/api/tasks/:taskId`), never its URL: ids and
 * query strings (a password-reset token) stay out, and a metric gets one series per route.
 */
export function routeLabel(request: FastifyRequest): string {
  return request.is404 ? UNMATCHED_ROUTE : (request.routeOptions.url ?? UNMATCHED_ROUTE);
}
