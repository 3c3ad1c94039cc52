import { useSyncExternalStore } from 'react';

/**
 * Faena's translation runtime (issue 24): what Lingui's macros call (lingui.config.ts's
 * `runtimeConfigModule`), a few hundred bytes where @lingui/core and @lingui/react cost ≈ 3.3 kB
 * gzip of the first download of '/'.
 *
 * A macro leaves `{ id, message }` in the code, `message` being the Castellano text as written
 * (ICU). Castellano is the source language and loads no catalogue: `_()` shows `message` as it
 * is, its simple `{name}` placeholders filled in. Any other language loads a catalogue compiled by
 * Lingui (strings, or arrays of text and `[name, type?, format?]` tokens; lib/i18n/load.ts) and
 * `_()` renders it exactly as @lingui/core would (i18n.test.ts holds them side by side).
 * Plurals and selects need a compiled catalogue: keep them out of the texts '/' shows in
 * Castellano (the same test fails on one).
 */

type Token = string | [name: string, type?: string, format?: unknown];
export type CompiledMessage = string | Token[];
export type Messages = Record<string, CompiledMessage>;
export type Values = Record<string, unknown>;
export type Descriptor = { id: string; message?: string; values?: Values };

let locale = 'es';
let messages: Messages = {};
const listeners = new Set<() => void>();

// Intl objects, made once per locale and options, as @lingui/core keeps them.
type Formatter = { format(value: unknown): string; select(n: number): string };
const made = new Map<string, Formatter>();
function intl(kind: 'NumberFormat' | 'DateTimeFormat' | 'PluralRules', options?: object | null): Formatter {
  const key = `${kind}${locale}${JSON.stringify(options)}`;
  let it = made.get(key);
  if (!it) {
    // @lingui/core adds 'en' after the active locale, for a locale Intl does not know (pseudo).
    it = new (Intl[kind] as unknown as new (l: string[], o?: object | null) => Formatter)([locale, 'en'], options);
    made.set(key, it);
  }
  return it;
}

const DATE_STYLES: Record<string, object> = {
  default: { day: 'numeric', month: 'short', year: 'numeric' },
  full: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
  long: { day: 'numeric', month: 'long', year: 'numeric' },
  short: { day: 'numeric', month: 'numeric', year: 'numeric' },
};
const TIME_STYLES: Record<string, object> = {
  default: { second: 'numeric', minute: 'numeric', hour: 'numeric' },
  full: { second: 'numeric', minute: 'numeric', hour: 'numeric', timeZoneName: 'short' },
  short: { minute: 'numeric', hour: 'numeric' },
};
TIME_STYLES.long = TIME_STYLES.full as object;
const formatDate = (value: unknown, options: object | null | undefined) =>
  intl('DateTimeFormat', options).format(typeof value === 'string' ? new Date(value) : value);

/** One compiled message with its values; `count` is the number a plural's `#` shows. */
function render(tokens: CompiledMessage, values: Values, count?: number): string {
  if (typeof tokens === 'string') return tokens;
  let out = '';
  for (const token of tokens) {
    if (token === '#' && count !== undefined) out += intl('NumberFormat').format(count);
    else if (typeof token === 'string') out += token;
    else {
      const [name, type, format] = token;
      const value = values[name];
      const cases = format as Record<string, CompiledMessage> & { offset?: number };
      let text: unknown = value;
      if (type === 'plural' || type === 'selectordinal') {
        const n = (value as number) - (cases.offset ?? 0);
        const rule = intl('PluralRules', { type: type === 'plural' ? 'cardinal' : 'ordinal' }).select(n);
        const chosen = cases[value as number] ?? cases[rule] ?? cases.other;
        text = chosen === undefined ? undefined : render(chosen, values, n);
      } else if (type === 'select') {
        const chosen = cases[value as string] ?? cases.other;
        text = chosen === undefined ? undefined : render(chosen, values);
      } else if (type === 'number') {
        text = intl('NumberFormat', typeof format === 'object' ? format : { style: format }).format(value);
      } else if (type === 'date') {
        text = formatDate(
          value,
          typeof format === 'object' ? format : (DATE_STYLES[format as string] ?? DATE_STYLES.default),
        );
      } else if (type === 'time') {
        text = formatDate(
          value,
          typeof format === 'object' ? format : (TIME_STYLES[format as string] ?? TIME_STYLES.default),
        );
      }
      if (text != null) out += text;
    }
  }
  return out;
}

// Compiles a Castellano source text with ICU (plurals, selects, numbers, dates): installed by
// lib/i18n/icu.ts, which every screen but '/' loads; '/' shows only simple `{name}` placeholders.
let compile: ((message: string) => CompiledMessage) | undefined;
const compiledSources = new Map<string, CompiledMessage>();

function translate(descriptor: Descriptor | string, values?: Values, options?: { message?: string }): string {
  const d = typeof descriptor === 'string' ? { id: descriptor, message: options?.message } : descriptor;
  const all = values ?? d.values ?? {};
  const compiled = messages[d.id];
  if (compiled !== undefined) return render(compiled, all);
  // A plain text with no translation (a label not translated yet, a server's message already in
  // the language, words a person wrote): shown exactly as it is, never read as ICU.
  if (typeof descriptor === 'string' && !options?.message) return descriptor;
  const source = d.message ?? d.id;
  if (compile) {
    let tokens = compiledSources.get(source);
    if (!tokens) {
      tokens = compile(source);
      compiledSources.set(source, tokens);
    }
    return render(tokens, all);
  }
  // Before the compiler arrives: only `{name}` placeholders. A plural here would show as written.
  if (/\{\w+,/.test(source)) console.error(`Texto ICU sin compilar en '/': ${source}`);
  return source.replace(/\{(\w+)\}/g, (_, name: string) => String(all[name] ?? ''));
}

/** The object Lingui's macros call: `i18n._(…)`; `locale` is the active language. */
export const i18n = {
  get locale() {
    return locale;
  },
  _: translate,
  t: translate,
  /** Installs the ICU compiler for source texts (lib/i18n/icu.ts). */
  setCompiler(fn: ((message: string) => CompiledMessage) | undefined) {
    compile = fn;
  },
  /** Makes `lang` the language, with its compiled catalogue (none for Castellano), and re-renders. */
  activate(lang: string, catalog: Messages = {}) {
    locale = lang;
    messages = catalog;
    for (const listener of listeners) listener();
  },
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
const getLocale = () => locale;

/** What `useLingui()` from `@lingui/react/macro` becomes: re-renders the component on a change of language. */
export function useLingui() {
  useSyncExternalStore(subscribe, getLocale, getLocale);
  return { i18n, _: translate };
}
