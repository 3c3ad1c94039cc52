import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import { databaseAnswers } from './service';

export async function healthRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['Sistema'],
        summary: 'Estado del servicio',
        response: { 200: z.object({ status: z.literal('ok'), database: z.enum(['embedded', 'postgres']) }) },
      },
    },
    async (_request, reply) => {
      if (!(await databaseAnswers(app.db))) throw new AppError('SERVICE_UNAVAILABLE');
      reply.header('cache-control', 'no-store');
      return { status: 'ok' as const, database: app.dbHandle.kind };
    },
  );
}
