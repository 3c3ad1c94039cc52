import fs from 'node:fs';
import path from 'node:path';
import { setupI18n } from '@lingui/core';
import { formatter } from '@lingui/format-po';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type CompiledMessage, i18n, type Messages, type Values } from '.';

/**
 * Our runtime (lib/i18n) against @lingui/core, message by message: it must render every message
 * of every compiled catalogue exactly as Lingui does, and Castellano, which loads no catalogue,
 * must render the text inline in the code exactly as its compiled `es` catalogue would.
 */

const localesDir = path.resolve(import.meta.dirname, '../../../locales');
const compiled = import.meta.glob<{ messages: Messages }>('../../../locales/*/*.po', { eager: true });
const catalogues = Object.entries(compiled).map(([file, mod]) => {
  const [, lang, area] = /locales\/([^/]+)\/([^/]+)\.po$/.exec(file) ?? [];
  return { lang: lang ?? '', area: area ?? '', messages: mod.messages };
});

/** The Castellano source of each message, by id: what the macros leave inline in the code. */
async function sources(area: string): Promise<Record<string, string>> {
  const po = fs.readFileSync(path.join(localesDir, 'es', `${area}.po`), 'utf8');
  const catalog = await formatter().parse(po, { locale: 'es', sourceLocale: 'es', filename: `${area}.po` });
  return Object.fromEntries(Object.entries(catalog ?? {}).map(([id, m]) => [id, m.message ?? id]));
}

const SAMPLES: Record<string, unknown[]> = {
  '': ['Ana', 7, '«Poda de olivos» en Écija', ''],
  plural: [0, 1, 2, 5, 21, 1000],
  selectordinal: [1, 2, 3, 11, 22],
  number: [0, 3, 1234.5, -0.25],
  date: [new Date(Date.UTC(2026, 0, 15, 9, 30)), '2026-11-27T18:00:00Z'],
  time: [new Date(Date.UTC(2026, 0, 15, 9, 30))],
};

/** Sets of values that walk each argument's samples (and every case of a select). */
function valueSets(message: CompiledMessage): Values[] {
  const args = new Map<string, unknown[]>();
  const walk = (tokens: CompiledMessage) => {
    if (typeof tokens === 'string') return;
    for (const token of tokens) {
      if (typeof token === 'string') continue;
      const [name, type = '', format] = token;
      if (type === 'select') args.set(name, [...Object.keys(format as object), 'otra cosa']);
      else if (!args.has(name)) args.set(name, SAMPLES[type] ?? SAMPLES['']!);
      if (type === 'plural' || type === 'selectordinal' || type === 'select') {
        for (const [key, value] of Object.entries(format as Record<string, CompiledMessage>)) {
          if (key !== 'offset') walk(value);
        }
      }
    }
  };
  walk(message);
  const rounds = Math.max(1, ...[...args.values()].map((s) => s.length));
  return Array.from({ length: rounds }, (_, i) =>
    Object.fromEntries([...args].map(([name, samples]) => [name, samples[i % samples.length]])),
  );
}

afterEach(() => i18n.activate('es'));

describe('lib/i18n renders as @lingui/core', () => {
  it('finds the compiled catalogues (every language, every area)', () => {
    const langs = new Set(catalogues.map((c) => c.lang));
    expect([...langs].sort()).toEqual(['ca', 'en', 'es', 'eu', 'gl', 'pseudo']);
    expect(catalogues.filter((c) => c.lang === 'es').map((c) => c.area)).toContain('shell');
    expect(Object.keys(catalogues.find((c) => c.lang === 'es' && c.area === 'shell')?.messages ?? {})).not.toHaveLength(
      0,
    );
  });

  it.each(catalogues.map((c) => [`${c.lang}/${c.area}`, c] as const))(
    'every message of %s',
    (_, { lang, messages }) => {
      const lingui = setupI18n({ locale: lang, messages: { [lang]: messages } });
      i18n.activate(lang, messages);
      for (const [id, message] of Object.entries(messages)) {
        for (const values of valueSets(message)) expect(i18n._(id, values), id).toBe(lingui._(id, values));
      }
    },
  );

  it.each(catalogues.filter((c) => c.lang === 'es').map((c) => [c.area, c] as const))(
    'Castellano with no catalogue: %s as written in the code',
    async (area, { messages }) => {
      const lingui = setupI18n({ locale: 'es', messages: { es: messages } });
      const source = await sources(area);
      i18n.activate('es');
      for (const [id, message] of Object.entries(messages)) {
        for (const values of valueSets(message)) {
          expect(i18n._({ id, message: source[id] }, values), id).toBe(lingui._(id, values));
        }
      }
    },
  );

  it.each(['landing', 'auth'])(
    "'/' and '/auth' show their Castellano texts without the ICU compiler (%s has no plural or select)",
    async (area) => {
      const messages = catalogues.find((c) => c.lang === 'es' && c.area === area)?.messages ?? {};
      const lingui = setupI18n({ locale: 'es', messages: { es: messages } });
      const source = await sources(area);
      i18n.activate('es');
      i18n.setCompiler(undefined);
      try {
        for (const [id, message] of Object.entries(messages)) {
          expect(typeof message === 'string' || message.every((t) => typeof t === 'string' || !t[1]), id).toBe(true);
          for (const values of valueSets(message)) {
            expect(i18n._({ id, message: source[id] }, values), id).toBe(lingui._(id, values));
          }
        }
      } finally {
        await import('./icu');
        i18n.setCompiler((m) => compileMessage(m) as CompiledMessage);
      }
    },
  );

  it('a Castellano plural renders with the compiler, and is reported without it', () => {
    const plural = { id: 'p', message: '{n, plural, one {# solicitud} other {# solicitudes}}' };
    expect(i18n._(plural, { n: 1 })).toBe('1 solicitud');
    expect(i18n._(plural, { n: 1200 })).toBe('1200 solicitudes');
    i18n.setCompiler(undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      i18n._(plural, { n: 2 });
      expect(error).toHaveBeenCalledOnce();
    } finally {
      error.mockRestore();
      i18n.setCompiler((m) => compileMessage(m) as CompiledMessage);
    }
  });

  it('plurals, selects, ordinals, numbers and dates, in every language', () => {
    const icu = {
      plural: '{count, plural, =0 {Ninguna tarea} one {# tarea} other {# tareas}} en {province}',
      offset: '{n, plural, offset:1 =0 {nadie} one {tú} other {tú y # más}}',
      select: '{role, select, owner {Propietario} professional {Profesional} other {Visitante}}',
      ordinal: 'El {n, selectordinal, one {#.º} other {#.º}} paso',
      number: 'Precio: {price, number} ({share, number, percent})',
      date: 'Desde el {day, date} hasta el {end, date, short} ({when, date, long}) a las {at, time, short}',
      nested: '{role, select, owner {{count, plural, one {# finca} other {# fincas}}} other {—}}',
      escaped: "Dijo '{nombre}' y {x}",
    };
    for (const lang of ['es', 'ca', 'gl', 'eu', 'en', 'pseudo']) {
      const messages = Object.fromEntries(Object.entries(icu).map(([id, m]) => [id, compileMessage(m)]));
      const lingui = setupI18n({ locale: lang, messages: { [lang]: messages } });
      i18n.activate(lang, messages);
      for (const [id, message] of Object.entries(messages)) {
        for (const values of valueSets(message)) {
          expect(i18n._(id, values), `${lang} ${id}`).toBe(lingui._(id, values));
        }
      }
    }
  });

  it('fills placeholders and re-renders on a change of language', () => {
    expect(i18n._({ id: 'x', message: 'Hola, {0}. Tienes {n} avisos.' }, { 0: 'Ana', n: 3 })).toBe(
      'Hola, Ana. Tienes 3 avisos.',
    );
    expect(i18n._({ id: 'x', message: 'Todas las tareas en {0}' }, { 0: '$& {0}' })).toBe('Todas las tareas en $& {0}');
    i18n.activate('ca', { x: ['Totes les tasques a ', ['0']] });
    expect(i18n.locale).toBe('ca');
    expect(i18n._({ id: 'x', message: 'Todas las tareas en {0}' }, { 0: 'Girona' })).toBe('Totes les tasques a Girona');
  });
});
