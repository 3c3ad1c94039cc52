import { emails, fieldWorkerProfiles, profiles, session } from '@faena/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent, createTestApp, emailVerified, signUp, type TestContext } from '../../../test/helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

const signUpBody = (over: Record<string, unknown> = {}) => ({
  firstName: 'Lucía',
  lastName: 'Pérez',
  email: `lucia-${Math.random().toString(36).slice(2)}@prueba.es`,
  password: 'una-clave-larga',
  role: 'property_owner',
  acceptTerms: true,
  ...over,
});

describe('sign-up', () => {
  it('creates user, profile and confirmation e-mail, and signs the user in', async () => {
    const agent = new Agent(ctx.app);
    const body = signUpBody({ email: 'Lucia.Nueva@Prueba.es' });
    const res = await agent.post('/api/auth/sign-up', body);
    expect(res.statusCode).toBe(201);
    expect(res.json().user.email).toBe('lucia.nueva@prueba.es');
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/faena\.session_token=/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);

    const profile = await agent.get('/api/profile');
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({
      role: 'property_owner',
      firstName: 'Lucía',
      lastName: 'Pérez',
      email: 'lucia.nueva@prueba.es',
      emailVerified: false,
      isAdmin: false,
      fieldWorkerProfile: null,
    });
    const outbox = await ctx.database.db.select().from(emails).where(eq(emails.to, 'lucia.nueva@prueba.es'));
    expect(outbox).toHaveLength(1);
    expect(outbox[0]?.subject).toBe('Confirma tu correo electrónico en Faena');
    expect(outbox[0]?.text).toMatch(/\/api\/auth\/verify-email\?token=/);
  });

  it('gives a professional a field_worker_profiles row', async () => {
    const pro = await signUp(ctx, { role: 'professional' });
    const rows = await ctx.database.db
      .select()
      .from(fieldWorkerProfiles)
      .where(eq(fieldWorkerProfiles.profileId, pro.profileId));
    expect(rows).toHaveLength(1);
    const profile = (await pro.agent.get('/api/profile')).json();
    expect(profile.fieldWorkerProfile).toMatchObject({ categories: [], verificationStatus: 'none', ratingCount: 0 });
  });

  it('answers a registered address as a new one, opens nothing and creates nothing', async () => {
    const first = await signUp(ctx);
    const before = await ctx.database.db.select().from(profiles);
    const browser = new Agent(ctx.app);
    const res = await browser.post('/api/auth/sign-up', signUpBody({ email: first.email.toUpperCase() }));
    expect(res.statusCode).toBe(201);
    expect(res.json().user).toMatchObject({ email: first.email, emailVerified: false });
    expect(res.json().user.id).not.toBe(first.userId);
    // The cookie it got opens nothing, is cleared at the next session check, and the account is untouched.
    expect(browser.cookies.has('faena.session_token')).toBe(true);
    expect((await browser.get('/api/profile')).statusCode).toBe(401);
    expect((await browser.get('/api/auth/session')).json()).toEqual({ user: null });
    expect(browser.cookies.has('faena.session_token')).toBe(false);
    expect(await ctx.database.db.select().from(profiles)).toHaveLength(before.length);
    expect((await first.agent.get('/api/profile')).statusCode).toBe(200);
  });

  it('rejects bad input field by field in Spanish', async () => {
    const res = await new Agent(ctx.app).post('/api/auth/sign-up', {
      firstName: '  ',
      email: 'no-es-un-correo',
      password: 'corta',
      role: 'admin',
      acceptTerms: false,
    });
    expect(res.statusCode).toBe(400);
    const { error } = res.json();
    expect(error.code).toBe('VALIDATION');
    expect(error.fields).toEqual({
      firstName: 'Escribe tu nombre.',
      lastName: 'Escribe tus apellidos.',
      email: 'Escribe un correo electrónico válido.',
      password: 'La contraseña debe tener al menos 8 caracteres.',
      role: 'Elige si eres propietario o profesional.',
      acceptTerms: 'Debes aceptar las condiciones de uso y la política de privacidad.',
    });
  });
});

describe('sign-in and session', () => {
  it('signs in, keeps the session, and reports it', async () => {
    const u = await signUp(ctx);
    const agent = new Agent(ctx.app);
    expect((await agent.get('/api/auth/session')).json()).toEqual({ user: null });
    const res = await agent.post('/api/auth/sign-in', { email: u.email, password: u.password });
    expect(res.statusCode).toBe(200);
    const me = (await agent.get('/api/auth/session')).json();
    expect(me.user).toMatchObject({ id: u.userId, email: u.email, emailVerified: false });
  });

  it('answers the same for a wrong password and an unknown e-mail', async () => {
    const u = await signUp(ctx);
    const wrong = await new Agent(ctx.app).post('/api/auth/sign-in', { email: u.email, password: 'otra-cosa-123' });
    const unknown = await new Agent(ctx.app).post('/api/auth/sign-in', {
      email: 'nadie@prueba.es',
      password: 'otra-cosa-123',
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().error.message).toBe('El correo electrónico o la contraseña no son correctos.');
  });

  it('signs out globally: every session of the user ends', async () => {
    const u = await signUp(ctx);
    const laptop = u.agent;
    const phone = new Agent(ctx.app);
    await phone.post('/api/auth/sign-in', { email: u.email, password: u.password });
    expect((await phone.get('/api/profile')).statusCode).toBe(200);
    const out = await laptop.post('/api/auth/sign-out');
    expect(out.statusCode).toBe(200);
    expect((await laptop.get('/api/profile')).statusCode).toBe(401);
    expect((await phone.get('/api/profile')).statusCode).toBe(401);
    const left = await ctx.database.db.select().from(session).where(eq(session.userId, u.userId));
    expect(left).toHaveLength(0);
  });

  it('refuses a suspended account with a Spanish message and ends its sessions at once', async () => {
    const u = await signUp(ctx);
    await ctx.database.db.update(profiles).set({ suspendedAt: new Date() }).where(eq(profiles.id, u.profileId));
    expect((await u.agent.get('/api/profile')).statusCode).toBe(401);
    const res = await new Agent(ctx.app).post('/api/auth/sign-in', { email: u.email, password: u.password });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toEqual({
      code: 'ACCOUNT_SUSPENDED',
      message: 'Tu cuenta está suspendida. Escribe a soporte si crees que es un error.',
    });
  });
});

describe('e-mail confirmation', () => {
  it('confirms the address from the e-mailed link and lands on the site root', async () => {
    const u = await signUp(ctx);
    const [mail] = await ctx.database.db.select().from(emails).where(eq(emails.to, u.email));
    const link = /http:\/\/localhost:3000(\/api\/auth\/verify-email\?token=[^\s]+)/.exec(mail?.text ?? '')?.[1];
    expect(link).toBeTruthy();
    const res = await new Agent(ctx.app).get(link!);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/?correo=confirmado');
    expect(await emailVerified(ctx, u.userId)).toBe(true);
  });

  it('sends a broken link to the root with a notice, changing nothing', async () => {
    const res = await new Agent(ctx.app).get('/api/auth/verify-email?token=roto');
    expect(res.headers.location).toBe('/?correo=enlace-caducado');
  });
});

describe('password change', () => {
  it('needs the current password and ends the other sessions', async () => {
    const u = await signUp(ctx);
    const other = new Agent(ctx.app);
    await other.post('/api/auth/sign-in', { email: u.email, password: u.password });
    const wrong = await u.agent.post('/api/auth/change-password', {
      currentPassword: 'no-es-esta',
      newPassword: 'nueva-clave-9',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.code).toBe('WRONG_PASSWORD');
    const ok = await u.agent.post('/api/auth/change-password', {
      currentPassword: u.password,
      newPassword: 'nueva-clave-9',
    });
    expect(ok.statusCode).toBe(200);
    expect((await u.agent.get('/api/profile')).statusCode).toBe(200);
    expect((await other.get('/api/profile')).statusCode).toBe(401);
    const signIn = await new Agent(ctx.app).post('/api/auth/sign-in', { email: u.email, password: 'nueva-clave-9' });
    expect(signIn.statusCode).toBe(200);
  });
});

describe('profile', () => {
  it('updates personal data with Spanish validation', async () => {
    const u = await signUp(ctx);
    const bad = await u.agent.patch('/api/profile', {
      firstName: 'Ana',
      lastName: 'Gil',
      phone: '12',
      locationProvince: '99',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({
      phone: 'Escribe un teléfono español de 9 cifras.',
      locationProvince: 'Elige una provincia de la lista.',
    });
    const ok = await u.agent.patch('/api/profile', {
      firstName: 'Ana',
      lastName: 'Gil Soto',
      phone: '600 11 22 33',
      locationProvince: '23',
      locationMunicipality: 'Úbeda',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ lastName: 'Gil Soto', phone: '600112233', locationProvince: '23' });
  });

  it('is only for signed-in users', async () => {
    const res = await new Agent(ctx.app).get('/api/profile');
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe('Inicia sesión para continuar.');
  });
});
