import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  formatCents,
  formatDate,
  isFormatted,
  isMsg,
  LANGUAGE_LOCALES,
  type Language,
  type Msg,
  type MsgValue,
} from '@faena/shared';
import { type I18n, type Messages, setupI18n } from '@lingui/core';
import { formatter } from '@lingui/format-po';
import { compileMessage } from '@lingui/message-utils/compileMessage';

/**
 * The server's texts in a person's language (issue 24): the errors it answers, later its e-mails
 * and notifications. They are written in Castellano and marked with `m()` (@faena/shared); the
 * catalogues `shared`, `server` and `public` in apps/web/locales hold their translations, keyed by the
 * Castellano text itself. A text missing from a catalogue is shown in Castellano.
 */

/** The catalogues of the server's and the shared package's texts, and of its public pages (modules/public). */
const AREAS = ['shared', 'server', 'public'];

function localesDir(): string {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve('@faena/web/package.json')), 'locales');
}

const ready = new Map<Language, I18n>();

async function load(lang: Language, dir: string): Promise<I18n> {
  const po = formatter();
  const messages: Messages = {};
  for (const area of AREAS) {
    const file = path.join(dir, lang, `${area}.po`);
    if (!fs.existsSync(file)) continue;
    const catalog = await po.parse(fs.readFileSync(file, 'utf8'), { locale: lang, sourceLocale: 'es', filename: file });
    for (const [id, entry] of Object.entries(catalog ?? {})) {
      if (entry.translation) messages[id] = compileMessage(entry.translation);
    }
  }
  return setupI18n({ locale: lang, messages: { [lang]: messages } });
}

/** Reads the catalogues of `languages`, once per process (at start: no request waits for a file), from the app's locales unless `dir` says otherwise. */
export async function loadTranslations(languages: readonly Language[], dir?: string): Promise<void> {
  // Castellano needs no catalogue: a start that offers only it reads nothing. A folder named
  // explicitly (a test's catalogues in miniature) replaces what was read before.
  const wanted = languages.filter((lang) => lang !== 'es' && (dir !== undefined || !ready.has(lang)));
  if (wanted.length === 0) return;
  const from = dir ?? localesDir();
  for (const lang of wanted) ready.set(lang, await load(lang, from));
}

// Castellano, the source: each text compiled from itself the first time it is shown (its plurals).
const source = setupI18n({ locale: 'es', messages: { es: {} } });
const compiledSources = new Set<string>();

function inCastellano(text: string | Msg, values: Record<string, string | number>): string {
  // A plain text is shown as it is, never read as ICU: it may be someone's own words. So is a
  // message without values (asMsg of a stored text): nothing in it to fill.
  if (typeof text === 'string') return text;
  if (Object.keys(text.values).length === 0) return text.id;
  const { id } = text;
  if (!compiledSources.has(id)) {
    source.load('es', { [id]: compileMessage(id) });
    compiledSources.add(id);
  }
  return source._(id, values);
}

/**
 * A message's values as it shows them: a value that is itself a text of the catalogues (a `Msg`,
 * such as a task's state as `asMsg(TASK_STATUSES[status])`) in the same language; an amount or a
 * date (`amountValue`, `dateValue`) in the language's locale (ca-ES, gl-ES, eu-ES, en-GB: euros
 * with 2 decimals), passed explicitly, never through the web's one global locale; numbers and
 * people's words as they are.
 */
function valuesIn(lang: Language, values: Record<string, MsgValue>): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(values)) {
    if (isFormatted(value)) {
      const locale = LANGUAGE_LOCALES[lang] ?? 'es-ES';
      out[name] =
        value.format === 'cents' ? formatCents(Number(value.value), locale) : formatDate(String(value.value), locale);
    } else out[name] = isMsg(value) ? translate(lang, value) : value;
  }
  return out;
}

/** `text` in `lang`: its translation, else (Castellano, not in the catalogue, or not loaded) Castellano. */
export function translate(lang: Language, text: string | Msg): string {
  const i18n = lang === 'es' ? undefined : ready.get(lang);
  const id = typeof text === 'string' ? text : text.id;
  const values = typeof text === 'string' ? {} : valuesIn(lang, text.values);
  if (!i18n || !(id in (i18n.messages as Messages))) return inCastellano(text, values);
  return i18n._(id, typeof text === 'string' ? undefined : values);
}
