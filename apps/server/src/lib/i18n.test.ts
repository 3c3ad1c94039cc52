import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ERROR_MESSAGES, m } from '@faena/shared';
import { describe, expect, it } from 'vitest';
import { errorBody } from '../plugins/errors';
import { loadTranslations, translate } from './i18n';

// A Catalan catalogue in miniature, as `lingui extract` writes it and a translator fills it.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'faena-locales-'));
fs.mkdirSync(path.join(dir, 'ca'));
const entry = (id: string, translation: string) =>
  `#. js-lingui-explicit-id\nmsgid ${JSON.stringify(id)}\nmsgstr ${JSON.stringify(translation)}\n`;
fs.writeFileSync(
  path.join(dir, 'ca', 'shared.po'),
  [
    'msgid ""\nmsgstr ""\n"Language: ca\\n"\n',
    entry(ERROR_MESSAGES.NOT_FOUND, 'No hem trobat el que busques.'),
    entry('Escribe tu nombre.', 'Escriu el teu nom.'),
    entry('Sin traducir todavía', ''),
  ].join('\n'),
);
fs.writeFileSync(
  path.join(dir, 'ca', 'server.po'),
  [
    'msgid ""\nmsgstr ""\n"Language: ca\\n"\n',
    entry('La tarea «{title}» ya no admite solicitudes.', 'La tasca «{title}» ja no admet sol·licituds.'),
    entry(
      '{n, plural, one {Queda # día} other {Quedan # días}}',
      '{n, plural, one {Queda # dia} other {Queden # dies}}',
    ),
  ].join('\n'),
);

describe("the server's texts in a language", () => {
  it('translates marked texts and texts with values; Castellano for anything untranslated or unloaded', async () => {
    await loadTranslations(['ca'], dir);
    expect(translate('ca', ERROR_MESSAGES.NOT_FOUND)).toBe('No hem trobat el que busques.');
    expect(translate('ca', m('La tarea «{title}» ya no admite solicitudes.', { title: 'Poda' }))).toBe(
      'La tasca «Poda» ja no admet sol·licituds.',
    );
    expect(translate('ca', m('{n, plural, one {Queda # día} other {Quedan # días}}', { n: 3 }))).toBe('Queden 3 dies');
    expect(translate('ca', 'Sin traducir todavía')).toBe('Sin traducir todavía');
    expect(translate('ca', 'Nunca marcado')).toBe('Nunca marcado');
    expect(translate('eu', ERROR_MESSAGES.NOT_FOUND)).toBe(ERROR_MESSAGES.NOT_FOUND);
    expect(translate('es', m('La tarea «{title}» ya no admite solicitudes.', { title: 'Poda' }))).toBe(
      'La tarea «Poda» ya no admite solicitudes.',
    );
  });

  it('an error answer keeps its code and carries its message and fields in the language', async () => {
    await loadTranslations(['ca'], dir);
    expect(errorBody('NOT_FOUND', ERROR_MESSAGES.NOT_FOUND, undefined, 'ca')).toEqual({
      error: { code: 'NOT_FOUND', message: 'No hem trobat el que busques.' },
    });
    expect(errorBody('VALIDATION', 'Escribe tu nombre.', { firstName: 'Escribe tu nombre.' }, 'ca')).toEqual({
      error: { code: 'VALIDATION', message: 'Escriu el teu nom.', fields: { firstName: 'Escriu el teu nom.' } },
    });
    expect(errorBody('VALIDATION', 'Escribe tu nombre.', { firstName: 'Escribe tu nombre.' })).toEqual({
      error: { code: 'VALIDATION', message: 'Escribe tu nombre.', fields: { firstName: 'Escribe tu nombre.' } },
    });
  });
});

describe('words a person wrote', () => {
  it('a plain text is never read as ICU: braces and quotes stay as written, in every language', async () => {
    await loadTranslations(['ca'], dir);
    for (const lang of ['es', 'ca'] as const) {
      expect(translate(lang, "Dejé la '{llave}' bajo la piedra, {sin} cerrar")).toBe(
        "Dejé la '{llave}' bajo la piedra, {sin} cerrar",
      );
    }
  });
});
