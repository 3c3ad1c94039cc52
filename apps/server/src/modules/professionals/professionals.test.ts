import { fieldWorkerProfiles, images, jobs, portfolioItems, profiles } from '@faena/db';
import type { ProfessionalCardDto, ProfessionalProfileInput } from '@faena/shared/schemas';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProperty, createTask, inDays } from '../../../test/fixtures';
import { Agent, createTestApp, signUp, type TestContext, type TestUser } from '../../../test/helpers';
import { multipart, pngOf } from '../../../test/images';
import { DELETE_IMAGE_FILES_JOB } from '../images';
import { professionalTsQuery } from './search';
import { lastInitial } from './service';

let ctx: TestContext;
let owner: TestUser;
let otherOwner: TestUser;
let admin: TestUser;
let small: Buffer;
/** Professionals by a short name used in the assertions. */
const pros: Record<string, TestUser> = {};

const baseProfile: ProfessionalProfileInput = {
  headline: 'Trabajos en el campo',
  bio: null,
  categories: ['otros'],
  serviceProvinces: ['28'],
  travelRadiusKm: 50,
  hourlyRateCents: 2000,
  yearsExperience: 5,
  availability: null,
};

async function professional(
  key: string,
  names: { firstName: string; lastName?: string },
  profile: Partial<ProfessionalProfileInput>,
): Promise<TestUser> {
  const user = await signUp(ctx, { role: 'professional', ...names });
  const res = await user.agent.put('/api/profile/professional', { ...baseProfile, ...profile });
  expect(res.statusCode, res.body).toBe(200);
  pros[key] = user;
  return user;
}

async function setStats(
  user: TestUser,
  stats: { ratingAvg?: number | null; ratingCount?: number; completedCount?: number },
) {
  await ctx.database.db.update(fieldWorkerProfiles).set(stats).where(eq(fieldWorkerProfiles.profileId, user.profileId));
}

beforeAll(async () => {
  ctx = await createTestApp();
  small = await pngOf(40, 30);
  owner = await signUp(ctx, { firstName: 'Carmen' });
  otherOwner = await signUp(ctx, { firstName: 'Javier' });
  admin = await signUp(ctx, { admin: true });
  await professional(
    'podador',
    { firstName: 'Pedro', lastName: 'Sánchez Lara' },
    {
      headline: 'Podador de olivos con motosierra',
      categories: ['poda', 'desbroce'],
      serviceProvinces: ['23', '14'],
    },
  );
  await professional(
    'podas',
    { firstName: 'Lucía', lastName: 'Gómez' },
    {
      headline: 'Podas en altura y tala controlada',
      categories: ['poda'],
      serviceProvinces: ['18'],
    },
  );
  await professional(
    'jose',
    { firstName: 'José', lastName: 'Álvarez' },
    {
      headline: 'Jardinería y riego por goteo',
      bio: 'Mantenimiento de jardines de bajo consumo.',
      categories: ['jardineria', 'riego'],
      serviceProvinces: ['23', '45'],
    },
  );
  await professional(
    'maria',
    { firstName: 'María', lastName: 'López' },
    { headline: 'Cuidado de ganado en la dehesa', categories: ['animales'], serviceProvinces: ['10'] },
  );
  await professional(
    'jordi',
    { firstName: 'Jordi', lastName: 'Vila' },
    { headline: 'Albañil de masías', categories: ['albanileria'], serviceProvinces: ['17', '08'] },
  );
  // Unfinished: signed up, never chose a province.
  pros.unfinished = await signUp(ctx, { role: 'professional', firstName: 'Sinprovincia' });

  await setStats(pros.podador!, { ratingAvg: 4.8, ratingCount: 12, completedCount: 30 });
  await setStats(pros.podas!, { ratingAvg: 4.2, ratingCount: 5, completedCount: 40 });
  await setStats(pros.jose!, { ratingAvg: 4.8, ratingCount: 3, completedCount: 2 });
  await setStats(pros.maria!, { ratingAvg: 3.5, ratingCount: 2, completedCount: 7 });
  await ctx.database.db.update(profiles).set({ verified: true }).where(eq(profiles.id, pros.podador!.profileId));
  await ctx.database.db.update(profiles).set({ verified: true }).where(eq(profiles.id, pros.maria!.profileId));
});
afterAll(async () => {
  await ctx?.close();
});

const anonymous = () => new Agent(ctx.app);

async function search(params: Record<string, string | number> = {}, as: TestUser = owner) {
  const query = new URLSearchParams(
    Object.entries(params).map(([k, v]): [string, string] => [k, String(v)]),
  ).toString();
  const res = await as.agent.get(`/api/professionals${query ? `?${query}` : ''}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { items: ProfessionalCardDto[]; nextCursor: string | null };
}

const keyOf = (profileId: string) => Object.entries(pros).find(([, u]) => u.profileId === profileId)?.[0];
const keys = (page: { items: ProfessionalCardDto[] }) => page.items.map((i) => keyOf(i.profileId));

async function allPages(params: Record<string, string | number>): Promise<string[]> {
  const seen: string[] = [];
  let cursor: string | null = null;
  for (let i = 0; i < 20; i++) {
    const page = await search({ ...params, ...(cursor ? { cursor } : {}) });
    expect(page.items.length).toBeLessThanOrEqual(Number(params.limit));
    seen.push(...page.items.map((p) => p.profileId));
    cursor = page.nextCursor;
    if (!cursor) break;
  }
  return seen;
}

describe('GET /api/professionals', () => {
  it('is for signed-in users of either role', async () => {
    expect((await anonymous().get('/api/professionals')).statusCode).toBe(401);
    for (const user of [owner, otherOwner, pros.podador!, admin])
      expect((await search({}, user)).items).toHaveLength(5);
  });

  it('lists finished, active profiles with a public card (first name and last initial only)', async () => {
    const page = await search({ sort: 'rating' });
    expect(keys(page)).not.toContain('unfinished');
    const pedro = page.items.find((i) => i.profileId === pros.podador!.profileId);
    expect(pedro).toEqual({
      profileId: pros.podador!.profileId,
      firstName: 'Pedro',
      lastInitial: 'S.',
      avatarUrl: null,
      verified: true,
      headline: 'Podador de olivos con motosierra',
      categories: ['poda', 'desbroce'],
      serviceProvinces: ['23', '14'],
      hourlyRateCents: 2000,
      ratingAvg: 4.8,
      ratingCount: 12,
      completedCount: 30,
      travelRadiusKm: 50,
      distanceKm: null,
    });
    expect(JSON.stringify(page)).not.toContain('Sánchez');
  });

  it('searches in Spanish: stems, prefixes and no accents', async () => {
    expect(keys(await search({ q: 'poda' })).sort()).toEqual(['podador', 'podas']);
    expect(keys(await search({ q: 'podas' })).sort()).toEqual(['podador', 'podas']);
    expect(keys(await search({ q: 'jose' }))).toEqual(['jose']);
    expect(keys(await search({ q: 'ÁLVAREZ' }))).toEqual(['jose']);
    expect(keys(await search({ q: 'lopez' }))).toEqual(['maria']);
    expect(keys(await search({ q: 'jardines consumo' }))).toEqual(['jose']);
    expect(keys(await search({ q: 'masia' }))).toEqual(['jordi']);
    expect(keys(await search({ q: 'poda riego' }))).toEqual([]);
    // Punctuation and tsquery syntax are only separators.
    expect(keys(await search({ q: "poda:* | !'jose" })).sort()).toEqual([]);
    expect(keys(await search({ q: '&|!' }))).toHaveLength(5);
  });

  it('keeps the search current when the name, headline or bio change', async () => {
    const user = await professional('renamed', { firstName: 'Bartolo' }, { headline: 'Trabajos de campo variados' });
    expect(keys(await search({ q: 'bartolo' }))).toEqual(['renamed']);
    await user.agent.patch('/api/profile', { firstName: 'Ramón', lastName: 'Íñiguez' });
    expect(keys(await search({ q: 'bartolo' }))).toEqual([]);
    expect(keys(await search({ q: 'ramon iniguez' }))).toEqual(['renamed']);
    await user.agent.put('/api/profile/professional', {
      ...baseProfile,
      headline: 'Vallados de malla ganadera',
      bio: 'También cercados de piedra seca.',
    });
    expect(keys(await search({ q: 'vallado' }))).toEqual(['renamed']);
    expect(keys(await search({ q: 'piedra' }))).toEqual(['renamed']);
    await ctx.database.db.delete(fieldWorkerProfiles).where(eq(fieldWorkerProfiles.profileId, user.profileId));
    delete pros.renamed;
  });

  it('filters by province served, category offered, minimum rating and verification', async () => {
    expect(keys(await search({ province: '23' })).sort()).toEqual(['jose', 'podador']);
    expect(keys(await search({ province: '08' }))).toEqual(['jordi']);
    expect(keys(await search({ category: 'poda' })).sort()).toEqual(['podador', 'podas']);
    expect(keys(await search({ province: '23', category: 'poda' }))).toEqual(['podador']);
    expect(keys(await search({ minRating: 4.5 })).sort()).toEqual(['jose', 'podador']);
    expect(keys(await search({ minRating: 4 })).sort()).toEqual(['jose', 'podador', 'podas']);
    expect(keys(await search({ verified: 'true' })).sort()).toEqual(['maria', 'podador']);
    expect(keys(await search({ verified: 'true', minRating: 4 }))).toEqual(['podador']);
    expect(keys(await search({ q: 'poda', province: '18' }))).toEqual(['podas']);
  });

  it('sorts by rating, by completed tasks and by newest', async () => {
    const byRating = keys(await search({ sort: 'rating' }));
    expect(byRating.slice(0, 4)).toEqual(['podador', 'jose', 'podas', 'maria']);
    expect(keys(await search({}))).toEqual(byRating);
    expect(keys(await search({ sort: 'completed' })).slice(0, 4)).toEqual(['podas', 'podador', 'maria', 'jose']);
    expect(keys(await search({ sort: 'newest' }))).toEqual(['jordi', 'maria', 'jose', 'podas', 'podador']);
  });

  it('pages with a cursor that returns every professional exactly once, in every order', async () => {
    const extra: TestUser[] = [];
    for (let i = 0; i < 7; i++) {
      extra.push(await professional(`extra${i}`, { firstName: `Extra${i}` }, { serviceProvinces: ['28'] }));
    }
    const all = (await search({ limit: 50 })).items.map((i) => i.profileId);
    expect(all).toHaveLength(12);
    for (const sort of ['rating', 'completed', 'newest']) {
      for (const limit of [1, 2, 5]) {
        const seen = await allPages({ sort, limit });
        expect(seen, `${sort} de ${limit} en ${limit}`).toHaveLength(12);
        expect(new Set(seen)).toEqual(new Set(all));
      }
    }
    const filtered = await allPages({ province: '28', limit: 2 });
    expect(new Set(filtered)).toEqual(new Set(extra.map((u) => u.profileId)));
  });

  it('leaves out suspended and deleted professionals', async () => {
    const hidden = await professional('hidden', { firstName: 'Escondido' }, { serviceProvinces: ['42'] });
    expect(keys(await search({ province: '42' }))).toEqual(['hidden']);
    await ctx.database.db.update(profiles).set({ suspendedAt: new Date() }).where(eq(profiles.id, hidden.profileId));
    expect(keys(await search({ province: '42' }))).toEqual([]);
    await ctx.database.db
      .update(profiles)
      .set({ suspendedAt: null, deletedAt: new Date() })
      .where(eq(profiles.id, hidden.profileId));
    expect(keys(await search({ province: '42' }))).toEqual([]);
    expect(keys(await search({ q: 'escondido' }))).toEqual([]);
  });

  it('refuses bad filters and cursors in Spanish', async () => {
    const bad = await owner.agent.get('/api/professionals?province=99&category=x&minRating=9&sort=precio');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toMatchObject({
      province: 'Provincia no válida.',
      category: 'Categoría no válida.',
      minRating: 'La valoración mínima va de 1 a 5.',
      sort: 'Orden no válido.',
    });
    const cursor = await owner.agent.get('/api/professionals?cursor=basura');
    expect(cursor.statusCode).toBe(400);
    expect(cursor.json().error.message).toBe('La página pedida no es válida. Vuelve a la primera.');
    // A cursor of one order is not valid in another.
    const { nextCursor } = await search({ sort: 'completed', limit: 1 });
    const mixed = await owner.agent.get(`/api/professionals?sort=newest&cursor=${nextCursor}`);
    expect(mixed.statusCode).toBe(400);
  });
});

async function uploadPhotos(user: TestUser, count = 1, purpose = 'portfolio'): Promise<string[]> {
  const files = Array.from({ length: count }, (_, i) => ({ name: `obra${i}.png`, data: small, type: 'image/png' }));
  const body = await multipart({ purpose }, files);
  const res = await user.agent.request({ method: 'POST', url: '/api/images', ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().items.map((i: { id: string }) => i.id);
}

const item = (over: Record<string, unknown> = {}) => ({
  title: 'Poda de 300 olivos en Baeza',
  description: 'Poda de vaso y triturado de restos.',
  category: 'poda',
  doneOn: inDays(-30),
  photoIds: [],
  ...over,
});

describe('portfolio items', () => {
  it('a professional adds, lists, edits and deletes their work with photos', async () => {
    const pedro = pros.podador!;
    const photos = await uploadPhotos(pedro, 3);
    const created = await pedro.agent.post('/api/portfolio', item({ photoIds: photos }));
    expect(created.statusCode, created.body).toBe(201);
    const dto = created.json();
    expect(dto).toMatchObject({ title: 'Poda de 300 olivos en Baeza', category: 'poda', doneOn: inDays(-30) });
    expect(dto.photos.map((p: { id: string }) => p.id)).toEqual(photos);

    const list = (await pedro.agent.get('/api/portfolio')).json().items;
    expect(list.map((i: { id: string }) => i.id)).toEqual([dto.id]);

    // Everyone signed in sees the photos.
    for (const user of [owner, pros.jose!, admin]) {
      expect((await user.agent.get(`/api/images/${photos[0]}/thumb`)).statusCode).toBe(200);
    }

    const [keep, drop] = photos as [string, string, string];
    const edited = await pedro.agent.put(
      `/api/portfolio/${dto.id}`,
      item({ title: 'Poda de 320 olivos', category: '', doneOn: '', description: '', photoIds: [photos[2], keep] }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      title: 'Poda de 320 olivos',
      category: null,
      doneOn: null,
      description: null,
    });
    expect(edited.json().photos.map((p: { id: string }) => p.id)).toEqual([photos[2], keep]);
    expect(await ctx.database.db.select().from(images).where(eq(images.id, drop))).toEqual([]);

    const deleted = await pedro.agent.delete(`/api/portfolio/${dto.id}`);
    expect(deleted.json()).toEqual({ ok: true });
    expect(await ctx.database.db.select().from(portfolioItems).where(eq(portfolioItems.id, dto.id))).toEqual([]);
    expect(await ctx.database.db.select().from(images).where(inArray(images.id, photos))).toEqual([]);
    const queued = await ctx.database.db.select().from(jobs).where(eq(jobs.kind, DELETE_IMAGE_FILES_JOB));
    expect(queued.some((j) => JSON.stringify(j.payload).includes(keep))).toBe(true);
    expect((await pedro.agent.delete(`/api/portfolio/${dto.id}`)).statusCode).toBe(404);
  });

  it('only its professional may change an item: everyone else gets 404; owners cannot have one', async () => {
    const jose = pros.jose!;
    const created = (await jose.agent.post('/api/portfolio', item({ title: 'Jardín de gramíneas' }))).json();
    for (const user of [pros.podador!, owner, otherOwner, admin]) {
      expect((await user.agent.put(`/api/portfolio/${created.id}`, item())).statusCode).toBe(404);
      expect((await user.agent.delete(`/api/portfolio/${created.id}`)).statusCode).toBe(404);
    }
    expect((await anonymous().put(`/api/portfolio/${created.id}`, item())).statusCode).toBe(401);
    expect((await anonymous().delete(`/api/portfolio/${created.id}`)).statusCode).toBe(401);
    expect((await anonymous().post('/api/portfolio', item())).statusCode).toBe(401);
    expect((await anonymous().get('/api/portfolio')).statusCode).toBe(401);
    const ownerTry = await owner.agent.post('/api/portfolio', item());
    expect(ownerTry.statusCode).toBe(403);
    expect(ownerTry.json().error.message).toBe('Solo los profesionales tienen portafolio.');
    expect((await owner.agent.get('/api/portfolio')).statusCode).toBe(403);
    // Still there, unchanged.
    const [row] = await ctx.database.db.select().from(portfolioItems).where(eq(portfolioItems.id, created.id));
    expect(row?.title).toBe('Jardín de gramíneas');
    // Someone else's photos cannot be attached.
    const pedroPhotos = await uploadPhotos(pros.podador!, 1);
    const stolen = await jose.agent.put(`/api/portfolio/${created.id}`, item({ photoIds: pedroPhotos }));
    expect(stolen.json().error.fields).toEqual({ imageIds: 'Una de las fotos ya no existe. Vuelve a subirla.' });
  });

  it('validates in Spanish', async () => {
    const res = await pros.maria!.agent.post('/api/portfolio', {
      title: 'x',
      description: 'y'.repeat(2001),
      category: 'astronauta',
      doneOn: 'ayer',
      photoIds: ['no-es-un-id'],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      title: 'Escribe un título de al menos 3 caracteres.',
      description: 'Máximo 2000 caracteres.',
      category: 'Elige una categoría de la lista.',
      doneOn: 'Elige una fecha válida.',
      'photoIds.0': 'Una de las fotos no es válida.',
    });
    const future = await pros.maria!.agent.post('/api/portfolio', item({ doneOn: inDays(3) }));
    expect(future.json().error.fields).toEqual({ doneOn: 'La fecha del trabajo no puede ser posterior a hoy.' });
    const tooMany = await pros.maria!.agent.post(
      '/api/portfolio',
      item({ photoIds: await uploadPhotos(pros.maria!, 8) }),
    );
    expect(tooMany.statusCode).toBe(201);
  });
});

describe('GET /api/professionals/:id', () => {
  it('shows the public portfolio to any signed-in user, with reviews still empty', async () => {
    const rosa = await professional(
      'rosa',
      { firstName: 'Rosa', lastName: 'Martín' },
      {
        headline: 'Vigilancia de fincas',
        bio: 'Reviso cercados y bebederos.',
        categories: ['vigilancia', 'animales'],
        serviceProvinces: ['10', '06'],
        travelRadiusKm: 70,
        hourlyRateCents: 1450,
        yearsExperience: 11,
        availability: 'Todos los días.',
      },
    );
    const photos = await uploadPhotos(rosa, 2);
    await rosa.agent.post('/api/portfolio', item({ title: 'Guarda de una dehesa', doneOn: inDays(-100) }));
    await rosa.agent.post('/api/portfolio', item({ title: 'Cercado nuevo', doneOn: inDays(-10), photoIds: photos }));
    await setStats(rosa, { completedCount: 9 });

    const res = await owner.agent.get(`/api/professionals/${rosa.profileId}`);
    expect(res.statusCode, res.body).toBe(200);
    const dto = res.json();
    expect(dto).toMatchObject({
      profileId: rosa.profileId,
      firstName: 'Rosa',
      lastInitial: 'M.',
      verified: false,
      headline: 'Vigilancia de fincas',
      bio: 'Reviso cercados y bebederos.',
      categories: ['vigilancia', 'animales'],
      serviceProvinces: ['10', '06'],
      travelRadiusKm: 70,
      hourlyRateCents: 1450,
      yearsExperience: 11,
      availability: 'Todos los días.',
      ratingAvg: null,
      ratingCount: 0,
      completedCount: 9,
      reviews: [],
      viewer: { isSelf: false, canOffer: true },
    });
    expect(dto.portfolio.map((i: { title: string }) => i.title)).toEqual(['Cercado nuevo', 'Guarda de una dehesa']);
    expect(dto.portfolio[0].photos).toHaveLength(2);
    expect(JSON.stringify(dto)).not.toContain('Martín');

    expect((await rosa.agent.get(`/api/professionals/${rosa.profileId}`)).json().viewer).toEqual({
      isSelf: true,
      canOffer: false,
    });
    for (const user of [pros.podador!, admin]) {
      const seen = await user.agent.get(`/api/professionals/${rosa.profileId}`);
      expect(seen.statusCode).toBe(200);
      expect(seen.json().viewer).toEqual({ isSelf: false, canOffer: admin === user });
    }
    expect((await anonymous().get(`/api/professionals/${rosa.profileId}`)).statusCode).toBe(401);
  });

  it('answers 404 for unknown ids, owners, suspended and deleted professionals', async () => {
    const gone = await professional('gone', { firstName: 'Ausente' }, {});
    for (const id of ['00000000-0000-4000-8000-000000000000', 'no-es-un-id', owner.profileId, admin.profileId]) {
      expect((await owner.agent.get(`/api/professionals/${id}`)).statusCode, id).toBe(404);
    }
    expect((await owner.agent.get(`/api/professionals/${gone.profileId}`)).statusCode).toBe(200);
    await ctx.database.db.update(profiles).set({ suspendedAt: new Date() }).where(eq(profiles.id, gone.profileId));
    expect((await owner.agent.get(`/api/professionals/${gone.profileId}`)).statusCode).toBe(404);
    await ctx.database.db
      .update(profiles)
      .set({ suspendedAt: null, deletedAt: new Date() })
      .where(eq(profiles.id, gone.profileId));
    expect((await owner.agent.get(`/api/professionals/${gone.profileId}`)).statusCode).toBe(404);
    // An unfinished profile is not listed, but its page exists.
    expect((await owner.agent.get(`/api/professionals/${pros.unfinished!.profileId}`)).statusCode).toBe(200);
  });

  it('an owner offers an open task from a portfolio and the professional accepts it', async () => {
    const taskId = await createTask(owner, await createProperty(owner), { title: 'Poda de almendros' });
    const offer = await owner.agent.post('/api/offers', {
      taskId,
      professionalId: pros.podador!.profileId,
      message: 'He visto tu portafolio y me encaja.',
      priceCents: 40_000,
      travelCents: 0,
    });
    expect(offer.statusCode, offer.body).toBe(201);
    const accepted = await pros.podador!.agent.post(`/api/offers/${offer.json().id}/accept`);
    expect(accepted.json()).toEqual({ taskId, status: 'assigned' });
  });
});

describe('helpers', () => {
  it('builds safe prefix queries and last initials', () => {
    expect(professionalTsQuery('  Poda  olivos ')).toBe('Poda:* & olivos:*');
    expect(professionalTsQuery("jose' | !x:*")).toBe('jose:* & x:*');
    expect(professionalTsQuery('¡¿!?')).toBeNull();
    expect(professionalTsQuery(undefined)).toBeNull();
    expect(lastInitial('Sánchez Lara')).toBe('S.');
    expect(lastInitial('  álvarez')).toBe('Á.');
    expect(lastInitial('')).toBeNull();
    expect(lastInitial(null)).toBeNull();
  });
});
