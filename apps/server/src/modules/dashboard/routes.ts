import { zDashboard } from '@faena/shared/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../plugins/auth';
import { dashboardFor } from './service';

export async function dashboardRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/dashboard',
    {
      config: { access: 'signed-in' },
      schema: { tags: ['Panel'], summary: 'Lo más importante para mí ahora', response: { 200: zDashboard } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return dashboardFor(app.db, actorOf(request));
    },
  );
}
