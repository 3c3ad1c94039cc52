import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { adminActions, profiles } from '@faena/db';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent, createTestApp, signUp, type TestContext } from '../../../test/helpers';
import { setAdmin } from './admins';
import { sendControlCommand, startControlSocket } from './control-socket';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

const logBody = {
  action_name: 'verify_professional',
  target_table_name: 'profiles',
  target_record_id: 'abc',
  old_data: JSON.stringify({ verified: false }),
  new_data: JSON.stringify({ verified: true }),
};

describe('log_admin_action', () => {
  it('answers 401 to anonymous and 403 to a signed-in non-admin', async () => {
    const anonymous = await new Agent(ctx.app).post('/api/admin/actions', logBody);
    expect(anonymous.statusCode).toBe(401);
    const owner = await signUp(ctx);
    const forbidden = await owner.agent.post('/api/admin/actions', logBody);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().error.message).toBe('Solo los administradores pueden hacer esto.');
    expect((await owner.agent.get('/api/admin/actions')).statusCode).toBe(403);
  });

  it('writes the audit row with the JSON it was given', async () => {
    const admin = await signUp(ctx, { admin: true });
    const res = await admin.agent.post('/api/admin/actions', logBody);
    expect(res.statusCode).toBe(201);
    const [row] = await ctx.database.db.select().from(adminActions).where(eq(adminActions.id, res.json().id));
    expect(row).toMatchObject({
      adminId: admin.profileId,
      actor: admin.email,
      actionName: 'verify_professional',
      targetTableName: 'profiles',
      targetRecordId: 'abc',
      oldData: { verified: false },
      newData: { verified: true },
    });
    const list = (await admin.agent.get('/api/admin/actions')).json();
    expect(list.items[0].id).toBe(res.json().id);
  });

  it('takes null old data for a creation', async () => {
    const admin = await signUp(ctx, { admin: true });
    const res = await admin.agent.post('/api/admin/actions', { ...logBody, old_data: null });
    expect(res.statusCode).toBe(201);
    const [row] = await ctx.database.db.select().from(adminActions).where(eq(adminActions.id, res.json().id));
    expect(row?.oldData).toBeNull();
  });
});

describe('granting and revoking admin', () => {
  it('grants, records, and never revokes the last admin', async () => {
    // Start from a database with no admins at all.
    await ctx.database.db.update(profiles).set({ isAdmin: false });
    const a = await signUp(ctx);
    const b = await signUp(ctx);
    const by = { adminId: null, actor: 'línea de comandos (prueba)' };
    expect(await setAdmin(ctx.database.db, a.email, true, by)).toMatchObject({ changed: true, isAdmin: true });
    expect(await setAdmin(ctx.database.db, a.email, true, by)).toMatchObject({ changed: false });
    await expect(setAdmin(ctx.database.db, a.email, false, by)).rejects.toMatchObject({ code: 'LAST_ADMIN' });
    await setAdmin(ctx.database.db, b.email, true, by);
    expect(await setAdmin(ctx.database.db, a.email, false, by)).toMatchObject({ changed: true, isAdmin: false });
    await expect(setAdmin(ctx.database.db, 'nadie@prueba.es', true, by)).rejects.toMatchObject({
      code: 'USER_NOT_FOUND',
    });

    const rows = await ctx.database.db
      .select()
      .from(adminActions)
      .where(eq(adminActions.targetRecordId, a.profileId))
      .orderBy(desc(adminActions.createdAt));
    expect(rows.map((r) => r.actionName)).toEqual(['revoke_admin', 'grant_admin']);
    expect(rows[0]).toMatchObject({ actor: by.actor, oldData: { is_admin: true }, newData: { is_admin: false } });
  });

  it('counts only active administrators: a suspended or deleted one is not the one left', async () => {
    await ctx.database.db.update(profiles).set({ isAdmin: false });
    const a = await signUp(ctx, { admin: true, firstName: 'Amparo' });
    const b = await signUp(ctx, { admin: true, firstName: 'Blas' });
    const by = { adminId: null, actor: 'línea de comandos (prueba)' };
    // Two admins suspending each other at once: one wins, the other finds itself suspended.
    const [ab, ba] = await Promise.all([
      a.agent.post(`/api/admin/users/${b.profileId}/suspend`, { reason: 'Pruebas de suspensión' }),
      b.agent.post(`/api/admin/users/${a.profileId}/suspend`, { reason: 'Pruebas de suspensión' }),
    ]);
    // (The loser is refused in the transaction, 403, or — if the winner committed first — at the door, 401.)
    expect([ab.statusCode, ba.statusCode].filter((code) => code === 200)).toHaveLength(1);
    expect([401, 403]).toContain(ab.statusCode === 200 ? ba.statusCode : ab.statusCode);
    const [winner, loser] = ab.statusCode === 200 ? [a, b] : [b, a];
    const active = await ctx.database.db.select().from(profiles).where(eq(profiles.isAdmin, true));
    expect(active.filter((p) => !p.suspendedAt).map((p) => p.id)).toEqual([winner.profileId]);
    // The suspended one still has is_admin, but does not count: the winner is the last.
    await expect(setAdmin(ctx.database.db, winner.email, false, by)).rejects.toMatchObject({ code: 'LAST_ADMIN' });
    const deletion = await winner.agent.post('/api/profile/delete', { password: winner.password });
    expect(deletion.statusCode, deletion.body).toBe(409);
    expect(deletion.json().error.code).toBe('LAST_ADMIN');
    // Revoking the suspended one is fine: it takes no working administrator away.
    expect(await setAdmin(ctx.database.db, loser.email, false, by)).toMatchObject({ changed: true });
    // A second active admin, and the first may go.
    const c = await signUp(ctx);
    await setAdmin(ctx.database.db, c.email, true, by);
    expect(await setAdmin(ctx.database.db, winner.email, false, by)).toMatchObject({ changed: true });
  });

  it('reaches the running server through its control socket', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'faena-control-'));
    const server = await startControlSocket(dir, ctx.database.db, ctx.app.log);
    try {
      const u = await signUp(ctx);
      const res = await sendControlCommand(dir, { command: 'grant', email: u.email, actor: 'prueba' });
      expect(res).toEqual({ ok: true, message: `${u.email} ahora es administrador.` });
      // The grant ends the account's sessions; the next sign-in carries the new rights.
      expect((await u.agent.get('/api/profile')).statusCode).toBe(401);
      expect((await u.agent.post('/api/auth/sign-in', { email: u.email, password: u.password })).statusCode).toBe(200);
      expect((await u.agent.get('/api/profile')).json().isAdmin).toBe(true);
      const missing = await sendControlCommand(dir, { command: 'grant', email: 'nadie@prueba.es', actor: 'prueba' });
      expect(missing).toEqual({ ok: false, message: 'No hay ninguna cuenta con ese correo electrónico.' });
    } finally {
      server.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
