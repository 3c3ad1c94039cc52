import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config/env';
import { errorsPlugin } from './errors';
import { securityPlugin } from './security';
import { webPlugin } from './web';

/**
 * The security headers, built from configuration: a CSP without inline scripts except
 * by hash, the analytics host only when a key is set, frame-ancestors 'none', nosniff,
 * Referrer-Policy, and HSTS only in production on HTTPS. A bare Fastify app with just this
 * plugin, so each configuration costs milliseconds.
 */
async function headersFor(env: Record<string, string>, hashes: string[] = []) {
  const config = loadConfig({ DATA_DIR: '/tmp/faena-headers', ...env });
  const app = Fastify({ logger: false });
  await app.register(errorsPlugin);
  await app.register(securityPlugin, { config, inlineScriptHashes: hashes });
  app.get('/', async () => 'ok');
  app.post('/api/cosa', async () => ({ ok: true }));
  await app.ready();
  const res = await app.inject({ method: 'GET', url: '/' });
  const post = (origin?: string) =>
    app.inject({ method: 'POST', url: '/api/cosa', headers: origin ? { origin } : {}, payload: {} });
  return { headers: res.headers, post, close: () => app.close() };
}

/** MAP_STYLE_URL's default origin. */
const MAP = 'https://tiles.openfreemap.org';

function directives(csp: unknown): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const part of String(csp).split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) out.set(name, values);
  }
  return out;
}

describe('security headers', () => {
  it('a strict CSP: scripts from self and by hash only, no framing, no plugins, no foreign forms', async () => {
    const { headers, close } = await headersFor({}, ['sha256-abc123=']);
    const csp = directives(headers['content-security-policy']);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'", "'sha256-abc123='"]);
    expect(csp.get('script-src')?.some((v) => /unsafe/.test(v))).toBe(false);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    // The map's style host (MAP_STYLE_URL, OpenFreeMap by default) is the one other origin.
    expect(csp.get('connect-src')).toEqual(["'self'", MAP]);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers['strict-transport-security']).toBeUndefined();
    await close();
  });

  it('lets the page connect to the analytics host only when a key is set', async () => {
    const off = await headersFor({ POSTHOG_HOST: 'https://analitica.example' });
    expect(directives(off.headers['content-security-policy']).get('connect-src')).toEqual(["'self'", MAP]);
    await off.close();
    const on = await headersFor({ POSTHOG_KEY: 'phc_x', POSTHOG_HOST: 'https://analitica.example' });
    const csp = directives(on.headers['content-security-policy']);
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://analitica.example', MAP]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    await on.close();
  });

  it('HSTS and upgrade-insecure-requests in production on HTTPS only', async () => {
    const prod = await headersFor({ NODE_ENV: 'production', PUBLIC_URL: 'https://faena.example' });
    expect(prod.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(directives(prod.headers['content-security-policy']).has('upgrade-insecure-requests')).toBe(true);
    await prod.close();
    const local = await headersFor({ NODE_ENV: 'production', PUBLIC_URL: 'http://localhost:3000' });
    expect(local.headers['strict-transport-security']).toBeUndefined();
    await local.close();
    const dev = await headersFor({ NODE_ENV: 'development', PUBLIC_URL: 'https://faena.example' });
    expect(dev.headers['strict-transport-security']).toBeUndefined();
    await dev.close();
  });
});

describe('Origin check (CSRF)', () => {
  it('refuses a write from another origin, "null" or a malformed one, in Spanish; allows its own and none', async () => {
    const { post, close } = await headersFor({ PUBLIC_URL: 'https://faena.example' });
    for (const origin of ['https://malicioso.example', 'null', 'https://faena.example.malicioso.example', '%%']) {
      const res = await post(origin);
      expect(res.statusCode, origin).toBe(403);
      expect(res.json().error).toEqual({ code: 'BAD_ORIGIN', message: 'Petición rechazada: no procede de Faena.' });
    }
    expect((await post('https://faena.example')).statusCode).toBe(200);
    // No Origin: not a browser's cross-site request (a browser sends one on every cross-site POST).
    expect((await post()).statusCode).toBe(200);
    await close();
  });
});

describe('security headers by kind of response', () => {
  it("the web's hashed files carry what a script or style sheet uses; pages and the service worker the whole set", async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'faena-headers-web-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<html><head></head><body><div id="root"></div></body></html>');
    fs.writeFileSync(path.join(dist, 'assets', 'cAbc123.js'), 'export const a = 1;');
    fs.writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    const config = loadConfig({
      DATA_DIR: '/tmp/faena-headers',
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://faena.example',
    });
    const app = Fastify({ logger: false });
    await app.register(errorsPlugin);
    await app.register(securityPlugin, { config, inlineScriptHashes: [] });
    await app.register(webPlugin, { distDir: dist });
    await app.ready();
    try {
      const asset = await app.inject({ method: 'GET', url: '/assets/cAbc123.js' });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['x-content-type-options']).toBe('nosniff');
      expect(asset.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(asset.headers['strict-transport-security']).toMatch(/max-age=/);
      expect(asset.headers['cache-control']).toContain('immutable');
      for (const name of [
        'content-security-policy',
        'x-frame-options',
        'cross-origin-opener-policy',
        'etag',
        'last-modified',
      ]) {
        expect(asset.headers[name], name).toBeUndefined();
      }
      // A name under /assets/ that is not a file: an error, still not sniffable.
      const missing = await app.inject({ method: 'GET', url: '/assets/no-existe.js' });
      expect(missing.statusCode).toBe(404);
      expect(missing.headers['x-content-type-options']).toBe('nosniff');
      // A worker's policy comes with its script, a page's with the page: the whole set on both.
      for (const url of ['/sw.js', '/dashboard', '/']) {
        const res = await app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(200);
        expect(directives(res.headers['content-security-policy']).get('frame-ancestors'), url).toEqual(["'none'"]);
        expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      }
    } finally {
      await app.close();
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });
});
