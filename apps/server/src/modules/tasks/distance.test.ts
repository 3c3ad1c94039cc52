import { tasks } from '@faena/db';
import { municipalityDistanceKm } from '@faena/shared/municipality-points';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAssignedTask, createProperty, createTask } from '../../../test/fixtures';
import { createTestApp, signUp, type TestContext, type TestUser } from '../../../test/helpers';

// Alcaudete (Jaén) → Baena (Córdoba) 21.4 km, → Lucena (Córdoba) 40.4 km: across a province border.
const ALCAUDETE = '23003';
const BAENA = '14007';
const LUCENA = '14038';

interface Card {
  id: string;
  distanceKm: number | null;
  point: { lat: number; lon: number } | null;
}

let ctx: TestContext;
let owner: TestUser;
let pro: TestUser;
let stranger: TestUser;
let baenaTask: string;
let lucenaTask: string;
let baenaProperty: string;
beforeAll(async () => {
  ctx = await createTestApp();
  owner = await signUp(ctx, { firstName: 'Carmen' });
  pro = await signUp(ctx, { role: 'professional' });
  stranger = await signUp(ctx, { role: 'professional' });
  baenaProperty = await createProperty(owner, { province: '14', municipalityCode: BAENA, name: 'Olivar de Baena' });
  const lucena = await createProperty(owner, { province: '14', municipalityCode: LUCENA, name: 'Huerta de Lucena' });
  baenaTask = await createTask(owner, baenaProperty, { title: 'Poda en Baena a veinte kilómetros' });
  lucenaTask = await createTask(owner, lucena, { title: 'Poda en Lucena a cuarenta kilómetros' });
});
afterAll(async () => {
  await ctx?.close();
});

const browse = async (user: TestUser, query: string) => {
  const res = await user.agent.get(`/api/tasks?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { items: Card[]; nextCursor: string | null };
};
const ids = (page: { items: Card[] }) =>
  page.items.map((i) => i.id).filter((id) => id === baenaTask || id === lucenaTask);

describe("Buscar tareas: 'Distancia'", () => {
  it('keeps a task 21 km away and drops one 40 km away at 25 km, across a province border', async () => {
    expect(municipalityDistanceKm(ALCAUDETE, BAENA)).toBeCloseTo(21.4, 0);
    const page = await browse(pro, `near=${ALCAUDETE}&radiusKm=25`);
    expect(ids(page)).toEqual([baenaTask]);
    expect(page.items.find((i) => i.id === baenaTask)?.distanceKm).toBeCloseTo(21.4, 0);
    expect(ids(await browse(pro, `near=${ALCAUDETE}&radiusKm=50`)).sort()).toEqual([baenaTask, lucenaTask].sort());
    expect(ids(await browse(pro, `near=${ALCAUDETE}&radiusKm=10`))).toEqual([]);
  });

  it("orders 'Más cercanas' by distance and pages with a cursor, every task once, several in one municipality", async () => {
    // Three more in Baena: without a finca's own point they share the municipality's.
    const twins: string[] = [];
    for (const n of [1, 2, 3])
      twins.push(await createTask(owner, baenaProperty, { title: `Poda gemela ${n} en Baena` }));
    const seen: Card[] = [];
    let cursor: string | null = null;
    do {
      const page = await browse(pro, `near=${ALCAUDETE}&sort=nearest&limit=1${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor);
    const ids = seen.map((c) => c.id);
    expect(ids.filter((id) => id === baenaTask || id === lucenaTask)).toEqual([baenaTask, lucenaTask]);
    for (const twin of twins) expect(ids.indexOf(twin)).toBeGreaterThanOrEqual(0);
    for (const twin of twins) expect(ids.indexOf(twin)).toBeLessThan(ids.indexOf(lucenaTask));
    const distances = seen.map((c) => c.distanceKm ?? Number.NaN);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(new Set(seen.map((c) => c.id)).size).toBe(seen.length);
  });

  it('pages the newest first within a radius like the newest order, every task once, ties at a page edge included', async () => {
    // Four published at the same instant: the radius's index orders by time alone, so the page
    // that cuts the tie must still hand the rest to the next page by id.
    const same: string[] = [];
    for (const n of [1, 2, 3, 4]) same.push(await createTask(owner, baenaProperty, { title: `Poda a la vez ${n}` }));
    await ctx.database.db
      .update(tasks)
      .set({ publishedAt: new Date('2026-11-20T10:00:00Z') })
      .where(inArray(tasks.id, same));
    const all = async (query: string, limit: number) => {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const page = await browse(pro, `${query}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
        seen.push(...page.items.map((i) => i.id));
        cursor = page.nextCursor;
      } while (cursor);
      return seen;
    };
    const inCircle = new Set(await all(`near=${ALCAUDETE}&radiusKm=50&sort=nearest`, 50));
    const newest = (await all(`near=${ALCAUDETE}`, 50)).filter((id) => inCircle.has(id));
    for (const id of [...same, baenaTask, lucenaTask]) expect(newest).toContain(id);
    for (const limit of [1, 2, 3, 50]) expect(await all(`near=${ALCAUDETE}&radiusKm=50`, limit)).toEqual(newest);
  });

  it("measures from the professional's own municipality when none is chosen", async () => {
    expect((await browse(pro, '')).items.every((i) => i.distanceKm === null)).toBe(true);
    const saved = await pro.agent.patch('/api/profile', {
      firstName: 'Pedro',
      lastName: 'Sánchez',
      locationProvince: '23',
      locationMunicipalityCode: ALCAUDETE,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ locationMunicipality: 'Alcaudete', locationMunicipalityCode: ALCAUDETE });
    expect(ids(await browse(pro, 'radiusKm=25'))).toEqual([baenaTask]);
    const detail = (await pro.agent.get(`/api/tasks/${lucenaTask}`)).json();
    expect(detail.distanceKm).toBeCloseTo(40.4, 0);
  });

  it('refuses a radius not offered, an unknown municipality and a distance with no origin, in Spanish', async () => {
    const odd = await stranger.agent.get(`/api/tasks?near=${ALCAUDETE}&radiusKm=30`);
    expect(odd.statusCode).toBe(400);
    expect(odd.json().error.fields).toEqual({ radiusKm: 'Elige una distancia de la lista.' });
    const unknown = await stranger.agent.get('/api/tasks?near=99999&radiusKm=25');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields).toEqual({ near: 'Elige un municipio de la lista.' });
    const hostile = await stranger.agent.get(`/api/tasks?near=${encodeURIComponent("23003' or 1=1 --")}`);
    expect(hostile.statusCode).toBe(400);
    for (const query of ['sort=nearest', 'radiusKm=25']) {
      const none = await stranger.agent.get(`/api/tasks?${query}`);
      expect(none.statusCode).toBe(400);
      expect(none.json().error.fields).toEqual({ near: 'Elige un municipio desde el que medir la distancia.' });
    }
    const badCursor = await stranger.agent.get(`/api/tasks?near=${ALCAUDETE}&sort=nearest&cursor=WyJ4IiwieSJd`);
    expect(badCursor.statusCode).toBe(400);
  });
});

describe("a finca's own point", () => {
  it('is exact for the owner and the assigned professional, and about 1 km for everyone else', async () => {
    const property = await createProperty(owner, {
      province: '14',
      municipalityCode: BAENA,
      name: 'Cortijo con punto',
      point: { lat: 37.61637, lon: -4.32551 },
    });
    const own = (await owner.agent.get(`/api/properties/${property}`)).json();
    expect(own.point).toEqual({ lat: 37.61637, lon: -4.32551 });
    const assigned = await createAssignedTask(owner, pro, property, 'Desbroce del cortijo con punto');
    const open = await createTask(owner, property, { title: 'Otra tarea del cortijo con punto' });
    const forStranger = (await stranger.agent.get(`/api/tasks/${open}`)).json();
    expect(forStranger.point).toEqual({ lat: 37.62, lon: -4.33 });
    expect(forStranger.exactPoint).toBeNull();
    expect(JSON.stringify(forStranger)).not.toContain('37.61637');
    const card = (await browse(stranger, 'q=cortijo punto')).items.find((i) => i.id === open);
    expect(card?.point).toEqual({ lat: 37.62, lon: -4.33 });
    expect((await owner.agent.get(`/api/tasks/${assigned}`)).json().exactPoint).toEqual({
      lat: 37.61637,
      lon: -4.32551,
    });
    expect((await pro.agent.get(`/api/tasks/${assigned}`)).json().exactPoint).toEqual({ lat: 37.61637, lon: -4.32551 });
    expect((await pro.agent.get(`/api/tasks/${open}`)).json().exactPoint).toBeNull();
  });

  it('moves its tasks when the point changes, keeps it when a form leaves it out, clears it with null', async () => {
    const property = await createProperty(owner, {
      province: '14',
      municipalityCode: BAENA,
      name: 'Finca que se mueve',
    });
    const task = await createTask(owner, property, { title: 'Tarea de la finca que se mueve' });
    const before = (await stranger.agent.get(`/api/tasks/${task}`)).json().point;
    const base = (await owner.agent.get(`/api/properties/${property}`)).json();
    const body = { ...base, photoIds: [], point: { lat: 37.7, lon: -4.4 } };
    for (const key of ['id', 'archivedAt', 'createdAt', 'updatedAt', 'taskCount', 'photos', 'municipality'])
      delete body[key];
    expect((await owner.agent.put(`/api/properties/${property}`, body)).statusCode).toBe(200);
    expect((await stranger.agent.get(`/api/tasks/${task}`)).json().point).toEqual({ lat: 37.7, lon: -4.4 });
    const { point: _left, ...withoutPoint } = body;
    expect((await owner.agent.put(`/api/properties/${property}`, withoutPoint)).json().point).toEqual({
      lat: 37.7,
      lon: -4.4,
    });
    expect((await owner.agent.put(`/api/properties/${property}`, { ...body, point: null })).json().point).toBeNull();
    expect((await stranger.agent.get(`/api/tasks/${task}`)).json().point).toEqual(before);
  });

  it('refuses a point outside Spain in Spanish and changes nothing', async () => {
    const res = await owner.agent.post('/api/properties', {
      name: 'Fuera de España',
      kind: 'olivar',
      province: '14',
      municipalityCode: BAENA,
      photoIds: [],
      point: { lat: 48.85, lon: 2.35 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ 'point.lat': 'Marca un punto dentro de España.' });
  });
});

describe("Buscar profesionales: 'Distancia' from a property", () => {
  it('measures from the owner’s property and refuses somebody else’s', async () => {
    const listed = await pro.agent.put('/api/profile/professional', {
      headline: 'Poda de olivar',
      bio: null,
      categories: ['poda'],
      serviceProvinces: ['23', '14'],
      travelRadiusKm: 30,
      hourlyRateCents: 2000,
      yearsExperience: 5,
      availability: null,
    });
    expect(listed.statusCode, listed.body).toBe(200);
    const page = await owner.agent.get(`/api/professionals?propertyId=${baenaProperty}&sort=nearest`);
    expect(page.statusCode, page.body).toBe(200);
    const card = page.json().items.find((i: { profileId: string }) => i.profileId === pro.profileId);
    expect(card?.distanceKm).toBeCloseTo(21.4, 0);
    const within = await owner.agent.get(`/api/professionals?propertyId=${baenaProperty}&radiusKm=10`);
    expect(within.json().items.map((i: { profileId: string }) => i.profileId)).not.toContain(pro.profileId);
    const foreign = await stranger.agent.get(`/api/professionals?propertyId=${baenaProperty}&radiusKm=25`);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.fields).toEqual({ propertyId: 'Elige una de tus propiedades.' });
  });
});
