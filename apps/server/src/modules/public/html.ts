import {
  categoryLabel,
  categorySlug,
  formatCents,
  formatDate,
  LANGUAGE_LOCALES,
  type Language,
  type Msg,
  m,
  offeredLanguages,
  PROVINCES_SORTED,
  provinceName,
  provinceSlug,
  TASK_CATEGORIES,
  type TaskCategory,
  URGENCIES,
  type Urgency,
} from '@faena/shared';
import type {
  PublicProfessionalCardDto,
  PublicProfessionalDto,
  PublicProfessionalListDto,
  PublicTaskCardDto,
  PublicTaskDto,
  PublicTaskListDto,
} from '@faena/shared/schemas';
import { translate } from '../../lib/i18n';

/**
 * The public pages as complete HTML (decision 0029): everything a visitor or a search engine
 * reads is in the document, with no script to run. Every value from the database goes through
 * `esc` (text and attributes) or `jsonLd` (the structured data).
 *
 * Each page exists in every offered language (decision 0036): Castellano at its address, another
 * language under its prefix (`/ca/tareas/…`). The page's language comes in its context; texts are
 * marked `m()` (catalogue `public`) and translated per call, money and dates are written with the
 * language's locale passed explicitly: nothing global changes while a page is drawn.
 */

export function esc(value: string | number | null | undefined): string {
  return String(value ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** JSON for a <script type="application/ld+json">: nothing in it can close the element. */
export function jsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export interface Viewer {
  signedIn: boolean;
  role: 'professional' | 'property_owner' | null;
}

export interface PageContext {
  /** https://faena.example: the canonical addresses' origin (PUBLIC_URL). */
  origin: string;
  viewer: Viewer;
  /** The page's language (its address's prefix); Castellano when absent. */
  lang?: Language;
}

interface Head {
  title: string;
  description: string;
  /** The path of the canonical address (null: a page that is not one, the 404). */
  path: string | null;
  type: 'website' | 'article' | 'profile';
  /** The path of the page's image (first photo). */
  image?: string | null;
  structured?: unknown;
  /** Pages beyond the first of a listing: not worth indexing on their own. */
  noindex?: boolean;
}

const CSS = `
:root{--bg:#fafaf9;--fg:#1c1917;--card:#fff;--muted:#f5f5f4;--muted-fg:#57534e;--border:#d6d3d1;--primary:#3f6212;--primary-fg:#fff;--soft:#ecfccb;--soft-fg:#365314;color-scheme:light dark}
@media (prefers-color-scheme:dark){:root{--bg:#161412;--fg:#f5f5f4;--card:#211e1b;--muted:#292524;--muted-fg:#b4aca6;--border:#44403c;--primary:#a3e635;--primary-fg:#1a2e05;--soft:#1f2e0b;--soft-fg:#d9f99d}}
*{box-sizing:border-box}
body{margin:0;background:var(--bg);color:var(--fg);font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;overflow-wrap:anywhere}
a{color:var(--primary)}
.wrap{max-width:64rem;margin:0 auto;padding:0 1rem}
header.site{border-bottom:1px solid var(--border);background:var(--card)}
header.site .wrap{display:flex;align-items:center;justify-content:space-between;gap:1rem;min-height:3.5rem}
.logo{font-weight:800;font-size:1.25rem;text-decoration:none;color:var(--primary)}
nav.top a{margin-left:1rem;font-weight:600}
main{padding:1.5rem 0 3rem}
h1{font-size:1.6rem;line-height:1.25;margin:.25rem 0 .75rem}
h2{font-size:1.2rem;margin:1.75rem 0 .5rem}
.muted{color:var(--muted-fg)}
.crumbs{font-size:.9rem;color:var(--muted-fg)}
.crumbs a{color:inherit}
.chips{display:flex;flex-wrap:wrap;gap:.5rem;padding:0;margin:.5rem 0;list-style:none}
.chip{display:inline-block;background:var(--soft);color:var(--soft-fg);border-radius:999px;padding:.15rem .7rem;font-size:.9rem;font-weight:600}
.card{background:var(--card);border:1px solid var(--border);border-radius:.75rem;padding:1rem}
.facts{display:grid;grid-template-columns:repeat(auto-fit,minmax(12rem,1fr));gap:.75rem;margin:1rem 0;padding:0}
.facts div{background:var(--muted);border-radius:.5rem;padding:.6rem .8rem}
.facts dt{font-size:.85rem;color:var(--muted-fg)}
.facts dd{margin:0;font-weight:700}
.photos{display:grid;grid-template-columns:repeat(auto-fill,minmax(10rem,1fr));gap:.5rem;margin:1rem 0}
.photos img{width:100%;height:auto;aspect-ratio:4/3;object-fit:cover;border-radius:.5rem;background:var(--muted)}
.cta{display:inline-flex;align-items:center;justify-content:center;min-height:3rem;padding:0 1.25rem;border-radius:.5rem;background:var(--primary);color:var(--primary-fg);font-weight:700;text-decoration:none;margin:.25rem .5rem .25rem 0}
.cta.secondary{background:transparent;color:var(--primary);border:2px solid var(--primary)}
.list{list-style:none;padding:0;margin:1rem 0;display:grid;gap:.75rem}
.list h2{margin:0 0 .25rem;font-size:1.05rem}
.pager{display:flex;gap:1rem;align-items:center;justify-content:center;margin:1.5rem 0}
.links{columns:2 12rem;padding-left:1.1rem}
.avatar{width:4rem;height:4rem;border-radius:50%;object-fit:cover;float:right;margin-left:1rem}
.desc{white-space:pre-line}
.skip{position:absolute;left:-999px;top:.5rem;background:var(--card);padding:.5rem 1rem;border-radius:.5rem;z-index:1}
.skip:focus{left:1rem}
footer.site{border-top:1px solid var(--border);padding:1.5rem 0;font-size:.9rem;color:var(--muted-fg)}
footer.site a{color:inherit;margin-right:1rem}
`;

/** The address of a page in a language: Castellano's own, another's under its prefix (`/ca/tareas/…`). */
export const inLanguage = (lang: Language, path: string): string => (lang === 'es' ? path : `/${lang}${path}`);

/** The page's texts and formats in its language (`ctx.lang`), with no state shared between requests. */
interface Words {
  lang: Language;
  locale: string;
  /** A marked text in the page's language (Castellano: as written). */
  t: (text: string | Msg) => string;
  /** The address of a public page in the page's language. */
  at: (path: string) => string;
  /** Counts as the language writes them (Castellano: 5870, 12.345). */
  count: (n: number) => string;
  money: (cents: number) => string;
  date: (iso: string | null | undefined) => string;
  category: (slug: string | null | undefined) => string;
}

const counters = new Map<string, Intl.NumberFormat>();
function counter(locale: string): Intl.NumberFormat {
  let it = counters.get(locale);
  if (!it) {
    it = new Intl.NumberFormat(locale);
    counters.set(locale, it);
  }
  return it;
}

export function wordsOf(lang: Language = 'es'): Words {
  const locale = LANGUAGE_LOCALES[lang];
  const t = (text: string | Msg) => translate(lang, text);
  return {
    lang,
    locale,
    t,
    at: (path) => inLanguage(lang, path),
    count: (n) => counter(locale).format(n),
    money: (cents) => formatCents(cents, locale),
    date: (iso) => formatDate(iso, locale),
    category: (slug) => t(categoryLabel(slug)),
  };
}

function absolute(origin: string, path: string): string {
  return `${origin}${path}`;
}

/** Open Graph's locale: es_ES, ca_ES, gl_ES, eu_ES, en_GB. */
const ogLocale = (lang: Language) => LANGUAGE_LOCALES[lang].replace('-', '_');

/**
 * The page's other languages for search engines: one `hreflang` per offered language and the
 * Castellano address as `x-default`; none while Castellano is the only one.
 */
function alternates(origin: string, path: string): string[] {
  const offered = offeredLanguages();
  if (offered.length < 2) return [];
  return [
    ...offered.map(
      (lang) => `<link rel="alternate" hreflang="${lang}" href="${esc(absolute(origin, inLanguage(lang, path)))}">`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${esc(absolute(origin, path))}">`,
  ];
}

export function document(head: Head, body: string, ctx: PageContext): string {
  const w = wordsOf(ctx.lang);
  const url = head.path === null ? null : absolute(ctx.origin, w.at(head.path));
  const image = head.image ? absolute(ctx.origin, head.image) : null;
  const meta = [
    `<meta name="description" content="${esc(head.description)}">`,
    url ? `<link rel="canonical" href="${esc(url)}">` : '',
    ...(head.path === null || head.noindex ? [] : alternates(ctx.origin, head.path)),
    head.noindex ? '<meta name="robots" content="noindex, follow">' : '',
    `<meta property="og:site_name" content="Faena">`,
    `<meta property="og:locale" content="${ogLocale(w.lang)}">`,
    `<meta property="og:type" content="${head.type}">`,
    `<meta property="og:title" content="${esc(head.title)}">`,
    `<meta property="og:description" content="${esc(head.description)}">`,
    url ? `<meta property="og:url" content="${esc(url)}">` : '',
    image ? `<meta property="og:image" content="${esc(image)}">` : '',
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}">`,
    `<meta name="twitter:title" content="${esc(head.title)}">`,
    `<meta name="twitter:description" content="${esc(head.description)}">`,
    image ? `<meta name="twitter:image" content="${esc(image)}">` : '',
    head.structured ? `<script type="application/ld+json">${jsonLd(head.structured)}</script>` : '',
  ]
    .filter(Boolean)
    .join('\n');
  const account = ctx.viewer.signedIn
    ? `<a href="/dashboard">${esc(w.t(m('Mi panel')))}</a>`
    : `<a href="/auth">${esc(w.t(m('Iniciar sesión')))}</a><a href="/auth?modo=registro">${esc(w.t(m('Registrarse')))}</a>`;
  return `<!doctype html>
<html lang="${w.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(head.title)}</title>
${meta}
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>${CSS}</style>
</head>
<body>
<a class="skip" href="#contenido">${esc(w.t(m('Saltar al contenido')))}</a>
<header class="site"><div class="wrap"><a class="logo" href="/">Faena</a><nav class="top" aria-label="${esc(w.t(m('Cuenta')))}">${account}</nav></div></header>
<main id="contenido"><div class="wrap">
${body}
</div></main>
<footer class="site"><div class="wrap"><nav aria-label="${esc(w.t(m('Información legal')))}"><a href="/legal/aviso-legal">${esc(w.t(m('Aviso legal')))}</a><a href="/legal/privacidad">${esc(w.t(m('Privacidad')))}</a><a href="/legal/cookies">${esc(w.t(m('Cookies')))}</a><a href="/legal/condiciones">${esc(w.t(m('Condiciones de uso')))}</a></nav><p>${esc(w.t(m('Faena · Trabajos en el campo, cerca de ti.')))}</p></div></footer>
</body>
</html>`;
}

// ── Shared bits ──────────────────────────────────────────────────────────────

export function budgetText(min: number | null, max: number | null, w: Words = wordsOf()): string {
  if (min !== null && max !== null) return min === max ? w.money(min) : `${w.money(min)} – ${w.money(max)}`;
  if (min !== null) return w.t(m('Desde {amount}', { amount: w.money(min) }));
  if (max !== null) return w.t(m('Hasta {amount}', { amount: w.money(max) }));
  return w.t(m('A convenir'));
}

const urgencyLabel = (u: string) => URGENCIES[u as Urgency] ?? u;

export const taskListPath = (province: string, category?: string | null, page = 1) =>
  `/tareas/en/${provinceSlug(province)}${category ? `/${categorySlug(category)}` : ''}${page > 1 ? `?pagina=${page}` : ''}`;
export const professionalListPath = (province: string, category: string, page = 1) =>
  `/profesionales/en/${provinceSlug(province)}/${categorySlug(category)}${page > 1 ? `?pagina=${page}` : ''}`;

/** "?volver=": the auth screen sends the visitor back there after signing in or up. */
export const authPath = (back: string) => `/auth?volver=${encodeURIComponent(back)}`;

function ratingText(avg: number | null, count: number, w: Words): string {
  if (!count || avg === null) return w.t(m('Sin valoraciones todavía'));
  const average = avg.toLocaleString(w.locale, { maximumFractionDigits: 1 });
  return count === 1
    ? w.t(m('{average} de 5 (1 valoración)', { average }))
    : w.t(m('{average} de 5 ({count} valoraciones)', { average, count: String(count) }));
}

function pager(page: number, pages: number, pathOf: (page: number) => string, w: Words): string {
  if (pages <= 1) return '';
  return `<nav class="pager" aria-label="${esc(w.t(m('Páginas')))}">${
    page > 1 ? `<a rel="prev" href="${esc(w.at(pathOf(page - 1)))}">${esc(w.t(m('← Anterior')))}</a>` : ''
  }<span>${esc(w.t(m('Página {page} de {pages}', { page: String(page), pages: String(pages) })))}</span>${
    page < pages ? `<a rel="next" href="${esc(w.at(pathOf(page + 1)))}">${esc(w.t(m('Siguiente →')))}</a>` : ''
  }</nav>`;
}

function categoryLinks(pathOf: (category: string) => string, w: Words, current?: string | null): string {
  return `<ul class="links">${Object.keys(TASK_CATEGORIES)
    .filter((key) => key !== current)
    .map((key) => `<li><a href="${esc(w.at(pathOf(key)))}">${esc(w.category(key))}</a></li>`)
    .join('')}</ul>`;
}

function provinceLinks(pathOf: (province: string) => string, current: string, w: Words): string {
  return `<ul class="links">${PROVINCES_SORTED.filter((p) => p.code !== current)
    .map((p) => `<li><a href="${esc(w.at(pathOf(p.code)))}">${esc(p.name)}</a></li>`)
    .join('')}</ul>`;
}

function truncate(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length <= max ? clean : `${clean.slice(0, max - 1).trimEnd()}…`;
}

// ── A task ───────────────────────────────────────────────────────────────────

export function taskPage(task: PublicTaskDto, ctx: PageContext): string {
  const w = wordsOf(ctx.lang);
  const path = `/tareas/${task.slug}`;
  const province = provinceName(task.province);
  const category = w.category(task.category);
  const place = `${task.municipality} (${province})`;
  const budget = budgetText(task.budgetMinCents, task.budgetMaxCents, w);
  const description = truncate(
    w.t(
      m('{category} en {place}. Presupuesto: {budget}. {description}', {
        category,
        place,
        budget,
        description: task.description,
      }),
    ),
    160,
  );
  const image = task.photos[0]?.url ?? null;
  // A visitor signs in first and comes back to the task's application form; a professional
  // goes straight to it; a property owner sees the task (they cannot apply).
  const action = `/task/${task.id}#solicitud`;
  const cta = ctx.viewer.signedIn ? action : authPath(action);
  const offer: Record<string, unknown> = {
    '@type': 'Offer',
    priceCurrency: 'EUR',
    availability: 'https://schema.org/InStock',
    url: absolute(ctx.origin, w.at(path)),
  };
  if (task.budgetMinCents !== null || task.budgetMaxCents !== null) {
    offer.priceSpecification = {
      '@type': 'PriceSpecification',
      priceCurrency: 'EUR',
      ...(task.budgetMinCents !== null ? { minPrice: task.budgetMinCents / 100 } : {}),
      ...(task.budgetMaxCents !== null ? { maxPrice: task.budgetMaxCents / 100 } : {}),
    };
    offer.price = (task.budgetMaxCents ?? task.budgetMinCents ?? 0) / 100;
  }
  const structured = {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: task.title,
    description: task.description || task.title,
    serviceType: category,
    url: absolute(ctx.origin, w.at(path)),
    areaServed: {
      '@type': 'Place',
      name: place,
      address: {
        '@type': 'PostalAddress',
        addressLocality: task.municipality,
        addressRegion: province,
        addressCountry: 'ES',
      },
    },
    ...(image ? { image: absolute(ctx.origin, image) } : {}),
    offers: offer,
  };
  const facts: [string, string][] = [
    [w.t(m('Presupuesto')), budget],
    [w.t(m('Lugar')), place],
    [w.t(m('Urgencia')), w.t(urgencyLabel(task.urgency))],
  ];
  if (task.preferredStartDate) facts.push([w.t(m('Fecha preferida de inicio')), w.date(task.preferredStartDate)]);
  if (task.dueDate) facts.push([w.t(m('Hecho antes de')), w.date(task.dueDate)]);
  const inProvince = esc(w.t(m('{category} en {province}', { category, province })));
  const body = `
<p class="crumbs"><a href="/">${esc(w.t(m('Inicio')))}</a> › <a href="${esc(w.at(taskListPath(task.province)))}">${esc(w.t(m('Tareas en {province}', { province })))}</a> › <a href="${esc(w.at(taskListPath(task.province, task.category)))}">${esc(category)}</a></p>
<article>
<h1>${esc(task.title)}</h1>
<ul class="chips"><li class="chip">${esc(category)}</li><li class="chip">${esc(place)}</li></ul>
<dl class="facts">${facts.map(([k, v]) => `<div><dt>${esc(k)}</dt><dd>${esc(v)}</dd></div>`).join('')}</dl>
${task.description ? `<h2>${esc(w.t(m('Descripción')))}</h2><p class="desc">${esc(task.description)}</p>` : ''}
${
  task.photos.length
    ? `<h2>${esc(w.t(m('Fotos')))}</h2><div class="photos">${task.photos
        .map(
          (p, i) =>
            `<a href="${esc(p.url)}"><img src="${esc(p.thumbUrl)}" width="${p.width}" height="${p.height}" alt="${esc(w.t(m('Foto {number} de la tarea', { number: String(i + 1) })))}" ${i > 1 ? 'loading="lazy"' : ''}></a>`,
        )
        .join('')}</div>`
    : ''
}
<h2>${esc(w.t(m('Quién la publica')))}</h2>
<p>${esc(task.owner.firstName)} · ${esc(ratingText(task.owner.ratingAvg, task.owner.ratingCount, w))}</p>
<p class="muted">${esc(w.t(m('La dirección exacta y el acceso a la finca solo los ve el profesional elegido.')))}</p>
<p><a class="cta" href="${esc(cta)}">${esc(w.t(m('Enviar solicitud')))}</a></p>
</article>
<h2>${esc(w.t(m('Más tareas')))}</h2>
<ul class="links"><li><a href="${esc(w.at(taskListPath(task.province)))}">${esc(w.t(m('Todas las tareas en {province}', { province })))}</a></li><li><a href="${esc(w.at(taskListPath(task.province, task.category)))}">${inProvince}</a></li><li><a href="${esc(w.at(professionalListPath(task.province, task.category)))}">${esc(w.t(m('Profesionales de {category} en {province}', { category: category.toLowerCase(), province })))}</a></li></ul>`;
  return document(
    {
      title: `${w.t(m('{title} en {municipality}', { title: task.title, municipality: task.municipality }))} · Faena`,
      description,
      path,
      type: 'article',
      image,
      structured,
    },
    body,
    ctx,
  );
}

// ── A professional ───────────────────────────────────────────────────────────

export function professionalPage(pro: PublicProfessionalDto, ctx: PageContext): string {
  const w = wordsOf(ctx.lang);
  const path = `/profesionales/${pro.slug}`;
  const trades = pro.categories.map(w.category).filter(Boolean);
  const areas = pro.serviceProvinces.map(provinceName).filter(Boolean);
  const summary = {
    name: pro.name,
    trades: trades.join(', '),
    areas: areas.join(', '),
    rating: ratingText(pro.ratingAvg, pro.ratingCount, w),
  };
  const description = truncate(
    pro.headline
      ? w.t(m('{name}, {headline}. {trades} en {areas}. {rating}.', { ...summary, headline: pro.headline }))
      : w.t(m('{name}. {trades} en {areas}. {rating}.', summary)),
    160,
  );
  const image = pro.portfolio.flatMap((i) => i.photos)[0]?.url ?? pro.avatarUrl;
  // 'Ofrecer trabajo' opens the offer dialog of the signed-in portfolio (#ofrecer); 'Enviar
  // mensaje' is a button on that same page.
  const action = `/professional/${pro.id}`;
  const offer = ctx.viewer.signedIn ? `${action}#ofrecer` : authPath(`${action}#ofrecer`);
  const cta = ctx.viewer.signedIn ? action : authPath(action);
  const structured: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: pro.name,
    url: absolute(ctx.origin, w.at(path)),
    ...(pro.headline ? { jobTitle: pro.headline } : {}),
    ...(pro.bio ? { description: pro.bio } : {}),
    ...(pro.avatarUrl ? { image: absolute(ctx.origin, pro.avatarUrl) } : {}),
    knowsAbout: trades,
    areaServed: areas.map((name) => ({ '@type': 'AdministrativeArea', name })),
  };
  if (pro.ratingCount > 0 && pro.ratingAvg !== null) {
    structured.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: pro.ratingAvg,
      ratingCount: pro.ratingCount,
      bestRating: 5,
      worstRating: 1,
    };
  }
  const firstProvince = pro.serviceProvinces[0] ?? '';
  const photos = pro.portfolio.flatMap((item) => item.photos.map((p) => ({ ...p, title: item.title })));
  const inProvince = (category: string, province: string) =>
    esc(w.t(m('{category} en {province}', { category: w.category(category), province: provinceName(province) })));
  const verified = esc(w.t(m('✔ Verificado')));
  const body = `
<p class="crumbs"><a href="/">${esc(w.t(m('Inicio')))}</a>${
    firstProvince && pro.categories[0]
      ? ` › <a href="${esc(w.at(professionalListPath(firstProvince, pro.categories[0])))}">${inProvince(pro.categories[0], firstProvince)}</a>`
      : ''
  }</p>
<article>
${pro.avatarUrl ? `<img class="avatar" src="${esc(pro.avatarUrl)}" width="64" height="64" alt="">` : ''}
<h1>${esc(pro.name)}</h1>
${pro.headline ? `<p><strong>${esc(pro.headline)}</strong></p>` : ''}
<ul class="chips">${pro.verified ? `<li class="chip">${verified}</li>` : ''}${trades.map((t) => `<li class="chip">${esc(t)}</li>`).join('')}</ul>
<dl class="facts">
<div><dt>${esc(w.t(m('Valoración')))}</dt><dd>${esc(ratingText(pro.ratingAvg, pro.ratingCount, w))}</dd></div>
<div><dt>${esc(w.t(m('Trabajos completados')))}</dt><dd>${pro.completedCount}</dd></div>
<div><dt>${esc(w.t(m('Zonas')))}</dt><dd>${esc(areas.join(', '))}</dd></div>
${pro.travelRadiusKm ? `<div><dt>${esc(w.t(m('Se desplaza hasta')))}</dt><dd>${pro.travelRadiusKm} km</dd></div>` : ''}
</dl>
${pro.bio ? `<h2>${esc(w.t(m('Sobre mí')))}</h2><p class="desc">${esc(pro.bio)}</p>` : ''}
<p><a class="cta" href="${esc(offer)}">${esc(w.t(m('Ofrecer trabajo')))}</a><a class="cta secondary" href="${esc(cta)}">${esc(w.t(m('Enviar mensaje')))}</a></p>
${
  photos.length
    ? `<h2>${esc(w.t(m('Trabajos realizados')))}</h2><div class="photos">${photos
        .slice(0, 12)
        .map(
          (p, i) =>
            `<a href="${esc(p.url)}"><img src="${esc(p.thumbUrl)}" width="${p.width}" height="${p.height}" alt="${esc(p.title)}" ${i > 1 ? 'loading="lazy"' : ''}></a>`,
        )
        .join('')}</div>`
    : ''
}
<h2>${esc(w.t(m('Opiniones')))}</h2>
${
  pro.reviews.length
    ? `<ul class="list">${pro.reviews
        .map(
          (r) =>
            `<li class="card"><p><strong>${'★'.repeat(r.rating)}${'☆'.repeat(5 - r.rating)}</strong> <span class="muted">${esc(r.reviewerFirstName)} · ${esc(w.date(r.createdAt))}</span></p>${r.comment ? `<p>${esc(r.comment)}</p>` : ''}</li>`,
        )
        .join('')}</ul>`
    : `<p class="muted">${esc(w.t(m('Todavía no tiene opiniones publicadas.')))}</p>`
}
</article>
${
  pro.categories.length && firstProvince
    ? `<h2>${esc(w.t(m('Más profesionales')))}</h2><ul class="links">${pro.categories
        .flatMap((c) => pro.serviceProvinces.map((p) => ({ c, p })))
        .slice(0, 12)
        .map(({ c, p }) => `<li><a href="${esc(w.at(professionalListPath(p, c)))}">${inProvince(c, p)}</a></li>`)
        .join('')}</ul>`
    : ''
}`;
  return document(
    {
      title: `${pro.name}${trades[0] ? ` · ${trades[0]}` : ''} · Faena`,
      description,
      path,
      type: 'profile',
      image,
      structured,
    },
    body,
    ctx,
  );
}

// ── Listings ─────────────────────────────────────────────────────────────────

function taskCardHtml(t: PublicTaskCardDto, w: Words): string {
  return `<li class="card"><h2><a href="${esc(w.at(`/tareas/${t.slug}`))}">${esc(t.title)}</a></h2><p class="muted">${esc(w.category(t.category))} · ${esc(t.municipality)} (${esc(provinceName(t.province))})</p><p><strong>${esc(budgetText(t.budgetMinCents, t.budgetMaxCents, w))}</strong>${t.preferredStartDate ? ` · ${esc(w.t(m('desde el {date}', { date: w.date(t.preferredStartDate) })))}` : ''}</p></li>`;
}

/** ' (página 2)' after a listing's title beyond its first page. */
const pageSuffix = (page: number, w: Words) =>
  page > 1 ? ` ${w.t(m('(página {page})', { page: String(page) }))}` : '';

export function taskListPage(
  list: PublicTaskListDto,
  province: string,
  category: TaskCategory | null,
  ctx: PageContext,
): string {
  const w = wordsOf(ctx.lang);
  const pName = provinceName(province);
  const cName = category ? w.category(category) : null;
  const heading = cName
    ? w.t(m('{category}: tareas en {province}', { category: cName, province: pName }))
    : w.t(m('Tareas en el campo en {province}', { province: pName }));
  const pathOf = (page: number) => taskListPath(province, category, page);
  const structured = {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: heading,
    itemListElement: list.items.map((t, i) => ({
      '@type': 'ListItem',
      position: (list.page - 1) * 20 + i + 1,
      url: absolute(ctx.origin, w.at(`/tareas/${t.slug}`)),
      name: t.title,
    })),
  };
  const tasksIn = esc(w.t(m('Tareas en {province}', { province: pName })));
  const body = `
<p class="crumbs"><a href="/">${esc(w.t(m('Inicio')))}</a> › ${cName ? `<a href="${esc(w.at(taskListPath(province)))}">${tasksIn}</a> › ${esc(cName)}` : tasksIn}</p>
<h1>${esc(heading)}</h1>
<p class="muted">${esc(
    list.total === 1
      ? w.t(m('1 tarea abierta. Mira el trabajo y envía tu solicitud.'))
      : w.t(m('{count} tareas abiertas. Mira el trabajo y envía tu solicitud.', { count: w.count(list.total) })),
  )}</p>
${list.items.length ? `<ul class="list">${list.items.map((t) => taskCardHtml(t, w)).join('')}</ul>` : `<p class="card">${esc(w.t(m('Ahora mismo no hay tareas abiertas aquí. Vuelve pronto o mira otra provincia.')))}</p>`}
${pager(list.page, list.pages, pathOf, w)}
${category && cName ? `<p><a href="${esc(w.at(professionalListPath(province, category)))}">${esc(w.t(m('Profesionales de {category} en {province}', { category: cName.toLowerCase(), province: pName })))}</a></p>` : ''}
<h2>${esc(w.t(m('Por tipo de trabajo en {province}', { province: pName })))}</h2>
${categoryLinks((c) => taskListPath(province, c), w, category)}
<h2>${esc(w.t(m('Otras provincias')))}</h2>
${provinceLinks((p) => taskListPath(p, category), province, w)}`;
  return document(
    {
      title: `${heading}${pageSuffix(list.page, w)} · Faena`,
      description: truncate(
        w.t(
          m('{heading}: {count} tareas abiertas publicadas por propietarios de fincas. Envía tu solicitud en Faena.', {
            heading,
            count: w.count(list.total),
          }),
        ),
        160,
      ),
      path: pathOf(list.page),
      type: 'website',
      structured,
      noindex: list.page > 1,
    },
    body,
    ctx,
  );
}

function professionalCardHtml(p: PublicProfessionalCardDto, w: Words): string {
  return `<li class="card"><h2><a href="${esc(w.at(`/profesionales/${p.slug}`))}">${esc(p.name)}</a>${p.verified ? ` <span class="chip">${esc(w.t(m('✔ Verificado')))}</span>` : ''}</h2>${p.headline ? `<p>${esc(p.headline)}</p>` : ''}<p class="muted">${esc(ratingText(p.ratingAvg, p.ratingCount, w))} · ${esc(w.t(m('{count} trabajos completados', { count: String(p.completedCount) })))}</p></li>`;
}

export function professionalListPage(
  list: PublicProfessionalListDto,
  province: string,
  category: TaskCategory,
  ctx: PageContext,
): string {
  const w = wordsOf(ctx.lang);
  const pName = provinceName(province);
  const cName = w.category(category);
  const heading = w.t(m('{category}: profesionales en {province}', { category: cName, province: pName }));
  const pathOf = (page: number) => professionalListPath(province, category, page);
  const body = `
<p class="crumbs"><a href="/">${esc(w.t(m('Inicio')))}</a> › <a href="${esc(w.at(taskListPath(province)))}">${esc(pName)}</a> › ${esc(w.t(m('Profesionales')))}</p>
<h1>${esc(heading)}</h1>
<p class="muted">${esc(
    list.total === 1
      ? w.t(m('1 profesional que trabajan en {province}.', { province: pName }))
      : w.t(m('{count} profesionales que trabajan en {province}.', { count: w.count(list.total), province: pName })),
  )}</p>
${list.items.length ? `<ul class="list">${list.items.map((p) => professionalCardHtml(p, w)).join('')}</ul>` : `<p class="card">${esc(w.t(m('Todavía no hay profesionales de este tipo en la provincia.')))}</p>`}
${pager(list.page, list.pages, pathOf, w)}
<p><a href="${esc(w.at(taskListPath(province, category)))}">${esc(w.t(m('Tareas de {category} en {province}', { category: cName.toLowerCase(), province: pName })))}</a></p>
<h2>${esc(w.t(m('Otros trabajos en {province}', { province: pName })))}</h2>
${categoryLinks((c) => professionalListPath(province, c), w, category)}
<h2>${esc(w.t(m('Otras provincias')))}</h2>
${provinceLinks((p) => professionalListPath(p, category), province, w)}`;
  return document(
    {
      title: `${heading}${pageSuffix(list.page, w)} · Faena`,
      description: truncate(
        w.t(
          m('{heading}: valoraciones, trabajos completados y zonas. Ofrece tu trabajo en Faena.', {
            heading,
          }),
        ),
        160,
      ),
      path: pathOf(list.page),
      type: 'website',
      noindex: list.page > 1,
    },
    body,
    ctx,
  );
}

export function notFoundPage(ctx: PageContext): string {
  const w = wordsOf(ctx.lang);
  return document(
    {
      title: `${w.t(m('Página no encontrada'))} · Faena`,
      description: w.t(m('Esta página no existe o ya no está disponible.')),
      path: null,
      type: 'website',
      noindex: true,
    },
    `<h1>${esc(w.t(m('Esta página no está disponible')))}</h1><p>${esc(w.t(m('La tarea se ha cerrado o la página ya no es pública.')))}</p><p><a class="cta" href="/">${esc(w.t(m('Ir al inicio')))}</a></p>`,
    ctx,
  );
}
