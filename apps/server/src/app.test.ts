import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent, createTestApp, signUp, type TestContext } from '../test/helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

describe('the server', () => {
  it('answers health with JSON once it can serve', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: ctx.database.kind });
  });

  it('publishes the OpenAPI document of its routes', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/auth/sign-up', '/api/profile']),
    );
    expect(doc.paths['/api/auth/sign-up'].post.requestBody).toBeTruthy();
  });

  it('sends security headers with a strict Content-Security-Policy', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('answers an unknown API route with a Spanish 404', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/no-existe' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'No hemos encontrado lo que buscas.' } });
  });

  it('answers broken JSON with a Spanish 400, never a stack trace', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({ code: 'BAD_REQUEST', message: 'El cuerpo de la petición no es JSON válido.' });
  });

  it('refuses a body over the limit with a Spanish 413', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.es', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.message).toBe('El envío es demasiado grande.');
  });

  it('refuses a state-changing request from another site (CSRF)', async () => {
    const u = await signUp(ctx);
    const res = await u.agent.request({
      method: 'PATCH',
      url: '/api/profile',
      headers: { origin: 'https://malicioso.example' },
      payload: { firstName: 'X', lastName: 'Y' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('BAD_ORIGIN');
    const sameSite = await u.agent.request({
      method: 'PATCH',
      url: '/api/profile',
      headers: { origin: 'http://localhost:3000' },
      payload: { firstName: 'Ana', lastName: 'Gil' },
    });
    expect(sameSite.statusCode).toBe(200);
  });
});

describe('rate limits on the auth routes', () => {
  it('answers 429 in Spanish after too many attempts', async () => {
    const limited = await createTestApp({ AUTH_RATE_LIMIT: '3' });
    try {
      const agent = new Agent(limited.app);
      const codes: number[] = [];
      for (let i = 0; i < 5; i++) {
        codes.push(
          (await agent.post('/api/auth/sign-in', { email: 'alguien@prueba.es', password: 'lo-que-sea-1' })).statusCode,
        );
      }
      expect(codes.slice(0, 3)).toEqual([401, 401, 401]);
      expect(codes[4]).toBe(429);
      const last = await agent.post('/api/auth/sign-in', { email: 'alguien@prueba.es', password: 'lo-que-sea-1' });
      expect(last.json().error).toEqual({
        code: 'RATE_LIMITED',
        message: 'Demasiados intentos. Espera un momento y vuelve a probar.',
      });
    } finally {
      await limited.close();
    }
  });
});
