import { municipalitiesOf } from '@faena/shared/municipalities';
import { zMunicipalityList, zProvinceCode } from '@faena/shared/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** Reference data the web loads on demand: INE's municipalities, one province at a time. */
export async function referenceRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/reference/municipalities/:province',
    {
      config: { access: 'public' },
      schema: {
        tags: ['Datos de referencia'],
        summary: 'Municipios de una provincia (INE)',
        params: z.object({ province: zProvinceCode }),
        response: { 200: zMunicipalityList },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=86400');
      return { items: municipalitiesOf(request.params.province).map((m) => ({ code: m.code, name: m.name })) };
    },
  );
}
