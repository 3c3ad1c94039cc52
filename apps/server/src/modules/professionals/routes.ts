import { m } from '@faena/shared';
import {
  zPortfolioItem,
  zPortfolioItemInput,
  zPortfolioList,
  zProfessionalPage,
  zProfessionalPublic,
  zProfessionalQuery,
} from '@faena/shared/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { propertyOrigin } from '../../lib/distance';
import { textLanguage } from '../../lib/language';
import { actorOf } from '../../plugins/auth';
import { createPortfolioItem, deletePortfolioItem, myPortfolio, updatePortfolioItem } from './portfolio';
import { searchProfessionals } from './search';
import { publicProfessional } from './service';

const zItemId = z.object({ itemId: z.uuid() });
const zDone = z.object({ ok: z.literal(true) });

export async function professionalRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Profesionales'];
  const guard = { config: { access: 'signed-in' as const } };
  const portfolioAccess = { access: 'professional' as const, refusal: m('Solo los profesionales tienen portafolio.') };

  r.get(
    '/api/professionals',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Buscar profesionales (búsqueda en español, filtros, orden, páginas por cursor)',
        querystring: zProfessionalQuery,
        response: { 200: zProfessionalPage },
      },
    },
    async (request) =>
      searchProfessionals(
        app.db,
        request.query,
        await propertyOrigin(app.db, actorOf(request).profileId, request.query.propertyId, request.query.near),
        textLanguage(request),
      ),
  );

  r.get(
    '/api/professionals/:professionalId',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Perfil público y portafolio de un profesional',
        // Any text: an id that is not a UUID is a 404 like an unknown one.
        params: z.object({ professionalId: z.string().max(100) }),
        response: { 200: zProfessionalPublic },
      },
    },
    async (request) => publicProfessional(app.db, actorOf(request), request.params.professionalId),
  );

  r.get(
    '/api/portfolio',
    {
      config: portfolioAccess,
      schema: { tags, summary: 'Mi portafolio (profesional)', response: { 200: zPortfolioList } },
    },
    async (request) => ({ items: await myPortfolio(app.db, actorOf(request)) }),
  );

  r.post(
    '/api/portfolio',
    {
      config: portfolioAccess,
      schema: {
        tags,
        summary: 'Añadir un trabajo a mi portafolio',
        body: zPortfolioItemInput,
        response: { 201: zPortfolioItem },
      },
    },
    async (request, reply) => reply.status(201).send(await createPortfolioItem(app.db, actorOf(request), request.body)),
  );

  r.put(
    '/api/portfolio/:itemId',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Editar un trabajo de mi portafolio',
        params: zItemId,
        body: zPortfolioItemInput,
        response: { 200: zPortfolioItem },
      },
    },
    async (request) => updatePortfolioItem(app.db, actorOf(request), request.params.itemId, request.body),
  );

  r.delete(
    '/api/portfolio/:itemId',
    {
      ...guard,
      schema: { tags, summary: 'Borrar un trabajo de mi portafolio', params: zItemId, response: { 200: zDone } },
    },
    async (request) => {
      await deletePortfolioItem(app.db, actorOf(request), request.params.itemId);
      return { ok: true as const };
    },
  );
}
