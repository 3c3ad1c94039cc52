import { applications, notifications, tasks } from '@faena/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProperty, createTask, inDays } from '../../../test/fixtures';
import { Agent, createTestApp, signUp, type TestContext, type TestUser } from '../../../test/helpers';

let ctx: TestContext;
let owner: TestUser;
let otherOwner: TestUser;
let pro: TestUser;
let pro2: TestUser;
let pro3: TestUser;
let admin: TestUser;
let propertyId: string;

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await signUp(ctx, { firstName: 'Carmen' });
  otherOwner = await signUp(ctx);
  pro = await signUp(ctx, { role: 'professional', firstName: 'Pedro' });
  pro2 = await signUp(ctx, { role: 'professional', firstName: 'María' });
  pro3 = await signUp(ctx, { role: 'professional', firstName: 'Jordi' });
  admin = await signUp(ctx, { admin: true });
  propertyId = await createProperty(owner);
});
afterAll(async () => {
  await ctx?.close();
});

const body = (over: Record<string, unknown> = {}) => ({
  message: 'Tengo motosierra y experiencia en poda de olivar.',
  priceCents: 45_000,
  travelCents: 2_000,
  proposedStartDate: inDays(7),
  ...over,
});

async function applyAs(user: TestUser, taskId: string, over: Record<string, unknown> = {}) {
  return user.agent.post(`/api/tasks/${taskId}/applications`, body(over));
}

describe('applying', () => {
  it('a professional applies once; the owner is told', async () => {
    const taskId = await createTask(owner, propertyId);
    expect((await pro.agent.get(`/api/tasks/${taskId}/apply-state`)).json()).toMatchObject({
      canApply: true,
      reason: null,
    });
    const res = await applyAs(pro, taskId);
    expect(res.statusCode).toBe(201);
    const twice = await applyAs(pro, taskId);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe('Ya has enviado una solicitud para esta tarea.');
    expect((await pro.agent.get(`/api/tasks/${taskId}/apply-state`)).json()).toMatchObject({
      canApply: false,
      reason: 'Ya has enviado una solicitud para esta tarea.',
      myApplication: { status: 'pending', priceCents: 45_000 },
    });
    const [note] = await ctx.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.profileId, owner.profileId), eq(notifications.type, 'new_application')));
    expect(note?.link).toBe(`/task/${taskId}/applications`);
  });

  it('owners cannot apply; nobody applies to a task that is not open; bad input is refused in Spanish', async () => {
    const taskId = await createTask(owner, propertyId);
    expect((await applyAs(otherOwner, taskId)).statusCode).toBe(403);
    expect((await applyAs(owner, taskId)).statusCode).toBe(403);
    const bad = await applyAs(pro, taskId, { message: 'hola', priceCents: 0, proposedStartDate: inDays(-3) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toMatchObject({
      message: 'Escribe un mensaje de al menos 10 caracteres.',
      priceCents: 'El precio propuesto debe ser mayor que 0 €.',
    });
    const past = await applyAs(pro, taskId, { proposedStartDate: inDays(-3) });
    expect(past.json().error.fields).toEqual({ proposedStartDate: 'La fecha de inicio no puede ser anterior a hoy.' });
    const draft = await createTask(owner, propertyId, { publish: false });
    expect((await applyAs(pro, draft)).statusCode).toBe(404);
    expect((await new Agent(ctx.app).post(`/api/tasks/${taskId}/applications`, body())).statusCode).toBe(401);
  });
});

describe('deciding', () => {
  it('accepting assigns the task, declines the rest, and tells every applicant', async () => {
    const taskId = await createTask(owner, propertyId, { title: 'Poda del olivar grande' });
    await applyAs(pro, taskId);
    await applyAs(pro2, taskId, { priceCents: 50_000 });
    const list = (await owner.agent.get(`/api/tasks/${taskId}/applications`)).json();
    expect(list.applications).toHaveLength(2);
    const pedro = list.applications.find(
      (a: { professional: { firstName: string } }) => a.professional.firstName === 'Pedro',
    );
    expect(pedro.professional).toMatchObject({ lastName: null, phone: null });

    for (const user of [otherOwner, pro, admin]) {
      expect((await user.agent.get(`/api/tasks/${taskId}/applications`)).statusCode).toBe(404);
      expect((await user.agent.post(`/api/applications/${pedro.id}/accept`)).statusCode).toBe(404);
    }

    const accepted = await owner.agent.post(`/api/applications/${pedro.id}/accept`);
    expect(accepted.json()).toEqual({ taskId, status: 'assigned' });
    const task = (await owner.agent.get(`/api/tasks/${taskId}`)).json();
    expect(task).toMatchObject({
      status: 'assigned',
      agreedPriceCents: 45_000,
      assignedProfessional: { firstName: 'Pedro' },
    });
    const statuses = Object.fromEntries(
      (await owner.agent.get(`/api/tasks/${taskId}/applications`))
        .json()
        .applications.map((a: { professional: { firstName: string }; status: string }) => [
          a.professional.firstName,
          a.status,
        ]),
    );
    expect(statuses).toEqual({ Pedro: 'accepted', María: 'rejected' });
    const mine = (await pro2.agent.get('/api/applications/mine')).json().applications;
    expect(mine.find((a: { task: { id: string } }) => a.task.id === taskId)).toMatchObject({
      status: 'rejected',
      task: { status: 'assigned' },
    });
    const types = async (u: TestUser) =>
      (await ctx.database.db.select().from(notifications).where(eq(notifications.profileId, u.profileId))).map(
        (n) => n.type,
      );
    expect(await types(pro)).toContain('application_accepted');
    expect(await types(pro2)).toContain('application_rejected');

    // The assigned professional now sees the address; the rejected one does not see the task at all.
    expect((await pro.agent.get(`/api/tasks/${taskId}`)).json().property.address).toBe('Camino del Cerro, km 2');
    expect((await pro2.agent.get(`/api/tasks/${taskId}`)).json().property.address).toBeNull();
    expect((await applyAs(pro3, taskId)).statusCode).toBe(404);
    const again = await owner.agent.post(`/api/applications/${pedro.id}/accept`);
    expect(again.statusCode).toBe(409);
  });

  it('two accepts at once on one task: exactly one wins', async () => {
    const taskId = await createTask(owner, propertyId);
    await applyAs(pro, taskId);
    await applyAs(pro2, taskId);
    await applyAs(pro3, taskId);
    const ids = (await owner.agent.get(`/api/tasks/${taskId}/applications`))
      .json()
      .applications.map((a: { id: string }) => a.id);
    const results = await Promise.all(ids.map((id: string) => owner.agent.post(`/api/applications/${id}/accept`)));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409, 409]);
    const rows = await ctx.database.db.select().from(applications).where(eq(applications.taskId, taskId));
    expect(rows.filter((r) => r.status === 'accepted')).toHaveLength(1);
    expect(rows.filter((r) => r.status === 'rejected')).toHaveLength(2);
    const [task] = await ctx.database.db.select().from(tasks).where(eq(tasks.id, taskId));
    expect(task?.assignedProfessionalId).toBe(rows.find((r) => r.status === 'accepted')?.professionalId);
  });

  it('rejects and withdraws only pending applications, each by the right person', async () => {
    const taskId = await createTask(owner, propertyId);
    await applyAs(pro, taskId);
    await applyAs(pro2, taskId);
    const list = (await owner.agent.get(`/api/tasks/${taskId}/applications`)).json().applications;
    const [first, second] = list as { id: string; professional: { profileId: string } }[];
    const mineFirst = first!.professional.profileId === pro.profileId ? pro : pro2;
    expect((await owner.agent.post(`/api/applications/${first!.id}/withdraw`)).statusCode).toBe(404);
    expect((await mineFirst.agent.post(`/api/applications/${first!.id}/withdraw`)).statusCode).toBe(200);
    expect((await mineFirst.agent.post(`/api/applications/${first!.id}/withdraw`)).statusCode).toBe(409);
    expect((await owner.agent.post(`/api/applications/${second!.id}/reject`)).statusCode).toBe(200);
    expect((await owner.agent.post(`/api/applications/${second!.id}/accept`)).statusCode).toBe(409);
  });
});

describe('job offers', () => {
  it('an owner offers an open task; the professional accepts and the task is assigned', async () => {
    const taskId = await createTask(owner, propertyId, { title: 'Desbroce antes del verano' });
    await applyAs(pro2, taskId);
    const offer = await owner.agent.post('/api/offers', {
      taskId,
      professionalId: pro.profileId,
      message: 'He visto tus trabajos y me gustaría que lo hicieras tú.',
      priceCents: 60_000,
    });
    expect(offer.statusCode).toBe(201);
    expect(offer.json()).toMatchObject({ status: 'pending', task: { title: 'Desbroce antes del verano' } });
    const offerId = offer.json().id;
    const dup = await owner.agent.post('/api/offers', {
      taskId,
      professionalId: pro.profileId,
      message: 'Otra vez la misma oferta, por si acaso.',
      priceCents: 60_000,
    });
    expect(dup.statusCode).toBe(409);
    expect((await owner.agent.get(`/api/tasks/${taskId}/applications`)).json().offers).toHaveLength(1);
    const received = (await pro.agent.get('/api/applications/mine')).json().offers;
    expect(received.map((o: { id: string }) => o.id)).toContain(offerId);
    // Visible to the professional it was offered to, even though it is not theirs.
    expect((await pro.agent.get(`/api/tasks/${taskId}`)).statusCode).toBe(200);

    expect((await pro2.agent.post(`/api/offers/${offerId}/accept`)).statusCode).toBe(404);
    expect((await owner.agent.post(`/api/offers/${offerId}/accept`)).statusCode).toBe(404);
    const accepted = await pro.agent.post(`/api/offers/${offerId}/accept`);
    expect(accepted.json()).toEqual({ taskId, status: 'assigned' });
    const task = (await owner.agent.get(`/api/tasks/${taskId}`)).json();
    expect(task).toMatchObject({
      status: 'assigned',
      agreedPriceCents: 60_000,
      assignedProfessional: { profileId: pro.profileId },
    });
    const other = (await pro2.agent.get('/api/applications/mine'))
      .json()
      .applications.find((a: { task: { id: string } }) => a.task.id === taskId);
    expect(other.status).toBe('rejected');
  });

  it('refuses offers on someone else’s or a non-open task, and offers by a professional', async () => {
    const taskId = await createTask(owner, propertyId);
    const payload = {
      taskId,
      professionalId: pro.profileId,
      message: 'Te ofrezco este trabajo de poda.',
      priceCents: 10_000,
    };
    expect((await otherOwner.agent.post('/api/offers', payload)).json().error.fields).toEqual({
      taskId: 'Elige una de tus tareas abiertas.',
    });
    expect((await pro2.agent.post('/api/offers', payload)).statusCode).toBe(403);
    expect(
      (await owner.agent.post('/api/offers', { ...payload, professionalId: otherOwner.profileId })).statusCode,
    ).toBe(404);
    const draft = await createTask(owner, propertyId, { publish: false });
    expect((await owner.agent.post('/api/offers', { ...payload, taskId: draft })).json().error.fields).toEqual({
      taskId: 'Solo se puede ofrecer una tarea abierta.',
    });
  });

  it('declines, cancels, and expires after 7 days by the scheduled job', async () => {
    const taskId = await createTask(owner, propertyId);
    const make = async (to: TestUser) =>
      (
        await owner.agent.post('/api/offers', {
          taskId,
          professionalId: to.profileId,
          message: 'Te ofrezco este trabajo.',
          priceCents: 20_000,
        })
      ).json().id as string;
    const toDecline = await make(pro);
    const toCancel = await make(pro2);
    const toExpire = await make(pro3);
    expect((await pro.agent.post(`/api/offers/${toDecline}/decline`)).statusCode).toBe(200);
    expect((await pro2.agent.post(`/api/offers/${toCancel}/cancel`)).statusCode).toBe(404);
    expect((await owner.agent.post(`/api/offers/${toCancel}/cancel`)).statusCode).toBe(200);
    expect((await pro2.agent.post(`/api/offers/${toCancel}/accept`)).json().error.message).toBe(
      'Esta oferta ya no está pendiente.',
    );

    await ctx.worker.drain(new Date(Date.now() + 6 * 86_400_000));
    expect(
      (await pro3.agent.get('/api/applications/mine')).json().offers.find((o: { id: string }) => o.id === toExpire)
        .status,
    ).toBe('pending');
    await ctx.worker.drain(new Date(Date.now() + 8 * 86_400_000));
    const offers = (await owner.agent.get(`/api/tasks/${taskId}/applications`)).json().offers;
    expect(Object.fromEntries(offers.map((o: { id: string; status: string }) => [o.id, o.status]))).toEqual({
      [toDecline]: 'declined',
      [toCancel]: 'cancelled',
      [toExpire]: 'expired',
    });
    const late = await pro3.agent.post(`/api/offers/${toExpire}/accept`);
    expect(late.statusCode).toBe(409);
    expect((await owner.agent.get(`/api/tasks/${taskId}`)).json().status).toBe('open');
  });
});
