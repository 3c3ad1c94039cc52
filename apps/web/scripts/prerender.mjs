#!/usr/bin/env node
// After `vite build`: renders the public pages into HTML files the server sends instead of the
// empty index.html (Lighthouse: the first paint waited for ≈ 110 kB of JavaScript to run).
//
//   dist/prerendered/<name>.html          with the consent banner (no choice in the cookie yet)
//   dist/prerendered/<name>.decided.html  without it
//   dist/prerendered/pages.json           which paths get which file, and the chunks to preload
//
// 'home' is '/', 'auth' is '/auth', 'shell' is what every signed-in screen shows while the
// session loads (header, 'Cargando...', footer): the same HTML for all of them. Each in every
// language (home.ca.html…), and index.ca.html…: index.html with its head in that language.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(web, 'dist');
const ssrDir = path.join(web, 'dist-ssr');
const outDir = path.join(dist, 'prerendered');

const { render, renderIn, headTexts, APP_ROUTES, LANGUAGES } = await import(
  pathToFileURL(path.join(ssrDir, 'prerender.js')).href
);
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const template = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const ROOT = '<div id="root"></div>';
// The stylesheet is inlined in the prerendered pages: their first paint then needs the HTML alone,
// not a second round trip for the CSS (7.7 kB gzip; CSP style-src allows inline styles). They go
// mostly to first visits: an installed app's service worker answers with index.html.
const cssLink = template.match(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/);
if (!cssLink) throw new Error('index.html no enlaza su CSS');
const inlineCss = `<style>${fs.readFileSync(path.join(dist, cssLink[1]), 'utf8')}</style>`;
if (!template.includes(ROOT)) throw new Error('index.html no tiene <div id="root"></div>');

/** The JavaScript files a screen needs beyond what index.html already loads, to preload. */
const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const closure = (key, seen = new Set()) => {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const next of manifest[key].imports ?? []) closure(next, seen);
  return seen;
};
const inEntry = closure(entryKey);
const SESSION_MODULE = 'src/features/auth/AuthSession.tsx';
if (!manifest[SESSION_MODULE]) throw new Error(`${SESSION_MODULE} no está en el manifiesto`);
const preloadsOf = (screenKey) =>
  [...closure(screenKey)].filter((k) => !inEntry.has(k)).map((k) => `/${manifest[k].file}`);
// path → screen module, read from the route table's source (the bundle has lost the names). The
// table imports `@/…` (src), `../…` (src, from app/) or `./…` (app/).
const screenOf = new Map(
  [
    ...fs
      .readFileSync(path.join(web, 'src/app/routes.ts'), 'utf8')
      .matchAll(/path: '([^']+)'[^}]*?import\('(@\/|\.\.\/|\.\/)([^']+)'\)/g),
  ].map((m) => [m[1], `src/${m[2] === './' ? 'app/' : ''}${m[3]}.tsx`]),
);

const PAGES = [
  { name: 'home', url: '/' },
  { name: 'auth', url: '/auth' },
  { name: 'shell', url: '/browse-tasks' },
];

fs.rmSync(outDir, { recursive: true, force: true });
fs.mkdirSync(outDir, { recursive: true });
const DESCRIPTION = /<meta name="description" content="[^"]*" \/>/;
if (!DESCRIPTION.test(template)) throw new Error('index.html no tiene su <meta name="description">');
const attribute = (text) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
// Every language (issue 24), Castellano with no suffix: home.html, home.ca.html, home.ca.decided.html…
// The server sends a language's page only while it is offered. The banner's variant first:
// render() with a decided consent changes the module's store.
for (const decided of [false, true]) {
  for (const lang of LANGUAGES) {
    await renderIn(lang);
    const head = headTexts();
    for (const page of PAGES) {
      const html = await render(page.url, decided);
      if (/<script/i.test(html)) throw new Error(`${page.url}: el HTML prerenderizado trae scripts (CSP)`);
      let out = template.replace(ROOT, `<div id="root">${html}</div>`).replace(cssLink[0], () => inlineCss);
      if (page.name === 'auth')
        out = out.replace(/<title>[^<]*<\/title>/, `<title>${attribute(head.authTitle)}</title>`);
      if (lang !== 'es') {
        // The client hydrates this HTML only in the language it was written in (main.tsx).
        out = out
          .replace('<html lang="es"', `<html lang="${lang}"`)
          .replace(ROOT.slice(0, -'></div>'.length), `<div id="root" data-lang="${lang}"`)
          .replace(DESCRIPTION, `<meta name="description" content="${attribute(head.description)}" />`)
          .replace(/<title>[^<]*<\/title>/, (title) =>
            page.name === 'auth' ? title : `<title>${attribute(head.title)}</title>`,
          );
      }
      const suffix = `${lang === 'es' ? '' : `.${lang}`}${decided ? '.decided' : ''}`;
      fs.writeFileSync(path.join(outDir, `${page.name}${suffix}.html`), out);
    }
    // The addresses no page is prerendered for get index.html: in this language, its head too.
    if (!decided && lang !== 'es') {
      const index = template
        .replace('<html lang="es"', `<html lang="${lang}"`)
        .replace(DESCRIPTION, `<meta name="description" content="${attribute(head.description)}" />`)
        .replace(/<title>[^<]*<\/title>/, `<title>${attribute(head.title)}</title>`);
      fs.writeFileSync(path.join(outDir, `index.${lang}.html`), index);
    }
  }
}
await renderIn('es');

// Which HTML each address gets and which chunks it should start downloading at once.
const routes = APP_ROUTES.filter((r) => r.path !== '*').map((r) => {
  const key = screenOf.get(r.path);
  // A route whose screen is not found would silently lose its preloads (the table's import style changed?).
  if (!key || !manifest[key])
    throw new Error(`${r.path}: no se encuentra su pantalla en app/routes.ts o en el manifiesto`);
  const page = r.path === '/' ? 'home' : r.path === '/auth' ? 'auth' : r.access === 'signed-in' ? 'shell' : null;
  // The session module (AuthProvider's TanStack Query and auth logic) decides what every screen
  // but the landing shows first: fetched with the screen. '/' shows without it and loads it after.
  const preload = r.path === '/' ? preloadsOf(key) : [...new Set([...preloadsOf(SESSION_MODULE), ...preloadsOf(key)])];
  return { path: r.path, page, preload };
});
fs.writeFileSync(path.join(outDir, 'pages.json'), `${JSON.stringify({ routes }, null, 2)}\n`);
fs.rmSync(ssrDir, { recursive: true, force: true });
console.log(
  `prerender: ${PAGES.length * 2 * LANGUAGES.length} páginas y ${routes.length} rutas en ${path.relative(web, outDir)}`,
);
// The rendered modules leave timers behind (TanStack Query's garbage collection).
process.exit(0);
