import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { emails, notifications, profiles } from '@faena/db';
import { APPLY_REFUSALS, amountValue, dateValue, m, REVIEW_REFUSALS } from '@faena/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createAssignedTask,
  createProperty,
  createTask,
  inDays,
  payByCard,
  setUpPayouts,
} from '../../../test/fixtures';
import { createTestApp, signUp, type TestContext, type TestUser } from '../../../test/helpers';
import { loadTranslations } from '../../lib/i18n';
import { inPaymentWords } from '../payments';
import { notify } from './service';

// Catalan and English offered, as they will be once complete (this branch offers Castellano only).
vi.mock('@faena/shared', async (original) => {
  const shared = await original<typeof import('@faena/shared')>();
  return {
    ...shared,
    pickLanguage: (choice: Parameters<typeof shared.pickLanguage>[0]) =>
      shared.pickLanguage(choice, ['es', 'ca', 'en']),
  };
});

// Catalan and English catalogues in miniature, as translators fill them (the real ones: apps/web/locales).
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
const PAID = 'Pago recibido: «{title}»';
const DUE = 'El trabajo está confirmado y tienes {amount} esperando.';
const DATE = 'Hecho antes del {date}. Ya la ven los profesionales de la zona.';
catalogue('ca', 'shared', [
  [APPLY_REFUSALS.ALREADY_APPLIED, 'Ja has enviat una sol·licitud per a aquesta tasca.'],
  [REVIEW_REFUSALS.NOT_COMPLETED, 'Podràs valorar quan la feina estigui acabada.'],
]);
catalogue('ca', 'server', [
  ['Tarjeta terminada en {last4}', 'Targeta acabada en {last4}'],
  [
    'Tu banco ha rechazado la tarjeta. No se ha cobrado nada.',
    'El teu banc ha rebutjat la targeta. No s’ha cobrat res.',
  ],
  [PAID, 'Pagament rebut: «{title}»'],
  [DUE, 'La feina està confirmada i tens {amount} esperant.'],
  [DATE, 'Fet abans del {date}. Ja la veuen els professionals de la zona.'],
  ['{title} (Modo de pruebas)', '{title} (Mode de proves)'],
  ['{body} Modo de pruebas: no se ha movido dinero real.', '{body} Mode de proves: no s’han mogut diners reals.'],
]);
catalogue('en', 'shared', [[APPLY_REFUSALS.ALREADY_APPLIED, 'You have already applied for this job.']]);
catalogue('en', 'server', [
  [PAID, 'Payment received: «{title}»'],
  [DUE, 'The work is confirmed and you have {amount} waiting.'],
  [DATE, 'Due before {date}. Professionals in the area can already see it.'],
  ['{title} (Modo de pruebas)', '{title} (test mode)'],
  ['{body} Modo de pruebas: no se ha movido dinero real.', '{body} Test mode: no real money has moved.'],
]);

let ctx: TestContext;
let owner: TestUser;
let jordi: TestUser;
let emma: TestUser;
let pedro: TestUser;
let propertyId: string;

beforeAll(async () => {
  ctx = await createTestApp();
  await loadTranslations(['ca', 'en'], dir);
  owner = await signUp(ctx, { firstName: 'Carmen' });
  jordi = await signUp(ctx, { role: 'professional', firstName: 'Jordi' });
  emma = await signUp(ctx, { role: 'professional', firstName: 'Emma' });
  pedro = await signUp(ctx, { role: 'professional', firstName: 'Pedro' });
  for (const [person, language] of [
    [jordi, 'ca'],
    [emma, 'en'],
    [pedro, 'es'],
  ] as const) {
    await ctx.database.db.update(profiles).set({ language }).where(eq(profiles.id, person.profileId));
  }
  propertyId = await createProperty(owner);
});
afterAll(async () => {
  await ctx?.close();
});

describe("why not, by code, in the request's language (issue 24)", () => {
  it('apply-state: the same refusal in Catalan, English and Castellano, with its stable code', async () => {
    const taskId = await createTask(owner, propertyId);
    const body = { message: 'Tinc motoserra i experiència en poda.', priceCents: 45_000, travelCents: 0 };
    for (const person of [jordi, emma, pedro]) {
      expect((await person.agent.post(`/api/tasks/${taskId}/applications`, body)).statusCode).toBe(201);
    }
    const stateOf = async (person: TestUser) => (await person.agent.get(`/api/tasks/${taskId}/apply-state`)).json();
    expect(await stateOf(jordi)).toMatchObject({
      canApply: false,
      reasonCode: 'ALREADY_APPLIED',
      reason: 'Ja has enviat una sol·licitud per a aquesta tasca.',
    });
    expect(await stateOf(emma)).toMatchObject({
      reasonCode: 'ALREADY_APPLIED',
      reason: 'You have already applied for this job.',
    });
    expect(await stateOf(pedro)).toMatchObject({
      reasonCode: 'ALREADY_APPLIED',
      reason: 'Ya has enviado una solicitud para esta tarea.',
    });
    // The conflict of applying twice, in the request's language too.
    const twice = await jordi.agent.post(`/api/tasks/${taskId}/applications`, body);
    expect(twice.json().error.message).toBe('Ja has enviat una sol·licitud per a aquesta tasca.');
  });
});

describe("notifications' amounts, dates and test-mode words in the recipient's language and locale", () => {
  const rowOf = async (person: TestUser) =>
    (await ctx.database.db.select().from(notifications).where(eq(notifications.profileId, person.profileId))).find(
      (n) => n.type === 'payment_released',
    );

  it('a test-mode payment notice: one whole message per case, with the amount in the reader’s locale', async () => {
    for (const person of [jordi, emma, pedro]) {
      await notify(ctx.database.db, {
        profileId: person.profileId,
        type: 'payment_released',
        ...inPaymentWords(
          { testMode: true },
          {
            title: m(PAID, { title: 'Poda de 40 olivos' }),
            body: m(DUE, { amount: amountValue(123_450) }),
          },
        ),
        link: '/payments',
      });
    }
    expect(await rowOf(jordi)).toMatchObject({
      title: 'Pagament rebut: «Poda de 40 olivos» (Mode de proves)',
      body: 'La feina està confirmada i tens 1.234,50\u00a0€ esperant. Mode de proves: no s’han mogut diners reals.',
    });
    expect(await rowOf(emma)).toMatchObject({
      title: 'Payment received: «Poda de 40 olivos» (test mode)',
      body: 'The work is confirmed and you have €1,234.50 waiting. Test mode: no real money has moved.',
    });
    expect(await rowOf(pedro)).toMatchObject({
      title: 'Pago recibido: «Poda de 40 olivos» (Modo de pruebas)',
      body: 'El trabajo está confirmado y tienes 1234,50\u00a0€ esperando. Modo de pruebas: no se ha movido dinero real.',
    });
    const mail = (await ctx.database.db.select().from(emails).where(eq(emails.to, emma.email))).find(
      (e) => e.template === 'notification',
    );
    expect(mail?.subject).toBe('Payment received: «Poda de 40 olivos» (test mode)');
    expect(mail?.text).toContain('€1,234.50');
  });

  it('a date inside a notification in the reader’s locale; two languages at once do not mix', async () => {
    const at = inDays(10);
    await Promise.all(
      [jordi, emma, pedro].map((person) =>
        notify(ctx.database.db, {
          profileId: person.profileId,
          type: 'series_occurrence',
          title: m('Publicada de nuevo: «{title}»', { title: 'Poda' }),
          body: m(DATE, { date: dateValue(at) }),
        }),
      ),
    );
    const bodyOf = async (person: TestUser) =>
      (await ctx.database.db.select().from(notifications).where(eq(notifications.profileId, person.profileId))).find(
        (n) => n.type === 'series_occurrence',
      )?.body;
    const day = new Date(`${at}T00:00:00Z`);
    const written = (locale: string) =>
      new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(day);
    expect(await bodyOf(jordi)).toBe(`Fet abans del ${written('ca-ES')}. Ja la veuen els professionals de la zona.`);
    expect(await bodyOf(emma)).toBe(`Due before ${written('en-GB')}. Professionals in the area can already see it.`);
    expect(await bodyOf(pedro)).toBe(`Hecho antes del ${written('es-ES')}. Ya la ven los profesionales de la zona.`);
  });
});

describe("an idempotent replay in the replaying request's language", () => {
  it('a refusal kept in Castellano is replayed in Catalan once the person reads Catalan', async () => {
    const taskId = await createTask(owner, propertyId, { title: 'Desbrossar el marge' });
    const url = `/api/tasks/${taskId}/applications`;
    const body = { message: 'Tinc desbrossadora i hi puc anar dilluns.', priceCents: 30_000, travelCents: 0 };
    const withKey = () =>
      jordi.agent.request({ method: 'POST', url, payload: body, headers: { 'idempotency-key': 'cola-idioma-0001' } });
    expect((await jordi.agent.post(url, body)).statusCode).toBe(201);
    await ctx.database.db.update(profiles).set({ language: 'es' }).where(eq(profiles.id, jordi.profileId));
    const first = await withKey();
    expect(first.statusCode).toBe(409);
    expect(first.json().error).toEqual({ code: 'CONFLICT', message: 'Ya has enviado una solicitud para esta tarea.' });
    await ctx.database.db.update(profiles).set({ language: 'ca' }).where(eq(profiles.id, jordi.profileId));
    const again = await withKey();
    expect(again.statusCode).toBe(409);
    expect(again.headers['idempotent-replay']).toBe('true');
    expect(again.json()).toEqual({
      error: { code: 'CONFLICT', message: 'Ja has enviat una sol·licitud per a aquesta tasca.' },
    });
  });
});

describe("a payment's failure reason in the reader's language", () => {
  it('why she cannot review yet, the bank refusing the card, and its card’s reference: stored in Castellano, answered in Catalan to a Catalan owner', async () => {
    const montse = await signUp(ctx, { firstName: 'Montse' });
    await ctx.database.db.update(profiles).set({ language: 'ca' }).where(eq(profiles.id, montse.profileId));
    await setUpPayouts(pedro);
    const finca = await createProperty(montse);
    const taskId = await createAssignedTask(montse, pedro, finca, 'Podar les oliveres');
    // Before the work is done, the review's "why not" in her language too, by its code.
    expect((await montse.agent.get(`/api/tasks/${taskId}/reviews`)).json()).toMatchObject({
      canReview: false,
      reasonCode: 'NOT_COMPLETED',
      reason: 'Podràs valorar quan la feina estigui acabada.',
    });
    const declined = await payByCard(montse, taskId, { card: 'declined' });
    expect(declined.charge?.json()).toMatchObject({
      failureReason: 'El teu banc ha rebutjat la targeta. No s’ha cobrat res.',
    });
    // Another card goes through: the card's reference, stored in Castellano, in Catalan too.
    const paid = await payByCard(montse, taskId);
    expect(paid.synced?.json()).toMatchObject({ status: 'held', reference: 'Targeta acabada en 4242' });
  });
});
