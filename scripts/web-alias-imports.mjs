#!/usr/bin/env node
// The web's imports that leave their own area are written `@/…` (apps/web/src), not `../../../…`:
//
//   node scripts/web-alias-imports.mjs           rewrites them in place and lists the files
//   node scripts/web-alias-imports.mjs --check   only lists them; exit 1 when there are any
//
// An area is one feature (`features/<name>`), or `app`, `components`, `lib`, `sw`, or the files
// at the root of src (main.tsx, prerender.tsx); apps/web/test is an area of its own. Inside an
// area imports stay relative (`./TaskBits`, `../api`); an import into another area becomes
// `@/<path from src>`, the same path whatever the depth of the file. Every form is rewritten:
// `import … from`, `export … from`, `import('…')`, `vi.mock('…')`, `vi.importActual('…')`.
// Run `npm run format` afterwards: Biome sorts the rewritten imports.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const web = path.join(root, 'apps/web');
const src = path.join(web, 'src');
const check = process.argv.includes('--check');

function areaOf(file) {
  const rel = path.relative(src, file);
  if (rel.startsWith('..')) return path.relative(web, file).split(path.sep)[0];
  const parts = rel.split(path.sep);
  if (parts.length === 1) return '.';
  return parts[0] === 'features' ? `features/${parts[1]}` : parts[0];
}

function* sources(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== 'dist') yield* sources(full);
    } else if (/\.(ts|tsx)$/.test(entry.name)) yield full;
  }
}

/** The specifier as `@/…` when it leaves the file's area, else null. */
export function aliasFor(file, specifier) {
  if (!specifier.startsWith('./') && !specifier.startsWith('../')) return null;
  const target = path.resolve(path.dirname(file), specifier);
  const fromSrc = path.relative(src, target);
  if (fromSrc.startsWith('..') || path.isAbsolute(fromSrc)) return null;
  if (areaOf(target) === areaOf(file)) return null;
  return `@/${fromSrc.split(path.sep).join('/')}`;
}

const SPECIFIER = /(\bfrom\s*|\bimport\s*\(\s*|\bvi\.(?:mock|importActual|doMock)\s*\(\s*)(['"])(\.{1,2}\/[^'"]*)\2/g;

const changed = [];
for (const dir of [src, path.join(web, 'test')]) {
  if (!fs.existsSync(dir)) continue;
  for (const file of sources(dir)) {
    const text = fs.readFileSync(file, 'utf8');
    let count = 0;
    const next = text.replace(SPECIFIER, (whole, lead, quote, specifier) => {
      const alias = aliasFor(file, specifier);
      if (!alias) return whole;
      count++;
      return `${lead}${quote}${alias}${quote}`;
    });
    if (count === 0) continue;
    changed.push(`${path.relative(root, file)} (${count})`);
    if (!check) fs.writeFileSync(file, next);
  }
}

for (const line of changed) console.log(line);
console.log(
  check
    ? `${changed.length} archivos importan con rutas relativas lo que está fuera de su área (usa @/…).`
    : `${changed.length} archivos reescritos con @/…; ahora: npm run format`,
);
if (check && changed.length > 0) process.exit(1);
