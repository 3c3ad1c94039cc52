import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAssignedTask, createProperty, createTask, payByCard, setUpPayouts } from '../../../test/fixtures';
import { Agent, createTestApp, signUp, type TestContext, type TestUser } from '../../../test/helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

describe('dashboard', () => {
  it('shows an owner their open tasks (new applications first) and the work in progress', async () => {
    const owner = await signUp(ctx);
    const pro = await signUp(ctx, { role: 'professional' });
    const property = await createProperty(owner);
    const quiet = await createTask(owner, property, { title: 'Tarea sin solicitudes' });
    const busy = await createTask(owner, property, { title: 'Tarea con solicitudes' });
    await pro.agent.post(`/api/tasks/${busy}/applications`, {
      message: 'Me interesa mucho este trabajo.',
      priceCents: 10_000,
    });
    const active = await createAssignedTask(owner, pro, property, 'Tarea asignada');
    await createTask(owner, property, { publish: false, title: 'Un borrador' });
    const data = (await owner.agent.get('/api/dashboard')).json();
    expect(data.role).toBe('property_owner');
    expect(data.propertyCount).toBe(1);
    expect(data.openTasks.map((t: { id: string }) => t.id)).toEqual([busy, quiet]);
    expect(data.openTasks[0].pendingApplications).toBe(1);
    expect(data.activeTasks.map((t: { id: string }) => t.id)).toEqual([active]);
    expect(data.draftCount).toBe(1);
    // The work in progress shows the price agreed with the professional, not the budget range.
    expect(data.activeTasks[0].agreedPriceCents).toBe(40_000);
    expect(data.openTasks[0].agreedPriceCents).toBeNull();
    const proData = (await pro.agent.get('/api/dashboard')).json();
    expect(proData.activeTasks.map((t: { agreedPriceCents: number }) => t.agreedPriceCents)).toEqual([40_000]);
    // Nobody else's list carries it: Browse tasks, and the other applicants' lists.
    const browse = (await pro.agent.get('/api/tasks')).json();
    expect(browse.items.every((t: { agreedPriceCents: null }) => t.agreedPriceCents === null)).toBe(true);
  });

  it('recommends a professional open tasks of their trades in their provinces, not yet applied to', async () => {
    const owner = await signUp(ctx);
    const pro = await signUp(ctx, { role: 'professional' });
    await ctx.database.db.execute(
      sql`update field_worker_profiles set categories = '{poda}', service_provinces = '{23}', headline = 'Podador' where profile_id = ${pro.profileId}`,
    );
    const property = await createProperty(owner);
    const match = await createTask(owner, property, { category: 'poda', title: 'Poda que encaja' });
    await createTask(owner, property, { category: 'riego', title: 'Riego que no encaja' });
    const applied = await createTask(owner, property, { category: 'poda', title: 'Poda ya solicitada' });
    await pro.agent.post(`/api/tasks/${applied}/applications`, {
      message: 'Me interesa mucho este trabajo.',
      priceCents: 10_000,
    });
    const data = (await pro.agent.get('/api/dashboard')).json();
    expect(data.role).toBe('professional');
    expect(data.profileComplete).toBe(true);
    expect(data.recommended.map((t: { id: string }) => t.id)).toContain(match);
    expect(data.recommended.map((t: { title: string }) => t.title)).not.toContain('Riego que no encaja');
    expect(data.recommended.map((t: { id: string }) => t.id)).not.toContain(applied);
    expect(data.applicationCounts).toEqual({ pending: 1, accepted: 0, rejected: 0 });
    expect((await new Agent(ctx.app).get('/api/dashboard')).statusCode).toBe(401);
  });

  it('with a municipality and a travel radius, recommends the tasks within it, across a province border', async () => {
    const owner = await signUp(ctx);
    const pro = await signUp(ctx, { role: 'professional' });
    // Alcaudete (Jaén): Baena (Córdoba) 21 km, Jaén 38 km.
    await ctx.database.db.execute(
      sql`update profiles set location_municipality = 'Alcaudete', location_municipality_code = '23003' where id = ${pro.profileId}`,
    );
    await ctx.database.db.execute(
      sql`update field_worker_profiles set categories = '{vallado}', service_provinces = '{23}', travel_radius_km = 30, headline = 'Vallados' where profile_id = ${pro.profileId}`,
    );
    const baena = await createProperty(owner, { province: '14', municipalityCode: '14007' });
    const jaen = await createProperty(owner, { province: '23', municipalityCode: '23050' });
    const near = await createTask(owner, baena, { category: 'vallado', title: 'Cercado en Baena' });
    const far = await createTask(owner, jaen, { category: 'vallado', title: 'Cercado en Jaén' });
    const ids = (await pro.agent.get('/api/dashboard')).json().recommended.map((t: { id: string }) => t.id);
    expect(ids).toContain(near);
    expect(ids).not.toContain(far);
    // A radius of 0 is no radius: their provinces again (the digest reads the same reach).
    await ctx.database.db.execute(
      sql`update field_worker_profiles set travel_radius_km = 0 where profile_id = ${pro.profileId}`,
    );
    const byProvince = (await pro.agent.get('/api/dashboard')).json().recommended.map((t: { id: string }) => t.id);
    expect(byProvince).toContain(far);
    expect(byProvince).not.toContain(near);
  });
});

describe('dashboard money', () => {
  const bizum = async (owner: TestUser, taskId: string) => {
    const paid = await owner.agent.post(`/api/tasks/${taskId}/payments`, {
      method: 'bizum',
      idempotencyKey: `bizum-${taskId}`,
      reference: 'BIZUM-PANEL',
    });
    expect(paid.statusCode, paid.body).toBe(201);
    return paid.json().id as string;
  };

  it('shows the owner the payments to make and the payments held, with their amounts, as /payments counts them', async () => {
    const owner = await signUp(ctx);
    const pro = await signUp(ctx, { role: 'professional' });
    await setUpPayouts(pro);
    const property = await createProperty(owner);
    await createTask(owner, property, { title: 'Abierta, nada que pagar' });
    const due = await createAssignedTask(owner, pro, property, 'Asignada sin pagar');
    const held = await createAssignedTask(owner, pro, property, 'Pagada con tarjeta');
    const heldPayment = (await payByCard(owner, held)).paymentId;
    const transfer = await createAssignedTask(owner, pro, property, 'Pagada por Bizum');
    await bizum(owner, transfer);

    const data = (await owner.agent.get('/api/dashboard')).json();
    expect(data.payments).toEqual({
      due: [{ taskId: due, title: 'Asignada sin pagar', amountCents: 40_000 }],
      dueCount: 1,
      dueCents: 40_000,
      held: [{ paymentId: heldPayment, taskId: held, title: 'Pagada con tarjeta', amountCents: 40_000 }],
      heldCount: 1,
      heldCents: 40_000,
    });
    const overview = (await owner.agent.get('/api/payments')).json();
    expect(overview.due.map((d: { taskId: string }) => d.taskId)).toEqual([due]);
    expect(overview.totals.heldCents).toBe(data.payments.heldCents);
  });

  it('shows the professional their earnings this month, held and pending, net of the fee', async () => {
    const owner = await signUp(ctx);
    const pro = await signUp(ctx, { role: 'professional' });
    await setUpPayouts(pro);
    const property = await createProperty(owner);
    const empty = (await pro.agent.get('/api/dashboard')).json();
    expect(empty.earnings).toMatchObject({ thisMonthCents: 0, heldCents: 0, pendingCents: 0 });
    expect(empty.earnings.month).toMatch(/^\d{4}-\d{2}$/);

    await payByCard(owner, await createAssignedTask(owner, pro, property, 'Retenida'));
    await bizum(owner, await createAssignedTask(owner, pro, property, 'Pendiente de confirmar'));
    const thisMonth = await bizum(owner, await createAssignedTask(owner, pro, property, 'Cobrada este mes'));
    expect((await pro.agent.post(`/api/payments/${thisMonth}/confirm-receipt`)).statusCode).toBe(200);
    const earlier = await bizum(owner, await createAssignedTask(owner, pro, property, 'Cobrada hace dos meses'));
    expect((await pro.agent.post(`/api/payments/${earlier}/confirm-receipt`)).statusCode).toBe(200);
    await ctx.database.db.execute(
      sql`update payments set released_at = now() - interval '62 days', created_at = now() - interval '62 days' where id = ${earlier}`,
    );
    // A card payment nobody confirmed is an attempt, not money pending.
    await owner.agent.post(`/api/tasks/${await createAssignedTask(owner, pro, property)}/payments`, {
      method: 'card',
      idempotencyKey: 'intento-sin-confirmar',
    });

    const data = (await pro.agent.get('/api/dashboard')).json();
    expect(data.earnings).toMatchObject({ thisMonthCents: 36_000, heldCents: 36_000, pendingCents: 36_000 });
    const totals = (await pro.agent.get('/api/payments')).json().totals;
    expect(totals).toMatchObject({ heldCents: 36_000, pendingCents: 36_000, releasedCents: 72_000 });
  });
});
