import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/helpers';
import { buildApp } from '../app';
import { loadConfig } from '../config/env';

let app: FastifyInstance;
let drop: () => Promise<void>;
const dirs: string[] = [];

// With a built web app (its SPA fallback answers every other address): /api/docs is still the docs.
beforeAll(async () => {
  const database = await createTestDatabase();
  drop = database.drop;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'faena-docs-'));
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'faena-docs-web-'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<html><head></head><body><div id="root">web</div></body></html>');
  dirs.push(dataDir, webDist);
  app = await buildApp({
    config: loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
    database: database.handle,
    authSecret: 'secreto-de-pruebas-de-faena-con-32-caracteres-o-mas',
    webDist,
    logger: false,
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await drop?.();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

const get = (url: string) => app.inject({ method: 'GET', url });

describe('the API documentation page', () => {
  it('is an HTML page at /api/docs, not the web app', async () => {
    const res = await get('/api/docs');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('<div id="swagger-ui">');
    expect(res.body).toContain('<title>Faena API</title>');
    expect(res.body).not.toContain('<div id="root">web</div>');
    // The web app is there for its own addresses.
    expect((await get('/tareas')).body).toContain('<div id="root">web</div>');
  });

  it("loads only this server's files, every one of which it serves, under the site's own CSP", async () => {
    const page = await get('/api/docs');
    const csp = String(page.headers['content-security-policy']);
    // The site's policy, not a looser one for this page.
    expect(csp).toBe(String((await get('/api/health')).headers['content-security-policy']));
    expect(csp).toMatch(/script-src 'self'[^;]*;/);
    expect(csp).not.toMatch(/unsafe-eval/);
    // No CDN (the network is closed) and no inline script (the CSP allows none but the web's own).
    expect(page.body).not.toMatch(/(src|href)="(https?:)?\/\//);
    expect(page.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    const assets = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1] ?? '');
    expect(assets.length).toBeGreaterThanOrEqual(5);
    for (const asset of assets) {
      const res = await get(new URL(asset, 'http://localhost/api/docs').pathname);
      expect(res.statusCode, asset).toBe(200);
      expect(res.body.length, asset).toBeGreaterThan(0);
    }
    // Swagger UI's "valid" badge would call validator.swagger.io.
    const initializer = (await get('/api/docs/static/swagger-initializer.js')).body;
    expect(initializer).toMatch(/"validatorUrl":\s*null/);
    // Read-only, without Swagger's top bar: no "Try it out" or "Explore" to reach other documents.
    expect(initializer).toMatch(/"layout":\s*"BaseLayout"/);
    expect(initializer).toMatch(/"supportedSubmitMethods":\s*\[\]/);
    // Faena's icon in the tab, not Swagger's.
    const icon = await get('/api/docs/static/theme/favicon.svg');
    expect(icon.headers['content-type']).toBe('image/svg+xml');
    expect(icon.body).toContain('<svg');
  });

  it('shows the same OpenAPI document the server builds, also as JSON and YAML', async () => {
    const document = (await get('/api/openapi.json')).json() as { openapi: string; paths: Record<string, unknown> };
    expect(document.paths['/api/tasks/{taskId}']).toBeDefined();
    const json = await get('/api/docs/json');
    expect(json.statusCode).toBe(200);
    expect(json.json()).toEqual(document);
    const yaml = await get('/api/docs/yaml');
    expect(yaml.statusCode).toBe(200);
    expect(yaml.headers['content-type']).toMatch(/yaml/);
    expect(yaml.body).toContain(`openapi: ${document.openapi}`);
    expect(yaml.body).toContain('/api/tasks/{taskId}:');
    // The page's own routes stay out of the document (and so out of the web's contract).
    expect(Object.keys(document.paths).filter((p) => p.startsWith('/api/docs') || p === '/metrics')).toEqual([]);
  });

  it('is public, and answers an unknown file under it with the ordinary 404', async () => {
    const res = await get('/api/docs/static/no-existe.js');
    expect(res.statusCode).toBe(404);
    expect((res.json() as { error: { code: string } }).error.code).toBe('NOT_FOUND');
  });
});
