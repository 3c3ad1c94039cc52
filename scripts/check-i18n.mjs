#!/usr/bin/env node
// The translations' check (issue 24), `npm run check:i18n`:
//  1. the catalogues are up to date: `lingui extract --clean` changes nothing under
//     apps/web/locales (the POT-Creation-Date header, written only when a file is created, is
//     ignored) and no catalogue is left out of git;
//  2. Castellano is the source: in `es`, each translation is its msgid, byte for byte;
//  3. ICU parity: each translation in another language has the msgid's placeholders, with the
//     same kind (plain, plural, select…), and parses;
//  4. every language has every text translated: a key missing in any language fails;
//  5. one text, one translation per language: the app merges a language's catalogues into one
//     table (the web's areas, the server's shared + server), so the same text (and context)
//     translated two ways in two catalogues would show one of them at random. Where the meaning
//     differs, the code gives the text a context (`t({ message, context })`).
// A step of .ci/run; exits 1 with the reasons on failure.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatter } from '@lingui/format-po';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const web = path.join(root, 'apps/web');
const locales = path.join(web, 'locales');
const problems = [];

// 1. Extraction up to date: what `lingui extract` writes is what is there (a translator's work in
// progress, uncommitted, is not a stale catalogue), and every catalogue is in git.
const DATE = /^"POT-Creation-Date: .*\n/m;
const read = () =>
  new Map(
    fs
      .readdirSync(locales, { recursive: true })
      .filter((f) => f.endsWith('.po'))
      .map((f) => [f, fs.readFileSync(path.join(locales, f), 'utf8').replace(DATE, '')]),
  );
const before = read();
execFileSync('npx', ['lingui', 'extract', '--clean', '--workers', '1'], { cwd: web, stdio: 'ignore' });
for (const [file, text] of read()) {
  if (before.get(file) !== text) {
    problems.push(
      `apps/web/locales/${file}: no coincide con el código (lingui extract lo ha actualizado: revísalo y añádelo)`,
    );
  }
}
const untracked = execFileSync('git', ['ls-files', '--others', '--exclude-standard', '--', 'apps/web/locales'], {
  cwd: root,
  encoding: 'utf8',
}).trim();
for (const file of untracked.split('\n').filter(Boolean)) problems.push(`${file}: catálogo nuevo sin añadir a git`);

/** The placeholders of an ICU message: name → kind ('' for a plain `{name}`), nested ones too. */
function placeholders(message) {
  const found = new Map();
  const walk = (tokens) => {
    if (typeof tokens === 'string') return;
    for (const token of tokens) {
      if (typeof token === 'string') continue;
      const [name, type = '', format] = token;
      found.set(name, type);
      if (type === 'plural' || type === 'selectordinal' || type === 'select') {
        for (const [key, value] of Object.entries(format)) if (key !== 'offset') walk(value);
      }
    }
  };
  walk(compileMessageOrThrow(message));
  return found;
}
const describe = (map) =>
  [...map]
    .map(([name, type]) => (type ? `{${name}, ${type}}` : `{${name}}`))
    .sort()
    .join(' ') || '(ninguno)';

// 2 and 3. Each catalogue of each language.
const po = formatter();
/** Per language, the texts with no translation. */
const missing = new Map();
/** Per language, (context, text) → the catalogue and translation first seen. */
const translated = new Map();
for (const lang of fs.readdirSync(locales).sort()) {
  if (lang === 'pseudo') continue; // made from the source when compiled: no translations in it
  for (const file of fs.readdirSync(path.join(locales, lang)).filter((f) => f.endsWith('.po'))) {
    const where = `apps/web/locales/${lang}/${file}`;
    const catalog = await po.parse(fs.readFileSync(path.join(locales, lang, file), 'utf8'));
    // A text marked m() (lingui-marks.ts) has its Castellano as its id and no separate message.
    for (const [id, entry] of Object.entries(catalog)) {
      const { translation } = entry;
      const message = entry.message ?? id;
      if (lang === 'es') {
        if (translation !== message) problems.push(`${where}: «${message}» traducido en es como «${translation}»`);
        continue;
      }
      if (!translation) {
        missing.set(lang, [...(missing.get(lang) ?? []), `${file}: «${message}»`]);
        continue;
      }
      const seen = translated.get(lang) ?? new Map();
      translated.set(lang, seen);
      const key = `${entry.context ?? ''}\u0004${message}`;
      const first = seen.get(key);
      if (!first) seen.set(key, { file, translation });
      else if (first.translation !== translation) {
        problems.push(
          `${where}: «${message}» es «${translation}» aquí y «${first.translation}» en ${first.file} (una traducción por texto, o un contexto en el código)`,
        );
      }
      let source;
      let target;
      try {
        source = placeholders(message);
        target = placeholders(translation);
      } catch (error) {
        problems.push(`${where}: «${translation}» no es ICU válido (${error.message})`);
        continue;
      }
      if (describe(source) !== describe(target)) {
        problems.push(
          `${where}: «${translation}» tiene ${describe(target)}; el original «${message}» tiene ${describe(source)}`,
        );
      }
    }
  }
}

// 4. Complete: every language has every text translated (a key missing in any language fails),
// so a language can be offered (OFFERED_LANGUAGES) the day its last screen is ready.
for (const [lang, texts] of missing) {
  for (const text of texts.slice(0, 20)) problems.push(`apps/web/locales/${lang}/${text}: sin traducir`);
  if (texts.length > 20) problems.push(`apps/web/locales/${lang}: y ${texts.length - 20} textos más sin traducir`);
}

if (problems.length) {
  console.error(`check:i18n: ${problems.length} problema(s)\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  process.exit(1);
}
console.log(
  'check:i18n: catálogos al día; es = msgid; marcadores ICU iguales en cada traducción; ca, gl, eu y en completos.',
);
