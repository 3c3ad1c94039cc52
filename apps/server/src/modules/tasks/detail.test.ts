import { type Database, type DbHandle, profiles, schema, user } from '@faena/db';
import { eq } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAssignedTask, createProperty, createTask, payByCard, setUpPayouts } from '../../../test/fixtures';
import { createTestApp, signUp, type TestContext, type TestUser } from '../../../test/helpers';
import type { Actor } from '../../lib/actor';
import { taskDetail } from './service';

let ctx: TestContext;
let owner: TestUser;
let pro: TestUser;
let otherPro: TestUser;
let admin: TestUser;
let propertyId: string;
beforeAll(async () => {
  ctx = await createTestApp();
  owner = await signUp(ctx, { firstName: 'Carmen' });
  pro = await signUp(ctx, { role: 'professional', firstName: 'Pedro' });
  otherPro = await signUp(ctx, { role: 'professional' });
  admin = await signUp(ctx, { admin: true });
  propertyId = await createProperty(owner);
  await setUpPayouts(pro);
});
afterAll(async () => {
  await ctx?.close();
});

/** A client on the test database that writes down every statement it sends (and nothing else does). */
function countingDb(database: DbHandle): { db: Database; statements: string[] } {
  const statements: string[] = [];
  const logger = { logQuery: (query: string) => statements.push(query) };
  const db = database.pool
    ? drizzleNodePg(database.pool, { schema, logger })
    : drizzlePglite(database.pglite as NonNullable<DbHandle['pglite']>, { schema, logger });
  return { db: db as unknown as Database, statements };
}

/** The actor the auth plugin would resolve for this user. */
async function actorOf(u: TestUser): Promise<Actor> {
  const [row] = await ctx.database.db
    .select({ p: profiles, u: user })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.userId))
    .where(eq(profiles.id, u.profileId));
  if (!row) throw new Error('sin perfil');
  return {
    userId: row.u.id,
    sessionId: 'sesion-de-prueba',
    email: row.u.email,
    emailVerified: row.u.emailVerified,
    userCreatedAt: row.u.createdAt,
    profileId: row.p.id,
    role: row.p.role,
    isAdmin: row.p.isAdmin,
    verified: row.p.verified,
    firstName: row.p.firstName,
    lastName: row.p.lastName,
    baseMunicipalityCode: row.p.locationMunicipalityCode,
    language: 'es',
  };
}

describe("a task's detail", () => {
  it('costs at most two queries (the joined read and its photos) for every viewer, and answers what the route answers', async () => {
    const taskId = await createAssignedTask(owner, pro, propertyId, 'Poda de la viña con serie y pago', {
      recurrence: { kind: 'every_months', interval: 6 },
    });
    const paid = (await payByCard(owner, taskId)).synced;
    if (!paid) throw new Error('sin pago');
    expect(paid.statusCode, paid.body).toBe(200);

    for (const viewer of [owner, pro, admin]) {
      const { db, statements } = countingDb(ctx.database);
      const detail = await taskDetail(db, await actorOf(viewer), taskId);
      expect(statements.length).toBeLessThanOrEqual(2);
      const answered = await viewer.agent.get(`/api/tasks/${taskId}`);
      expect(answered.statusCode).toBe(200);
      expect(JSON.parse(JSON.stringify(detail))).toEqual(answered.json());
    }

    // Everything the joined read brings is there for the owner: the series, the professional
    // with their phone (the other party of the job), the payment held, the pending count.
    const mine = (await owner.agent.get(`/api/tasks/${taskId}`)).json();
    expect(mine.series).toMatchObject({ kind: 'every_months', occurrences: 1 });
    expect(mine.assignedProfessional).toMatchObject({ profileId: pro.profileId, firstName: 'Pedro' });
    expect(mine.payment).toMatchObject({ id: paid.json().id, status: 'held', method: 'card' });
    expect(mine.pendingApplications).toBe(0);
    expect(mine.property.address).not.toBeNull();
    // The professional doing it sees the access details and the owner, not the series.
    const theirs = (await pro.agent.get(`/api/tasks/${taskId}`)).json();
    expect(theirs.series).toBeNull();
    expect(theirs.owner).toMatchObject({ profileId: owner.profileId, firstName: 'Carmen', lastName: 'Prueba' });
    expect(theirs.property.address).not.toBeNull();
  });

  it('answers 404 after one query to someone who may not see it', async () => {
    const draft = await createTask(owner, propertyId, { publish: false, description: '' });
    const { db, statements } = countingDb(ctx.database);
    await expect(taskDetail(db, await actorOf(otherPro), draft)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(statements.length).toBe(1);
    expect((await otherPro.agent.get(`/api/tasks/${draft}`)).statusCode).toBe(404);
  });
});
