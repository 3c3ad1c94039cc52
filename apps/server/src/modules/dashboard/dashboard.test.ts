import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAssignedTask, createProperty, createTask } from '../../../test/fixtures';
import { Agent, createTestApp, signUp, type TestContext } from '../../../test/helpers';

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
});
