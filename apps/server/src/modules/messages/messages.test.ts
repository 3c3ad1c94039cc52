import { emails, notifications } from '@faena/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProperty, createTask } from '../../../test/fixtures';
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
  owner = await signUp(ctx, { firstName: 'Carmen' });
  pro = await signUp(ctx, { role: 'professional', firstName: 'Pedro' });
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
    const id = await open(pro, owner);
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
    const mails = (await ctx.database.db.select().from(emails).where(eq(emails.to, pro.email))).filter((m) =>
      m.subject.startsWith('Mensaje de'),
    );
    expect(mails.length).toBeGreaterThanOrEqual(1);
    await pro.agent.post(`/api/conversations/${id}/read`);
    const [read] = await ctx.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.profileId, pro.profileId), eq(notifications.groupKey, `conversation:${id}`)));
    expect(read?.readAt).not.toBeNull();
  });
});
