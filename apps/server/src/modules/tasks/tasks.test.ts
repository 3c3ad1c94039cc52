import { notifications, profiles, tasks } from '@faena/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProperty, createTask, inDays, taskInput } from '../../../test/fixtures';
import { Agent, createTestApp, signUp, type TestContext, type TestUser } from '../../../test/helpers';
import { transitionTask } from './state-machine';

let ctx: TestContext;
let owner: TestUser;
let otherOwner: TestUser;
let pro: TestUser;
let otherPro: TestUser;
let admin: TestUser;
let propertyId: string;
beforeAll(async () => {
  ctx = await createTestApp();
  owner = await signUp(ctx, { firstName: 'Carmen' });
  otherOwner = await signUp(ctx);
  pro = await signUp(ctx, { role: 'professional' });
  otherPro = await signUp(ctx, { role: 'professional' });
  admin = await signUp(ctx, { admin: true });
  propertyId = await createProperty(owner);
});
afterAll(async () => {
  await ctx?.close();
});

describe('publishing', () => {
  it('publishes a task that everyone signed in can read, without the address', async () => {
    const id = await createTask(owner, propertyId, { title: 'Desbroce de lindes del olivar' });
    const mine = (await owner.agent.get(`/api/tasks/${id}`)).json();
    expect(mine).toMatchObject({
      status: 'open',
      municipality: 'Úbeda',
      province: '23',
      budgetMinCents: 30_000,
      viewer: { isOwner: true, canEdit: true, canCancel: true },
      property: { address: 'Camino del Cerro, km 2', accessNotes: 'Cancela verde, candado 1234' },
    });
    for (const user of [pro, otherOwner, admin]) {
      const seen = await user.agent.get(`/api/tasks/${id}`);
      expect(seen.statusCode).toBe(200);
      expect(seen.json().property).toMatchObject({ address: null, accessNotes: null, name: '' });
      expect(seen.json().owner).toMatchObject({ firstName: 'Carmen', lastName: null, phone: null });
      expect(seen.json().viewer).toMatchObject({ isOwner: false, canEdit: false });
    }
    expect((await new Agent(ctx.app).get(`/api/tasks/${id}`)).statusCode).toBe(401);
  });

  it('keeps a draft to its owner', async () => {
    const id = await createTask(owner, propertyId, { publish: false, description: '' });
    expect((await owner.agent.get(`/api/tasks/${id}`)).json().status).toBe('draft');
    for (const user of [pro, otherOwner]) expect((await user.agent.get(`/api/tasks/${id}`)).statusCode).toBe(404);
    const refused = await owner.agent.post(`/api/tasks/${id}/publish`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({
      description: 'Describe el trabajo con al menos 20 caracteres para publicarlo.',
    });
    await owner.agent.put(`/api/tasks/${id}`, taskInput(propertyId));
    const published = await owner.agent.post(`/api/tasks/${id}/publish`);
    expect(published.statusCode).toBe(200);
    expect(published.json().status).toBe('open');
    const again = await owner.agent.post(`/api/tasks/${id}/publish`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('Solo se puede publicar una tarea en borrador.');
  });

  it('lists a long description as a one-line excerpt of at most 180 characters', async () => {
    const words = 'Hay que desbrozar\n\n  las lindes   del olivar y retirar los restos. ';
    const id = await createTask(owner, propertyId, {
      title: 'Limpieza larga del olivar',
      description: words.repeat(70),
    });
    const { items } = (await pro.agent.get('/api/tasks?q=limpieza larga')).json() as {
      items: { id: string; excerpt: string }[];
    };
    const excerpt = items.find((item) => item.id === id)?.excerpt ?? '';
    expect(excerpt.startsWith('Hay que desbrozar las lindes del olivar y retirar los restos. Hay que')).toBe(true);
    expect(excerpt).toHaveLength(180);
    expect(excerpt.endsWith('…')).toBe(true);
    expect(excerpt).not.toMatch(/\s{2}|\n/);
  });

  it('refuses bad input in Spanish and stores nothing', async () => {
    const count = async () => (await ctx.database.db.select().from(tasks)).length;
    const before = await count();
    const res = await owner.agent.post('/api/tasks', {
      ...taskInput(propertyId),
      title: 'Hola',
      category: 'magia',
      budgetMinCents: 50_000,
      budgetMaxCents: 10_000,
      publish: true,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      title: 'El título debe tener al menos 5 caracteres.',
      category: 'Elige una categoría.',
      budgetMaxCents: 'El presupuesto máximo no puede ser menor que el mínimo.',
    });
    const past = await owner.agent.post('/api/tasks', {
      ...taskInput(propertyId, { preferredStartDate: inDays(-2) }),
      publish: true,
    });
    expect(past.json().error.fields).toEqual({ preferredStartDate: 'La fecha de inicio no puede ser anterior a hoy.' });
    const missing = await owner.agent.post('/api/tasks', { publish: true });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().error.fields)).toEqual(
      expect.arrayContaining(['propertyId', 'category', 'urgency', 'title']),
    );
    const foreign = await otherOwner.agent.post('/api/tasks', { ...taskInput(propertyId), publish: true });
    expect(foreign.json().error.fields).toEqual({ propertyId: 'Elige una de tus propiedades.' });
    const byPro = await pro.agent.post('/api/tasks', { ...taskInput(propertyId), publish: true });
    expect(byPro.statusCode).toBe(403);
    const huge = await owner.agent.post('/api/tasks', {
      ...taskInput(propertyId),
      budgetMaxCents: 100_000_001,
      publish: true,
    });
    expect(huge.json().error.fields.budgetMaxCents).toBe('El presupuesto máximo no puede pasar de 100.000 €.');
    expect(await count()).toBe(before);
  });
});

describe('editing and cancelling', () => {
  it('only the owner edits, and only while draft or open', async () => {
    const id = await createTask(owner, propertyId);
    for (const user of [otherOwner, pro, admin]) {
      expect((await user.agent.put(`/api/tasks/${id}`, taskInput(propertyId))).statusCode).toBe(404);
      expect((await user.agent.post(`/api/tasks/${id}/cancel`, { reason: 'porque sí' })).statusCode).toBe(404);
    }
    const ok = await owner.agent.put(`/api/tasks/${id}`, taskInput(propertyId, { title: 'Poda de sesenta olivos' }));
    expect(ok.json().title).toBe('Poda de sesenta olivos');
    await ctx.database.db.transaction((tx) =>
      transitionTask(tx, id, 'assign', { assignedProfessionalId: pro.profileId, agreedPriceCents: 40_000 }),
    );
    const late = await owner.agent.put(`/api/tasks/${id}`, taskInput(propertyId));
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(
      'Solo se pueden editar tareas en borrador o abiertas; esta está «Asignada».',
    );
  });

  it('cancels with a reason and tells the assigned professional', async () => {
    const id = await createTask(owner, propertyId, { title: 'Reparar el cercado del prado' });
    await ctx.database.db.transaction((tx) =>
      transitionTask(tx, id, 'assign', { assignedProfessionalId: pro.profileId, agreedPriceCents: 40_000 }),
    );
    const assigned = (await pro.agent.get(`/api/tasks/${id}`)).json();
    expect(assigned.property.address).toBe('Camino del Cerro, km 2');
    expect((await otherPro.agent.get(`/api/tasks/${id}`)).statusCode).toBe(404);

    const noReason = await owner.agent.post(`/api/tasks/${id}/cancel`, { reason: '' });
    expect(noReason.statusCode).toBe(400);
    const res = await owner.agent.post(`/api/tasks/${id}/cancel`, { reason: 'Lo ha arreglado un vecino' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'cancelled', cancelReason: 'Lo ha arreglado un vecino' });
    const [note] = await ctx.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.profileId, pro.profileId), eq(notifications.type, 'task_cancelled')));
    expect(note).toMatchObject({ title: 'Tarea cancelada: Reparar el cercado del prado', link: `/task/${id}` });
    const twice = await owner.agent.post(`/api/tasks/${id}/cancel`, { reason: 'Otra vez' });
    expect(twice.statusCode).toBe(409);
  });

  it('refuses illegal transitions with a 409 in Spanish', async () => {
    const id = await createTask(owner, propertyId);
    await expect(ctx.database.db.transaction((tx) => transitionTask(tx, id, 'start'))).rejects.toMatchObject({
      statusCode: 409,
      message: 'El trabajo solo se puede empezar cuando la tarea está asignada.',
    });
  });
});

describe('my tasks', () => {
  it('lists the owner’s tasks with their property and nothing of anyone else', async () => {
    const id = await createTask(owner, propertyId, { title: 'Limpiar la alberca del huerto' });
    const mine = (await owner.agent.get('/api/tasks/mine')).json().items;
    expect(mine.find((t: { id: string }) => t.id === id)).toMatchObject({
      propertyName: 'Olivar de prueba',
      pendingApplications: 0,
    });
    const others = (await otherOwner.agent.get('/api/tasks/mine')).json().items;
    expect(others.find((t: { id: string }) => t.id === id)).toBeUndefined();
  });
});

describe('browse', () => {
  let caceresTask: string;
  let urgentTask: string;
  beforeAll(async () => {
    const caceres = await createProperty(otherOwner, { province: '10', municipalityCode: '10037', name: 'Dehesa' });
    caceresTask = await createTask(otherOwner, caceres, {
      title: 'Podar encinas junto a la casa',
      category: 'poda',
      description: 'Hay que podar doce encinas viejas que rozan el tejado de la casa de guarda.',
      budgetMinCents: 80_000,
      budgetMaxCents: 120_000,
    });
    urgentTask = await createTask(otherOwner, caceres, {
      title: 'Cercado caído por el temporal',
      category: 'vallado',
      urgency: 'urgent',
      description: 'Se ha caído un tramo de malla ganadera y se escapan las ovejas del cercado.',
      budgetMinCents: null,
      budgetMaxCents: null,
    });
  });

  const ids = async (query: string) =>
    (await pro.agent.get(`/api/tasks?${query}`)).json().items.map((t: { id: string }) => t.id);

  it('finds tasks by Spanish word forms and without accents', async () => {
    expect(await ids('q=poda')).toContain(caceresTask);
    expect(await ids('q=podando%20encina')).toContain(caceresTask);
    expect(await ids('q=caceres')).toEqual(expect.arrayContaining([caceresTask, urgentTask]));
    expect(await ids('q=ovejas')).toEqual([urgentTask]);
  });

  it('filters by province, category, urgency, budget and date, and never shows drafts or the address', async () => {
    expect(await ids('province=10&category=vallado')).toEqual([urgentTask]);
    expect(await ids('urgency=urgent&province=10')).toEqual([urgentTask]);
    expect(await ids('province=10&budgetMin=1000')).toEqual([caceresTask]);
    expect(await ids('province=10&budgetMax=500')).toEqual([]);
    expect(await ids(`province=10&startFrom=${inDays(5)}&startTo=${inDays(15)}`)).toEqual(
      expect.arrayContaining([caceresTask, urgentTask]),
    );
    const draft = await createTask(otherOwner, await createProperty(otherOwner), { publish: false, description: '' });
    expect(await ids('')).not.toContain(draft);
    const body = (await pro.agent.get('/api/tasks?province=10')).body;
    expect(body).not.toContain('Camino del Cerro');
  });

  it('pages with a stable cursor: every task once, in order', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await pro.agent.get(`/api/tasks?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.statusCode).toBe(200);
      const page = res.json();
      seen.push(...page.items.map((t: { id: string }) => t.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(new Set(seen).size).toBe(seen.length);
    const all = await ids('limit=50');
    expect(seen).toEqual(all);
    const bad = await pro.agent.get('/api/tasks?cursor=basura');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('La página pedida no es válida. Vuelve a la primera.');
  });

  it('sorts by budget and by start date', async () => {
    const byBudget = (await pro.agent.get('/api/tasks?sort=budget&limit=50')).json().items;
    const budgets = byBudget.map((t: { budgetMaxCents: number | null }) => t.budgetMaxCents);
    const withBudget = budgets.filter((b: number | null) => b !== null);
    expect(withBudget).toEqual([...withBudget].sort((a, b) => b - a));
    expect(budgets.indexOf(null)).toBeGreaterThanOrEqual(withBudget.length);
    const byStart = (await pro.agent.get('/api/tasks?sort=start&limit=50')).json().items;
    const dates = byStart.map((t: { preferredStartDate: string | null }) => t.preferredStartDate).filter(Boolean);
    expect(dates).toEqual([...dates].sort());
  });

  it('hides the open tasks of a suspended owner', async () => {
    await ctx.database.db
      .update(profiles)
      .set({ suspendedAt: new Date() })
      .where(eq(profiles.id, otherOwner.profileId));
    expect(await ids('province=10')).toEqual([]);
    expect((await pro.agent.get(`/api/tasks/${urgentTask}`)).statusCode).toBe(404);
    await ctx.database.db.update(profiles).set({ suspendedAt: null }).where(eq(profiles.id, otherOwner.profileId));
  });

  it('rejects bad filters in Spanish', async () => {
    const res = await pro.agent.get('/api/tasks?province=99&sort=raro');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ province: 'Elige la provincia.', sort: 'Orden no válido.' });
  });
});
