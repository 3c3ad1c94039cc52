import fs from 'node:fs';
import path from 'node:path';
import { fieldWorkerProfiles, profiles, tasks } from '@faena/db';
import { slugId } from '@faena/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProperty, createTask } from '../../../test/fixtures';
import { Agent, createTestApp, signUp, type TestContext, type TestUser } from '../../../test/helpers';
import { jpegOf, uploadImages } from '../../../test/images';
import { PRO_PROFILE } from '../../../test/inputs';
import { SIGNED_IN_PREFIXES } from './sitemap';

let ctx: TestContext;
let visitor: Agent;
let owner: TestUser;
let pro: TestUser;
let hiddenPro: TestUser;
let openTask: string;
let photoId: string;
let propertyPhotoId: string;
let closedTask: string;
let hiddenTask: string;
let suspendedOwnersTask: string;

const ADDRESS = 'Camino del Cerro, km 2';
const ACCESS = 'Cancela verde, candado 1234';

beforeAll(async () => {
  ctx = await createTestApp();
  visitor = new Agent(ctx.app);
  owner = await signUp(ctx, { firstName: 'Carmen', lastName: 'Ruiz Escondido' });
  const [propertyPhoto] = await uploadImages(owner.agent, 'property', [
    { name: 'finca.jpg', data: await jpegOf(80, 60) },
  ]);
  propertyPhotoId = propertyPhoto?.id ?? '';
  const propertyId = await createProperty(owner, {
    address: ADDRESS,
    accessNotes: ACCESS,
    accessKeys: 'Bajo la piedra',
    needs4x4: true,
    photoIds: [propertyPhotoId],
  });
  const [photo] = await uploadImages(owner.agent, 'task', [{ name: 'olivos.jpg', data: await jpegOf(80, 60) }]);
  photoId = photo?.id ?? '';
  openTask = await createTask(owner, propertyId, { title: 'Poda de 40 olivos en Úbeda', photoIds: [photoId] });
  closedTask = await createTask(owner, propertyId, { title: 'Desbroce ya cerrado' });
  await ctx.database.db
    .update(tasks)
    .set({ status: 'cancelled', cancelledAt: new Date() })
    .where(eq(tasks.id, closedTask));
  hiddenTask = await createTask(owner, propertyId, { title: 'Tarea oculta por moderación' });
  await ctx.database.db.update(tasks).set({ hiddenAt: new Date() }).where(eq(tasks.id, hiddenTask));

  const suspended = await signUp(ctx, { firstName: 'Sancho' });
  const otherProperty = await createProperty(suspended);
  suspendedOwnersTask = await createTask(suspended, otherProperty, { title: 'Tarea de una cuenta suspendida' });
  await ctx.database.db.update(profiles).set({ suspendedAt: new Date() }).where(eq(profiles.id, suspended.profileId));

  pro = await signUp(ctx, { role: 'professional', firstName: 'Pedro', lastName: 'Sánchez Lara' });
  expect((await pro.agent.put('/api/profile/professional', PRO_PROFILE)).statusCode).toBe(200);
  await ctx.database.db
    .update(fieldWorkerProfiles)
    .set({ ratingAvg: 4.5, ratingCount: 2, completedCount: 3 })
    .where(eq(fieldWorkerProfiles.profileId, pro.profileId));
  hiddenPro = await signUp(ctx, { role: 'professional', firstName: 'Oculta', lastName: 'Gómez' });
  expect((await hiddenPro.agent.put('/api/profile/professional', PRO_PROFILE)).statusCode).toBe(200);
  await ctx.database.db
    .update(fieldWorkerProfiles)
    .set({ publicPage: false })
    .where(eq(fieldWorkerProfiles.profileId, hiddenPro.profileId));
}, 60_000);

afterAll(async () => {
  await ctx?.close();
});

describe('a public task', () => {
  it('is readable without an account and carries no private field', async () => {
    const res = await visitor.get(`/api/public/tasks/${openTask}`);
    expect(res.statusCode, res.body).toBe(200);
    const task = res.json();
    expect(task).toMatchObject({
      id: openTask,
      slug: `poda-de-40-olivos-en-ubeda-${openTask}`,
      title: 'Poda de 40 olivos en Úbeda',
      province: '23',
      owner: { firstName: 'Carmen' },
    });
    expect(task.municipality).toBeTruthy();
    expect(task.photos).toHaveLength(1);
    expect(task.photos[0].url).toBe(`/api/public/images/${photoId}/display`);
    for (const key of [
      'address',
      'cadastralRef',
      'poligono',
      'parcela',
      'accessNotes',
      'accessTrack',
      'accessGate',
      'accessKeys',
      'needs4x4',
      'latitude',
      'longitude',
      'pointLatitude',
      'propertyId',
      'ownerId',
      'lastName',
      'phone',
    ]) {
      expect(JSON.stringify(task)).not.toContain(`"${key}"`);
    }
    for (const secret of [ADDRESS, ACCESS, 'Bajo la piedra', 'Ruiz', propertyPhotoId])
      expect(res.body).not.toContain(secret);
  });

  it('answers 404 when closed, hidden, its owner suspended, or unknown', async () => {
    for (const id of [closedTask, hiddenTask, suspendedOwnersTask, '00000000-0000-4000-8000-000000000000', 'nada']) {
      expect((await visitor.get(`/api/public/tasks/${id}`)).statusCode).toBe(404);
      const page = await visitor.get(`/tareas/algo-${id}`);
      expect(page.statusCode).toBe(404);
      expect(page.body).toContain('<meta name="robots" content="noindex, follow">');
      expect(page.body).not.toContain('rel="canonical"');
    }
  });

  it('serves its photos to visitors, never a property photo', async () => {
    const photo = await visitor.get(`/api/public/images/${photoId}/thumb`);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/webp');
    expect((await visitor.get(`/api/public/images/${propertyPhotoId}/display`)).statusCode).toBe(404);
    for (const id of ['------------------------------------', 'nada', `${photoId}x`]) {
      const res = await visitor.get(`/api/public/images/${encodeURIComponent(id)}/thumb`);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('NOT_FOUND');
    }
    expect((await visitor.get(`/api/public/images/${photoId}/grande`)).statusCode).toBe(404);
  });

  it('is a complete HTML page: title, canonical, Open Graph with its photo, JSON-LD that parses', async () => {
    const slug = slugId('Poda de 40 olivos en Úbeda', openTask);
    const res = await visitor.get(`/tareas/${slug}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const html = res.body;
    expect(html).toMatch(/<title>Poda de 40 olivos en Úbeda en [^<]+ · Faena<\/title>/);
    expect(html).toContain('<h1>Poda de 40 olivos en Úbeda</h1>');
    expect(html).toContain(`<link rel="canonical" href="http://localhost:3000/tareas/${slug}">`);
    expect(html).toContain('<meta property="og:title" content="Poda de 40 olivos en Úbeda en');
    expect(html).toContain(
      `<meta property="og:image" content="http://localhost:3000/api/public/images/${photoId}/display">`,
    );
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html).toContain(`href="/auth?volver=${encodeURIComponent(`/task/${openTask}#solicitud`)}"`);
    for (const secret of [ADDRESS, ACCESS, 'Ruiz']) expect(html).not.toContain(secret);
    const block = html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)?.[1];
    expect(block).toBeTruthy();
    const data = JSON.parse(block ?? '');
    expect(data).toMatchObject({
      '@type': 'Service',
      name: 'Poda de 40 olivos en Úbeda',
      offers: { '@type': 'Offer', priceCurrency: 'EUR', priceSpecification: { minPrice: 300, maxPrice: 500 } },
    });
    // No other script: the page needs none and the CSP allows none inline.
    expect(html.match(/<script/g)).toHaveLength(1);
  });

  it('sends a signed-in user straight to the action', async () => {
    const html = (await pro.agent.get(`/tareas/${slugId('Poda de 40 olivos en Úbeda', openTask)}`)).body;
    expect(html).toContain(`href="/task/${openTask}#solicitud"`);
  });

  it('redirects a wrong slug to the canonical address (301)', async () => {
    const res = await visitor.get(`/tareas/titulo-viejo-${openTask}`);
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe(`/tareas/${slugId('Poda de 40 olivos en Úbeda', openTask)}`);
  });

  it('escapes what the owner wrote, in the page and in the JSON-LD', async () => {
    const propertyId = await createProperty(owner);
    const title = 'Poda </script><script>alert(1)</script> & "más"';
    const id = await createTask(owner, propertyId, { title });
    const res = await visitor.get(`/tareas/${slugId(title, id)}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<script>alert(1)');
    expect(res.body).toContain('Poda &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;más&quot;');
    const block = res.body.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)?.[1] ?? '';
    expect(JSON.parse(block).name).toBe(title);
  });
});

describe('the JSON answers', () => {
  it('are cached like the pages, a 404 too, but not a refused query', async () => {
    for (const url of [
      `/api/public/tasks/${openTask}`,
      `/api/public/tasks/${closedTask}`,
      '/api/public/tasks?province=23',
      `/api/public/professionals/${pro.profileId}`,
      `/api/public/professionals/${hiddenPro.profileId}`,
      '/api/public/professionals?province=23&category=poda',
    ]) {
      expect((await visitor.get(url)).headers['cache-control'], url).toBe('public, max-age=60');
    }
    const refused = await visitor.get('/api/public/tasks?province=99');
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['cache-control']).toBeUndefined();
  });
});

describe('listings', () => {
  it('lists the open tasks of a province and of a category, paged', async () => {
    const json = await visitor.get('/api/public/tasks?province=23&category=poda');
    expect(json.statusCode).toBe(200);
    const ids = json.json().items.map((t: { id: string }) => t.id);
    expect(ids).toContain(openTask);
    expect(ids).not.toContain(closedTask);
    expect(ids).not.toContain(hiddenTask);
    expect(ids).not.toContain(suspendedOwnersTask);
    // The count leaves out the same tasks (it is a query of its own).
    expect(json.json().total).toBe(ids.length);
    const page = await visitor.get('/tareas/en/jaen/poda');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1>Poda y tala: tareas en Jaén</h1>');
    expect(page.body).toContain(`href="/tareas/${slugId('Poda de 40 olivos en Úbeda', openTask)}"`);
    expect(page.body).toContain('href="/tareas/en/cordoba/poda"');
    const province = await visitor.get('/tareas/en/jaen');
    expect(province.statusCode).toBe(200);
    expect(province.body).not.toContain('Desbroce ya cerrado');
    expect((await visitor.get('/tareas/en/atlantida')).statusCode).toBe(404);
    expect((await visitor.get('/tareas/en/jaen?pagina=2')).statusCode).toBe(404);
    expect((await visitor.get('/profesionales/en/jaen/poda?pagina=50')).statusCode).toBe(404);
    expect((await visitor.get('/tareas/en/jaen?pagina=nada')).statusCode).toBe(200);
    expect((await visitor.get('/tareas/en/jaen/nada')).statusCode).toBe(404);
    expect((await visitor.get('/api/public/tasks?province=99')).statusCode).toBe(400);
  });

  it('pages 21 tasks as 20 and 1, newest first, each once', async () => {
    const lister = await signUp(ctx);
    const property = await createProperty(lister, {
      province: '06',
      municipalityCode: '06015',
      name: 'Dehesa de Badajoz',
    });
    const made: string[] = [];
    for (let n = 1; n <= 21; n++)
      made.push(await createTask(lister, property, { title: `Vallado número ${n}`, category: 'vallado' }));
    const page = async (n: number) =>
      (await visitor.get(`/api/public/tasks?province=06&category=vallado&page=${n}`)).json() as {
        items: { id: string }[];
        pages: number;
        total: number;
      };
    const [first, second] = [await page(1), await page(2)];
    expect([first.items.length, second.items.length, first.pages, first.total]).toEqual([20, 1, 2, 21]);
    expect([...first.items, ...second.items].map((t) => t.id)).toEqual([...made].reverse());
  });

  it('lists public professionals by province and category, without the hidden ones', async () => {
    const res = await visitor.get('/api/public/professionals?province=23&category=poda');
    expect(res.statusCode).toBe(200);
    const names = res.json().items.map((p: { name: string }) => p.name);
    expect(names).toContain('Pedro S.');
    expect(names).not.toContain('Oculta G.');
    const page = await visitor.get('/profesionales/en/jaen/poda');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Pedro S.');
    expect(page.body).not.toContain('Oculta');
  });
});

describe('a public professional', () => {
  it('shows name with initial, trades, areas and rating; AggregateRating in JSON-LD', async () => {
    const res = await visitor.get(`/api/public/professionals/${pro.profileId}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Pedro S.',
      ratingAvg: 4.5,
      ratingCount: 2,
      categories: ['poda', 'desbroce'],
    });
    expect(res.body).not.toContain('Sánchez');
    expect(res.body).not.toContain('hourlyRate');
    const slug = slugId('Pedro S.', pro.profileId);
    const page = await visitor.get(`/profesionales/${slug}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1>Pedro S.</h1>');
    expect(page.body).toContain('Ofrecer trabajo');
    expect(page.body).toContain('Enviar mensaje');
    const block = page.body.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)?.[1] ?? '';
    expect(JSON.parse(block)).toMatchObject({
      '@type': 'Person',
      aggregateRating: { ratingValue: 4.5, ratingCount: 2 },
    });
  });

  it("goes away when the professional switches off 'Mostrar mi página pública' in /profile, and comes back", async () => {
    const hide = await pro.agent.put('/api/profile/professional', { ...PRO_PROFILE, publicPage: false });
    expect(hide.statusCode, hide.body).toBe(200);
    expect((await pro.agent.get('/api/profile')).json().fieldWorkerProfile.publicPage).toBe(false);
    expect((await visitor.get(`/api/public/professionals/${pro.profileId}`)).statusCode).toBe(404);
    expect((await visitor.get('/sitemaps/profesionales-1.xml')).body).not.toContain(pro.profileId);
    // Saving the profile without the field leaves the choice as it is.
    expect((await pro.agent.put('/api/profile/professional', PRO_PROFILE)).statusCode).toBe(200);
    expect((await visitor.get(`/api/public/professionals/${pro.profileId}`)).statusCode).toBe(404);
    const bad = await pro.agent.put('/api/profile/professional', { ...PRO_PROFILE, publicPage: 'sí' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.publicPage).toBe('Indica si quieres mostrar tu página pública.');
    expect((await pro.agent.put('/api/profile/professional', { ...PRO_PROFILE, publicPage: true })).statusCode).toBe(
      200,
    );
    expect((await visitor.get(`/api/public/professionals/${pro.profileId}`)).statusCode).toBe(200);
  });

  it('answers 404 when hidden, suspended, or an owner', async () => {
    expect((await visitor.get(`/api/public/professionals/${hiddenPro.profileId}`)).statusCode).toBe(404);
    expect((await visitor.get(`/profesionales/oculta-g-${hiddenPro.profileId}`)).statusCode).toBe(404);
    expect((await visitor.get(`/api/public/professionals/${owner.profileId}`)).statusCode).toBe(404);
    await ctx.database.db.update(profiles).set({ suspendedAt: new Date() }).where(eq(profiles.id, pro.profileId));
    try {
      expect((await visitor.get(`/api/public/professionals/${pro.profileId}`)).statusCode).toBe(404);
    } finally {
      await ctx.database.db.update(profiles).set({ suspendedAt: null }).where(eq(profiles.id, pro.profileId));
    }
  });
});

describe('crawlers', () => {
  it('robots.txt closes the API, the administration and every signed-in screen; names the sitemap', async () => {
    const res = await visitor.get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Disallow: /api/\n');
    expect(res.body).toContain('Disallow: /admin\n');
    expect(res.body).toContain('Allow: /tareas/');
    expect(res.body).toContain('Sitemap: http://localhost:3000/sitemap.xml');
    // Every signed-in route of the web's table is closed (a new one must be added to the list).
    const routes = fs.readFileSync(path.resolve(__dirname, '../../../../web/src/app/routes.ts'), 'utf8');
    const signedIn = [...routes.matchAll(/path: '([^']+)',\s*page: '[^']+',\s*access: 'signed-in'/g)].map(
      (m) => m[1] ?? '',
    );
    expect(signedIn.length).toBeGreaterThan(10);
    for (const route of signedIn) {
      expect(
        SIGNED_IN_PREFIXES.some((prefix) => route.startsWith(prefix.replace(/\/$/, ''))),
        route,
      ).toBe(true);
    }
  });

  it('the sitemap index points to paged sitemaps that list open tasks and public professionals only', async () => {
    const index = await visitor.get('/sitemap.xml');
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toContain('application/xml');
    expect(index.body).toContain('<loc>http://localhost:3000/sitemaps/tareas-1.xml</loc>');
    expect(index.body).toContain('<loc>http://localhost:3000/sitemaps/profesionales-1.xml</loc>');
    expect(index.body).toContain('<loc>http://localhost:3000/sitemaps/listados.xml</loc>');
    const taskMap = (await visitor.get('/sitemaps/tareas-1.xml')).body;
    expect(taskMap).toContain(`/tareas/poda-de-40-olivos-en-ubeda-${openTask}</loc><lastmod>`);
    for (const id of [closedTask, hiddenTask, suspendedOwnersTask]) expect(taskMap).not.toContain(id);
    const proMap = (await visitor.get('/sitemaps/profesionales-1.xml')).body;
    expect(proMap).toContain(pro.profileId);
    expect(proMap).not.toContain(hiddenPro.profileId);
    const lists = (await visitor.get('/sitemaps/listados.xml')).body;
    expect(lists).toContain('<loc>http://localhost:3000/tareas/en/jaen/poda</loc>');
    expect(lists).toContain('<loc>http://localhost:3000/profesionales/en/cordoba/desbroce</loc>');
    expect((await visitor.get('/sitemaps/tareas-2.xml')).statusCode).toBe(404);
    expect((await visitor.get('/sitemaps/otra.xml')).statusCode).toBe(404);
  });

  it('a task that closes leaves the sitemap at once', async () => {
    await ctx.database.db.update(tasks).set({ status: 'cancelled' }).where(eq(tasks.id, openTask));
    try {
      expect((await visitor.get('/sitemaps/tareas-1.xml')).body).not.toContain(openTask);
    } finally {
      await ctx.database.db.update(tasks).set({ status: 'open' }).where(eq(tasks.id, openTask));
    }
  });
});
