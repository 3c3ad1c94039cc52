import { emails, notifications, profiles } from '@faena/db';
import { m } from '@faena/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProperty, createTask } from '../../../test/fixtures';
import { createTestApp, signUp, type TestContext, type TestUser } from '../../../test/helpers';
import { notify } from './service';

// The real catalogues (apps/web/locales): every language is offered, so the app reads them at start.
let ctx: TestContext;
let catalan: TestUser;
let castellano: TestUser;

beforeAll(async () => {
  ctx = await createTestApp();
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
        body: m('{n, plural, one {Hay # tarea nueva en tu zona} other {Hay # tareas nuevas en tu zona}}', { n: 3 }),
        link: '/my-applications',
      });
    }
    const rowOf = async (person: TestUser) =>
      (await ctx.database.db.select().from(notifications).where(eq(notifications.profileId, person.profileId)))[0];
    expect(await rowOf(catalan)).toMatchObject({
      title: 'T’han triat per a «Poda de 40 olivos»!',
      body: 'Hi ha 3 tasques noves a la teva zona',
    });
    expect(await rowOf(castellano)).toMatchObject({
      title: '¡Te han elegido para «Poda de 40 olivos»!',
      body: 'Hay 3 tareas nuevas en tu zona',
    });

    const mailOf = async (person: TestUser) => {
      const all = await ctx.database.db.select().from(emails).where(eq(emails.to, person.email));
      return all.find((mail) => mail.template === 'notification');
    };
    const toJordi = await mailOf(catalan);
    expect(toJordi?.subject).toBe('T’han triat per a «Poda de 40 olivos»!');
    expect(toJordi?.html).toContain('<html lang="ca">');
    expect(toJordi?.text).toContain('Hola, Jordi:');
    expect(toJordi?.text).toContain('Mira-ho a Faena: ');
    expect(toJordi?.text).toContain('— L’equip de Faena');
    expect(toJordi?.text).toContain('Reps aquest correu per les teves preferències d’avisos.');
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
