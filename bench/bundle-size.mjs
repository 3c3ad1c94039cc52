#!/usr/bin/env node
// The JavaScript a page needs before it can show itself, gzipped: the entry chunk, the route's
// screen chunk and every chunk they import statically (dynamic imports are not followed: they
// load later, or never). Reads the Vite manifest of the last build (apps/web/dist).
//
//   node bench/bundle-size.mjs              → the home page, '/'
//   node bench/bundle-size.mjs --json       → the same figures as JSON
//   node bench/bundle-size.mjs src/features/auth/routes/AuthPage.tsx   → another screen
//
// Build first: npm run build -w @faena/web
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'apps/web/dist');
const manifestFile = path.join(dist, '.vite/manifest.json');
if (!fs.existsSync(manifestFile)) {
  console.error('No hay manifiesto: compila la web antes (npm run build -w @faena/web).');
  process.exit(1);
}
const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
const args = process.argv.slice(2);
const asJson = args.includes('--json');
const screens = args.filter((a) => !a.startsWith('--'));
if (screens.length === 0) screens.push('src/features/landing/routes/HomePage.tsx');

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
if (!entryKey) {
  console.error('El manifiesto no tiene entrada.');
  process.exit(1);
}

/** Every chunk key reachable from `keys` through static imports, each once. */
function closure(keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const next of manifest[key].imports ?? []) visit(next);
  };
  for (const key of keys) visit(key);
  return [...seen];
}

function gzipSize(file) {
  return gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
}

const report = [];
for (const screen of screens) {
  if (!manifest[screen]) {
    console.error(`La pantalla ${screen} no está en el manifiesto.`);
    process.exit(1);
  }
  const chunks = closure([entryKey, screen]).map((key) => {
    const file = manifest[key].file;
    return { chunk: key, file, raw: fs.statSync(path.join(dist, file)).size, gzip: gzipSize(file) };
  });
  chunks.sort((a, b) => b.gzip - a.gzip);
  const total = chunks.reduce((sum, c) => ({ raw: sum.raw + c.raw, gzip: sum.gzip + c.gzip }), { raw: 0, gzip: 0 });
  report.push({ screen, chunks, total });
}

if (asJson) {
  console.log(JSON.stringify(report, null, 2));
} else {
  const kb = (n) => `${(n / 1024).toFixed(2)} kB`;
  for (const { screen, chunks, total } of report) {
    console.log(`JavaScript inicial de ${screen} (entrada + pantalla + importaciones estáticas):`);
    for (const c of chunks) console.log(`  ${kb(c.gzip).padStart(10)} gzip  ${kb(c.raw).padStart(10)}  ${c.file}`);
    console.log(`  ${kb(total.gzip).padStart(10)} gzip  ${kb(total.raw).padStart(10)}  total (${total.gzip} B gzip)`);
  }
}
