import { notifications, taskSeries, tasks } from '@faena/db';
import { addDays, addMonths, publishDateOf } from '@faena/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProperty, createTask, inDays } from '../../../test/fixtures';
import { Agent, createTestApp, signUp, type TestContext, type TestUser } from '../../../test/helpers';
import { jpegWithGps, uploadImages } from '../../../test/images';
import { runSeriesTick } from './service';

let ctx: TestContext;
let owner: TestUser;
let otherOwner: TestUser;
let pro: TestUser;
let otherPro: TestUser;
let propertyId: string;

const HOUR = 3_600_000;

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await signUp(ctx, { firstName: 'Carmen' });
  otherOwner = await signUp(ctx);
  pro = await signUp(ctx, { role: 'professional', firstName: 'Pedro' });
  otherPro = await signUp(ctx, { role: 'professional', firstName: 'María' });
  propertyId = await createProperty(owner);
});
afterAll(async () => {
  await ctx?.close();
});

/**
 * The scheduler at a given moment. The first test goes through the job worker (the hourly
 * job is registered); the others call the tick itself, because the worker reschedules an
 * hourly job an hour after the latest clock it was drained at, and these tests move back and forth.
 */
const tick = (at: Date) => runSeriesTick(ctx.database.db, at);

/** Noon in Madrid on a calendar date: the clock a test moves the scheduler to. */
const noonOf = (isoDate: string) => new Date(`${isoDate}T10:00:00Z`);

async function seriesTasks(seriesId: string) {
  // The first task has no deadline of its own; the occurrences follow by deadline.
  return ctx.database.db
    .select()
    .from(tasks)
    .where(eq(tasks.seriesId, seriesId))
    .orderBy(sql`${tasks.dueDate} asc nulls first`, tasks.createdAt);
}

async function notificationsOf(user: TestUser, type: string) {
  return ctx.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.profileId, user.profileId), eq(notifications.type, type)));
}

/** Apply, accept, start, finish with a photo, confirm: the professional did the job at this price. */
async function doTheJob(taskId: string, priceCents: number, travelCents: number) {
  const applied = await pro.agent.post(`/api/tasks/${taskId}/applications`, {
    message: 'La hago como siempre, con desbrozadora y retirada.',
    priceCents,
    travelCents,
  });
  expect(applied.statusCode, applied.body).toBe(201);
  expect((await owner.agent.post(`/api/applications/${applied.json().id}/accept`)).statusCode).toBe(200);
  const url = `/api/tasks/${taskId}/progress`;
  expect((await pro.agent.post(`${url}/start`)).statusCode).toBe(200);
  const [img] = await uploadImages(pro.agent, 'progress', [{ name: 'hecho.jpg', data: await jpegWithGps(800, 600) }]);
  expect((await pro.agent.post(`${url}/finish`, { text: 'Hecho', photoIds: [img?.id] })).statusCode).toBe(200);
  expect((await owner.agent.post(`${url}/confirm`)).statusCode).toBe(200);
}

async function browseIds(user: TestUser, q: string): Promise<string[]> {
  const res = await user.agent.get(`/api/tasks?q=${encodeURIComponent(q)}`);
  expect(res.statusCode).toBe(200);
  return res.json().items.map((t: { id: string }) => t.id);
}

describe('recurring tasks', () => {
  it('publishes each occurrence 30 days before its deadline, once, and tells the owner', async () => {
    const start = inDays(10);
    const res = await owner.agent.post('/api/tasks', {
      propertyId,
      category: 'piscinas',
      urgency: 'normal',
      title: 'Limpieza trimestral de la piscina',
      description: 'Limpieza de fondo, paredes y filtro de una piscina de 8 por 4 metros.',
      preferredStartDate: start,
      photoIds: [],
      recurrence: { kind: 'every_months', interval: 3 },
      publish: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    const first = res.json();
    const due = addMonths(start, 3);
    expect(first).toMatchObject({
      status: 'open',
      recurring: true,
      series: {
        kind: 'every_months',
        rule: { kind: 'every_months', interval: 3 },
        label: 'Cada 3 meses',
        status: 'active',
        nextDueDate: due,
        nextPublishDate: publishDateOf(due),
        occurrences: 1,
      },
    });
    const seriesId = first.series.id as string;
    // Other people see that it repeats, never the series.
    const seen = (await pro.agent.get(`/api/tasks/${first.id}`)).json();
    expect(seen).toMatchObject({ recurring: true, series: null });

    await ctx.worker.drain(new Date());
    expect(await seriesTasks(seriesId)).toHaveLength(1);
    await ctx.worker.drain(noonOf(addDays(publishDateOf(due), -1)));
    expect(await seriesTasks(seriesId)).toHaveLength(1);

    await ctx.worker.drain(noonOf(publishDateOf(due)));
    const after = await seriesTasks(seriesId);
    expect(after).toHaveLength(2);
    const next = after[1];
    expect(next).toMatchObject({
      status: 'open',
      title: 'Limpieza trimestral de la piscina',
      category: 'piscinas',
      dueDate: due,
      reservedUntil: null,
    });
    const mine = (await owner.agent.get('/api/tasks/mine')).json().items;
    expect(mine.find((t: { id: string }) => t.id === next?.id)).toMatchObject({ dueDate: due, recurring: true });
    const told = await notificationsOf(owner, 'series_occurrence');
    expect(told.map((n) => n.title)).toContain('Publicada de nuevo: «Limpieza trimestral de la piscina»');
    const [series] = await ctx.database.db.select().from(taskSeries).where(eq(taskSeries.id, seriesId));
    expect(series?.nextDueDate).toBe(addMonths(start, 6));
    expect(series?.lastTaskId).toBe(next?.id);

    // Running again the same day publishes nothing more.
    await ctx.worker.drain(noonOf(publishDateOf(due)));
    expect(await seriesTasks(seriesId)).toHaveLength(2);
  });

  it('offers the next one first to the last professional at the last price, out of Browse until declined', async () => {
    const taskId = await createTask(owner, propertyId, {
      title: 'Desbroce quincenal del olivar',
      category: 'desbroce',
      preferredStartDate: inDays(1),
      recurrence: { kind: 'every_weeks', interval: 2 },
    });
    await doTheJob(taskId, 45_000, 2_500);
    const seriesId = (await owner.agent.get(`/api/tasks/${taskId}`)).json().series.id as string;

    const now = new Date();
    await tick(now);
    const [, next] = await seriesTasks(seriesId);
    expect(next).toBeDefined();
    const nextId = next?.id as string;
    expect(next?.dueDate).toBe(addDays(inDays(1), 14));
    expect(next?.reservedFor).toBe(pro.profileId);

    const offers = (await pro.agent.get('/api/applications/mine')).json().offers;
    const offer = offers.find((o: { taskId: string }) => o.taskId === nextId);
    expect(offer).toMatchObject({ status: 'pending', priceCents: 45_000, travelCents: 2_500 });
    expect(offer.message).toContain('450,00');
    expect((await notificationsOf(pro, 'new_offer')).map((n) => n.title)).toContain(
      'Vuelve un trabajo tuyo: «Desbroce quincenal del olivar»',
    );
    const ownerView = (await owner.agent.get(`/api/tasks/${nextId}`)).json();
    expect(new Date(ownerView.reservedUntil).getTime()).toBeGreaterThan(now.getTime() + 47 * HOUR);

    // Out of Browse tasks, and not open to anyone else by its address, for now.
    expect(await browseIds(otherPro, 'desbroce quincenal')).not.toContain(nextId);
    expect((await otherPro.agent.get(`/api/tasks/${nextId}`)).statusCode).toBe(404);
    expect((await pro.agent.get(`/api/tasks/${nextId}`)).statusCode).toBe(200);

    expect((await pro.agent.post(`/api/offers/${offer.id}/decline`)).statusCode).toBe(200);
    expect(await browseIds(otherPro, 'desbroce quincenal')).toContain(nextId);
    expect((await otherPro.agent.get(`/api/tasks/${nextId}`)).statusCode).toBe(200);
  });

  it('opens the occurrence to everyone after 48 hours when the professional has not answered', async () => {
    const taskId = await createTask(owner, propertyId, {
      title: 'Riego semanal del huerto',
      category: 'riego',
      preferredStartDate: inDays(1),
      recurrence: { kind: 'every_weeks', interval: 1 },
    });
    await doTheJob(taskId, 8_000, 0);
    const seriesId = (await owner.agent.get(`/api/tasks/${taskId}`)).json().series.id as string;
    const now = new Date();
    await tick(now);
    const published = (await seriesTasks(seriesId)).slice(1);
    // Weekly, 30 days ahead: the next four or five deadlines are out at once, each offered first.
    expect(published.length).toBeGreaterThanOrEqual(4);
    const nextId = published[0]?.id as string;
    expect(await browseIds(otherPro, 'riego semanal')).not.toContain(nextId);

    await tick(new Date(now.getTime() + 47 * HOUR));
    expect(await browseIds(otherPro, 'riego semanal')).not.toContain(nextId);
    await tick(new Date(now.getTime() + 49 * HOUR));
    expect(await browseIds(otherPro, 'riego semanal')).toContain(nextId);
    // The offer itself stays until it expires or is answered.
    const offers = (await pro.agent.get('/api/applications/mine')).json().offers;
    expect(offers.find((o: { taskId: string }) => o.taskId === nextId)?.status).toBe('pending');
  });

  it('pauses, resumes and ends a series; only its owner can', async () => {
    const start = inDays(5);
    const res = await owner.agent.post('/api/tasks', {
      propertyId,
      category: 'poda',
      urgency: 'normal',
      title: 'Poda de invierno de los frutales',
      description: 'Poda de invierno de veinte frutales: almendros, ciruelos y un nogal.',
      preferredStartDate: start,
      photoIds: [],
      recurrence: { kind: 'every_months', interval: 2 },
      publish: true,
    });
    const { series } = res.json();
    const publishOn = noonOf(publishDateOf(series.nextDueDate));

    for (const user of [otherOwner, pro]) {
      expect((await user.agent.post(`/api/series/${series.id}/pause`)).statusCode).toBe(404);
      expect((await user.agent.post(`/api/series/${series.id}/end`)).statusCode).toBe(404);
    }
    expect((await new Agent(ctx.app).post(`/api/series/${series.id}/pause`)).statusCode).toBe(401);

    const paused = await owner.agent.post(`/api/series/${series.id}/pause`);
    expect(paused.json()).toMatchObject({ status: 'paused', nextDueDate: series.nextDueDate });
    await tick(publishOn);
    expect(await seriesTasks(series.id)).toHaveLength(1);

    expect((await owner.agent.post(`/api/series/${series.id}/resume`)).json().status).toBe('active');
    await tick(publishOn);
    expect(await seriesTasks(series.id)).toHaveLength(2);

    const ended = await owner.agent.post(`/api/series/${series.id}/end`);
    expect(ended.json()).toMatchObject({ status: 'ended', nextDueDate: null, occurrences: 2 });
    await tick(noonOf(addMonths(start, 12)));
    expect(await seriesTasks(series.id)).toHaveLength(2);
    expect((await owner.agent.post(`/api/series/${series.id}/resume`)).statusCode).toBe(409);
  });

  it('changes or ends the rule from the task form, and refuses a bad rule in Spanish', async () => {
    const taskId = await createTask(owner, propertyId, { title: 'Abrir la piscina en mayo' });
    const body = (await owner.agent.get(`/api/tasks/${taskId}`)).json();
    const input = {
      propertyId,
      category: body.category,
      urgency: body.urgency,
      title: body.title,
      description: body.description,
      preferredStartDate: body.preferredStartDate,
      photoIds: [],
    };
    const bad = await owner.agent.put(`/api/tasks/${taskId}`, {
      ...input,
      recurrence: { kind: 'every_weeks', interval: 0 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ 'recurrence.interval': 'Elige cada cuántas semanas, de 1 a 52.' });

    const yearly = await owner.agent.put(`/api/tasks/${taskId}`, {
      ...input,
      recurrence: { kind: 'yearly_month', month: 5 },
    });
    expect(yearly.json().series).toMatchObject({ label: 'Cada año en mayo', status: 'active' });
    expect(yearly.json().series.nextDueDate).toMatch(/-05-31$/);
    // Saving without touching the rule keeps it.
    expect((await owner.agent.put(`/api/tasks/${taskId}`, input)).json().series.status).toBe('active');
    const ended = await owner.agent.put(`/api/tasks/${taskId}`, { ...input, recurrence: null });
    expect(ended.json().series.status).toBe('ended');
  });

  it('tells the owner once when a deadline is a week away and nobody is assigned', async () => {
    const taskId = await createTask(owner, propertyId, {
      title: 'Limpiar la cuneta antes de las lluvias',
      preferredStartDate: inDays(2),
      dueDate: inDays(20),
    });
    expect((await owner.agent.get(`/api/tasks/${taskId}`)).json().dueDate).toBe(inDays(20));
    const before = (await notificationsOf(owner, 'deadline_approaching')).length;
    await tick(new Date());
    expect(await notificationsOf(owner, 'deadline_approaching')).toHaveLength(before);
    await tick(new Date(Date.now() + 14 * 24 * HOUR));
    const warned = await notificationsOf(owner, 'deadline_approaching');
    expect(warned).toHaveLength(before + 1);
    expect(warned.at(-1)).toMatchObject({
      title: 'Se acerca la fecha de «Limpiar la cuneta antes de las lluvias» y aún no tiene profesional',
      link: `/task/${taskId}`,
    });
    await tick(new Date(Date.now() + 15 * 24 * HOUR));
    expect(await notificationsOf(owner, 'deadline_approaching')).toHaveLength(before + 1);

    const past = await owner.agent.post('/api/tasks', {
      propertyId,
      category: 'poda',
      urgency: 'normal',
      title: 'Fecha límite pasada',
      description: 'Una tarea cuya fecha límite ya ha pasado, que no se puede guardar.',
      dueDate: inDays(-1),
      photoIds: [],
    });
    expect(past.json().error.fields).toEqual({ dueDate: 'La fecha límite no puede ser anterior a hoy.' });
  });
});
