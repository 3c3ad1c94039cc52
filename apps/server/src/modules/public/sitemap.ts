import type { Executor } from '@faena/db';
import { slugId } from '@faena/shared';
import { esc, professionalListPath, taskListPath } from './html';
import { professionalListings, publicCounts, sitemapProfessionals, sitemapTasks, taskListings } from './repository';
import { publicName } from './service';

/** The protocol's limit per sitemap file (sitemaps.org). */
export const SITEMAP_SIZE = 50_000;

const day = (d: Date) => d.toISOString().slice(0, 10);

function urlset(entries: { loc: string; lastmod?: string }[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${entries.map((e) => `<url><loc>${esc(e.loc)}</loc>${e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : ''}</url>`).join('\n')}
</urlset>
`;
}

/** /sitemap.xml: an index of the paged sitemaps, counted from the database at request time. */
export async function sitemapIndex(db: Executor, origin: string): Promise<string> {
  const counts = await publicCounts(db);
  const files = [
    ...Array.from({ length: Math.max(1, Math.ceil(counts.tasks / SITEMAP_SIZE)) }, (_, i) => `tareas-${i + 1}.xml`),
    ...Array.from(
      { length: Math.max(1, Math.ceil(counts.professionals / SITEMAP_SIZE)) },
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
  const paged = /^(tareas|profesionales)-([1-9]\d{0,4})\.xml$/.exec(file);
  if (paged) {
    const page = { limit: SITEMAP_SIZE, offset: (Number(paged[2]) - 1) * SITEMAP_SIZE };
    if (paged[1] === 'tareas') {
      const rows = await sitemapTasks(db, page);
      if (rows.length === 0 && page.offset > 0) return null;
      return urlset(rows.map((r) => ({ loc: `${origin}/tareas/${slugId(r.title, r.id)}`, lastmod: day(r.updatedAt) })));
    }
    const rows = await sitemapProfessionals(db, page);
    if (rows.length === 0 && page.offset > 0) return null;
    return urlset(
      rows.map((r) => ({
        loc: `${origin}/profesionales/${slugId(publicName(r.firstName, r.lastName), r.id)}`,
        lastmod: day(r.updatedAt),
      })),
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
    return urlset([...paths].sort().map((p) => ({ loc: `${origin}${p}` })));
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
