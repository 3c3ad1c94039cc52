import {
  zChangePassword,
  zResetPassword,
  zResetRequest,
  zSessionResponse,
  zSignIn,
  zSignUp,
} from '@faena/shared/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import { publishEvent } from '../../lib/events';
import { KeyedLimiter } from '../../lib/limiter';
import { type Access, actorOf, forwardCookies, resolveActor, webHeaders } from '../../plugins/auth';
import { queueEmail } from '../mail/outbox';
import { assertPasswordAllowed } from './password-policy';
import { callAuth, createAccount, isSuspended, queueConfirmationEmail } from './service';

const zOk = z.object({ ok: z.literal(true) });

export async function authRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { config } = app;
  const limited = (access: Access) => ({ access, rateLimit: { max: config.AUTH_RATE_LIMIT, timeWindow: '1 minute' } });
  const perEmail = new KeyedLimiter(config.AUTH_RATE_LIMIT, 60_000);
  const deps = () => ({ db: app.db, auth: app.auth, secret: app.authSecret, publicUrl: config.PUBLIC_URL });
  const tags = ['Cuentas'];

  r.get(
    '/api/auth/session',
    { config: { access: 'public' }, schema: { tags, summary: 'Sesión actual', response: { 200: zSessionResponse } } },
    async (request, reply) => {
      const actor = await resolveActor(request, reply);
      reply.header('cache-control', 'no-store');
      if (!actor) return { user: null };
      return {
        user: {
          id: actor.userId,
          email: actor.email,
          emailVerified: actor.emailVerified,
          createdAt: actor.userCreatedAt.toISOString(),
        },
      };
    },
  );

  r.post(
    '/api/auth/sign-up',
    {
      config: limited('public'),
      schema: { tags, summary: 'Crear una cuenta', body: zSignUp, response: { 201: zSessionResponse } },
    },
    async (request, reply) => {
      const input = request.body;
      if (!perEmail.take(`sign-up:${input.email}`)) throw new AppError('RATE_LIMITED');
      assertPasswordAllowed(input.password);
      const { userId } = await createAccount(deps(), input);
      const result = await callAuth(async () =>
        (await app.auth.get()).api.signInEmail({
          body: { email: input.email, password: input.password, rememberMe: true },
          headers: webHeaders(request),
          returnHeaders: true,
        }),
      );
      forwardCookies(reply, result.headers);
      request.log.info({ userId, role: input.role }, 'cuenta creada');
      return reply.status(201).send({
        user: { id: userId, email: input.email, emailVerified: false, createdAt: new Date().toISOString() },
      });
    },
  );

  r.post(
    '/api/auth/sign-in',
    {
      config: limited('public'),
      schema: { tags, summary: 'Iniciar sesión', body: zSignIn, response: { 200: zSessionResponse } },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      if (!perEmail.take(`sign-in:${email}`)) throw new AppError('RATE_LIMITED');
      const result = await callAuth(
        async () =>
          (await app.auth.get()).api.signInEmail({
            body: { email, password, rememberMe: true },
            headers: webHeaders(request),
            returnHeaders: true,
          }),
        'INVALID_CREDENTIALS',
      );
      const u = result.response.user;
      // Suspension is checked once the password has matched, so it reveals nothing to a stranger.
      if (await isSuspended(app.db, u.id)) {
        const ctx = await (await app.auth.get()).$context;
        await ctx.internalAdapter.deleteUserSessions(u.id);
        throw new AppError('ACCOUNT_SUSPENDED');
      }
      forwardCookies(reply, result.headers);
      return {
        user: {
          id: u.id,
          email: u.email,
          emailVerified: u.emailVerified,
          createdAt: new Date(u.createdAt).toISOString(),
        },
      };
    },
  );

  r.post(
    '/api/auth/sign-out',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'Cerrar sesión en todos los dispositivos', response: { 200: zOk } },
    },
    async (request, reply) => {
      const actor = await resolveActor(request, reply);
      const result = await (await app.auth.get()).api
        .signOut({ headers: webHeaders(request), returnHeaders: true })
        .catch(() => null);
      forwardCookies(reply, result?.headers);
      if (actor) {
        // Global sign-out: every session of this user, on every device, ends now.
        const ctx = await (await app.auth.get()).$context;
        await ctx.internalAdapter.deleteUserSessions(actor.userId);
        // Every open tab of this user, on any server process, drops its live connection.
        await publishEvent(app.db, { to: [actor.profileId], type: 'session.ended' });
      }
      return { ok: true as const };
    },
  );

  r.post(
    '/api/auth/password-reset/request',
    {
      config: limited('public'),
      schema: {
        tags,
        summary: 'Pedir un enlace para restablecer la contraseña',
        body: zResetRequest,
        response: { 202: zOk },
      },
    },
    async (request, reply) => {
      const { email } = request.body;
      // The per-e-mail limit counts addresses, not accounts: it answers the same for both.
      if (!perEmail.take(`reset:${email}`)) throw new AppError('RATE_LIMITED');
      // The work (look the account up, write the e-mail) runs after the answer, so neither the
      // answer nor its timing says whether the address has an account.
      const headers = webHeaders(request);
      app.background.run('no se pudo preparar el correo de restablecimiento', () =>
        callAuth(async () => (await app.auth.get()).api.requestPasswordReset({ body: { email }, headers })),
      );
      return reply.status(202).send({ ok: true as const });
    },
  );

  r.post(
    '/api/auth/password-reset/confirm',
    {
      config: limited('public'),
      schema: {
        tags,
        summary: 'Guardar una contraseña nueva con el enlace del correo',
        body: zResetPassword,
        response: { 200: zOk },
      },
    },
    async (request) => {
      const { token, newPassword } = request.body;
      assertPasswordAllowed(newPassword, 'newPassword');
      await callAuth(
        async () => (await app.auth.get()).api.resetPassword({ body: { token, newPassword } }),
        'INVALID_TOKEN',
      );
      return { ok: true as const };
    },
  );

  r.post(
    '/api/auth/change-password',
    {
      config: limited('signed-in'),
      schema: { tags, summary: 'Cambiar la contraseña', body: zChangePassword, response: { 200: zOk } },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const { currentPassword, newPassword } = request.body;
      assertPasswordAllowed(newPassword, 'newPassword');
      const result = await callAuth(async () =>
        (await app.auth.get()).api.changePassword({
          body: { currentPassword, newPassword, revokeOtherSessions: true },
          headers: webHeaders(request),
          returnHeaders: true,
        }),
      );
      forwardCookies(reply, result.headers);
      await queueEmail(app.db, actor.email, 'passwordChanged', {
        firstName: actor.firstName,
        url: `${config.PUBLIC_URL}/reset-password`,
      });
      return { ok: true as const };
    },
  );

  r.get(
    '/api/auth/verify-email',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Confirmar el correo (enlace del correo de bienvenida)',
        querystring: z.object({ token: z.string().max(4096) }),
      },
    },
    async (request, reply) => {
      try {
        await (await app.auth.get()).api.verifyEmail({ query: { token: request.query.token } });
        return reply.redirect('/?correo=confirmado');
      } catch {
        return reply.redirect('/?correo=enlace-caducado');
      }
    },
  );

  r.post(
    '/api/auth/confirmation-email',
    {
      config: limited('signed-in'),
      schema: { tags, summary: 'Reenviar el correo de confirmación', response: { 202: zOk } },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      if (!actor.emailVerified) {
        await queueConfirmationEmail(deps(), app.db, {
          userId: actor.userId,
          email: actor.email,
          firstName: actor.firstName,
        });
      }
      return reply.status(202).send({ ok: true as const });
    },
  );
}
