import { adminActions, notifications, profiles } from '@faena/db';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAssignedTask, createProperty, createTask, payByCard, setUpPayouts } from '../../../test/fixtures';
import { Agent, createTestApp, signUp, type TestContext, type TestUser } from '../../../test/helpers';
import { jpegWithGps, multipart } from '../../../test/images';
import { SMALL_PDF } from '../../../test/pdf';

let ctx: TestContext;
let admin: TestUser;
let owner: TestUser;
let pro: TestUser;
let propertyId: string;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await signUp(ctx, { admin: true, firstName: 'Laura' });
  owner = await signUp(ctx, { firstName: 'Carmen' });
  pro = await signUp(ctx, { role: 'professional', firstName: 'Pedro' });
  propertyId = await createProperty(owner);
  await setUpPayouts(pro);
});
afterAll(async () => {
  await ctx?.close();
});

async function lastAudit(table: string, id: string) {
  const [row] = await ctx.database.db
    .select()
    .from(adminActions)
    .where(and(eq(adminActions.targetTableName, table), eq(adminActions.targetRecordId, id)))
    .orderBy(desc(adminActions.createdAt));
  return row;
}

describe('admin routes refuse everyone else', () => {
  const routes: [string, string, unknown?][] = [
    ['GET', '/api/admin/overview'],
    ['GET', '/api/admin/users'],
    ['GET', '/api/admin/users/00000000-0000-4000-8000-000000000000'],
    ['POST', '/api/admin/users/00000000-0000-4000-8000-000000000000/verify'],
    [
      'POST',
      '/api/admin/users/00000000-0000-4000-8000-000000000000/reject-verification',
      { reason: 'Documento ilegible' },
    ],
    ['POST', '/api/admin/users/00000000-0000-4000-8000-000000000000/unverify'],
    ['POST', '/api/admin/users/00000000-0000-4000-8000-000000000000/grant-admin'],
    ['POST', '/api/admin/users/00000000-0000-4000-8000-000000000000/revoke-admin'],
    ['POST', '/api/admin/users/00000000-0000-4000-8000-000000000000/suspend', { reason: 'Abuso reiterado' }],
    ['POST', '/api/admin/users/00000000-0000-4000-8000-000000000000/reactivate'],
    ['GET', '/api/admin/tasks'],
    ['POST', '/api/admin/tasks/00000000-0000-4000-8000-000000000000/hide'],
    ['POST', '/api/admin/tasks/00000000-0000-4000-8000-000000000000/unhide'],
    ['POST', '/api/admin/tasks/00000000-0000-4000-8000-000000000000/cancel', { reason: 'Contenido no permitido' }],
    ['GET', '/api/admin/properties'],
    ['POST', '/api/admin/properties/00000000-0000-4000-8000-000000000000/archive'],
    ['POST', '/api/admin/properties/00000000-0000-4000-8000-000000000000/restore'],
    ['GET', '/api/admin/payments'],
    ['POST', '/api/admin/payments/00000000-0000-4000-8000-000000000000/release', { reason: 'Trabajo verificado' }],
    ['POST', '/api/admin/payments/00000000-0000-4000-8000-000000000000/refund', { reason: 'Trabajo no hecho' }],
    ['GET', '/api/admin/actions'],
    ['POST', '/api/admin/actions', { action_name: 'x', target_table_name: 'y' }],
  ];
  it('401 to anonymous and 403 to signed-in non-admins, on every one', async () => {
    const anonymous = new Agent(ctx.app);
    for (const [method, url, payload] of routes) {
      const a = await anonymous.request({ method: method as 'GET', url, payload: payload as object });
      expect(a.statusCode, `${method} ${url}`).toBe(401);
      for (const user of [owner, pro]) {
        const b = await user.agent.request({ method: method as 'GET', url, payload: payload as object });
        expect(b.statusCode, `${method} ${url}`).toBe(403);
      }
    }
  });
});

describe('admin actions, each on the record', () => {
  it('verifies a professional (the badge appears) and rejects with a reason', async () => {
    const res = await admin.agent.post(`/api/admin/users/${pro.profileId}/verify`);
    expect(res.statusCode).toBe(200);
    expect((await pro.agent.get('/api/profile')).json()).toMatchObject({
      verified: true,
      fieldWorkerProfile: { verificationStatus: 'verified' },
    });
    expect(await lastAudit('field_worker_profiles', pro.profileId)).toMatchObject({
      actionName: 'verify_professional',
      actor: admin.email,
      oldData: { verified: false, verification_status: 'none' },
      newData: { verified: true, verification_status: 'verified' },
    });
    await admin.agent.post(`/api/admin/users/${pro.profileId}/reject-verification`, {
      reason: 'El seguro ha caducado',
    });
    expect((await pro.agent.get('/api/verification')).json()).toMatchObject({
      status: 'rejected',
      note: 'El seguro ha caducado',
    });
    const owners = await admin.agent.post(`/api/admin/users/${owner.profileId}/verify`);
    expect(owners.statusCode).toBe(404);
  });

  it('suspends a user: the open session is rejected at once, sign-in fails in Spanish, open tasks leave Browse', async () => {
    const victim = await signUp(ctx);
    const prop = await createProperty(victim);
    const taskId = await createTask(victim, prop, { title: 'Tarea de cuenta suspendida' });
    expect((await pro.agent.get(`/api/tasks?q=${encodeURIComponent('cuenta suspendida')}`)).json().items).toHaveLength(
      1,
    );
    expect(
      (await admin.agent.post(`/api/admin/users/${victim.profileId}/suspend`, { reason: 'Fraude' })).statusCode,
    ).toBe(200);
    expect((await victim.agent.get('/api/profile')).statusCode).toBe(401);
    const signIn = await new Agent(ctx.app).post('/api/auth/sign-in', {
      email: victim.email,
      password: victim.password,
    });
    expect(signIn.json().error.message).toBe('Tu cuenta está suspendida. Escribe a soporte si crees que es un error.');
    expect((await pro.agent.get(`/api/tasks?q=${encodeURIComponent('cuenta suspendida')}`)).json().items).toHaveLength(
      0,
    );
    expect(await lastAudit('profiles', victim.profileId)).toMatchObject({
      actionName: 'suspend_user',
      oldData: { suspended_at: null },
    });
    await admin.agent.post(`/api/admin/users/${victim.profileId}/reactivate`);
    expect(
      (await new Agent(ctx.app).post('/api/auth/sign-in', { email: victim.email, password: victim.password }))
        .statusCode,
    ).toBe(200);
    expect(
      (await admin.agent.post(`/api/admin/users/${admin.profileId}/suspend`, { reason: 'Por error' })).statusCode,
    ).toBe(409);
    void taskId;
  });

  it('never revokes the last admin', async () => {
    await ctx.database.db.update(profiles).set({ isAdmin: false }).where(eq(profiles.id, owner.profileId));
    const admins = await ctx.database.db.select().from(profiles).where(eq(profiles.isAdmin, true));
    for (const a of admins.filter((p) => p.id !== admin.profileId)) {
      await ctx.database.db.update(profiles).set({ isAdmin: false }).where(eq(profiles.id, a.id));
    }
    const res = await admin.agent.post(`/api/admin/users/${admin.profileId}/revoke-admin`);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('Debe quedar al menos un administrador.');
  });

  it('cancels a task with a reason, tells both sides and refunds the held payment', async () => {
    const taskId = await createAssignedTask(owner, pro, propertyId, 'Tarea que cancela la administración');
    const paid = (await payByCard(owner, taskId)).synced?.json();
    const res = await admin.agent.post(`/api/admin/tasks/${taskId}/cancel`, { reason: 'Anuncio duplicado' });
    expect(res.statusCode).toBe(200);
    await ctx.worker.drain();
    expect((await owner.agent.get(`/api/payments/${paid.id}`)).json().status).toBe('refunded');
    for (const user of [owner, pro]) {
      const notes = await ctx.database.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.profileId, user.profileId), eq(notifications.type, 'task_cancelled')));
      expect(notes.map((n) => n.body).join(' ')).toContain('Anuncio duplicado');
    }
    expect(await lastAudit('tasks', taskId)).toMatchObject({
      actionName: 'cancel_task',
      oldData: { status: 'assigned' },
      newData: { status: 'cancelled' },
    });
  });

  it('refunds and releases held payments with a reason', async () => {
    const taskId = await createAssignedTask(owner, pro, propertyId);
    const paid = (await payByCard(owner, taskId)).synced?.json();
    expect((await admin.agent.post(`/api/admin/payments/${paid.id}/refund`, { reason: 'No' })).statusCode).toBe(400);
    expect(
      (await admin.agent.post(`/api/admin/payments/${paid.id}/refund`, { reason: 'El propietario lo pidió' }))
        .statusCode,
    ).toBe(200);
    expect(await lastAudit('payments', paid.id)).toMatchObject({
      actionName: 'refund_payment',
      oldData: { status: 'held' },
      newData: { status: 'refunded' },
    });
    expect(
      (await admin.agent.post(`/api/admin/payments/${paid.id}/release`, { reason: 'Ya no se puede' })).statusCode,
    ).toBe(409);
  });

  it('hides a task from Browse and archives a property', async () => {
    const taskId = await createTask(owner, propertyId, { title: 'Tarea que se oculta' });
    await admin.agent.post(`/api/admin/tasks/${taskId}/hide`);
    expect(
      (await pro.agent.get(`/api/tasks?q=${encodeURIComponent('tarea que se oculta')}`)).json().items,
    ).toHaveLength(0);
    await admin.agent.post(`/api/admin/tasks/${taskId}/unhide`);
    expect(
      (await pro.agent.get(`/api/tasks?q=${encodeURIComponent('tarea que se oculta')}`)).json().items,
    ).toHaveLength(1);
    const other = await createProperty(owner, { name: 'Propiedad a archivar' });
    await admin.agent.post(`/api/admin/properties/${other}/archive`);
    expect(
      (await owner.agent.get('/api/properties?archived=true')).json().items.map((p: { id: string }) => p.id),
    ).toContain(other);
  });

  it('lists, searches and filters on the server, and shows the audit log with filters', async () => {
    const users = (await admin.agent.get(`/api/admin/users?q=${encodeURIComponent(pro.email)}`)).json();
    expect(users.items.map((u: { profileId: string }) => u.profileId)).toEqual([pro.profileId]);
    const pros = (await admin.agent.get('/api/admin/users?role=professional&pageSize=10')).json();
    expect(pros.items.every((u: { role: string }) => u.role === 'professional')).toBe(true);
    const detail = (await admin.agent.get(`/api/admin/users/${pro.profileId}`)).json();
    expect(detail.user.email).toBe(pro.email);
    const tasksPage = (await admin.agent.get('/api/admin/tasks?status=cancelled')).json();
    expect(tasksPage.items.every((t: { status: string }) => t.status === 'cancelled')).toBe(true);
    const byTitle = (await admin.agent.get('/api/admin/tasks?sort=title&pageSize=100')).json();
    const titles = byTitle.items.map((t: { title: string }) => t.title);
    expect(titles.length).toBeGreaterThan(1);
    expect(titles).toEqual([...titles].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const byAmount = (await admin.agent.get('/api/admin/payments?sort=amount')).json();
    const amounts = byAmount.items.map((p: { amountCents: number }) => p.amountCents);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    const oldest = (await admin.agent.get('/api/admin/users?sort=oldest&pageSize=10')).json();
    const created = oldest.items.map((u: { createdAt: string }) => u.createdAt);
    expect(created).toEqual([...created].sort());
    const badSort = await admin.agent.get('/api/admin/users?sort=password');
    expect(badSort.statusCode).toBe(400);
    const log = (await admin.agent.get('/api/admin/actions?table=payments')).json();
    expect(log.items.every((a: { targetTableName: string }) => a.targetTableName === 'payments')).toBe(true);
    const ov = (await admin.agent.get('/api/admin/overview')).json();
    expect(ov.users.professionals).toBeGreaterThanOrEqual(1);
    expect(ov.latestActions.length).toBeGreaterThan(0);
  });
});

describe('verification documents', () => {
  it('a professional sends proof, privately; only they and admins open it', async () => {
    const someone = await signUp(ctx, { role: 'professional' });
    const { payload, headers } = await multipart({ kind: 'dni' }, [
      { name: 'dni.jpg', data: await jpegWithGps(800, 500), type: 'image/jpeg' },
    ]);
    const res = await someone.agent.request({ method: 'POST', url: '/api/verification/documents', payload, headers });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      status: 'pending',
      documents: [{ kind: 'dni', originalName: 'dni.jpg', mimeType: 'image/jpeg' }],
    });
    const docId = res.json().documents[0].id;
    expect((await someone.agent.get(`/api/verification/documents/${docId}`)).statusCode).toBe(200);
    expect((await admin.agent.get(`/api/verification/documents/${docId}`)).statusCode).toBe(200);
    expect((await pro.agent.get(`/api/verification/documents/${docId}`)).statusCode).toBe(404);
    expect((await owner.agent.get(`/api/verification/documents/${docId}`)).statusCode).toBe(404);
    const pending = (await admin.agent.get('/api/admin/users?verification=pending')).json();
    expect(pending.items.map((u: { profileId: string }) => u.profileId)).toContain(someone.profileId);

    const bad = await multipart({ kind: 'seguro' }, [
      { name: 'poliza.pdf', data: Buffer.from('no soy un pdf'), type: 'application/pdf' },
    ]);
    const refused = await someone.agent.request({ method: 'POST', url: '/api/verification/documents', ...bad });
    expect(refused.statusCode).toBe(415);
    expect(refused.json().error.message).toBe('«poliza.pdf» no es un PDF ni una foto JPEG, PNG o WebP.');
    const pdf = await multipart({ kind: 'seguro' }, [{ name: 'poliza.pdf', data: SMALL_PDF, type: 'application/pdf' }]);
    expect(
      (await someone.agent.request({ method: 'POST', url: '/api/verification/documents', ...pdf })).statusCode,
    ).toBe(201);
    const byOwner = await owner.agent.request({ method: 'POST', url: '/api/verification/documents', ...pdf });
    expect(byOwner.statusCode).toBe(403);
  });
});
