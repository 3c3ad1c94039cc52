import {
  categoryBySlug,
  isLanguage,
  type Language,
  offeredLanguages,
  parseSlugId,
  provinceBySlug,
} from '@faena/shared';
import {
  zPublicProfessional,
  zPublicProfessionalList,
  zPublicProfessionalListQuery,
  zPublicTask,
  zPublicTaskList,
  zPublicTaskListQuery,
} from '@faena/shared/schemas';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import { resolveActor } from '../../plugins/auth';
import { variantKey } from '../images';
import {
  inLanguage,
  notFoundPage,
  type PageContext,
  professionalListPage,
  professionalPage,
  taskListPage,
  taskPage,
} from './html';
import { isPublicImage } from './repository';
import { getPublicProfessional, getPublicTask, listProfessionals, listTasks } from './service';
import { robotsTxt, sitemapFile, sitemapIndex } from './sitemap';

const tags = ['Páginas públicas'];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The pages change when a task closes or a professional hides theirs: a short cache. */
const PAGE_CACHE = 'public, max-age=60';
const zPage = z.object({ pagina: z.coerce.number().int().min(1).max(10_000).catch(1).default(1) });

/**
 * The public pages (decision 0029): JSON for anyone under /api/public, and the same data as
 * complete HTML at /tareas/…, /profesionales/… (and /ca/tareas/… in each other offered
 * language), with /robots.txt and the sitemaps. No account
 * needed; what is not public answers 404 exactly like what does not exist.
 */
export async function publicRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const origin = app.config.PUBLIC_URL.replace(/\/+$/, '');

  async function context(request: FastifyRequest, reply: FastifyReply, lang: Language = 'es'): Promise<PageContext> {
    const actor = await resolveActor(request, reply);
    return { origin, viewer: { signedIn: Boolean(actor), role: actor?.role ?? null }, lang };
  }
  const html = (reply: FastifyReply, body: string, status = 200) =>
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', PAGE_CACHE)
      .header('vary', 'Cookie')
      .send(body);
  const missing = async (request: FastifyRequest, reply: FastifyReply) =>
    reply
      .code(404)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(notFoundPage(await context(request, reply)));
  const isNotFound = (error: unknown) => error instanceof AppError && error.statusCode === 404;

  // ── JSON ─────────────────────────────────────────────────────────────────
  /**
   * What the four JSON routes share: open to anyone, under the public pages' tag, and cached like
   * the pages (set once the query is valid, before the answer: a 404 is cached too, a 400 not).
   */
  const json = <S extends object>(summary: string, schema: S) => ({
    config: { access: 'public' as const },
    schema: { tags, summary, ...schema },
    preHandler: async (_request: FastifyRequest, reply: FastifyReply) => {
      reply.header('cache-control', PAGE_CACHE);
    },
  });
  r.get(
    '/api/public/tasks/:id',
    json('Una tarea abierta, como la ve un visitante', {
      params: z.object({ id: z.string() }),
      response: { 200: zPublicTask },
    }),
    async (request) => getPublicTask(app.db, request.params.id),
  );
  r.get(
    '/api/public/tasks',
    json('Tareas abiertas de una provincia (y una categoría), 20 por página', {
      querystring: zPublicTaskListQuery,
      response: { 200: zPublicTaskList },
    }),
    async (request) => listTasks(app.db, request.query),
  );
  r.get(
    '/api/public/professionals/:id',
    json('La página pública de un profesional', {
      params: z.object({ id: z.string() }),
      response: { 200: zPublicProfessional },
    }),
    async (request) => getPublicProfessional(app.db, request.params.id),
  );
  r.get(
    '/api/public/professionals',
    json('Profesionales públicos de una provincia y una categoría, 20 por página', {
      querystring: zPublicProfessionalListQuery,
      response: { 200: zPublicProfessionalList },
    }),
    async (request) => listProfessionals(app.db, request.query),
  );
  r.get(
    '/api/public/images/:id/:variant',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Una foto de una página pública (WebP): de una tarea abierta o de un profesional',
        params: z.object({ id: z.string(), variant: z.enum(['display', 'thumb']) }),
      },
    },
    async (request, reply) => {
      const { id, variant } = request.params;
      const image = UUID.test(id) ? await isPublicImage(app.db, id.toLowerCase()) : null;
      if (!image) throw new AppError('NOT_FOUND');
      const data = await app.imageStore.get(variantKey(image.storageKey, variant));
      if (!data) throw new AppError('NOT_FOUND');
      // Not immutable: the photo stops being public when its task closes.
      return reply.header('content-type', 'image/webp').header('cache-control', 'public, max-age=3600').send(data);
    },
  );

  // ── HTML ─────────────────────────────────────────────────────────────────
  // Each page in Castellano at its address, and in every other offered language under its prefix
  // (decision 0036: /ca/tareas/…, the Castellano slugs after it). A prefix that is not an offered
  // language (/xx/, /CA/, /es/, a language not yet complete) is a page that does not exist.
  const page = { access: 'public' as const };
  const zLang = z.object({ lang: z.string() });
  type Params = Record<string, string>;
  const languageOf = (params: Params): Language | null => {
    if (!('lang' in params)) return 'es';
    const lang = params.lang;
    return isLanguage(lang) && lang !== 'es' && offeredLanguages().includes(lang) ? lang : null;
  };
  // Under /api/ an address the API does not have: its JSON 404, like any other.
  const notALanguage = (request: FastifyRequest, reply: FastifyReply, params: Params) =>
    params.lang === 'api' ? reply.callNotFound() : missing(request, reply);
  const missingIn = async (request: FastifyRequest, reply: FastifyReply, lang: Language) =>
    reply
      .code(404)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(notFoundPage(await context(request, reply, lang)));
  type Province = NonNullable<ReturnType<typeof provinceBySlug>>;
  type Category = NonNullable<ReturnType<typeof categoryBySlug>>;
  /**
   * A listing by province (and category, when the address has one): the page asked for in the
   * address's language, or its 404 (an unknown slug; past the last page, so crawlers index no
   * empty listing).
   */
  const listing =
    <L extends { page: number; pages: number }, C extends Category | null>(
      load: (where: { province: Province; category: C; page: number }) => Promise<L>,
      render: (list: L, province: Province, category: C, context: PageContext) => string,
    ) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      const params = request.params as Params;
      const lang = languageOf(params);
      if (!lang) return notALanguage(request, reply, params);
      const province = provinceBySlug(params.provincia ?? '');
      const category = 'categoria' in params ? categoryBySlug(params.categoria ?? '') : null;
      if (!province || category === undefined) return missingIn(request, reply, lang);
      // A category exactly when the route's address has one (C is Category for those).
      const where = { province, category: category as C, page: (request.query as { pagina: number }).pagina };
      const list = await load(where);
      if (list.page > list.pages) return missingIn(request, reply, lang);
      return html(reply, render(list, province, where.category, await context(request, reply, lang)));
    };

  for (const prefix of ['', '/:lang']) {
    const withLang = <T extends z.ZodRawShape>(shape: T) => (prefix ? zLang.extend(shape) : z.object(shape));
    r.get(
      `${prefix}/tareas/:slugId`,
      { config: page, schema: { hide: true, params: withLang({ slugId: z.string() }) } },
      async (request, reply) => {
        const params = request.params as Params;
        const lang = languageOf(params);
        if (!lang) return notALanguage(request, reply, params);
        const parsed = parseSlugId(params.slugId ?? '');
        if (!parsed) return missingIn(request, reply, lang);
        try {
          const task = await getPublicTask(app.db, parsed.id);
          if (task.slug !== params.slugId) return reply.redirect(inLanguage(lang, `/tareas/${task.slug}`), 301);
          return html(reply, taskPage(task, await context(request, reply, lang)));
        } catch (error) {
          if (isNotFound(error)) return missingIn(request, reply, lang);
          throw error;
        }
      },
    );
    r.get(
      `${prefix}/profesionales/:slugId`,
      { config: page, schema: { hide: true, params: withLang({ slugId: z.string() }) } },
      async (request, reply) => {
        const params = request.params as Params;
        const lang = languageOf(params);
        if (!lang) return notALanguage(request, reply, params);
        const parsed = parseSlugId(params.slugId ?? '');
        if (!parsed) return missingIn(request, reply, lang);
        try {
          const pro = await getPublicProfessional(app.db, parsed.id);
          if (pro.slug !== params.slugId) return reply.redirect(inLanguage(lang, `/profesionales/${pro.slug}`), 301);
          return html(reply, professionalPage(pro, await context(request, reply, lang)));
        } catch (error) {
          if (isNotFound(error)) return missingIn(request, reply, lang);
          throw error;
        }
      },
    );
    const taskListing = listing(
      (where: { province: Province; category: Category | null; page: number }) =>
        listTasks(app.db, { ...where, category: where.category ?? undefined }),
      taskListPage,
    );
    const zListing = {
      config: page,
      schema: { hide: true, params: withLang({ provincia: z.string() }), querystring: zPage },
    };
    const zListingIn = {
      config: page,
      schema: { hide: true, params: withLang({ provincia: z.string(), categoria: z.string() }), querystring: zPage },
    };
    r.get(`${prefix}/tareas/en/:provincia`, zListing, taskListing);
    r.get(`${prefix}/tareas/en/:provincia/:categoria`, zListingIn, taskListing);
    r.get(
      `${prefix}/profesionales/en/:provincia/:categoria`,
      zListingIn,
      listing(
        (where: { province: Province; category: Category; page: number }) => listProfessionals(app.db, where),
        professionalListPage,
      ),
    );
  }

  // ── Crawlers ─────────────────────────────────────────────────────────────
  r.get('/robots.txt', { config: page, schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robotsTxt(origin)),
  );
  r.get('/sitemap.xml', { config: page, schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(await sitemapIndex(app.db, origin)),
  );
  r.get(
    '/sitemaps/:file',
    { config: page, schema: { hide: true, params: z.object({ file: z.string() }) } },
    async (request, reply) => {
      const xml = await sitemapFile(app.db, origin, request.params.file);
      if (xml === null) throw new AppError('NOT_FOUND');
      return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=300').send(xml);
    },
  );
}
