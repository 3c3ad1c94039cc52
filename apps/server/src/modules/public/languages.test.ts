import { fieldWorkerProfiles } from '@faena/db';
import { slugId } from '@faena/shared';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createProperty, createTask } from '../../../test/fixtures';
import { Agent, createTestApp, signUp, type TestContext } from '../../../test/helpers';
import { PRO_PROFILE } from '../../../test/inputs';
import { loadTranslations } from '../../lib/i18n';

// The public pages per language (decision 0036): which languages are offered is read per request
// (`offeredLanguages()`), so each test says which; all five, as once every translation is complete.
const ALL = ['es', 'ca', 'gl', 'eu', 'en'];
const offered = vi.hoisted(() => ({ list: ['es', 'ca', 'gl', 'eu', 'en'] }));
vi.mock('@faena/shared', async (original) => ({
  ...(await original<typeof import('@faena/shared')>()),
  offeredLanguages: () => offered.list,
}));

const ORIGIN = 'http://localhost:3000';
let ctx: TestContext;
let visitor: Agent;
let taskSlug: string;
let taskId: string;
let proSlug: string;

beforeAll(async () => {
  ctx = await createTestApp();
  // The app reads the catalogues of the languages it offers at start (app.ts): here, all of them.
  await loadTranslations(['ca', 'gl', 'eu', 'en']);
  visitor = new Agent(ctx.app);
  const owner = await signUp(ctx, { firstName: 'Montse' });
  const propertyId = await createProperty(owner);
  taskId = await createTask(owner, propertyId, { title: 'Poda de olivos en la masía' });
  taskSlug = slugId('Poda de olivos en la masía', taskId);
  const pro = await signUp(ctx, { role: 'professional', firstName: 'Jordi', lastName: 'Puig Serra' });
  expect((await pro.agent.put('/api/profile/professional', PRO_PROFILE)).statusCode).toBe(200);
  await ctx.database.db
    .update(fieldWorkerProfiles)
    .set({ ratingAvg: 4.5, ratingCount: 2, completedCount: 3 })
    .where(eq(fieldWorkerProfiles.profileId, pro.profileId));
  const page = await visitor.get(`/profesionales/${pro.profileId}`);
  expect(page.statusCode).toBe(301);
  proSlug = String(page.headers.location).replace('/profesionales/', '');
}, 60_000);

afterEach(() => {
  offered.list = ALL;
});

afterAll(async () => {
  await ctx?.close();
});

const alternatesOf = (html: string) =>
  [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map(([, lang, href]) => [lang, href]);

describe('with all five languages offered', () => {
  it('/ca/tareas/… is the task in Catalan: lang, texts, formats, canonical, hreflang alternates', async () => {
    const res = await visitor.get(`/ca/tareas/${taskSlug}`);
    expect(res.statusCode, res.body).toBe(200);
    const html = res.body;
    expect(html).toContain('<html lang="ca">');
    expect(html).toContain('<meta property="og:locale" content="ca_ES">');
    expect(html).toContain('<dt>Pressupost</dt><dd>300,00\u00a0€ – 500,00\u00a0€</dd>');
    expect(html).toContain('<dt>Urgència</dt>');
    expect(html).toContain('>Envia la sol·licitud</a>');
    expect(html).toContain('<h1>Poda de olivos en la masía</h1>');
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/ca/tareas/${taskSlug}">`);
    expect(alternatesOf(html)).toEqual([
      ['es', `${ORIGIN}/tareas/${taskSlug}`],
      ['ca', `${ORIGIN}/ca/tareas/${taskSlug}`],
      ['gl', `${ORIGIN}/gl/tareas/${taskSlug}`],
      ['eu', `${ORIGIN}/eu/tareas/${taskSlug}`],
      ['en', `${ORIGIN}/en/tareas/${taskSlug}`],
      ['x-default', `${ORIGIN}/tareas/${taskSlug}`],
    ]);
    // The category in the shared catalogue's Catalan; the links stay in Catalan; the province is a proper name.
    expect(html).toContain('<a href="/ca/tareas/en/jaen/poda">Poda i tala</a>');
    expect(html).toContain('<a href="/ca/tareas/en/jaen">Totes les tasques a Jaén</a>');
    expect(html).not.toMatch(/href="\/(tareas|profesionales)\//);
    const data = JSON.parse(html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)?.[1] ?? '');
    expect(data).toMatchObject({ serviceType: 'Poda i tala', url: `${ORIGIN}/ca/tareas/${taskSlug}` });
  });

  it('the Castellano page keeps its address and text, and names the others as alternates', async () => {
    const html = (await visitor.get(`/tareas/${taskSlug}`)).body;
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('<dt>Presupuesto</dt><dd>300,00\u00a0€ – 500,00\u00a0€</dd>');
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/tareas/${taskSlug}">`);
    expect(alternatesOf(html)).toHaveLength(6);
    expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${ORIGIN}/tareas/${taskSlug}">`);
  });

  it('every page has its language: listings, a professional, English money', async () => {
    const en = await visitor.get('/en/tareas/en/jaen');
    expect(en.statusCode, en.body).toBe(200);
    expect(en.body).toContain('<html lang="en">');
    expect(en.body).toContain('<h1>Countryside jobs in Jaén</h1>');
    expect(en.body).toContain('<strong>€300.00 – €500.00</strong>');
    expect(en.body).toContain(`<a href="/en/tareas/${taskSlug}">`);
    const gl = await visitor.get('/gl/tareas/en/jaen/poda');
    expect(gl.statusCode).toBe(200);
    expect(gl.body).toContain('<html lang="gl">');
    expect(gl.body).toContain('<a href="/gl/profesionales/en/jaen/poda">');
    const eu = await visitor.get(`/eu/profesionales/${proSlug}`);
    expect(eu.statusCode, eu.body).toBe(200);
    expect(eu.body).toContain('<html lang="eu">');
    expect(eu.body).toContain('<dt>Balorazioa</dt>');
    const list = await visitor.get('/ca/profesionales/en/jaen/poda');
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain('<h1>Poda i tala: professionals a Jaén</h1>');
    expect(list.body).toContain(`<a href="/ca/profesionales/${proSlug}">`);
  });

  it('concurrent requests each keep their own language', async () => {
    const langs = ['ca', 'es', 'en', 'gl', 'eu', 'es', 'ca', 'en'];
    const pages = await Promise.all(
      langs.map((lang) => visitor.get(`${lang === 'es' ? '' : `/${lang}`}/tareas/${taskSlug}`)),
    );
    pages.forEach((page, i) => {
      expect(page.body).toContain(`<html lang="${langs[i]}">`);
      expect(page.body).toContain(langs[i] === 'en' ? '€300.00' : '300,00\u00a0€');
    });
  });

  it('a wrong slug is redirected within the language; a closed or unknown page is a 404 in it', async () => {
    const moved = await visitor.get(`/gl/tareas/titulo-viejo-${taskId}`);
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe(`/gl/tareas/${taskSlug}`);
    const gone = await visitor.get('/ca/tareas/algo-00000000-0000-4000-8000-000000000000');
    expect(gone.statusCode).toBe(404);
    expect(gone.body).toContain('<html lang="ca">');
    expect(gone.body).toContain('Aquesta pàgina no està disponible');
    expect(gone.body).not.toContain('hreflang');
  });

  it('the sitemaps list every page in every language, with xhtml:link alternates and x-default', async () => {
    const tasks = (await visitor.get('/sitemaps/tareas-1.xml')).body;
    expect(tasks).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    for (const prefix of ['', '/ca', '/gl', '/eu', '/en']) {
      expect(tasks).toContain(`<loc>${ORIGIN}${prefix}/tareas/${taskSlug}</loc>`);
      expect(tasks).toContain(`hreflang="${prefix.slice(1) || 'es'}" href="${ORIGIN}${prefix}/tareas/${taskSlug}"/>`);
    }
    expect(tasks).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}/tareas/${taskSlug}"/>`);
    const entry = tasks.split('\n').find((line) => line.includes(`<loc>${ORIGIN}/eu/tareas/${taskSlug}</loc>`)) ?? '';
    expect(entry.match(/<xhtml:link /g)).toHaveLength(6);
    const listings = (await visitor.get('/sitemaps/listados.xml')).body;
    expect(listings).toContain(`<loc>${ORIGIN}/en/tareas/en/jaen/poda</loc>`);
    const pros = (await visitor.get('/sitemaps/profesionales-1.xml')).body;
    expect(pros).toContain(`<loc>${ORIGIN}/gl/profesionales/${proSlug}</loc>`);
  });

  it('a prefix that is not an offered language, or a hostile path, is a 404 page, never an error', async () => {
    for (const url of [
      `/xx/tareas/${taskSlug}`,
      `/pseudo/tareas/${taskSlug}`,
      `/CA/tareas/${taskSlug}`,
      `/es/tareas/${taskSlug}`,
      `/Ca/tareas/en/jaen`,
      '/ca/tareas/..%2F..%2Fetc%2Fpasswd',
      '/ca/tareas/en/..%2F..%2Fetc',
      '/ca/tareas/en/jaen/..%2F..',
      '/ca/profesionales/en/%00/poda',
      '/..%2F/tareas/en/jaen',
      `/ca%2F..%2F/tareas/${taskSlug}`,
      '/ca/tareas/%3Cscript%3E',
    ]) {
      const res = await visitor.get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toContain('text/html');
      // Not a language: the Castellano 404. A language's unknown page: its own 404.
      expect(res.body, url).toContain(url.startsWith('/ca/') ? '<html lang="ca">' : '<html lang="es">');
      expect(res.body, url).not.toContain('<script>');
    }
    // Under /api/: the API's JSON 404, not a page.
    const api = await visitor.get(`/api/tareas/${taskSlug}`);
    expect(api.statusCode).toBe(404);
    expect(api.json().error.code).toBe('NOT_FOUND');
    // Longer than a route parameter may be (Fastify's maxParamLength): no route, the API's 404.
    expect((await visitor.get(`/${'c'.repeat(3000)}/tareas/en/jaen`)).statusCode).toBe(404);
  });
});

describe('with only Castellano offered', () => {
  it('/ca/… does not exist and the Castellano pages are as before: no alternates, no xhtml in the sitemaps', async () => {
    offered.list = ['es'];
    for (const url of [`/ca/tareas/${taskSlug}`, '/en/tareas/en/jaen', '/gl/profesionales/en/jaen/poda']) {
      const res = await visitor.get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toContain('<html lang="es">');
    }
    const html = (await visitor.get(`/tareas/${taskSlug}`)).body;
    expect(html).toContain('<html lang="es">');
    expect(html).not.toContain('hreflang');
    expect(html).not.toContain('/ca/');
    const tasks = (await visitor.get('/sitemaps/tareas-1.xml')).body;
    expect(tasks).not.toContain('xhtml');
    expect(tasks).toContain(`<url><loc>${ORIGIN}/tareas/${taskSlug}</loc><lastmod>`);
    expect(tasks).not.toContain('/ca/');
  });

  it('only the offered languages have pages: with Castellano and Català, /en/… is a 404', async () => {
    offered.list = ['es', 'ca'];
    expect((await visitor.get(`/en/tareas/${taskSlug}`)).statusCode).toBe(404);
    const html = (await visitor.get(`/ca/tareas/${taskSlug}`)).body;
    expect(alternatesOf(html).map(([lang]) => lang)).toEqual(['es', 'ca', 'x-default']);
  });
});
