import type { Executor } from '@faena/db';
import { type Language, offeredLanguages, slugId } from '@faena/shared';
import { esc, inLanguage, professionalListPath, taskListPath } from './html';
import { professionalListings, publicCounts, sitemapProfessionals, sitemapTasks, taskListings } from './repository';
import { publicName } from './service';

/** The protocol's limit per sitemap file (sitemaps.org). */
export const SITEMAP_SIZE = 50_000;

/** Pages per sitemap file: each is listed once per offered language, and a file holds SITEMAP_SIZE addresses. */
const pagesPerFile = (languages: readonly Language[]) => Math.floor(SITEMAP_SIZE / languages.length);

const day = (d: Date) => d.toISOString().slice(0, 10);

/**
 * A sitemap of public pages (`path`: the Castellano address). With more than one language offered
 * each page is listed in every one (decision 0036), each entry naming all of them as
 * `xhtml:link` alternates and the Castellano one as `x-default`, as search engines ask.
 */
function urlset(origin: string, pages: { path: string; lastmod?: string }[], languages: readonly Language[]): string {
  const lastmod = (p: { lastmod?: string }) => (p.lastmod ? `<lastmod>${p.lastmod}</lastmod>` : '');
  if (languages.length < 2) {
    return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${pages.map((p) => `<url><loc>${esc(`${origin}${p.path}`)}</loc>${lastmod(p)}</url>`).join('\n')}
</urlset>
`;
  }
  const link = (hreflang: string, href: string) =>
    `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${esc(href)}"/>`;
  const entries = pages.flatMap((p) => {
    const alternates =
      languages.map((lang) => link(lang, `${origin}${inLanguage(lang, p.path)}`)).join('') +
      link('x-default', `${origin}${p.path}`);
    return languages.map(
      (lang) => `<url><loc>${esc(`${origin}${inLanguage(lang, p.path)}`)}</loc>${lastmod(p)}${alternates}</url>`,
    );
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${entries.join('\n')}
</urlset>
`;
}

/** /sitemap.xml: an index of the paged sitemaps, counted from the database at request time. */
export async function sitemapIndex(db: Executor, origin: string): Promise<string> {
  const counts = await publicCounts(db);
  const perFile = pagesPerFile(offeredLanguages());
  const files = [
    ...Array.from({ length: Math.max(1, Math.ceil(counts.tasks / perFile)) }, (_, i) => `tareas-${i + 1}.xml`),
    ...Array.from(
      { length: Math.max(1, Math.ceil(counts.professionals / perFile)) },
      (_, i) => `profesionales-${i + 1}.xml`,
    ),
    'listados.xml',
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>
<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${files.map((f) => `<sitemap><loc>${esc(`${origin}/sitemaps/${f}`)}</loc></sitemap>`).join('\n')}
</sitemapindex>
`;
}

/** One sitemap file by its name, or null when there is no such file. */
export async function sitemapFile(db: Executor, origin: string, file: string): Promise<string | null> {
  const languages = offeredLanguages();
  const paged = /^(tareas|profesionales)-([1-9]\d{0,4})\.xml$/.exec(file);
  if (paged) {
    const perFile = pagesPerFile(languages);
    const page = { limit: perFile, offset: (Number(paged[2]) - 1) * perFile };
    if (paged[1] === 'tareas') {
      const rows = await sitemapTasks(db, page);
      if (rows.length === 0 && page.offset > 0) return null;
      return urlset(
        origin,
        rows.map((r) => ({ path: `/tareas/${slugId(r.title, r.id)}`, lastmod: day(r.updatedAt) })),
        languages,
      );
    }
    const rows = await sitemapProfessionals(db, page);
    if (rows.length === 0 && page.offset > 0) return null;
    return urlset(
      origin,
      rows.map((r) => ({
        path: `/profesionales/${slugId(publicName(r.firstName, r.lastName), r.id)}`,
        lastmod: day(r.updatedAt),
      })),
      languages,
    );
  }
  if (file === 'listados.xml') {
    const [tasks, pros] = await Promise.all([taskListings(db), professionalListings(db)]);
    const paths = new Set<string>();
    for (const t of tasks) {
      paths.add(taskListPath(t.province));
      paths.add(taskListPath(t.province, t.category));
    }
    for (const p of pros) paths.add(professionalListPath(p.province, p.category));
    return urlset(
      origin,
      [...paths].sort().map((path) => ({ path })),
      languages,
    );
  }
  return null;
}

/**
 * /robots.txt: the public pages open to crawlers; the API, the administration and the signed-in
 * screens of apps/web/src/app/routes.ts closed (public.test.ts checks the list against that file).
 */
export const SIGNED_IN_PREFIXES = [
  '/dashboard',
  '/profile',
  '/properties',
  '/publish-task',
  '/edit-task/',
  '/my-tasks',
  '/browse-tasks',
  '/task/',
  '/find-professionals',
  '/professional/',
  '/my-applications',
  '/messages',
  '/notifications',
  '/payments',
  '/reset-password',
  '/dev/',
];

export function robotsTxt(origin: string): string {
  return `# Faena: las páginas públicas (tareas abiertas, profesionales y sus listados) se pueden indexar.
User-agent: *
Allow: /$
Allow: /tareas/
Allow: /profesionales/
Allow: /legal/
Allow: /api/public/images/
Disallow: /api/
Disallow: /admin
${SIGNED_IN_PREFIXES.map((p) => `Disallow: ${p}`).join('\n')}

Sitemap: ${origin}/sitemap.xml
`;
}
