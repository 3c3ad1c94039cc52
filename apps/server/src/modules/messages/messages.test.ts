import { conversations, emails, messages, notifications } from '@faena/db';
import { and, eq, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAssignedTask, createProperty, createTask } from '../../../test/fixtures';
import { Agent, createTestApp, signUp, type TestContext, type TestUser } from '../../../test/helpers';
import { jpegWithGps, uploadImages } from '../../../test/images';

let ctx: TestContext;
let owner: TestUser;
let pro: TestUser;
let otherPro: TestUser;
let otherOwner: TestUser;
let admin: TestUser;
let taskId: string;

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await signUp(ctx, { firstName: 'Carmen', lastName: 'Ruiz Gómez' });
  pro = await signUp(ctx, { role: 'professional', firstName: 'Pedro', lastName: 'Sánchez' });
  otherPro = await signUp(ctx, { role: 'professional' });
  otherOwner = await signUp(ctx);
  admin = await signUp(ctx, { admin: true });
  taskId = await createTask(owner, await createProperty(owner), { title: 'Riego del huerto' });
});
afterAll(async () => {
  await ctx?.close();
});

async function open(from: TestUser, to: TestUser, task?: string) {
  const res = await from.agent.post('/api/conversations', { withProfileId: to.profileId, taskId: task ?? null });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id as string;
}

describe('messages', () => {
  it('one conversation per owner–professional pair, opened from either side, with the task as context', async () => {
    const a = await open(pro, owner, taskId);
    const b = await open(owner, pro);
    expect(a).toBe(b);
    const sent = await pro.agent.post(`/api/conversations/${a}/messages`, { body: '¿Tiene agua la finca?' });
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({
      body: '¿Tiene agua la finca?',
      senderId: pro.profileId,
      task: { id: taskId, title: 'Riego del huerto' },
    });
    const list = (await owner.agent.get('/api/conversations')).json().items;
    expect(list[0]).toMatchObject({
      id: a,
      unread: 1,
      other: { firstName: 'Pedro' },
      lastMessage: { body: '¿Tiene agua la finca?', mine: false },
    });
    const mine = (await pro.agent.get('/api/conversations')).json().items;
    expect(mine[0]).toMatchObject({ unread: 0, lastMessage: { mine: true } });
    expect((await owner.agent.post(`/api/conversations/${a}/read`)).statusCode).toBe(200);
    expect((await owner.agent.get('/api/conversations')).json().items[0].unread).toBe(0);
  });

  it('only the two participants can read or write', async () => {
    const id = await open(pro, owner, taskId);
    for (const user of [otherPro, otherOwner, admin]) {
      expect((await user.agent.get(`/api/conversations/${id}/messages`)).statusCode).toBe(404);
      expect((await user.agent.post(`/api/conversations/${id}/messages`, { body: 'hola' })).statusCode).toBe(404);
      expect((await user.agent.post(`/api/conversations/${id}/read`)).statusCode).toBe(404);
    }
    expect((await new Agent(ctx.app).get(`/api/conversations/${id}/messages`)).statusCode).toBe(401);
    const sameRole = await otherPro.agent.post('/api/conversations', { withProfileId: pro.profileId });
    expect(sameRole.statusCode).toBe(403);
    expect(sameRole.json().error.message).toBe('Los mensajes son entre profesionales y propietarios.');
  });

  it('sends photos only the two participants can see, refuses empty messages, and stores a retried send once', async () => {
    const id = await open(owner, pro);
    const empty = await owner.agent.post(`/api/conversations/${id}/messages`, { body: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toEqual({ body: 'Escribe un mensaje o añade una foto.' });
    const [img] = await uploadImages(owner.agent, 'message', [
      { name: 'grifo.jpg', data: await jpegWithGps(800, 600) },
    ]);
    const first = await owner.agent.post(`/api/conversations/${id}/messages`, {
      body: '',
      photoIds: [img!.id],
      clientId: 'cliente-abc-123',
    });
    const again = await owner.agent.post(`/api/conversations/${id}/messages`, {
      body: '',
      photoIds: [img!.id],
      clientId: 'cliente-abc-123',
    });
    expect(first.json().id).toBe(again.json().id);
    expect(first.json().photos).toHaveLength(1);
    expect((await pro.agent.get(img!.thumbUrl)).statusCode).toBe(200);
    expect((await otherPro.agent.get(img!.thumbUrl)).statusCode).toBe(404);
  });

  it('pages older messages, newest first', async () => {
    const id = await open(owner, otherPro);
    for (let i = 1; i <= 35; i++) await owner.agent.post(`/api/conversations/${id}/messages`, { body: `Mensaje ${i}` });
    const first = (await otherPro.agent.get(`/api/conversations/${id}/messages`)).json();
    expect(first.items).toHaveLength(30);
    expect(first.items[0].body).toBe('Mensaje 35');
    const second = (await otherPro.agent.get(`/api/conversations/${id}/messages?before=${first.nextCursor}`)).json();
    expect(second.items.map((m: { body: string }) => m.body)).toEqual([
      'Mensaje 5',
      'Mensaje 4',
      'Mensaje 3',
      'Mensaje 2',
      'Mensaje 1',
    ]);
    expect(second.nextCursor).toBeNull();
  });

  it('groups new-message notifications per conversation and e-mails the first of each group', async () => {
    const id = await open(otherOwner, pro);
    for (const body of ['Hola', '¿Puedes el lunes?', '¿O el martes?']) {
      await otherOwner.agent.post(`/api/conversations/${id}/messages`, { body });
    }
    const rows = await ctx.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.profileId, pro.profileId), eq(notifications.groupKey, `conversation:${id}`)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      type: 'new_message',
      body: '¿O el martes?',
      readAt: null,
      link: `/messages?c=${id}`,
    });
    expect(rows[0]?.title).toBe('Mensaje de Ana P.');
    const mails = await ctx.database.db
      .select()
      .from(emails)
      .where(and(eq(emails.to, pro.email), eq(emails.template, 'newMessage')));
    // The first message of the unread run is e-mailed; the next two only update the notification.
    expect(mails.filter((m) => m.text.includes(`/messages?c=${id}`))).toHaveLength(1);
    await pro.agent.post(`/api/conversations/${id}/read`);
    const [read] = await ctx.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.profileId, pro.profileId), eq(notifications.groupKey, `conversation:${id}`)));
    expect(read?.readAt).not.toBeNull();
  });
});

describe('a professional writes first only about a task between them and the owner', () => {
  let lucia: TestUser;
  let propertyId: string;

  beforeAll(async () => {
    lucia = await signUp(ctx, { firstName: 'Lucía', lastName: 'Gómez' });
    propertyId = await createProperty(lucia);
  });

  const pair = (a: TestUser, b: TestUser) =>
    or(
      and(eq(conversations.ownerId, a.profileId), eq(conversations.professionalId, b.profileId)),
      and(eq(conversations.ownerId, b.profileId), eq(conversations.professionalId, a.profileId)),
    );

  /** What a refused first message must not leave behind. */
  async function nothingStored(writer: TestUser, ownerUser: TestUser) {
    const db = ctx.database.db;
    expect(await db.select().from(conversations).where(pair(writer, ownerUser))).toEqual([]);
    expect(await db.select().from(messages).where(eq(messages.senderId, writer.profileId))).toEqual([]);
    expect(
      await db
        .select()
        .from(notifications)
        .where(and(eq(notifications.profileId, ownerUser.profileId), eq(notifications.type, 'new_message'))),
    ).toEqual([]);
    expect(
      await db
        .select()
        .from(emails)
        .where(and(eq(emails.to, ownerUser.email), eq(emails.template, 'newMessage'))),
    ).toEqual([]);
  }

  const newPro = (firstName = 'Rafa') => signUp(ctx, { role: 'professional', firstName });

  it('is refused with no task, with a task they cannot see, or with one that does not exist; nothing is stored', async () => {
    const stranger = await newPro();
    const draft = await createTask(lucia, propertyId, { title: 'Borrador de Lucía', publish: false });
    for (const task of [null, draft, '00000000-0000-4000-8000-000000000000']) {
      const res = await stranger.agent.post('/api/conversations', { withProfileId: lucia.profileId, taskId: task });
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().error).toEqual({
        code: 'CONVERSATION_NEEDS_TASK',
        message:
          'Solo puedes escribir a un propietario sobre una de sus tareas. Abre la tarea (en «Buscar tareas» o en «Mis solicitudes») y pulsa «Enviar mensaje».',
      });
    }
    // An administrator who is a professional needs a reason too: seeing every task is not one.
    const adminPro = await signUp(ctx, { role: 'professional', admin: true });
    const refused = await adminPro.agent.post('/api/conversations', { withProfileId: lucia.profileId, taskId: draft });
    expect(refused.json().error.code).toBe('CONVERSATION_NEEDS_TASK');
    await nothingStored(stranger, lucia);
    await nothingStored(adminPro, lucia);
  });

  it("is refused with another owner's task, even an open one it can see", async () => {
    const stranger = await newPro();
    const elsewhere = await createTask(otherOwner, await createProperty(otherOwner), { title: 'Tarea de otro' });
    const res = await stranger.agent.post('/api/conversations', { withProfileId: lucia.profileId, taskId: elsewhere });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ taskId: 'Esa tarea no es de este propietario.' });
    await nothingStored(stranger, lucia);
  });

  it('is allowed about an open task Browse tasks shows them, and the task becomes the context', async () => {
    const rafa = await newPro();
    const open = await createTask(lucia, propertyId, { title: 'Limpieza de la alberca' });
    const res = await rafa.agent.post('/api/conversations', { withProfileId: lucia.profileId, taskId: open });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ contextTask: { id: open, title: 'Limpieza de la alberca' } });
  });

  it('is allowed about a task they applied to, an offer they received and a task assigned to them, open or not', async () => {
    const applicant = await newPro('Aplicante');
    const chosen = await newPro('Elegida');
    const offered = await newPro('Ofrecido');
    const assigned = await newPro('Asignado');
    // Applied, then someone else was chosen: the task is no longer open and the application is rejected.
    const taken = await createTask(lucia, propertyId, { title: 'Poda de los almendros' });
    const application = {
      message: 'Tengo experiencia con almendros y tijera eléctrica.',
      priceCents: 30_000,
      travelCents: 0,
    };
    expect((await applicant.agent.post(`/api/tasks/${taken}/applications`, application)).statusCode).toBe(201);
    const won = await chosen.agent.post(`/api/tasks/${taken}/applications`, application);
    expect((await lucia.agent.post(`/api/applications/${won.json().id}/accept`)).statusCode).toBe(200);
    // Offered, declined, then the task was cancelled.
    const cancelled = await createTask(lucia, propertyId, { title: 'Arreglo del vallado' });
    const offer = await lucia.agent.post('/api/offers', {
      taskId: cancelled,
      professionalId: offered.profileId,
      message: 'Me gustaría que te encargaras tú del vallado.',
      priceCents: 50_000,
    });
    expect(offer.statusCode, offer.body).toBe(201);
    expect((await offered.agent.post(`/api/offers/${offer.json().id}/decline`)).statusCode).toBe(200);
    expect((await lucia.agent.post(`/api/tasks/${cancelled}/cancel`, { reason: 'Lo hará un vecino' })).statusCode).toBe(
      200,
    );
    const job = await createAssignedTask(lucia, assigned, propertyId, 'Desbroce del camino');

    for (const [who, task] of [
      [applicant, taken],
      [offered, cancelled],
      [assigned, job],
    ] as const) {
      const res = await who.agent.post('/api/conversations', { withProfileId: lucia.profileId, taskId: task });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().contextTask.id).toBe(task);
      const sent = await who.agent.post(`/api/conversations/${res.json().id}/messages`, { body: 'Una pregunta' });
      expect(sent.statusCode).toBe(201);
    }
  });

  it('goes on without a task once the conversation exists; owners may write first to any professional', async () => {
    const rafa = await newPro();
    const started = await lucia.agent.post('/api/conversations', { withProfileId: rafa.profileId });
    expect(started.statusCode, started.body).toBe(200);
    const again = await rafa.agent.post('/api/conversations', { withProfileId: lucia.profileId });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().id).toBe(started.json().id);
    const reply = await rafa.agent.post(`/api/conversations/${again.json().id}/messages`, { body: 'Hola, Lucía' });
    expect(reply.statusCode).toBe(201);
  });
});

describe('what a conversation is about ("Sobre:")', () => {
  it('changes only when a message about another task is sent, not when the conversation is opened from it', async () => {
    const lola = await signUp(ctx, { firstName: 'Lola' });
    const property = await createProperty(lola);
    const first = await createAssignedTask(lola, pro, property, 'Poda de los olivos');
    const second = await createAssignedTask(lola, pro, property, 'Arreglo del pozo');
    const id = await open(lola, pro, first);
    const contextOf = async (user: TestUser) =>
      (await user.agent.get('/api/conversations')).json().items.find((c: { id: string }) => c.id === id).contextTask;
    expect(await contextOf(lola)).toEqual({ id: first, title: 'Poda de los olivos' });

    // 'Enviar mensaje' from the other task, and nothing written: the same conversation, still about the first.
    expect(await open(pro, lola, second)).toBe(id);
    expect(await open(lola, pro, second)).toBe(id);
    expect(await contextOf(lola)).toEqual({ id: first, title: 'Poda de los olivos' });
    expect(await contextOf(pro)).toEqual({ id: first, title: 'Poda de los olivos' });

    // A message sent about it: now the conversation is about the second task, for both.
    const sent = await pro.agent.post(`/api/conversations/${id}/messages`, { body: '¿Miro el pozo?', taskId: second });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().task).toEqual({ id: second, title: 'Arreglo del pozo' });
    expect(await contextOf(lola)).toEqual({ id: second, title: 'Arreglo del pozo' });
    expect(await contextOf(pro)).toEqual({ id: second, title: 'Arreglo del pozo' });
    // The next message without a task goes on about it.
    const next = await lola.agent.post(`/api/conversations/${id}/messages`, { body: 'Sí, por favor.' });
    expect(next.json().task).toEqual({ id: second, title: 'Arreglo del pozo' });
  });

  it('refuses a message about a task of another owner, or one the sender may not see', async () => {
    const lola = await signUp(ctx, { firstName: 'Lola' });
    const property = await createProperty(lola);
    const job = await createAssignedTask(lola, pro, property, 'Desbroce de la linde');
    const id = await open(lola, pro, job);
    const elsewhere = await createTask(otherOwner, await createProperty(otherOwner), { title: 'De otro dueño' });
    const foreign = await pro.agent.post(`/api/conversations/${id}/messages`, { body: 'Hola', taskId: elsewhere });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.fields).toEqual({ taskId: 'Esa tarea no es de este propietario.' });
    const draft = await createTask(lola, property, { title: 'Borrador de Lola', publish: false });
    const hidden = await pro.agent.post(`/api/conversations/${id}/messages`, { body: 'Hola', taskId: draft });
    expect(hidden.statusCode).toBe(400);
    expect(hidden.json().error.fields).toEqual({ taskId: 'No puedes escribir sobre esa tarea.' });
    const stranger = await otherPro.agent.post(`/api/conversations/${id}/messages`, { body: 'Hola', taskId: job });
    expect(stranger.statusCode).toBe(404);
    const stored = await ctx.database.db.select().from(messages).where(eq(messages.conversationId, id));
    expect(stored).toHaveLength(0);
  });
});

describe('the e-mail of a new message', () => {
  it('names the writer, quotes their words apart from Faena’s, escaped, and links to the conversation', async () => {
    const nuria = await signUp(ctx, { role: 'professional', firstName: 'Nuria', lastName: 'Vidal' });
    const id = await open(owner, nuria, taskId);
    const body = 'Hola <b>Nuria</b> & compañía:\n¿vienes el lunes?';
    expect((await owner.agent.post(`/api/conversations/${id}/messages`, { body })).statusCode).toBe(201);
    const [mail] = await ctx.database.db
      .select()
      .from(emails)
      .where(and(eq(emails.to, nuria.email), eq(emails.template, 'newMessage')));
    expect(mail).toMatchObject({ template: 'newMessage', subject: 'Carmen R. te ha escrito en Faena' });
    expect(mail!.text).toContain('Carmen R. te ha escrito sobre «Riego del huerto»:');
    expect(mail!.text).toContain('> Hola <b>Nuria</b> & compañía:\n> ¿vienes el lunes?');
    expect(mail!.text).toContain('Este mensaje lo ha escrito Carmen R., no Faena. Responde desde Faena');
    expect(mail!.text).toContain(`Responder en Faena: http://localhost:3000/messages?c=${id}`);
    expect(mail!.html).toContain('>Hola &#60;b&#62;Nuria&#60;/b&#62; &#38; compañía:\n¿vienes el lunes?</blockquote>');
    expect(mail!.html).not.toContain('<b>Nuria');
    expect(mail!.html).toContain(`href="http://localhost:3000/messages?c=${id}"`);

    // The other way round, and the in-app notification names the writer the same way.
    await nuria.agent.post(`/api/conversations/${id}/messages`, { body: 'Sí, a las ocho.' });
    const [toOwner] = (await ctx.database.db.select().from(emails).where(eq(emails.to, owner.email))).filter(
      (m) => m.template === 'newMessage' && m.text.includes(`/messages?c=${id}`),
    );
    expect(toOwner?.subject).toBe('Nuria V. te ha escrito en Faena');
    const [note] = await ctx.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.profileId, owner.profileId), eq(notifications.groupKey, `conversation:${id}`)));
    expect(note?.title).toBe('Mensaje de Nuria V.');
  });
});
