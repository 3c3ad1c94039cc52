import { zPublicConfig } from '@faena/shared/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorReportSettings } from '../../lib/error-reports';

/**
 * The web app's run-time settings: analytics' key and host come from POSTHOG_KEY and
 * POSTHOG_HOST, error reports' DSN, environment and release from SENTRY_DSN and its companions,
 * the map's style from MAP_STYLE_URL,
 * when the server starts, so changing them needs a restart, not a rebuild. Public
 * and briefly cacheable; the web asks for it only after the visitor accepted analytics.
 */
export async function configRoutes(app: FastifyInstance) {
  const { POSTHOG_KEY, POSTHOG_HOST } = app.config;
  const errorReports = errorReportSettings(app.config);
  const body = {
    analytics: POSTHOG_KEY ? { key: POSTHOG_KEY, host: POSTHOG_HOST.replace(/\/+$/, '') } : null,
    errorReports: errorReports
      ? { dsn: errorReports.dsn, environment: errorReports.environment, release: errorReports.release }
      : null,
    map: { styleUrl: app.config.MAP_STYLE_URL },
  };
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/config',
    {
      config: { access: 'public' },
      schema: {
        tags: ['Sistema'],
        summary: 'Configuración pública de la web',
        response: { 200: zPublicConfig },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return body;
    },
  );
}
