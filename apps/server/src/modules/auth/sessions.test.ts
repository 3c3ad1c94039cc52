import { emails, profiles, session } from '@faena/db';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent, createAppOn, createTestApp, signUp, type TestContext } from '../../../test/helpers';
import { isCommonPassword } from './password-policy';

/**
 * Sessions and accounts (OWASP ASVS V2/V3): rate limits per IP and per e-mail, no
 * account enumeration, the password policy, session rotation and the cookie's flags.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

const RATE_LIMITED = { code: 'RATE_LIMITED', message: 'Demasiados intentos. Espera un momento y vuelve a probar.' };
const signUpBody = (email: string, password = 'una-clave-larga') => ({
  firstName: 'Lucía',
  lastName: 'Pérez',
  email,
  password,
  role: 'property_owner',
  acceptTerms: true,
});
const tokenIn = (setCookie: string | string[] | undefined) =>
  /faena\.session_token=([^;]+)/.exec(String(setCookie ?? ''))?.[1] ?? null;

describe('rate limits (AUTH_RATE_LIMIT=3)', () => {
  let limited: TestContext;
  beforeAll(async () => {
    limited = await createTestApp({ AUTH_RATE_LIMIT: '3' });
  });
  afterAll(async () => {
    await limited?.close();
  });

  /** Four attempts: from one IP with four addresses, or at one address from four IPs. */
  async function attempts(url: string, body: (i: number) => unknown, from: (i: number) => string) {
    const codes: number[] = [];
    let last: unknown;
    for (let i = 0; i < 4; i++) {
      const res = await limited.app.inject({ method: 'POST', url, payload: body(i) as object, remoteAddress: from(i) });
      codes.push(res.statusCode);
      last = res.json();
    }
    return { codes, last };
  }

  const cases = [
    {
      route: '/api/auth/sign-in',
      ok: 401,
      body: (email: string) => ({ email, password: 'lo-que-sea-1' }),
    },
    { route: '/api/auth/sign-up', ok: 201, body: (email: string) => signUpBody(email) },
    { route: '/api/auth/password-reset/request', ok: 202, body: (email: string) => ({ email }) },
  ];

  for (const c of cases) {
    it(`${c.route}: per IP`, async () => {
      const tag = Math.random().toString(36).slice(2, 8);
      const { codes, last } = await attempts(
        c.route,
        (i) => c.body(`ip-${tag}-${i}@prueba.es`),
        () => `10.1.0.${c.route.length}`,
      );
      expect(codes).toEqual([c.ok, c.ok, c.ok, 429]);
      expect(last).toEqual({ error: RATE_LIMITED });
    });

    it(`${c.route}: one address tried from many places is not locked for its owner`, async () => {
      // Formerly the fourth try at one address from anywhere got a 429: a stranger could
      // keep anyone out. Failures per account now count by the hour (see below).
      const email = `correo-${Math.random().toString(36).slice(2, 8)}@prueba.es`;
      const { codes } = await attempts(
        c.route,
        () => c.body(email),
        (i) => `10.2.${c.route.length}.${i}`,
      );
      expect(codes).toEqual([c.ok, c.ok, c.ok, c.ok]);
    });
  }

  it('counts in the database: a second server process and a restart see the same count', async () => {
    const body = { email: 'quien-sea@prueba.es', password: 'lo-que-sea-1' };
    const from = { remoteAddress: '10.3.0.1' };
    const second = await createAppOn(limited.database, { AUTH_RATE_LIMIT: '3' });
    const codes: number[] = [];
    try {
      for (const app of [limited.app, second, limited.app, second]) {
        codes.push((await app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: body, ...from })).statusCode);
      }
    } finally {
      await second.close();
    }
    expect(codes).toEqual([401, 401, 401, 429]);
    // A new process on the same data ("after a restart") still counts this minute's attempts.
    const restarted = await createAppOn(limited.database, { AUTH_RATE_LIMIT: '3' });
    try {
      const res = await restarted.inject({ method: 'POST', url: '/api/auth/sign-in', payload: body, ...from });
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual({ error: RATE_LIMITED });
    } finally {
      await restarted.close();
    }
  });
});

describe('failed sign-ins per account (ASVS 2.2.1: at most 100 an hour, no lockout of the owner)', () => {
  const TOO_MANY = 'TOO_MANY_FAILED_SIGN_INS';
  let n = 0;
  /** A new client address per request: the per-address limit is not what this is about. */
  const stranger = () => `10.7.${(++n >> 8) & 255}.${n & 255}`;
  const signIn = (agent: Agent, email: string, password: string, remoteAddress: string) =>
    agent.request({ method: 'POST', url: '/api/auth/sign-in', payload: { email, password }, remoteAddress });
  async function fail100(email: string) {
    for (let i = 0; i < 100; i++) {
      expect((await signIn(new Agent(ctx.app), email, 'adivinando-123', stranger())).statusCode).toBe(401);
    }
  }

  it('turns strangers away after 100 failures, even with the right password; the owner still gets in from a known place', async () => {
    const owner = await signUp(ctx);
    // The owner signs in at home: that address becomes known, the browser gets the device cookie.
    const home = new Agent(ctx.app);
    expect((await signIn(home, owner.email, owner.password, '10.8.0.1')).statusCode).toBe(200);
    await fail100(owner.email);

    const thief = await signIn(new Agent(ctx.app), owner.email, owner.password, stranger());
    expect(thief.statusCode).toBe(429);
    expect(thief.json().error.code).toBe(TOO_MANY);
    // An address with no account gets the same answer after as many failures: nothing to learn.
    const nobody = `nadie-${n}@prueba.es`;
    await fail100(nobody);
    expect((await signIn(new Agent(ctx.app), nobody, 'adivinando-123', stranger())).json().error.code).toBe(TOO_MANY);

    // From home, in another browser: the address is known.
    expect((await signIn(new Agent(ctx.app), owner.email, owner.password, '10.8.0.1')).statusCode).toBe(200);
    // The home browser on a new network (the phone on 4G): its device cookie is known.
    const away = await signIn(home, owner.email, owner.password, stranger());
    expect(away.statusCode, away.body).toBe(200);
    // A known place with a wrong password is told so, not throttled.
    expect((await signIn(new Agent(ctx.app), owner.email, 'adivinando-123', '10.8.0.1')).statusCode).toBe(401);
    // Someone else's device cookie is no key.
    const other = await signUp(ctx);
    const otherBrowser = new Agent(ctx.app);
    await signIn(otherBrowser, other.email, other.password, stranger());
    expect((await signIn(otherBrowser, owner.email, owner.password, stranger())).statusCode).toBe(429);
  });

  it('the e-mailed reset link clears the count: afterwards the owner gets in from anywhere', async () => {
    const owner = await signUp(ctx);
    await fail100(owner.email);
    expect((await signIn(new Agent(ctx.app), owner.email, owner.password, stranger())).statusCode).toBe(429);
    // A reset can still be asked for from a stranger's address (the owner on a new phone).
    const ask = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/request',
      payload: { email: owner.email },
      remoteAddress: stranger(),
    });
    expect(ask.statusCode).toBe(202);
    await ctx.app.background.settle();
    const [mail] = await ctx.database.db
      .select()
      .from(emails)
      .where(eq(emails.to, owner.email))
      .orderBy(desc(emails.createdAt));
    const token = /token=([^\s&]+)/.exec(mail?.text ?? '')?.[1];
    expect(token, mail?.text).toBeTruthy();
    const reset = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/confirm',
      payload: { token: decodeURIComponent(token ?? ''), newPassword: 'nueva-clave-del-cortijo' },
      remoteAddress: stranger(),
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const res = await signIn(new Agent(ctx.app), owner.email, 'nueva-clave-del-cortijo', stranger());
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('no account enumeration', () => {
  /**
   * Median of the durations of `n` answers of each function, interleaved. Work the server does
   * after answering is waited for between samples, outside the timing: it is not the answer's.
   */
  async function medians(n: number, a: () => Promise<unknown>, b: () => Promise<unknown>) {
    const ta: number[] = [];
    const tb: number[] = [];
    for (let i = 0; i < n; i++) {
      let t = performance.now();
      await a();
      ta.push(performance.now() - t);
      await ctx.app.background.settle();
      t = performance.now();
      await b();
      tb.push(performance.now() - t);
      await ctx.app.background.settle();
    }
    const median = (xs: number[]) => xs.sort((x, y) => x - y)[Math.floor(xs.length / 2)] ?? 0;
    return [median(ta), median(tb)] as const;
  }
  /** Within 40 % of each other, or 15 ms on fast answers (noise on a shared machine). */
  const close = (x: number, y: number) => Math.abs(x - y) <= Math.max(15, 0.4 * Math.max(x, y));

  it('sign-in: same answer and about the same time for a wrong password and an unknown e-mail', async () => {
    const u = await signUp(ctx);
    const known = () => new Agent(ctx.app).post('/api/auth/sign-in', { email: u.email, password: 'no-es-la-clave' });
    const unknown = () =>
      new Agent(ctx.app).post('/api/auth/sign-in', { email: 'nadie-aqui@prueba.es', password: 'no-es-la-clave' });
    const [a, b] = [await known(), await unknown()];
    expect(a.statusCode).toBe(401);
    expect(a.body).toBe(b.body);
    const [tKnown, tUnknown] = await medians(9, known, unknown);
    expect(close(tKnown, tUnknown), `${tKnown.toFixed(1)} ms / ${tUnknown.toFixed(1)} ms`).toBe(true);
  });

  it('password reset: same answer and about the same time for an account and an unknown address', async () => {
    const u = await signUp(ctx);
    const known = () => new Agent(ctx.app).post('/api/auth/password-reset/request', { email: u.email });
    const unknown = () => new Agent(ctx.app).post('/api/auth/password-reset/request', { email: 'nadie@prueba.es' });
    const [a, b] = [await known(), await unknown()];
    expect([a.statusCode, b.statusCode]).toEqual([202, 202]);
    expect(a.body).toBe(b.body);
    const [tKnown, tUnknown] = await medians(7, known, unknown);
    expect(close(tKnown, tUnknown), `${tKnown.toFixed(1)} ms / ${tUnknown.toFixed(1)} ms`).toBe(true);
    await ctx.app.background.settle();
    const sent = await ctx.database.db.select().from(emails).where(eq(emails.to, u.email));
    expect(sent.filter((m) => m.template === 'resetPassword').length).toBeGreaterThan(0);
    expect(await ctx.database.db.select().from(emails).where(eq(emails.to, 'nadie@prueba.es'))).toEqual([]);
  });

  it('sign-up: a registered address gets the answer of a new one, in about the same time; its owner is told by e-mail', async () => {
    const u = await signUp(ctx);
    let fresh = 0;
    const known = () => new Agent(ctx.app).post('/api/auth/sign-up', signUpBody(u.email));
    const unknown = () =>
      new Agent(ctx.app).post('/api/auth/sign-up', signUpBody(`nueva-${Date.now()}-${++fresh}@prueba.es`));
    const [a, b] = [await known(), await unknown()];
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    // The same shape: a user with an id and the same fields, and a session cookie.
    const shape = (res: typeof a) => ({
      keys: Object.keys(res.json().user).sort(),
      verified: res.json().user.emailVerified,
      cookie: /^faena\.session_token=[^;]+; Max-Age=\d+; Path=\/; HttpOnly; SameSite=Lax$/.test(
        String([res.headers['set-cookie']].flat().find((c) => c?.includes('session_token'))),
      ),
    });
    expect(shape(a)).toEqual(shape(b));
    expect(shape(a).cookie).toBe(true);
    const [tKnown, tUnknown] = await medians(7, known, unknown);
    expect(close(tKnown, tUnknown), `${tKnown.toFixed(1)} ms / ${tUnknown.toFixed(1)} ms`).toBe(true);
    await ctx.app.background.settle();
    const warned = await ctx.database.db.select().from(emails).where(eq(emails.to, u.email));
    // One warning, however many attempts (at most one an hour per address).
    expect(warned.filter((m) => m.template === 'signUpAttempt')).toHaveLength(1);
    expect(warned.find((m) => m.template === 'signUpAttempt')?.subject).toBe(
      'Alguien intentó registrarse con tu correo en Faena',
    );
  });
});

describe('password policy', () => {
  it('knows the common passwords, English and Spanish, whatever their case', () => {
    for (const p of ['password', '12345678', 'Qwertyuiop', 'iloveyou', 'contraseña', 'aaaaaaaaaa'])
      expect(isCommonPassword(p), p).toBe(true);
    for (const p of ['una-clave-larga', 'campo-abierto-2026', 'olivos y almendros'])
      expect(isCommonPassword(p), p).toBe(false);
  });

  it('refuses short and common passwords on sign-up, reset and change, in Spanish', async () => {
    const short = await new Agent(ctx.app).post('/api/auth/sign-up', signUpBody('corta@prueba.es', 'corta1'));
    expect(short.statusCode).toBe(400);
    expect(short.json().error.fields.password).toBe('La contraseña debe tener al menos 8 caracteres.');
    const common = await new Agent(ctx.app).post('/api/auth/sign-up', signUpBody('comun@prueba.es', 'Password'));
    expect(common.statusCode).toBe(400);
    expect(common.json().error).toEqual({
      code: 'COMMON_PASSWORD',
      message: 'Esa contraseña es demasiado común. Elige otra más difícil de adivinar.',
      fields: { password: 'Esa contraseña es demasiado común. Elige otra más difícil de adivinar.' },
    });
    expect(await ctx.database.db.select().from(emails).where(eq(emails.to, 'comun@prueba.es'))).toEqual([]);

    const u = await signUp(ctx);
    const change = await u.agent.post('/api/auth/change-password', {
      currentPassword: u.password,
      newPassword: 'sunshine',
    });
    expect(change.statusCode).toBe(400);
    expect(change.json().error.fields).toEqual({
      newPassword: 'Esa contraseña es demasiado común. Elige otra más difícil de adivinar.',
    });
    const reset = await new Agent(ctx.app).post('/api/auth/password-reset/confirm', {
      token: 'cualquiera',
      newPassword: '123456789',
    });
    expect(reset.json().error.code).toBe('COMMON_PASSWORD');
  });
});

describe('sessions', () => {
  it('sign-in issues a new token: a planted cookie is never adopted (fixation), an old one is not reused', async () => {
    const u = await signUp(ctx);
    const first = tokenIn(
      (await u.agent.post('/api/auth/sign-in', { email: u.email, password: u.password })).headers['set-cookie'],
    );
    const planted = new Agent(ctx.app);
    planted.cookies.set('faena.session_token', 'elegido-por-un-atacante');
    const res = await planted.post('/api/auth/sign-in', { email: u.email, password: u.password });
    const second = tokenIn(res.headers['set-cookie']);
    expect(first).toBeTruthy();
    expect(second).toBeTruthy();
    expect(second).not.toBe(first);
    expect(second).not.toContain('elegido-por-un-atacante');
    const tokens = (await ctx.database.db.select().from(session).where(eq(session.userId, u.userId))).map(
      (s) => s.token,
    );
    expect(tokens).not.toContain('elegido-por-un-atacante');
  });

  it('a password change gives this device a new token and ends the others', async () => {
    const u = await signUp(ctx);
    const before = u.agent.cookies.get('faena.session_token');
    const other = new Agent(ctx.app);
    await other.post('/api/auth/sign-in', { email: u.email, password: u.password });
    const res = await u.agent.post('/api/auth/change-password', {
      currentPassword: u.password,
      newPassword: 'otra-clave-distinta-7',
    });
    expect(res.statusCode).toBe(200);
    expect(u.agent.cookies.get('faena.session_token')).not.toBe(before);
    expect((await u.agent.get('/api/profile')).statusCode).toBe(200);
    expect((await other.get('/api/profile')).statusCode).toBe(401);
  });

  it('granting or revoking admin ends the account’s sessions; the next sign-in carries the new rights', async () => {
    const admin = await signUp(ctx, { admin: true });
    const u = await signUp(ctx);
    expect((await u.agent.get('/api/admin/overview')).statusCode).toBe(403);
    expect((await admin.agent.post(`/api/admin/users/${u.profileId}/grant-admin`)).statusCode).toBe(200);
    expect((await u.agent.get('/api/profile')).statusCode).toBe(401);
    expect(await ctx.database.db.select().from(session).where(eq(session.userId, u.userId))).toEqual([]);
    const again = new Agent(ctx.app);
    await again.post('/api/auth/sign-in', { email: u.email, password: u.password });
    expect((await again.get('/api/admin/overview')).statusCode).toBe(200);
    expect((await admin.agent.post(`/api/admin/users/${u.profileId}/revoke-admin`)).statusCode).toBe(200);
    expect((await again.get('/api/admin/overview')).statusCode).toBe(401);
    // The admin who acted keeps their own session.
    expect((await admin.agent.get('/api/admin/overview')).statusCode).toBe(200);
  });

  it('a suspension ends the sessions at once', async () => {
    const admin = await signUp(ctx, { admin: true });
    const u = await signUp(ctx);
    await admin.agent.post(`/api/admin/users/${u.profileId}/suspend`, { reason: 'Pruebas' });
    expect(await ctx.database.db.select().from(session).where(eq(session.userId, u.userId))).toEqual([]);
    await ctx.database.db.update(profiles).set({ suspendedAt: null }).where(eq(profiles.id, u.profileId));
  });
});

describe('the session cookie', () => {
  it('is HttpOnly, SameSite=Lax, Path=/ and not Secure on a plain-HTTP address', async () => {
    const res = await new Agent(ctx.app).post('/api/auth/sign-up', signUpBody(`cookie-${Date.now()}@prueba.es`));
    const cookie = [res.headers['set-cookie']].flat().find((c) => c?.includes('session_token')) ?? '';
    expect(cookie).toMatch(/^faena\.session_token=/);
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; SameSite=Lax/i);
    expect(cookie).toMatch(/; Path=\//i);
    expect(cookie).not.toMatch(/; Secure/i);
  });

  it('is Secure (and __Secure- prefixed) when the public address is HTTPS', async () => {
    const https = await createTestApp({ PUBLIC_URL: 'https://faena.example', NODE_ENV: 'production' });
    try {
      const res = await https.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up',
        headers: { origin: 'https://faena.example' },
        payload: signUpBody(`segura-${Date.now()}@prueba.es`),
      });
      expect(res.statusCode, res.body).toBe(201);
      const cookie = [res.headers['set-cookie']].flat().find((c) => c?.includes('session_token')) ?? '';
      expect(cookie).toMatch(/^__Secure-faena\.session_token=/);
      expect(cookie).toMatch(/; Secure/i);
      expect(cookie).toMatch(/; HttpOnly/i);
      expect(cookie).toMatch(/; SameSite=Lax/i);
    } finally {
      await https.close();
    }
  });
});
