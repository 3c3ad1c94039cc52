import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI document, generated from the routes' zod schemas, at /api/openapi.json. */
export const openapiPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Faena API', description: 'API del mercado de servicios rurales Faena.', version: '1.0.0' },
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'faena.session_token' } },
      },
    },
    // Each operation says who may call it: `security` (the session cookie) on every guarded
    // route, and `x-faena-access` with the exact rule (signed-in, admin or a role).
    transform: (input) => {
      const result = jsonSchemaTransform(input);
      const access = input.route.config?.access;
      if (!access || access === 'public') return result;
      return {
        ...result,
        schema: { ...result.schema, security: [{ session: [] }], 'x-faena-access': access } as typeof result.schema,
      };
    },
    hideUntagged: false,
  });
  app.get('/api/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, async () => app.swagger());
});
