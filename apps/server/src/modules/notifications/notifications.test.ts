import { emails } from '@faena/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProperty, createTask } from '../../../test/fixtures';
import { Agent, createTestApp, signUp, type TestContext, type TestUser } from '../../../test/helpers';
import { notify } from './service';

let ctx: TestContext;
let user: TestUser;
let other: TestUser;
beforeAll(async () => {
  ctx = await createTestApp();
  user = await signUp(ctx, { firstName: 'Rosa' });
  other = await signUp(ctx);
});
afterAll(async () => {
  await ctx?.close();
});

describe('notifications', () => {
  it('lists, counts, marks one and all as read; nobody else can touch them', async () => {
    for (let i = 1; i <= 3; i++) {
      await notify(ctx.database.db, {
        profileId: user.profileId,
        type: 'task_cancelled',
        title: `Aviso ${i}`,
        link: '/my-tasks',
      });
    }
    const page = (await user.agent.get('/api/notifications')).json();
    expect(page.unread).toBe(3);
    expect(page.items.map((n: { title: string }) => n.title)).toEqual(['Aviso 3', 'Aviso 2', 'Aviso 1']);
    expect((await other.agent.post(`/api/notifications/${page.items[0].id}/read`)).statusCode).toBe(404);
    expect((await user.agent.post(`/api/notifications/${page.items[0].id}/read`)).json()).toEqual({ unread: 2 });
    expect((await user.agent.get('/api/notifications/unread-count')).json()).toEqual({ unread: 2 });
    expect((await user.agent.post('/api/notifications/read-all')).json()).toEqual({ unread: 0 });
    expect((await new Agent(ctx.app).get('/api/notifications')).statusCode).toBe(401);
  });

  it('e-mails only the types the user keeps on (defaults, then their own choice)', async () => {
    const mailsTo = async () =>
      (await ctx.database.db.select().from(emails).where(eq(emails.to, user.email))).map((m) => m.subject);
    await notify(ctx.database.db, {
      profileId: user.profileId,
      type: 'progress_update',
      title: 'Avance por defecto apagado',
    });
    await notify(ctx.database.db, {
      profileId: user.profileId,
      type: 'new_offer',
      title: 'Oferta por defecto encendida',
    });
    expect(await mailsTo()).toContain('Oferta por defecto encendida');
    expect(await mailsTo()).not.toContain('Avance por defecto apagado');

    const prefs = (await user.agent.get('/api/notifications/preferences')).json().preferences;
    expect(prefs).toMatchObject({ progress_update: false, new_offer: true, new_message: true });
    const saved = await user.agent.put('/api/notifications/preferences', {
      preferences: { ...prefs, progress_update: true, new_offer: false },
    });
    expect(saved.json().preferences).toMatchObject({ progress_update: true, new_offer: false });
    await notify(ctx.database.db, {
      profileId: user.profileId,
      type: 'progress_update',
      title: 'Avance ahora encendido',
    });
    await notify(ctx.database.db, { profileId: user.profileId, type: 'new_offer', title: 'Oferta ahora apagada' });
    expect(await mailsTo()).toContain('Avance ahora encendido');
    expect(await mailsTo()).not.toContain('Oferta ahora apagada');
    const bad = await user.agent.put('/api/notifications/preferences', { preferences: { inventado: true } });
    expect(bad.statusCode).toBe(400);
  });

  it('sends a professional at most one digest a day of new tasks in their provinces and categories', async () => {
    const pro = await signUp(ctx, { role: 'professional' });
    await ctx.database.db.execute(
      // Directly: the professional-profile editing has its own tests.
      (await import('drizzle-orm'))
        .sql`update field_worker_profiles set categories = '{poda}', service_provinces = '{23}' where profile_id = ${pro.profileId}`,
    );
    const owner = await signUp(ctx);
    const property = await createProperty(owner);
    await createTask(owner, property, { category: 'poda' });
    await createTask(owner, property, { category: 'poda', title: 'Poda de otros veinte olivos' });
    await createTask(owner, property, { category: 'riego', title: 'Riego que no es de su oficio' });
    await ctx.worker.drain();
    const digests = async () =>
      (await pro.agent.get('/api/notifications'))
        .json()
        .items.filter((n: { type: string }) => n.type === 'task_digest');
    expect(await digests()).toEqual([expect.objectContaining({ title: 'Hay 2 tareas nuevas en tu zona' })]);
    await createTask(owner, property, { category: 'poda', title: 'Otra poda más tarde' });
    await ctx.worker.drain(new Date(Date.now() + 2 * 3_600_000));
    expect(await digests()).toHaveLength(1);
  });

  it('with a municipality and a travel radius, the digest keeps the tasks within reach, across a province border', async () => {
    const { sql } = await import('drizzle-orm');
    const pro = await signUp(ctx, { role: 'professional' });
    // Alcaudete (Jaén): Baena (Córdoba) is 21 km away, Lucena (Córdoba) 40 km, Jaén 38 km.
    await ctx.database.db.execute(
      sql`update profiles set location_municipality = 'Alcaudete', location_municipality_code = '23003' where id = ${pro.profileId}`,
    );
    await ctx.database.db.execute(
      sql`update field_worker_profiles set categories = '{vallado}', service_provinces = '{23}', travel_radius_km = 30 where profile_id = ${pro.profileId}`,
    );
    const owner = await signUp(ctx);
    const baena = await createProperty(owner, { province: '14', municipalityCode: '14007' });
    const lucena = await createProperty(owner, { province: '14', municipalityCode: '14038' });
    const jaen = await createProperty(owner, { province: '23', municipalityCode: '23050' });
    await createTask(owner, baena, { category: 'vallado', title: 'Vallado en Baena, cerca pero en Córdoba' });
    await createTask(owner, lucena, { category: 'vallado', title: 'Vallado en Lucena, lejos' });
    await createTask(owner, jaen, { category: 'vallado', title: 'Vallado en Jaén, su provincia pero lejos' });
    // The hourly job already ran at +2 h in the test above: its next turn.
    await ctx.worker.drain(new Date(Date.now() + 5 * 3_600_000));
    const digests = (await pro.agent.get('/api/notifications'))
      .json()
      .items.filter((n: { type: string }) => n.type === 'task_digest');
    expect(digests).toEqual([
      expect.objectContaining({
        title: 'Hay 1 tarea nueva en tu zona',
        body: 'Tareas abiertas de tus oficios a menos de 30 km de Alcaudete.',
      }),
    ]);
  });
});

describe('notification e-mails through a real SMTP server', () => {
  it('delivers the enabled types only, and after an outage every e-mail exactly once', async () => {
    const { startSmtpServer } = await import('../../../test/smtp');
    const smtp = await startSmtpServer();
    const port = smtp.port;
    const local = await createTestApp({ SMTP_URL: smtp.url });
    try {
      const person = await signUp(local, { firstName: 'Inés' });
      await notify(local.database.db, { profileId: person.profileId, type: 'new_offer', title: 'Te ofrecen la poda' });
      await notify(local.database.db, {
        profileId: person.profileId,
        type: 'progress_update',
        title: 'Avance sin correo',
      });
      await local.worker.drain();
      const subjects = () => smtp.mails.filter((m) => m.to.includes(person.email)).map((m) => m.subject);
      expect(subjects()).toContain('Te ofrecen la poda');
      expect(subjects()).not.toContain('Avance sin correo');

      // The SMTP server goes away: the e-mails wait in the outbox…
      await smtp.close();
      for (let i = 1; i <= 3; i++) {
        await notify(local.database.db, {
          profileId: person.profileId,
          type: 'new_message',
          title: `Mensaje ${i}`,
          groupKey: `c${i}`,
        });
      }
      await local.worker.drain();
      const waiting = await local.database.db.select().from(emails).where(eq(emails.to, person.email));
      expect(waiting.filter((m) => m.subject.startsWith('Mensaje ')).map((m) => m.status)).toEqual([
        'pending',
        'pending',
        'pending',
      ]);

      // …and when it is back on the same port, each one arrives once.
      const { SMTPServer } = await import('smtp-server');
      const received: string[] = [];
      const { simpleParser } = await import('mailparser');
      const back = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        logger: false,
        onData(stream, _session, cb) {
          simpleParser(stream).then((m) => {
            received.push(m.subject ?? '');
            cb();
          }, cb);
        },
      });
      await new Promise<void>((resolve) => back.listen(port, '127.0.0.1', resolve));
      try {
        await local.worker.drain(new Date(Date.now() + 60_000));
        await local.worker.drain(new Date(Date.now() + 10 * 60_000));
        expect(received.filter((s) => s.startsWith('Mensaje ')).sort()).toEqual([
          'Mensaje 1',
          'Mensaje 2',
          'Mensaje 3',
        ]);
      } finally {
        await new Promise<void>((resolve) => back.close(() => resolve()));
      }
    } finally {
      await local.close();
    }
  });
});
