#!/usr/bin/env node
// A server module (apps/server/src/modules/<name>/) uses another module only through that module's
// public index.ts: `import { notify } from '../notifications'`, never `'../notifications/service'`.
// The rule is `server-module-internals` in .dependency-cruiser.cjs, run by `npm run lint`.
//
//   node scripts/server-module-imports.mjs --check   lists the imports that reach into another module;
//                                                    exit 1 when there are any
//   node scripts/server-module-imports.mjs --index   writes only the index.ts files: each exports what
//                                                    the other modules import from it today
//   node scripts/server-module-imports.mjs           writes the index.ts files, rewrites every such import
//                                                    to the module's index, formats the touched files with
//                                                    Biome and empties the list of known violations
//                                                    (.dependency-cruiser-known-violations.json)
//
// Every form is handled: `import { a, type B } from`, `import type { … } from`, `export { … } from`.
// A default, namespace or bare import of another module's file is refused (name it in the index by
// hand), and so is a name that two files of the same module would export.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const modulesDir = path.join(root, 'apps/server/src/modules');
const knownViolations = path.join(root, '.dependency-cruiser-known-violations.json');
const mode = process.argv.includes('--check') ? 'check' : process.argv.includes('--index') ? 'index' : 'write';

function* sources(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sources(full);
    else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) yield full;
  }
}

const moduleOf = (file) => path.relative(modulesDir, file).split(path.sep)[0];
const rel = (file) => path.relative(root, file);

/** The file a relative specifier names inside another module, or null. */
function crossing(file, specifier) {
  if (!specifier.startsWith('.')) return null;
  const target = path.resolve(path.dirname(file), specifier);
  const inside = path.relative(modulesDir, target);
  if (inside.startsWith('..') || path.isAbsolute(inside)) return null;
  const [module, ...rest] = inside.split(path.sep);
  if (module === moduleOf(file) || rest.length === 0) return null;
  const within = rest.join('/').replace(/\.(js|ts)$/, '');
  if (within === 'index') return null;
  return { module, within };
}

const problems = [];
/** module → name → { within, value } : what the module's index must export. */
const wanted = new Map();
/** file → [{ start, end, module }] : the specifiers to rewrite. */
const edits = new Map();

for (const file of sources(modulesDir)) {
  const text = fs.readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  for (const statement of source.statements) {
    const isImport = ts.isImportDeclaration(statement);
    if (!isImport && !ts.isExportDeclaration(statement)) continue;
    const specifier = statement.moduleSpecifier;
    if (!specifier || !ts.isStringLiteral(specifier)) continue;
    const target = crossing(file, specifier.text);
    if (!target) continue;
    const where = `${rel(file)}: '${specifier.text}'`;
    const names = [];
    if (isImport) {
      const clause = statement.importClause;
      if (!clause || clause.name || (clause.namedBindings && !ts.isNamedImports(clause.namedBindings))) {
        problems.push(`${where}: only named imports can go through the index`);
        continue;
      }
      for (const element of clause.namedBindings?.elements ?? []) {
        names.push({
          name: (element.propertyName ?? element.name).text,
          type: clause.isTypeOnly || element.isTypeOnly,
        });
      }
    } else {
      if (!statement.exportClause || !ts.isNamedExports(statement.exportClause)) {
        problems.push(`${where}: only named re-exports can go through the index`);
        continue;
      }
      for (const element of statement.exportClause.elements) {
        names.push({
          name: (element.propertyName ?? element.name).text,
          type: statement.isTypeOnly || element.isTypeOnly,
        });
      }
    }
    const exports = wanted.get(target.module) ?? new Map();
    wanted.set(target.module, exports);
    for (const { name, type } of names) {
      const known = exports.get(name);
      if (known && known.within !== target.within) {
        problems.push(`${where}: '${name}' is also taken from ${target.module}/${known.within}`);
        continue;
      }
      exports.set(name, { within: target.within, value: (known?.value ?? false) || !type });
    }
    const list = edits.get(file) ?? [];
    edits.set(file, list);
    list.push({ start: specifier.getStart(source), end: specifier.getEnd(), module: target.module, where });
  }
}

if (problems.length > 0) {
  console.error(`No se puede reescribir:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}

if (mode === 'check') {
  const all = [...edits.values()].flat();
  for (const edit of all) console.log(edit.where);
  console.log(`${all.length} imports reach into another module's files.`);
  process.exit(all.length > 0 ? 1 : 0);
}

/** What an existing index.ts already exports, by name, and from which file. */
function exportedBy(indexFile) {
  const names = new Map();
  if (!fs.existsSync(indexFile)) return names;
  const source = ts.createSourceFile(indexFile, fs.readFileSync(indexFile, 'utf8'), ts.ScriptTarget.Latest, true);
  for (const statement of source.statements) {
    if (!ts.isExportDeclaration(statement) || !statement.exportClause || !ts.isNamedExports(statement.exportClause)) {
      continue;
    }
    const from =
      statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)
        ? statement.moduleSpecifier.text
        : null;
    for (const element of statement.exportClause.elements) {
      names.set(element.name.text, { from, type: statement.isTypeOnly || element.isTypeOnly });
    }
  }
  return names;
}

const touched = [];
for (const [module, exports] of [...wanted].sort(([a], [b]) => a.localeCompare(b))) {
  const indexFile = path.join(modulesDir, module, 'index.ts');
  const existing = exportedBy(indexFile);
  const byFile = new Map();
  for (const [name, { within, value }] of exports) {
    const has = existing.get(name);
    if (has && (value ? !has.type : true)) continue;
    if (has) {
      console.error(`${rel(indexFile)} exports '${name}' only as a type; another module uses it as a value.`);
      process.exit(1);
    }
    const list = byFile.get(within) ?? [];
    byFile.set(within, list);
    list.push(value ? name : `type ${name}`);
  }
  if (byFile.size === 0) continue;
  const lines = [...byFile]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(
      ([within, names]) =>
        `export { ${names.sort((a, b) => a.replace(/^type /, '').localeCompare(b.replace(/^type /, ''))).join(', ')} } from './${within}';`,
    );
  const header = fs.existsSync(indexFile)
    ? fs.readFileSync(indexFile, 'utf8').replace(/\s*$/, '\n')
    : `// The ${module} module's public face: what the other modules may use (scripts/server-module-imports.mjs).\n`;
  fs.writeFileSync(indexFile, `${header}${lines.join('\n')}\n`);
  touched.push(indexFile);
  console.log(`${rel(indexFile)}: ${[...byFile.values()].flat().length} exports added`);
}

if (mode === 'write') {
  for (const [file, list] of edits) {
    let text = fs.readFileSync(file, 'utf8');
    for (const { start, end, module } of [...list].sort((a, b) => b.start - a.start)) {
      let specifier = path.relative(path.dirname(file), path.join(modulesDir, module)).split(path.sep).join('/');
      if (!specifier.startsWith('.')) specifier = `./${specifier}`;
      text = `${text.slice(0, start)}'${specifier}'${text.slice(end)}`;
    }
    fs.writeFileSync(file, text);
    touched.push(file);
    console.log(`${rel(file)}: ${list.length} imports through the index`);
  }
  fs.writeFileSync(knownViolations, '[]\n');
  console.log(`${rel(knownViolations)}: emptied, the rule now holds for every import`);
}

if (touched.length > 0) {
  // Biome sorts the rewritten imports and merges those that now name the same index.
  execFileSync(
    process.execPath,
    [path.join(root, 'node_modules/@biomejs/biome/bin/biome'), 'check', '--write', ...touched.map(rel)],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
}
