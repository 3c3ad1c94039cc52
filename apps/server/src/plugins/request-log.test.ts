import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/helpers';
import { buildApp } from '../app';
import { loadConfig } from '../config/env';

/** Every line the app's logger writes, parsed. */
const lines: Record<string, unknown>[] = [];
const stream = new Writable({
  write(chunk, _encoding, done) {
    for (const line of String(chunk).split('\n')) if (line.trim()) lines.push(JSON.parse(line));
    done();
  },
});

let app: FastifyInstance;
let drop: () => Promise<void>;
const dirs: string[] = [];
beforeAll(async () => {
  const database = await createTestDatabase();
  drop = database.drop;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'faena-log-'));
  // A built web app in miniature: the reset-password page is one of its addresses.
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'faena-log-web-'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<html><head></head><body><div id="root"></div></body></html>');
  dirs.push(dataDir, webDist);
  app = await buildApp({
    config: loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'info', AUTH_RATE_LIMIT: '1000' }),
    database: database.handle,
    authSecret: 'secreto-de-pruebas-de-faena-con-32-caracteres-o-mas',
    webDist,
    logger: { stream },
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await drop?.();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

const SECRETS = {
  cookie: 'galleta-de-sesion-secreta',
  bearer: 'portador-secreto-xyz',
  queryToken: 'token-de-la-consulta-secreto',
  bodyToken: 'token-del-cuerpo-secreto',
  password: 'Contrasena-Del-Cuerpo-9',
  email: 'persona-registrada@example.com',
};

const requestLines = () => lines.filter((l) => l.msg === 'petición');

describe('request logs', () => {
  it('write one line per request: method, route pattern, status, time and id; no cookie, token, query or body', async () => {
    const before = lines.length;
    const headers = { cookie: `faena.session_token=${SECRETS.cookie}`, authorization: `Bearer ${SECRETS.bearer}` };
    const reset = await app.inject({ method: 'GET', url: `/reset-password?token=${SECRETS.queryToken}`, headers });
    const verify = await app.inject({
      method: 'GET',
      url: `/api/auth/verify-email?token=${SECRETS.queryToken}`,
      headers,
    });
    const confirm = await app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/confirm',
      headers,
      payload: { token: SECRETS.bodyToken, newPassword: SECRETS.password },
    });
    const signIn = await app.inject({
      method: 'POST',
      url: `/api/auth/sign-in?token=${SECRETS.queryToken}`,
      headers,
      payload: { email: SECRETS.email, password: SECRETS.password },
    });
    const written = lines.slice(before);
    const text = JSON.stringify(written);
    for (const [what, secret] of Object.entries(SECRETS)) expect(text, what).not.toContain(secret);
    expect(text).not.toMatch(/cookie|authorization|"url"|token=|\?/i);
    // Fastify's own request lines, which carried the full URL, are gone rather than doubled.
    expect(text).not.toMatch(/incoming request|request completed/);

    const logged = requestLines().slice(-4);
    expect(logged.map((l) => [l.method, l.route, l.status])).toEqual([
      ['GET', '/*', reset.statusCode],
      ['GET', '/api/auth/verify-email', verify.statusCode],
      ['POST', '/api/auth/password-reset/confirm', confirm.statusCode],
      ['POST', '/api/auth/sign-in', signIn.statusCode],
    ]);
    expect(reset.statusCode).toBe(200);
    for (const [line, res] of logged.map((l, i) => [l, [reset, verify, confirm, signIn][i]] as const)) {
      expect(line.level).toBe(30);
      expect(typeof line.ms).toBe('number');
      expect(line.reqId).toBe(res?.headers['x-request-id']);
    }
  });

  it('logs an unknown address under one label, and health checks at debug only', async () => {
    const before = requestLines().length;
    await app.inject({ method: 'GET', url: `/api/no-existe/${SECRETS.queryToken}` });
    await app.inject({ method: 'GET', url: '/api/health' });
    const logged = requestLines().slice(before);
    expect(logged.map((l) => [l.route, l.status])).toEqual([['unmatched', 404]]);
    expect(JSON.stringify(logged)).not.toContain(SECRETS.queryToken);
  });

  it('keeps a short safe X-Request-Id, replaces any other, and echoes it', async () => {
    const kept = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'balanceador-7f3a.01' },
    });
    expect(kept.headers['x-request-id']).toBe('balanceador-7f3a.01');
    for (const hostile of ['a'.repeat(65), 'dos palabras', '<script>', 'id"}{"level":60', '']) {
      const res = await app.inject({ method: 'GET', url: '/api/no-existe', headers: { 'x-request-id': hostile } });
      const id = String(res.headers['x-request-id']);
      expect(id, hostile).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      expect(requestLines().at(-1)?.reqId).toBe(id);
    }
    // Two requests without one get two ids.
    const a = await app.inject({ method: 'GET', url: '/api/no-existe' });
    const b = await app.inject({ method: 'GET', url: '/api/no-existe' });
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
  });
});
