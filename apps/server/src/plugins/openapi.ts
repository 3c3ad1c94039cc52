import fs from 'node:fs';
import path from 'node:path';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { paths } from '../lib/paths';

/** Where the API documentation page is; its document is also at `${API_DOCS}/json` and `/yaml`. */
export const API_DOCS = '/api/docs';

/**
 * The OpenAPI document, generated from the routes' zod schemas, at /api/openapi.json, and the
 * page that shows it at /api/docs (Swagger UI, its files served from node_modules: nothing from
 * a CDN, and nothing the site's Content-Security-Policy has to allow beyond 'self').
 */
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
  await app.register(apiDocsPage);
});

// The "Authorize" button (see supportedSubmitMethods) and the server picker of one server.
const API_DOCS_CSS = '.swagger-ui .scheme-container { display: none; }\n';

/** Faena's own icon for the page's tab: the built web app's, or its source in development. */
function faviconSvg(): string {
  const candidates = [
    path.join(paths.webDist(), 'favicon.svg'),
    path.join(paths.root(), 'apps/web/public/favicon.svg'),
  ];
  const file = candidates.find((candidate) => fs.existsSync(candidate));
  return file ? fs.readFileSync(file, 'utf8') : '';
}

/** Swagger UI at /api/docs, in its own context so that only its routes get the change below. */
async function apiDocsPage(app: FastifyInstance) {
  // Every route must say who may call it (plugins/auth.ts), and @fastify/swagger-ui has no option
  // for its routes' config: the routes it adds in this context are public, as the document is.
  const route = app.route as (this: FastifyInstance, options: RouteOptions) => FastifyInstance;
  app.route = function publicRoute(this: FastifyInstance, options: RouteOptions) {
    return route.call(this, { ...options, config: { ...options.config, access: 'public' } });
  } as typeof app.route;
  await app.register(swaggerUi, {
    routePrefix: API_DOCS,
    uiConfig: {
      // The "valid" badge would ask validator.swagger.io (outside this network and the CSP).
      validatorUrl: null,
      deepLinking: true,
      docExpansion: 'list',
      // No top bar: it is Swagger's logo and an "Explore" box for other documents.
      layout: 'BaseLayout',
      // A page to read the contract: the session is an httpOnly cookie that Swagger UI's
      // "Authorize" dialog cannot set, so its requests would only ever get 401 on guarded routes.
      supportedSubmitMethods: [],
    },
    theme: {
      title: 'Faena API',
      css: [{ filename: 'faena.css', content: API_DOCS_CSS }],
      favicon: [{ filename: 'favicon.svg', rel: 'icon', sizes: 'any', type: 'image/svg+xml', content: faviconSvg() }],
    },
  });
}
