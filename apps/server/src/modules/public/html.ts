import {
  categoryLabel,
  categorySlug,
  formatCents,
  formatDate,
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

/**
 * The public pages as complete HTML (decision 0029): everything a visitor or a search engine
 * reads is in the document, with no script to run. Every value from the database goes through
 * `esc` (text and attributes) or `jsonLd` (the structured data).
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

function absolute(origin: string, path: string): string {
  return `${origin}${path}`;
}

export function document(head: Head, body: string, ctx: PageContext): string {
  const url = head.path === null ? null : absolute(ctx.origin, head.path);
  const image = head.image ? absolute(ctx.origin, head.image) : null;
  const meta = [
    `<meta name="description" content="${esc(head.description)}">`,
    url ? `<link rel="canonical" href="${esc(url)}">` : '',
    head.noindex ? '<meta name="robots" content="noindex, follow">' : '',
    `<meta property="og:site_name" content="Faena">`,
    `<meta property="og:locale" content="es_ES">`,
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
    ? '<a href="/dashboard">Mi panel</a>'
    : '<a href="/auth">Iniciar sesión</a><a href="/auth?modo=registro">Registrarse</a>';
  return `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(head.title)}</title>
${meta}
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>${CSS}</style>
</head>
<body>
<a class="skip" href="#contenido">Saltar al contenido</a>
<header class="site"><div class="wrap"><a class="logo" href="/">Faena</a><nav class="top" aria-label="Cuenta">${account}</nav></div></header>
<main id="contenido"><div class="wrap">
${body}
</div></main>
<footer class="site"><div class="wrap"><nav aria-label="Información legal"><a href="/legal/aviso-legal">Aviso legal</a><a href="/legal/privacidad">Privacidad</a><a href="/legal/cookies">Cookies</a><a href="/legal/condiciones">Condiciones de uso</a></nav><p>Faena · Trabajos en el campo, cerca de ti.</p></div></footer>
</body>
</html>`;
}

// ── Shared bits ──────────────────────────────────────────────────────────────

export function budgetText(min: number | null, max: number | null): string {
  if (min !== null && max !== null) return min === max ? formatCents(min) : `${formatCents(min)} – ${formatCents(max)}`;
  if (min !== null) return `Desde ${formatCents(min)}`;
  if (max !== null) return `Hasta ${formatCents(max)}`;
  return 'A convenir';
}

/** Counts as Spanish writes them: 5870, 12.345. */
const whole = new Intl.NumberFormat('es-ES');
const urgencyLabel = (u: string) => URGENCIES[u as Urgency] ?? u;

export const taskListPath = (province: string, category?: string | null, page = 1) =>
  `/tareas/en/${provinceSlug(province)}${category ? `/${categorySlug(category)}` : ''}${page > 1 ? `?pagina=${page}` : ''}`;
export const professionalListPath = (province: string, category: string, page = 1) =>
  `/profesionales/en/${provinceSlug(province)}/${categorySlug(category)}${page > 1 ? `?pagina=${page}` : ''}`;

/** "?volver=": the auth screen sends the visitor back there after signing in or up. */
export const authPath = (back: string) => `/auth?volver=${encodeURIComponent(back)}`;

function ratingText(avg: number | null, count: number): string {
  if (!count || avg === null) return 'Sin valoraciones todavía';
  return `${avg.toLocaleString('es-ES', { maximumFractionDigits: 1 })} de 5 (${count} ${count === 1 ? 'valoración' : 'valoraciones'})`;
}

function pager(page: number, pages: number, pathOf: (page: number) => string): string {
  if (pages <= 1) return '';
  return `<nav class="pager" aria-label="Páginas">${
    page > 1 ? `<a rel="prev" href="${esc(pathOf(page - 1))}">← Anterior</a>` : ''
  }<span>Página ${page} de ${pages}</span>${
    page < pages ? `<a rel="next" href="${esc(pathOf(page + 1))}">Siguiente →</a>` : ''
  }</nav>`;
}

function categoryLinks(pathOf: (category: string) => string, current?: string | null): string {
  return `<ul class="links">${Object.entries(TASK_CATEGORIES)
    .filter(([key]) => key !== current)
    .map(([key, label]) => `<li><a href="${esc(pathOf(key))}">${esc(label)}</a></li>`)
    .join('')}</ul>`;
}

function provinceLinks(pathOf: (province: string) => string, current: string): string {
  return `<ul class="links">${PROVINCES_SORTED.filter((p) => p.code !== current)
    .map((p) => `<li><a href="${esc(pathOf(p.code))}">${esc(p.name)}</a></li>`)
    .join('')}</ul>`;
}

function truncate(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length <= max ? clean : `${clean.slice(0, max - 1).trimEnd()}…`;
}

// ── A task ───────────────────────────────────────────────────────────────────

export function taskPage(task: PublicTaskDto, ctx: PageContext): string {
  const path = `/tareas/${task.slug}`;
  const province = provinceName(task.province);
  const category = categoryLabel(task.category);
  const place = `${task.municipality} (${province})`;
  const budget = budgetText(task.budgetMinCents, task.budgetMaxCents);
  const description = truncate(`${category} en ${place}. Presupuesto: ${budget}. ${task.description}`, 160);
  const image = task.photos[0]?.url ?? null;
  // A visitor signs in first and comes back to the task's application form; a professional
  // goes straight to it; a property owner sees the task (they cannot apply).
  const action = `/task/${task.id}#solicitud`;
  const cta = ctx.viewer.signedIn ? action : authPath(action);
  const offer: Record<string, unknown> = {
    '@type': 'Offer',
    priceCurrency: 'EUR',
    availability: 'https://schema.org/InStock',
    url: absolute(ctx.origin, path),
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
    url: absolute(ctx.origin, path),
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
    ['Presupuesto', budget],
    ['Lugar', place],
    ['Urgencia', urgencyLabel(task.urgency)],
  ];
  if (task.preferredStartDate) facts.push(['Fecha preferida de inicio', formatDate(task.preferredStartDate)]);
  if (task.dueDate) facts.push(['Hecho antes de', formatDate(task.dueDate)]);
  const body = `
<p class="crumbs"><a href="/">Inicio</a> › <a href="${esc(taskListPath(task.province))}">Tareas en ${esc(province)}</a> › <a href="${esc(taskListPath(task.province, task.category))}">${esc(category)}</a></p>
<article>
<h1>${esc(task.title)}</h1>
<ul class="chips"><li class="chip">${esc(category)}</li><li class="chip">${esc(place)}</li></ul>
<dl class="facts">${facts.map(([k, v]) => `<div><dt>${esc(k)}</dt><dd>${esc(v)}</dd></div>`).join('')}</dl>
${task.description ? `<h2>Descripción</h2><p class="desc">${esc(task.description)}</p>` : ''}
${
  task.photos.length
    ? `<h2>Fotos</h2><div class="photos">${task.photos
        .map(
          (p, i) =>
            `<a href="${esc(p.url)}"><img src="${esc(p.thumbUrl)}" width="${p.width}" height="${p.height}" alt="Foto ${i + 1} de la tarea" ${i > 1 ? 'loading="lazy"' : ''}></a>`,
        )
        .join('')}</div>`
    : ''
}
<h2>Quién la publica</h2>
<p>${esc(task.owner.firstName)} · ${esc(ratingText(task.owner.ratingAvg, task.owner.ratingCount))}</p>
<p class="muted">La dirección exacta y el acceso a la finca solo los ve el profesional elegido.</p>
<p><a class="cta" href="${esc(cta)}">Enviar solicitud</a></p>
</article>
<h2>Más tareas</h2>
<ul class="links"><li><a href="${esc(taskListPath(task.province))}">Todas las tareas en ${esc(province)}</a></li><li><a href="${esc(taskListPath(task.province, task.category))}">${esc(category)} en ${esc(province)}</a></li><li><a href="${esc(professionalListPath(task.province, task.category))}">Profesionales de ${esc(category.toLowerCase())} en ${esc(province)}</a></li></ul>`;
  return document(
    { title: `${task.title} en ${task.municipality} · Faena`, description, path, type: 'article', image, structured },
    body,
    ctx,
  );
}

// ── A professional ───────────────────────────────────────────────────────────

export function professionalPage(pro: PublicProfessionalDto, ctx: PageContext): string {
  const path = `/profesionales/${pro.slug}`;
  const trades = pro.categories.map(categoryLabel).filter(Boolean);
  const areas = pro.serviceProvinces.map(provinceName).filter(Boolean);
  const description = truncate(
    `${pro.name}${pro.headline ? `, ${pro.headline}` : ''}. ${trades.join(', ')} en ${areas.join(', ')}. ${ratingText(pro.ratingAvg, pro.ratingCount)}.`,
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
    url: absolute(ctx.origin, path),
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
  const body = `
<p class="crumbs"><a href="/">Inicio</a>${
    firstProvince && pro.categories[0]
      ? ` › <a href="${esc(professionalListPath(firstProvince, pro.categories[0]))}">${esc(categoryLabel(pro.categories[0]))} en ${esc(provinceName(firstProvince))}</a>`
      : ''
  }</p>
<article>
${pro.avatarUrl ? `<img class="avatar" src="${esc(pro.avatarUrl)}" width="64" height="64" alt="">` : ''}
<h1>${esc(pro.name)}</h1>
${pro.headline ? `<p><strong>${esc(pro.headline)}</strong></p>` : ''}
<ul class="chips">${pro.verified ? '<li class="chip">✔ Verificado</li>' : ''}${trades.map((t) => `<li class="chip">${esc(t)}</li>`).join('')}</ul>
<dl class="facts">
<div><dt>Valoración</dt><dd>${esc(ratingText(pro.ratingAvg, pro.ratingCount))}</dd></div>
<div><dt>Trabajos completados</dt><dd>${pro.completedCount}</dd></div>
<div><dt>Zonas</dt><dd>${esc(areas.join(', '))}</dd></div>
${pro.travelRadiusKm ? `<div><dt>Se desplaza hasta</dt><dd>${pro.travelRadiusKm} km</dd></div>` : ''}
</dl>
${pro.bio ? `<h2>Sobre mí</h2><p class="desc">${esc(pro.bio)}</p>` : ''}
<p><a class="cta" href="${esc(offer)}">Ofrecer trabajo</a><a class="cta secondary" href="${esc(cta)}">Enviar mensaje</a></p>
${
  photos.length
    ? `<h2>Trabajos realizados</h2><div class="photos">${photos
        .slice(0, 12)
        .map(
          (p, i) =>
            `<a href="${esc(p.url)}"><img src="${esc(p.thumbUrl)}" width="${p.width}" height="${p.height}" alt="${esc(p.title)}" ${i > 1 ? 'loading="lazy"' : ''}></a>`,
        )
        .join('')}</div>`
    : ''
}
<h2>Opiniones</h2>
${
  pro.reviews.length
    ? `<ul class="list">${pro.reviews
        .map(
          (r) =>
            `<li class="card"><p><strong>${'★'.repeat(r.rating)}${'☆'.repeat(5 - r.rating)}</strong> <span class="muted">${esc(r.reviewerFirstName)} · ${esc(formatDate(r.createdAt))}</span></p>${r.comment ? `<p>${esc(r.comment)}</p>` : ''}</li>`,
        )
        .join('')}</ul>`
    : '<p class="muted">Todavía no tiene opiniones publicadas.</p>'
}
</article>
${
  pro.categories.length && firstProvince
    ? `<h2>Más profesionales</h2><ul class="links">${pro.categories
        .flatMap((c) => pro.serviceProvinces.map((p) => ({ c, p })))
        .slice(0, 12)
        .map(
          ({ c, p }) =>
            `<li><a href="${esc(professionalListPath(p, c))}">${esc(categoryLabel(c))} en ${esc(provinceName(p))}</a></li>`,
        )
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

function taskCardHtml(t: PublicTaskCardDto): string {
  return `<li class="card"><h2><a href="/tareas/${esc(t.slug)}">${esc(t.title)}</a></h2><p class="muted">${esc(categoryLabel(t.category))} · ${esc(t.municipality)} (${esc(provinceName(t.province))})</p><p><strong>${esc(budgetText(t.budgetMinCents, t.budgetMaxCents))}</strong>${t.preferredStartDate ? ` · desde el ${esc(formatDate(t.preferredStartDate))}` : ''}</p></li>`;
}

export function taskListPage(
  list: PublicTaskListDto,
  province: string,
  category: TaskCategory | null,
  ctx: PageContext,
): string {
  const pName = provinceName(province);
  const cName = category ? categoryLabel(category) : null;
  const heading = cName ? `${cName}: tareas en ${pName}` : `Tareas en el campo en ${pName}`;
  const pathOf = (page: number) => taskListPath(province, category, page);
  const structured = {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: heading,
    itemListElement: list.items.map((t, i) => ({
      '@type': 'ListItem',
      position: (list.page - 1) * 20 + i + 1,
      url: absolute(ctx.origin, `/tareas/${t.slug}`),
      name: t.title,
    })),
  };
  const body = `
<p class="crumbs"><a href="/">Inicio</a> › ${cName ? `<a href="${esc(taskListPath(province))}">Tareas en ${esc(pName)}</a> › ${esc(cName)}` : `Tareas en ${esc(pName)}`}</p>
<h1>${esc(heading)}</h1>
<p class="muted">${list.total === 1 ? '1 tarea abierta' : `${whole.format(list.total)} tareas abiertas`}. Mira el trabajo y envía tu solicitud.</p>
${list.items.length ? `<ul class="list">${list.items.map(taskCardHtml).join('')}</ul>` : '<p class="card">Ahora mismo no hay tareas abiertas aquí. Vuelve pronto o mira otra provincia.</p>'}
${pager(list.page, list.pages, pathOf)}
${category ? `<p><a href="${esc(professionalListPath(province, category))}">Profesionales de ${esc(cName?.toLowerCase())} en ${esc(pName)}</a></p>` : ''}
<h2>Por tipo de trabajo en ${esc(pName)}</h2>
${categoryLinks((c) => taskListPath(province, c), category)}
<h2>Otras provincias</h2>
${provinceLinks((p) => taskListPath(p, category), province)}`;
  return document(
    {
      title: `${heading}${list.page > 1 ? ` (página ${list.page})` : ''} · Faena`,
      description: truncate(
        `${heading}: ${whole.format(list.total)} tareas abiertas publicadas por propietarios de fincas. Envía tu solicitud en Faena.`,
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

function professionalCardHtml(p: PublicProfessionalCardDto): string {
  return `<li class="card"><h2><a href="/profesionales/${esc(p.slug)}">${esc(p.name)}</a>${p.verified ? ' <span class="chip">✔ Verificado</span>' : ''}</h2>${p.headline ? `<p>${esc(p.headline)}</p>` : ''}<p class="muted">${esc(ratingText(p.ratingAvg, p.ratingCount))} · ${p.completedCount} trabajos completados</p></li>`;
}

export function professionalListPage(
  list: PublicProfessionalListDto,
  province: string,
  category: TaskCategory,
  ctx: PageContext,
): string {
  const pName = provinceName(province);
  const cName = categoryLabel(category);
  const heading = `${cName}: profesionales en ${pName}`;
  const pathOf = (page: number) => professionalListPath(province, category, page);
  const body = `
<p class="crumbs"><a href="/">Inicio</a> › <a href="${esc(taskListPath(province))}">${esc(pName)}</a> › Profesionales</p>
<h1>${esc(heading)}</h1>
<p class="muted">${list.total === 1 ? '1 profesional' : `${whole.format(list.total)} profesionales`} que trabajan en ${esc(pName)}.</p>
${list.items.length ? `<ul class="list">${list.items.map(professionalCardHtml).join('')}</ul>` : '<p class="card">Todavía no hay profesionales de este tipo en la provincia.</p>'}
${pager(list.page, list.pages, pathOf)}
<p><a href="${esc(taskListPath(province, category))}">Tareas de ${esc(cName.toLowerCase())} en ${esc(pName)}</a></p>
<h2>Otros trabajos en ${esc(pName)}</h2>
${categoryLinks((c) => professionalListPath(province, c), category)}
<h2>Otras provincias</h2>
${provinceLinks((p) => professionalListPath(p, category), province)}`;
  return document(
    {
      title: `${heading}${list.page > 1 ? ` (página ${list.page})` : ''} · Faena`,
      description: truncate(`${heading}: valoraciones, trabajos completados y zonas. Ofrece tu trabajo en Faena.`, 160),
      path: pathOf(list.page),
      type: 'website',
      noindex: list.page > 1,
    },
    body,
    ctx,
  );
}

export function notFoundPage(ctx: PageContext): string {
  return document(
    {
      title: 'Página no encontrada · Faena',
      description: 'Esta página no existe o ya no está disponible.',
      path: null,
      type: 'website',
      noindex: true,
    },
    `<h1>Esta página no está disponible</h1><p>La tarea se ha cerrado o la página ya no es pública.</p><p><a class="cta" href="/">Ir al inicio</a></p>`,
    ctx,
  );
}
