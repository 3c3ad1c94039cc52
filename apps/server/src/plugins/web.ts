import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { requestLanguage } from '../lib/language';
import { COOKIE_PREFIX } from '../modules/auth/auth';
import { ASSETS_PREFIX } from './security';

/** sha256 CSP sources of the inline <script> blocks of the built index.html. */
export function inlineScriptHashes(indexHtml: string | null): string[] {
  if (!indexHtml) return [];
  const hashes: string[] = [];
  for (const match of indexHtml.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    hashes.push(
      `sha256-${createHash('sha256')
        .update(match[1] ?? '')
        .digest('base64')}`,
    );
  }
  return hashes;
}

export function readIndexHtml(distDir: string): string | null {
  try {
    return fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  } catch {
    return null;
  }
}

interface PrerenderedRoute {
  path: string;
  page: 'home' | 'auth' | 'shell' | null;
  preload: string[];
}

/**
 * The pages rendered at build time (apps/web/scripts/prerender.mjs) and, per route of the web's
 * route table, the chunks its screen needs. Missing (an old build): every path gets index.html.
 */
export function readPrerendered(distDir: string) {
  const dir = path.join(distDir, 'prerendered');
  try {
    const { routes } = JSON.parse(fs.readFileSync(path.join(dir, 'pages.json'), 'utf8')) as {
      routes: PrerenderedRoute[];
    };
    const html = new Map<string, string>();
    for (const file of fs.readdirSync(dir)) {
      if (file.endsWith('.html')) html.set(file, fs.readFileSync(path.join(dir, file), 'utf8'));
    }
    const matchers = routes.map((route) => ({
      ...route,
      pattern: new RegExp(`^${route.path.replace(/:[^/]+/g, '[^/]+')}/?$`),
      links: route.preload.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`).join(''),
    }));
    return { html, matchers };
  } catch {
    return null;
  }
}

const SESSION_COOKIE = new RegExp(`(?:^|;\\s*)(?:__Secure-)?${COOKIE_PREFIX}\\.session_token=`);
/** The consent banner's cookie as the web reads it (apps/web/src/lib/analytics/consent.ts parseConsent). */
const CONSENT_DECIDED = /(?:^|;\s*)faena_consent=(?:[^;]*\|)?analytics:(?:granted|denied)(?:\||;|$)/;

/**
 * The HTML for a page address: the prerendered page when its first client render is known to
 * match it, else index.html; either way with the route's chunks preloaded.
 * - '/' and '/auth' only without a query (the sign-up tab, the confirmation notice depend on it)
 *   and only for a visitor without a session cookie: a signed-in visitor must not see the
 *   signed-out buttons first.
 * - the signed-in screens' shell (the session is loading: header, 'Cargando...', footer) for any
 *   of them, unless the address carries an e-mail confirmation (`correo`, its notice).
 */
export function pageHtml(
  prerendered: ReturnType<typeof readPrerendered> | null,
  indexHtml: string,
  urlPath: string,
  query: string,
  cookie: string,
  lang = 'es',
): string {
  if (!prerendered) return withLang(indexHtml, lang);
  // index.html with its <title> and description in the language, when the build wrote one.
  const index = (lang !== 'es' && prerendered.html.get(`index.${lang}.html`)) || indexHtml;
  const route = prerendered.matchers.find((r) => r.pattern.test(urlPath));
  if (!route) return withLang(index, lang);
  let page = route.page;
  if ((page === 'home' || page === 'auth') && (query || SESSION_COOKIE.test(cookie))) page = null;
  if (page === 'shell' && /(?:^|&)correo=/.test(query)) page = null;
  // One file per language (Castellano without a suffix); a language without one (the developers'
  // pseudo-language, an older build) gets index.html with its `<html lang>`, rendered by the client.
  const file =
    page && `${page}${lang === 'es' ? '' : `.${lang}`}${CONSENT_DECIDED.test(cookie) ? '.decided' : ''}.html`;
  const html = withLang((file && prerendered.html.get(file)) || index, lang);
  return route.links ? html.replace('</head>', `${route.links}</head>`) : html;
}

/** index.html in `lang`: the client reads `<html lang>` to load that language's texts (apps/web/src/main.tsx). */
const withLang = (html: string, lang: string) =>
  lang === 'es' ? html : html.replace('<html lang="es"', `<html lang="${lang}"`);

/**
 * Serves the built web app: hashed assets with a long cache, and index.html for every other
 * non-API path so the client router takes over (with no cache, so a deploy shows at once).
 */
export const webPlugin = fp(
  async (app: FastifyInstance, opts: { distDir: string; absent?: string[]; pseudo?: boolean }) => {
    const indexHtml = readIndexHtml(opts.distDir);
    if (!indexHtml) {
      app.log.warn(`No se encuentra la web compilada en ${opts.distDir}; solo se sirve la API.`);
      return;
    }
    const prerendered = readPrerendered(opts.distDir);
    await app.register(fastifyStatic, {
      root: opts.distDir,
      // No route per file: with wildcard off it globbed the ~270 built files into ~540 routes at
      // every start (≈ 0.1 s of CPU). The route below sends every existing file with sendFile,
      // which keeps the options here (precompressed copies, cache headers).
      serve: false,
      index: false,
      // The build writes .br and .gz copies of the assets (apps/web/vite.config.ts).
      preCompressed: true,
      setHeaders(reply, filePath) {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          reply.header('cache-control', 'public, max-age=31536000, immutable');
        } else {
          reply.header('cache-control', 'no-cache');
        }
      },
    });

    app.get('/*', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
      const urlPath = decodeURIComponent(request.url.split('?')[0] ?? '/');
      if (urlPath.startsWith('/api/')) return reply.callNotFound();
      // A screen this start does not serve (the development mailbox off) is a 404, not the app's page.
      if (opts.absent?.some((prefix) => urlPath.startsWith(prefix))) return reply.callNotFound();
      const file = path.join(opts.distDir, path.normalize(urlPath));
      if (
        file.startsWith(opts.distDir + path.sep) &&
        path.extname(file) &&
        fs.existsSync(file) &&
        fs.statSync(file).isFile()
      ) {
        // A hashed asset never changes under its name (cache-control immutable): nothing to revalidate.
        const immutable = urlPath.startsWith(ASSETS_PREFIX);
        return reply.sendFile(path.relative(opts.distDir, file), immutable ? { etag: false, lastModified: false } : {});
      }
      if (path.extname(urlPath) && !urlPath.endsWith('.html')) return reply.callNotFound();
      const query = request.url.split('?')[1] ?? '';
      const lang = requestLanguage(request, opts.pseudo);
      const html = pageHtml(prerendered, indexHtml, urlPath, query, request.headers.cookie ?? '', lang);
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('vary', 'Cookie, Accept-Language')
        .send(html);
    });
  },
);
