import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { analyticsOrigins } from '../../plugins/security';

describe('GET /api/config without an analytics key', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('says analytics is off, briefly cacheable', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      analytics: null,
      errorReports: null,
      map: { styleUrl: 'https://tiles.openfreemap.org/styles/liberty' },
    });
    expect(res.headers['cache-control']).toBe('public, max-age=300');
  });

  it('lets the page connect to no analytics host', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("connect-src 'self' https://tiles.openfreemap.org;");
    expect(csp).not.toContain('posthog');
  });
});

describe('GET /api/config with an analytics key', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ POSTHOG_KEY: 'phc_prueba' });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('hands the key and the EU host (the default) to the web', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.json()).toEqual({
      analytics: { key: 'phc_prueba', host: 'https://eu.i.posthog.com' },
      errorReports: null,
      map: { styleUrl: 'https://tiles.openfreemap.org/styles/liberty' },
    });
  });

  it('lets the page connect to the ingestion and assets hosts, and load no script from them', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain(
      "connect-src 'self' https://eu.i.posthog.com https://eu-assets.i.posthog.com https://tiles.openfreemap.org",
    );
    expect(csp).toMatch(/script-src 'self'[^;]*;/);
    expect(/script-src[^;]*posthog/.test(csp)).toBe(false);
  });
});

describe('GET /api/config with SENTRY_DSN', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({
      SENTRY_DSN: 'https://clavepublica@errores.faena.example/42',
      SENTRY_ENVIRONMENT: 'pruebas',
      SENTRY_RELEASE: 'faena@9.9.9',
    });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('hands the DSN, environment and release to the web', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.json()).toEqual({
      analytics: null,
      errorReports: {
        dsn: 'https://clavepublica@errores.faena.example/42',
        environment: 'pruebas',
        release: 'faena@9.9.9',
      },
      map: { styleUrl: 'https://tiles.openfreemap.org/styles/liberty' },
    });
  });

  it('lets the page post reports to the DSN host, and load no script from it', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("connect-src 'self' https://errores.faena.example https://tiles.openfreemap.org;");
    expect(/script-src[^;]*errores/.test(csp)).toBe(false);
  });
});

describe('SENTRY_DSN that is not a DSN', () => {
  it('stops the start with a Spanish message', async () => {
    const { loadConfig } = await import('../../config/env');
    for (const dsn of [
      'no-es-una-direccion',
      'https://errores.faena.example/42',
      'https://clave@errores.faena.example/',
    ]) {
      expect(() => loadConfig({ SENTRY_DSN: dsn })).toThrow(/SENTRY_DSN debe/);
    }
  });
});

describe('MAP_STYLE_URL', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ MAP_STYLE_URL: 'https://mapas.faena.example/estilo.json' });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('hands the style to the web and lets the page reach its origin and start the map worker', async () => {
    const config = await ctx.app.inject({ method: 'GET', url: '/api/config' });
    expect(config.json().map).toEqual({ styleUrl: 'https://mapas.faena.example/estilo.json' });
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("connect-src 'self' https://mapas.faena.example;");
    expect(csp).toMatch(/img-src [^;]*https:\/\/mapas\.faena\.example/);
    expect(csp).toContain("worker-src 'self' blob:");
    expect(/script-src[^;]*mapas/.test(csp)).toBe(false);
  });

  it('stops the start with a Spanish message when it is not an http(s) address', async () => {
    const { loadConfig } = await import('../../config/env');
    for (const url of ['no-es-una-direccion', 'ftp://mapas.faena.example/estilo.json']) {
      expect(() => loadConfig({ MAP_STYLE_URL: url })).toThrow(/MAP_STYLE_URL debe/);
    }
  });
});

describe('analyticsOrigins', () => {
  it('adds the region assets host for PostHog cloud, and nothing for a custom host', () => {
    expect(analyticsOrigins('https://us.i.posthog.com/')).toEqual([
      'https://us.i.posthog.com',
      'https://us-assets.i.posthog.com',
    ]);
    expect(analyticsOrigins('https://e.faena.es/ingest')).toEqual(['https://e.faena.es']);
    expect(analyticsOrigins('http://localhost:3301')).toEqual(['http://localhost:3301']);
  });
});
