#!/usr/bin/env node
// Front-end sizes from the last build's Vite manifest (apps/web/dist), gzip level 9, in bytes.
// Deterministic: the same build gives the same figures, so it can be a CI budget (no timing).
//
// What a page needs before it can show itself: the entry chunk, the route's screen chunk and
// every chunk they import statically (dynamic imports are not followed: they load later, or
// never), plus the CSS those chunks link. A route's own chunk is the screen module's file.
//
//   node bench/bundle-size.mjs              → '/' (JS and CSS) and every route's chunk
//   node bench/bundle-size.mjs --json       → the same figures as JSON
//   node bench/bundle-size.mjs --check      → also exit 1 when a budget is exceeded
//   node bench/bundle-size.mjs src/features/auth/routes/AuthPage.tsx   → that screen instead of '/'
//
// Build first: npm run build -w @faena/web
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/**
 * Size budgets, in bytes. A kB is 1,000 B (this script prints KiB, 1,024 B, for reading).
 * '/' is held to 100,000 B (issue 22; the history of what it costs and why is in
 * docs/performance.md, "First download of /"); a screen's own chunk to 60,000 B.
 */
export const BUDGETS = {
  homeJsGzip: 100_000,
  routeChunkGzip: 60_000,
};

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'apps/web/dist');
const manifestFile = path.join(dist, '.vite/manifest.json');
const HOME = 'src/features/landing/routes/HomePage.tsx';

function fail(message) {
  console.error(message);
  process.exit(1);
}

/** Reads the manifest and measures; exported for bench/run.ts, which puts it in its report. */
export function measure(screens = [HOME]) {
  if (!fs.existsSync(manifestFile)) fail('No hay manifiesto: compila la web antes (npm run build -w @faena/web).');
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!entryKey) fail('El manifiesto no tiene entrada.');

  const gzipCache = new Map();
  const sizeOf = (file) => {
    let s = gzipCache.get(file);
    if (!s) {
      const bytes = fs.readFileSync(path.join(dist, file));
      s = { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
      gzipCache.set(file, s);
    }
    return s;
  };

  /** Every chunk key reachable from `keys` through static imports, each once. */
  const closure = (keys) => {
    const seen = new Set();
    const visit = (key) => {
      if (seen.has(key) || !manifest[key]) return;
      seen.add(key);
      for (const next of manifest[key].imports ?? []) visit(next);
    };
    for (const key of keys) visit(key);
    return [...seen];
  };
  const sum = (items) => items.reduce((t, c) => ({ raw: t.raw + c.raw, gzip: t.gzip + c.gzip }), { raw: 0, gzip: 0 });

  const pages = screens.map((screen) => {
    if (!manifest[screen]) fail(`La pantalla ${screen} no está en el manifiesto.`);
    const keys = closure([entryKey, screen]);
    const js = keys.map((key) => ({ chunk: key, file: manifest[key].file, ...sizeOf(manifest[key].file) }));
    js.sort((a, b) => b.gzip - a.gzip);
    const cssFiles = [...new Set(keys.flatMap((key) => manifest[key].css ?? []))];
    const css = cssFiles.map((file) => ({ file, ...sizeOf(file) }));
    return { screen, js, jsTotal: sum(js), css, cssTotal: sum(css) };
  });

  // Every screen module of the route table (features/*/routes/*, or app/screens/* for the screens
  // that combine features): its own chunk, and what it adds on top of the entry when navigated to
  // (its static imports not already loaded).
  const entryClosure = new Set(closure([entryKey]));
  const routes = Object.keys(manifest)
    .filter((key) => manifest[key].isDynamicEntry && /\/(routes|screens)\/[^/]+\.tsx$/.test(key))
    .map((key) => {
      const own = sizeOf(manifest[key].file);
      const extra = sum(
        closure([key])
          .filter((k) => !entryClosure.has(k))
          .map((k) => sizeOf(manifest[k].file)),
      );
      return { screen: key, file: manifest[key].file, own, extra };
    })
    .sort((a, b) => b.own.gzip - a.own.gzip);

  const home = pages.find((p) => p.screen === HOME);
  const failures = [];
  if (home && home.jsTotal.gzip > BUDGETS.homeJsGzip) {
    failures.push(`'/' carga ${home.jsTotal.gzip} B gzip de JavaScript; el límite es ${BUDGETS.homeJsGzip} B.`);
  }
  for (const r of routes) {
    if (r.own.gzip > BUDGETS.routeChunkGzip) {
      failures.push(`${r.screen} ocupa ${r.own.gzip} B gzip; el límite de una ruta es ${BUDGETS.routeChunkGzip} B.`);
    }
  }
  return { budgets: BUDGETS, pages, routes, failures };
}

function main() {
  const args = process.argv.slice(2);
  const asJson = args.includes('--json');
  const check = args.includes('--check');
  const screens = args.filter((a) => !a.startsWith('--'));
  const list = screens.length ? screens : [HOME];
  if (check && !list.includes(HOME)) list.push(HOME);
  const report = measure(list);

  if (asJson) {
    console.log(JSON.stringify(report, null, 2));
  } else {
    const kb = (n) => `${(n / 1024).toFixed(2)} kB`;
    for (const { screen, js, jsTotal, css, cssTotal } of report.pages) {
      console.log(`JavaScript inicial de ${screen} (entrada + pantalla + importaciones estáticas):`);
      for (const c of js) console.log(`  ${kb(c.gzip).padStart(10)} gzip  ${kb(c.raw).padStart(10)}  ${c.file}`);
      console.log(
        `  ${kb(jsTotal.gzip).padStart(10)} gzip  ${kb(jsTotal.raw).padStart(10)}  total (${jsTotal.gzip} B gzip)`,
      );
      for (const c of css) console.log(`  ${kb(c.gzip).padStart(10)} gzip  ${kb(c.raw).padStart(10)}  ${c.file} (CSS)`);
      console.log(`  JS + CSS: ${kb(jsTotal.gzip + cssTotal.gzip)} gzip (${jsTotal.gzip + cssTotal.gzip} B)`);
    }
    console.log('\nPantallas (fragmento propio · lo que añade al navegar, sin lo que ya cargó la entrada):');
    for (const r of report.routes) {
      console.log(`  ${kb(r.own.gzip).padStart(10)} gzip  ${kb(r.extra.gzip).padStart(10)} añadido  ${r.screen}`);
    }
  }
  if (check) {
    if (report.failures.length) {
      for (const f of report.failures) console.error(`PRESUPUESTO SUPERADO: ${f}`);
      process.exit(1);
    }
    const home = report.pages.find((p) => p.screen === HOME);
    const biggest = report.routes[0];
    console.error(
      `Presupuestos cumplidos: '/' ${home ? home.jsTotal.gzip : '?'} B ≤ ${BUDGETS.homeJsGzip} B; ` +
        `ruta mayor ${biggest ? `${biggest.own.gzip} B (${biggest.screen})` : '—'} ≤ ${BUDGETS.routeChunkGzip} B.`,
    );
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
