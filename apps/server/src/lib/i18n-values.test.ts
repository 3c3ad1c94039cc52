import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { APPLY_REFUSALS, asMsg, m, TASK_STATUSES } from '@faena/shared';
import { describe, expect, it } from 'vitest';
import { loadTranslations, translate } from './i18n';

// Catalan and English catalogues in miniature, as `lingui extract` writes them and a translator fills them.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'faena-locales-'));
const entry = (id: string, translation: string) =>
  `#. js-lingui-explicit-id\nmsgid ${JSON.stringify(id)}\nmsgstr ${JSON.stringify(translation)}\n`;
const catalogue = (lang: string, area: string, entries: [string, string][]) => {
  fs.mkdirSync(path.join(dir, lang), { recursive: true });
  fs.writeFileSync(
    path.join(dir, lang, `${area}.po`),
    [`msgid ""\nmsgstr ""\n"Language: ${lang}\\n"\n`, ...entries.map(([id, text]) => entry(id, text))].join('\n'),
  );
};
const EDIT = 'Solo se pueden editar tareas en borrador o abiertas; esta está «{status}».';
catalogue('ca', 'shared', [
  [TASK_STATUSES.assigned, 'Assignada'],
  [APPLY_REFUSALS.OWN_TASK, 'No pots enviar una sol·licitud a la teva pròpia tasca.'],
]);
catalogue('ca', 'server', [
  [EDIT, 'Només es poden editar tasques en esborrany o obertes; aquesta està «{status}».'],
  ['número {index}', 'número {index}'],
  ['La foto {label} está dañada o incompleta.', 'La foto {label} està malmesa o incompleta.'],
]);
catalogue('en', 'shared', [[TASK_STATUSES.assigned, 'Assigned']]);
catalogue('en', 'server', [
  [EDIT, 'Only draft or open jobs can be edited; this one is «{status}».'],
  ['número {index}', 'number {index}'],
  ['La foto {label} está dañada o incompleta.', 'Photo {label} is damaged or incomplete.'],
]);

describe('a label inside a message (issue 24)', () => {
  it('a Msg value is shown in the same language as the message; Castellano stays as it was', async () => {
    await loadTranslations(['ca', 'en'], dir);
    const edit = m(EDIT, { status: asMsg(TASK_STATUSES.assigned) });
    expect(translate('es', edit)).toBe('Solo se pueden editar tareas en borrador o abiertas; esta está «Asignada».');
    expect(translate('ca', edit)).toBe(
      'Només es poden editar tasques en esborrany o obertes; aquesta està «Assignada».',
    );
    expect(translate('en', edit)).toBe('Only draft or open jobs can be edited; this one is «Assigned».');
    // Nested twice: the photo's label is itself a message with a value.
    const photo = m('La foto {label} está dañada o incompleta.', { label: m('número {index}', { index: 2 }) });
    expect(translate('es', photo)).toBe('La foto número 2 está dañada o incompleta.');
    expect(translate('ca', photo)).toBe('La foto número 2 està malmesa o incompleta.');
    expect(translate('en', photo)).toBe('Photo number 2 is damaged or incomplete.');
  });

  it("a plain string value is someone's words: never translated, even when it equals a label", async () => {
    await loadTranslations(['ca'], dir);
    expect(translate('ca', m(EDIT, { status: TASK_STATUSES.assigned }))).toBe(
      'Només es poden editar tasques en esborrany o obertes; aquesta està «Asignada».',
    );
  });

  it('a refusal code’s text in the language of the request', async () => {
    await loadTranslations(['ca'], dir);
    expect(translate('ca', APPLY_REFUSALS.OWN_TASK)).toBe('No pots enviar una sol·licitud a la teva pròpia tasca.');
    expect(translate('es', APPLY_REFUSALS.OWN_TASK)).toBe('No puedes enviar una solicitud a tu propia tarea.');
  });
});
