import fs from 'node:fs';
import path from 'node:path';
import { fieldWorkerProfiles, tasks } from '@faena/db';
import { addMonths, type Language, publishDateOf } from '@faena/shared';
import { eq, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProperty, createTask, inDays } from '../../../test/fixtures';
import { createTestApp, signUp, type TestContext, type TestUser } from '../../../test/helpers';
import { runSeriesTick } from '../series';

// Issue 24: search in every language, accents and case ignored (migration 0015), through the API
// as people use it: the searcher's language is their account's ('Idioma').

let ctx: TestContext;
let pro: TestUser;
const ids: Record<string, string> = {};
let catalanAuthor: TestUser;
let masia: string;

/** Raw SQL's rows, from pg and PGlite alike. */
async function rowsOf<T>(query: SQL): Promise<T[]> {
  return ((await ctx.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** 'Idioma' in /profile. */
async function chooseLanguage(user: TestUser, language: Language) {
  const res = await user.agent.put('/api/profile/language', { language });
  expect(res.statusCode, res.body).toBe(200);
}

async function author(language: Language): Promise<TestUser> {
  const user = await signUp(ctx);
  await chooseLanguage(user, language);
  return user;
}

/** GET `path` with `?q=`, as `user` reading `language`: the ids found. */
async function searchAs(user: TestUser, language: Language, path: string, q: string, id: 'id' | 'profileId') {
  await chooseLanguage(user, language);
  const res = await user.agent.get(`${path}?q=${encodeURIComponent(q)}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().items as Record<string, string>[]).map((item) => item[id]);
}

beforeAll(async () => {
  ctx = await createTestApp();
  pro = await signUp(ctx, { role: 'professional' });
  const ca = await author('ca');
  catalanAuthor = ca;
  masia = await createProperty(ca, { province: '17', municipalityCode: '17079' });
  ids.catalan = await createTask(ca, masia, {
    title: "Poda d'oliveres a la masia",
    category: 'poda',
    description: 'Cal podar les oliveres velles del camp de darrere i endur-se les branques.',
  });
  const eu = await author('eu');
  ids.basque = await createTask(eu, await createProperty(eu, { province: '20', municipalityCode: '20069' }), {
    title: 'Sagarrondoak inausi baserrian',
    category: 'poda',
    description: 'Hogei zuhaitz zahar daude etxearen atzeko soroan.',
  });
  const gl = await author('gl');
  ids.galician = await createTask(gl, await createProperty(gl, { province: '27', municipalityCode: '27028' }), {
    title: 'Limpeza do hórreo e da eira',
    category: 'limpieza',
    description: 'Hai que limpar o hórreo de pedra e varrer a eira antes da malla.',
  });
  const es = await signUp(ctx);
  ids.castellano = await createTask(es, await createProperty(es, { province: '10', municipalityCode: '10037' }), {
    title: 'Podar encinas junto a la casa',
    category: 'poda',
    description: 'Hay que podar doce encinas viejas que rozan el tejado de la casa de guarda.',
  });
});
afterAll(async () => {
  await ctx?.close();
});

/** The tasks a professional who reads Castellano finds with `q`. */
const found = (q: string) => searchAs(pro, 'es', '/api/tasks', q, 'id');
/** The tasks a professional who reads `language` finds with `q`. */
const foundIn = (language: Language, q: string) => searchAs(pro, language, '/api/tasks', q, 'id');

describe('tasks written in another language', () => {
  it("keeps the author's language on the task (Castellano for a Castellano author)", async () => {
    const rows = await ctx.database.db.select({ id: tasks.id, language: tasks.language }).from(tasks);
    const byId = new Map(rows.map((r) => [r.id, r.language]));
    expect(byId.get(ids.catalan as string)).toBe('ca');
    expect(byId.get(ids.basque as string)).toBe('eu');
    expect(byId.get(ids.galician as string)).toBe('gl');
    expect(byId.get(ids.castellano as string)).toBe('es');
  });

  it('finds a Catalan task by its Catalan words, their forms, without accents or case', async () => {
    for (const q of ['oliveres', 'olivera', 'MASÍA', 'masia', 'Masies', 'poda oliveres']) {
      expect(await found(q), q).toContain(ids.catalan);
      expect(await foundIn('ca', q), q).toContain(ids.catalan);
    }
    // Catalan's stemmer only: "podades" is pod- in Catalan, podad- in Castellano.
    expect(await foundIn('ca', 'oliveres podades')).toEqual([ids.catalan]);
    expect(await found('oliveres podades')).toEqual([]);
  });

  it('finds a Basque task by a Basque word form Castellano does not stem', async () => {
    expect(await foundIn('eu', 'sagarrondo')).toEqual([ids.basque]);
    expect(await foundIn('eu', 'BASERRI')).toEqual([ids.basque]);
    expect(await found('sagarrondo')).toEqual([]);
    expect(await found('baserrian')).toEqual([ids.basque]);
  });

  it('finds a Galician task (simple with unaccent: no stemmer) without accents or case', async () => {
    for (const q of ['horreo', 'HÓRREO', 'eira']) {
      expect(await foundIn('gl', q), q).toEqual([ids.galician]);
      expect(await found(q), q).toEqual([ids.galician]);
    }
    const [vector] = await rowsOf<{ v: string }>(sql`select to_tsvector('faena_gl', 'Hórreos da EIRA')::text as v`);
    expect(vector?.v).toBe("'da':2 'eira':3 'horreos':1");
  });

  it('finds a Castellano task as before, and its vector is Castellano alone', async () => {
    expect(await found('podando encina')).toEqual([ids.castellano]);
    expect(await foundIn('ca', 'podando encina')).toEqual([ids.castellano]);
    expect(await found('caceres')).toEqual([ids.castellano]);
    const [row] = await rowsOf<{ same: boolean }>(
      sql`select search_vector = setweight(to_tsvector('faena_es', title), 'A') ||
                   setweight(to_tsvector('faena_es', 'Poda y tala ' || municipality || ' Cáceres'), 'B') ||
                   setweight(to_tsvector('faena_es', description), 'C') as same
            from tasks where id = ${ids.castellano}`,
    );
    expect(row?.same).toBe(true);
  });

  it('follows a change of text and keeps the language', async () => {
    await ctx.database.db
      .update(tasks)
      .set({ description: 'Les branques de les oliveres es cremen al marge.' })
      .where(eq(tasks.id, ids.catalan as string));
    expect(await foundIn('ca', 'marges')).toEqual([ids.catalan]);
    expect(await foundIn('ca', 'velles')).toEqual([]);
  });
});

describe('a series written in another language', () => {
  it("publishes each occurrence in its source task's language", async () => {
    const start = inDays(10);
    const res = await catalanAuthor.agent.post('/api/tasks', {
      propertyId: masia,
      category: 'piscinas',
      urgency: 'normal',
      title: 'Neteja trimestral de la piscina',
      description: 'Neteja del fons, les parets i el filtre.',
      preferredStartDate: start,
      photoIds: [],
      recurrence: { kind: 'every_months', interval: 3 },
      publish: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    const seriesId = res.json().series.id as string;
    await runSeriesTick(ctx.database.db, new Date(`${publishDateOf(addMonths(start, 3))}T10:00:00Z`));
    const occurrences = await ctx.database.db
      .select({ language: tasks.language })
      .from(tasks)
      .where(eq(tasks.seriesId, seriesId));
    expect(occurrences.map((o) => o.language)).toEqual(['ca', 'ca']);
  });
});

describe('professionals who write in another language', () => {
  it('finds a Catalan professional by the Catalan words of their headline and bio', async () => {
    const jordi = await signUp(ctx, { role: 'professional', firstName: 'Jordi' });
    await chooseLanguage(jordi, 'ca');
    const res = await jordi.agent.put('/api/profile/professional', {
      headline: "Poda d'oliveres i vinyes",
      bio: 'Treballo a les masies del Baix Empordà.',
      categories: ['poda'],
      serviceProvinces: ['17'],
      travelRadiusKm: 50,
      hourlyRateCents: 2000,
      yearsExperience: 5,
      availability: null,
    });
    expect(res.statusCode, res.body).toBe(200);
    const search = async (language: Language, q: string) =>
      searchAs(pro, language, '/api/professionals', q, 'profileId');
    expect(await search('es', 'oliveres')).toEqual([jordi.profileId]);
    expect(await search('ca', 'MASIA')).toEqual([jordi.profileId]);
    // Catalan's stem only ("podem": pod- in Catalan, podem- in Castellano; words match as prefixes).
    expect(await search('ca', 'podem')).toEqual([jordi.profileId]);
    expect(await search('es', 'podem')).toEqual([]);
    // Back to Castellano: the vector is Castellano's alone again (0003's document).
    await chooseLanguage(jordi, 'es');
    const [row] = await rowsOf<{ same: boolean }>(
      sql`select f.search_vector = professional_search_document(p.first_name, p.last_name, f.headline, f.bio) as same
            from field_worker_profiles f join profiles p on p.id = f.profile_id where f.profile_id = ${jordi.profileId}`,
    );
    expect(row?.same).toBe(true);
    await ctx.database.db.delete(fieldWorkerProfiles).where(eq(fieldWorkerProfiles.profileId, jordi.profileId));
  });
});

describe('migration 0015', () => {
  it('runs again without an error or a change', async () => {
    const file = path.resolve(import.meta.dirname, '../../../../../packages/db/migrations/0015_search_languages.sql');
    const vectors = sql`select id, search_vector::text as v from tasks order by id`;
    const before = await rowsOf<{ id: string; v: string }>(vectors);
    for (const statement of fs.readFileSync(file, 'utf8').split('--> statement-breakpoint')) {
      await ctx.database.db.execute(sql.raw(statement));
    }
    expect(await rowsOf<{ id: string; v: string }>(vectors)).toEqual(before);
    await ctx.database.db
      .update(tasks)
      .set({ title: 'Poda de les oliveres' })
      .where(eq(tasks.id, ids.catalan as string));
    expect(await foundIn('ca', 'olivera')).toEqual([ids.catalan]);
  });
});
