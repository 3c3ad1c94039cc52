import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { emails, notifications, profiles } from '@faena/db';
import { m } from '@faena/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProperty, createTask } from '../../../test/fixtures';
import { createTestApp, signUp, type TestContext, type TestUser } from '../../../test/helpers';
import { loadTranslations } from '../../lib/i18n';
import { notify } from './service';

// A Catalan catalogue in miniature, as a translator fills it (the real ones: apps/web/locales).
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'faena-locales-'));
fs.mkdirSync(path.join(dir, 'ca'));
const entry = (id: string, translation: string) =>
  `#. js-lingui-explicit-id\nmsgid ${JSON.stringify(id)}\nmsgstr ${JSON.stringify(translation)}\n`;
fs.writeFileSync(
  path.join(dir, 'ca', 'server.po'),
  [
    'msgid ""\nmsgstr ""\n"Language: ca\\n"\n',
    entry('¡Te han elegido para «{title}»!', 'T’han triat per a «{title}»!'),
    entry(
      '{n, plural, one {Queda # día} other {Quedan # días}}',
      '{n, plural, one {Queda # dia} other {Queden # dies}}',
    ),
    entry('Hola, {firstName}:', 'Hola, {firstName}:'),
    entry('Verlo en Faena', 'Veure-ho a Faena'),
    entry('— El equipo de Faena', '— L’equip de Faena'),
    entry('{from} te ha escrito en Faena', '{from} t’ha escrit a Faena'),
  ].join('\n'),
);

let ctx: TestContext;
let catalan: TestUser;
let castellano: TestUser;

beforeAll(async () => {
  ctx = await createTestApp();
  await loadTranslations(['ca'], dir);
  catalan = await signUp(ctx, { role: 'professional', firstName: 'Jordi' });
  castellano = await signUp(ctx, { role: 'professional', firstName: 'Pedro' });
  await ctx.database.db.update(profiles).set({ language: 'ca' }).where(eq(profiles.id, catalan.profileId));
});
afterAll(async () => {
  await ctx?.close();
});

describe("notifications and their e-mails in the recipient's language", () => {
  it('one notification, two people: each gets it in their own language, in the list and by e-mail', async () => {
    for (const person of [catalan, castellano]) {
      await notify(ctx.database.db, {
        profileId: person.profileId,
        type: 'application_accepted',
        title: m('¡Te han elegido para «{title}»!', { title: 'Poda de 40 olivos' }),
        body: m('{n, plural, one {Queda # día} other {Quedan # días}}', { n: 3 }),
        link: '/my-applications',
      });
    }
    const rowOf = async (person: TestUser) =>
      (await ctx.database.db.select().from(notifications).where(eq(notifications.profileId, person.profileId)))[0];
    expect(await rowOf(catalan)).toMatchObject({
      title: 'T’han triat per a «Poda de 40 olivos»!',
      body: 'Queden 3 dies',
    });
    expect(await rowOf(castellano)).toMatchObject({
      title: '¡Te han elegido para «Poda de 40 olivos»!',
      body: 'Quedan 3 días',
    });

    const mailOf = async (person: TestUser) => {
      const all = await ctx.database.db.select().from(emails).where(eq(emails.to, person.email));
      return all.find((mail) => mail.template === 'notification');
    };
    const toJordi = await mailOf(catalan);
    expect(toJordi?.subject).toBe('T’han triat per a «Poda de 40 olivos»!');
    expect(toJordi?.html).toContain('<html lang="ca">');
    expect(toJordi?.text).toContain('Hola, Jordi:');
    expect(toJordi?.text).toContain('Veure-ho a Faena: ');
    expect(toJordi?.text).toContain('— L’equip de Faena');
    // Not yet translated: in Castellano rather than missing.
    expect(toJordi?.text).toContain('Recibes este correo por tus preferencias de avisos.');
    const toPedro = await mailOf(castellano);
    expect(toPedro?.html).toContain('<html lang="es">');
    expect(toPedro?.text).toContain('Verlo en Faena: ');
  });

  it('a message to someone who reads Catalan: its notification e-mail in Catalan, their words as written', async () => {
    const owner = await signUp(ctx, { firstName: 'Carmen', lastName: 'Ruiz' });
    const taskId = await createTask(owner, await createProperty(owner), { title: 'Riego del huerto' });
    const opened = await owner.agent.post('/api/conversations', { withProfileId: catalan.profileId, taskId });
    expect(opened.statusCode, opened.body).toBe(200);
    const words = "¿Tiene agua la finca? Dejé la '{llave}' bajo la piedra.";
    const sent = await owner.agent.post(`/api/conversations/${opened.json().id}/messages`, { body: words });
    expect(sent.statusCode, sent.body).toBe(201);
    const all = await ctx.database.db.select().from(emails).where(eq(emails.to, catalan.email));
    const mail = all.find((m) => m.template === 'newMessage');
    expect(mail?.subject).toBe('Carmen R. t’ha escrit a Faena');
    expect(mail?.html).toContain('<html lang="ca">');
    expect(mail?.text).toContain(`> ${words}`);
  });
});
