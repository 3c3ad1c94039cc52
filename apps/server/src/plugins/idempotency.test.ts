import { gunzipSync } from 'node:zlib';
import { applications, idempotencyKeys, progressUpdates } from '@faena/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProperty, createTask } from '../../test/fixtures';
import { Agent, createAppOn, createTestApp, signUp, type TestContext, type TestUser } from '../../test/helpers';

let ctx: TestContext;
let owner: TestUser;
let pro: TestUser;
let otherPro: TestUser;
let propertyId: string;

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await signUp(ctx);
  pro = await signUp(ctx, { role: 'professional' });
  otherPro = await signUp(ctx, { role: 'professional' });
  propertyId = await createProperty(owner);
});
afterAll(async () => {
  await ctx?.close();
});

/** The JSON of an answer, compressed or not. */
function json(res: { headers: Record<string, unknown>; rawPayload: Buffer; body: string }) {
  return JSON.parse(res.headers['content-encoding'] === 'gzip' ? gunzipSync(res.rawPayload).toString() : res.body);
}

// As a browser sends it: answers are compressed, and the kept answer must still be the JSON.
const withKey = (agent: Agent, url: string, key: string, payload: unknown) =>
  agent.request({
    method: 'POST',
    url,
    payload: payload as object,
    headers: { 'idempotency-key': key, 'accept-encoding': 'gzip' },
  });

describe('Idempotency-Key (offline queue)', () => {
  it('an application sent twice with one key is made once, and the repeat gets the same answer', async () => {
    const taskId = await createTask(owner, propertyId, { title: 'Recoger la aceituna del olivar viejo' });
    const body = { message: 'Tengo vareadoras y mantos; puedo empezar el lunes.', priceCents: 60_000 };
    const url = `/api/tasks/${taskId}/applications`;
    const first = await withKey(pro.agent, url, 'cola-aplicar-0001', body);
    expect(first.statusCode).toBe(201);
    const again = await withKey(pro.agent, url, 'cola-aplicar-0001', body);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replay']).toBe('true');
    expect(json(again)).toEqual(json(first));
    // Without the key the rule of one application per task answers as before.
    expect((await pro.agent.post(url, body)).statusCode).toBe(409);
    const list = (await owner.agent.get(url)).json();
    expect(list.applications ?? list.items).toHaveLength(1);
  });

  it('a progress update replayed after a lost answer is stored once', async () => {
    const taskId = await createTask(owner, propertyId, { title: 'Limpiar la alberca' });
    const applied = await pro.agent.post(`/api/tasks/${taskId}/applications`, {
      message: 'La vacío, la limpio y la vuelvo a llenar.',
      priceCents: 20_000,
    });
    expect((await owner.agent.post(`/api/applications/${applied.json().id}/accept`)).statusCode).toBe(200);
    expect((await pro.agent.post(`/api/tasks/${taskId}/progress/start`)).statusCode).toBe(200);
    const update = { text: 'Vaciada y fregada; mañana la lleno.', percent: 60, photoIds: [] };
    const url = `/api/tasks/${taskId}/progress`;
    const a = await withKey(pro.agent, url, 'cola-avance-0001', update);
    const b = await withKey(pro.agent, url, 'cola-avance-0001', update);
    expect(a.statusCode).toBeLessThan(300);
    expect(b.statusCode).toBe(a.statusCode);
    // A compressed answer (as browsers get it) is kept and given again as the same JSON.
    expect(a.headers['content-encoding']).toBe('gzip');
    expect(b.headers['idempotent-replay']).toBe('true');
    expect(json(b)).toEqual(json(a));
    const rows = await ctx.database.db.select().from(progressUpdates).where(eq(progressUpdates.taskId, taskId));
    expect(rows.filter((r) => r.text === update.text)).toHaveLength(1);
    // A new key is a new update.
    await withKey(pro.agent, url, 'cola-avance-0002', update);
    const after = await ctx.database.db.select().from(progressUpdates).where(eq(progressUpdates.taskId, taskId));
    expect(after.filter((r) => r.text === update.text)).toHaveLength(2);
  });

  it('a final refusal is given again; keys are per user and per action; bad keys are refused in Spanish', async () => {
    const taskId = await createTask(owner, propertyId, { title: 'Arreglar la cerca del prado' });
    expect((await owner.agent.post(`/api/tasks/${taskId}/cancel`, { reason: 'Ya no hace falta' })).statusCode).toBe(
      200,
    );
    const url = `/api/tasks/${taskId}/applications`;
    const body = { message: 'Llevo postes y malla; la dejo como nueva.', priceCents: 30_000 };
    const refused = await withKey(pro.agent, url, 'cola-aplicar-0002', body);
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    const again = await withKey(pro.agent, url, 'cola-aplicar-0002', body);
    expect(again.statusCode).toBe(refused.statusCode);
    expect(json(again).error.message).toBe(json(refused).error.message);

    // The same key from another professional is theirs alone.
    const other = await withKey(otherPro.agent, url, 'cola-aplicar-0002', body);
    expect(other.headers['idempotent-replay']).toBeUndefined();
    // The same key for another action is refused.
    const misuse = await withKey(pro.agent, `/api/tasks/${taskId}/progress`, 'cola-aplicar-0002', { text: 'x' });
    expect(misuse.statusCode).toBe(409);
    expect(json(misuse).error.message).toBe('Esta clave ya se usó para otra acción.');

    const bad = await withKey(pro.agent, url, 'corta', body);
    expect(bad.statusCode).toBe(400);
    expect(json(bad).error.message).toBe('La clave de idempotencia no es válida.');
    // Signed out: the route's own answer, nothing kept.
    const anonymous = await withKey(new Agent(ctx.app), url, 'cola-anonima-0001', body);
    expect(anonymous.statusCode).toBe(401);
    const kept = await ctx.database.db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, 'cola-anonima-0001'));
    expect(kept).toHaveLength(0);
  });

  it('keeps the answer in the action’s transaction: a failure in between undoes the action, and the retry acts once', async () => {
    const taskId = await createTask(owner, propertyId, { title: 'Desbrozar el camino del pozo' });
    const url = `/api/tasks/${taskId}/applications`;
    const body = { message: 'Con desbrozadora y rastrillo, en un día.', priceCents: 15_000 };
    // Stand-in for a crash after the action and before its answer is kept: storing it fails.
    await ctx.database.db.execute(sql`
      create or replace function faena_test_fail_answer() returns trigger language plpgsql as $$
      begin raise exception 'fallo simulado al guardar la respuesta'; end $$`);
    await ctx.database.db.execute(sql`
      create trigger faena_test_fail_answer before update on idempotency_keys
      for each row when (new.key = 'cola-fallo-0001') execute function faena_test_fail_answer()`);
    try {
      const failed = await withKey(pro.agent, url, 'cola-fallo-0001', body);
      expect(failed.statusCode).toBe(500);
      expect(await applicationsOf(taskId)).toHaveLength(0);
      expect(await keyRows('cola-fallo-0001')).toHaveLength(0);
    } finally {
      await ctx.database.db.execute(sql`drop trigger faena_test_fail_answer on idempotency_keys`);
    }
    const retried = await withKey(pro.agent, url, 'cola-fallo-0001', body);
    expect(retried.statusCode).toBe(201);
    expect(retried.headers['idempotent-replay']).toBeUndefined();
    expect(await applicationsOf(taskId)).toHaveLength(1);
    expect((await keyRows('cola-fallo-0001'))[0]?.statusCode).toBe(201);
  });

  it('a repeat sent at the same time through another server process waits and gets the first answer', async () => {
    const taskId = await createTask(owner, propertyId, { title: 'Encalar la fachada del cortijo' });
    const url = `/api/tasks/${taskId}/applications`;
    const body = { message: 'Cal viva y brocha gorda; dos días.', priceCents: 40_000 };
    const second = await createAppOn(ctx.database);
    try {
      const other = new Agent(second);
      for (const [name, value] of pro.agent.cookies) other.cookies.set(name, value);
      const [a, b] = await Promise.all([
        withKey(pro.agent, url, 'cola-paralela-0001', body),
        withKey(other, url, 'cola-paralela-0001', body),
      ]);
      expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
      expect(json(a)).toEqual(json(b));
      expect([a.headers['idempotent-replay'], b.headers['idempotent-replay']].filter(Boolean)).toEqual(['true']);
      expect(await applicationsOf(taskId)).toHaveLength(1);
    } finally {
      await second.close();
    }
  });
});

const applicationsOf = (taskId: string) =>
  ctx.database.db.select().from(applications).where(eq(applications.taskId, taskId));
const keyRows = (key: string) => ctx.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
