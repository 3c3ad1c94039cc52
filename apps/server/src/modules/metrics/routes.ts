import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { routeLabel } from '../../lib/route-label';
import { mayReadMetrics, metricsAllowList } from './access';
import { clusterScrape } from './cluster';
import type { AppMetrics } from './registry';

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's metrics; `app.metrics.registry` is the prom-client Registry to aggregate. */
    metrics: AppMetrics;
  }
}

/**
 * Counts and times every answered request by route pattern, and serves GET /metrics in
 * Prometheus's text format to the addresses in METRICS_ALLOW. Everyone else (and everyone when
 * METRICS_ALLOW is unset) gets the 404 of any unknown address: nothing says it exists.
 */
export const metricsPlugin = fp(async (app: FastifyInstance, opts: { metrics: AppMetrics }) => {
  const { metrics } = opts;
  app.decorate('metrics', metrics);
  app.addHook('onResponse', (request, reply, done) => {
    metrics.observeRequest(request.method, routeLabel(request), reply.statusCode, reply.elapsedTime / 1000);
    done();
  });

  const allow = metricsAllowList(app.config.metricsAllow);
  // Under WEB_CONCURRENCY every process's figures, whichever process the scrape reaches.
  const scrapeAll = clusterScrape(metrics.registry);
  app.get('/metrics', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
    if (!mayReadMetrics(request, allow, app.config)) return reply.callNotFound();
    let body: string;
    try {
      body = scrapeAll ? await scrapeAll() : await metrics.registry.metrics();
    } catch (error) {
      // One process's figures would pass for the whole server's: the scrape fails instead.
      request.log.warn(
        { err: error instanceof Error ? error.message : String(error) },
        'métricas: sin las de todos los procesos',
      );
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('Métricas no disponibles: los procesos del servidor no respondieron.\n');
    }
    return reply.type(metrics.registry.contentType).header('cache-control', 'no-store').send(body);
  });
});
