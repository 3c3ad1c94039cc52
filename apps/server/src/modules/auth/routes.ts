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
import { demoAllowed } from '../../lib/exposure';
import { textLanguage } from '../../lib/language';
import { hitLimit } from '../../lib/limits';
import { type Access, actorOf, forwardCookies, resolveActor, webHeaders } from '../../plugins/auth';
import { queueEmail } from '../mail';
import { signUpDecoy, warnOwnerOfSignUpAttempt } from './decoy';
import { assertPasswordAllowed } from './password-policy';
import {
  accountState,
  callAuth,
  createAccount,
  emailOfUser,
  queueConfirmationEmail,
  resetTokenUser,
  sessionIdOfToken,
  userByEmail,
} from './service';
import {
  clearFailedSignIns,
  countFailedSignIn,
  fromKnownPlace,
  mayTrySignIn,
  placeOf,
  rememberPlace,
} from './throttle';

/** Reset e-mails an hour to one address before strangers' requests stop sending them. */
const RESET_EMAILS_PER_HOUR = 5;

const zOk = z.object({ ok: z.literal(true) });

export async function authRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { config } = app;
  const limited = (access: Access) => ({ access, rateLimit: { max: config.AUTH_RATE_LIMIT, timeWindow: '1 minute' } });
  const throttle = () => ({ db: app.db, secret: app.authSecret });
  const secureCookies = config.PUBLIC_URL.startsWith('https://');
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
      assertPasswordAllowed(input.password);
      const taken = (await userByEmail(app.db, input.email)) !== null;
      const created = taken
        ? null
        : await createAccount(deps(), input, textLanguage(request)).catch((error: unknown) => {
            // Taken a moment ago by a sign-up running at the same time.
            if (error instanceof AppError && error.code === 'EMAIL_TAKEN') return null;
            throw error;
          });
      if (!created) {
        // The address has an account. The answer is the same as for a new one (so nobody can
        // list who uses Faena) and its owner is told by e-mail instead.
        const decoy = signUpDecoy(deps(), secureCookies);
        await decoy.answerLikeNewAccount(reply, input, placeOf(request));
        app.background.run('no se pudo avisar del intento de registro', () =>
          warnOwnerOfSignUpAttempt(app.db, config.PUBLIC_URL, input.email),
        );
        return reply.status(201).send(decoy.pretendSession(input.email));
      }
      const { userId } = created;
      const result = await callAuth(async () =>
        (await app.auth.get()).api.signInEmail({
          body: { email: input.email, password: input.password, rememberMe: true },
          headers: webHeaders(request),
          returnHeaders: true,
        }),
      );
      forwardCookies(reply, result.headers);
      await rememberPlace(throttle(), userId, placeOf(request), reply, secureCookies);
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
      // An address that had its hour's failed attempts lets in only places its account knows.
      if (!(await mayTrySignIn(throttle(), email, placeOf(request)))) throw new AppError('TOO_MANY_FAILED_SIGN_INS');
      const result = await callAuth(
        async () =>
          (await app.auth.get()).api.signInEmail({
            body: { email, password, rememberMe: true },
            headers: webHeaders(request),
            returnHeaders: true,
          }),
        'INVALID_CREDENTIALS',
      ).catch(async (error: unknown) => {
        if (error instanceof AppError && error.code === 'INVALID_CREDENTIALS')
          await countFailedSignIn(throttle(), email);
        throw error;
      });
      const u = result.response.user;
      // Checked once the password has matched, so they reveal nothing to a stranger.
      const state = await accountState(app.db, u.id);
      const demoRefused = state.demo && !demoAllowed(config, request);
      if (state.suspended || demoRefused) {
        const ctx = await (await app.auth.get()).$context;
        await ctx.internalAdapter.deleteUserSessions(u.id);
        // A demo account's password is public: on a reachable install it is as if it did not exist.
        throw new AppError(demoRefused ? 'INVALID_CREDENTIALS' : 'ACCOUNT_SUSPENDED');
      }
      forwardCookies(reply, result.headers);
      await rememberPlace(throttle(), u.id, placeOf(request), reply, secureCookies);
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
      // The work (look the account up, write the e-mail) runs after the answer, so neither the
      // answer nor its timing says whether the address has an account. Past a few e-mails an
      // hour to one address, strangers' requests are answered alike and send nothing (no
      // mail bombing), while the account's known places still get their link.
      const headers = webHeaders(request);
      const from = placeOf(request);
      app.background.run('no se pudo preparar el correo de restablecimiento', async () => {
        const { hits } = await hitLimit(app.db, `reset-emails|${email}`, 60 * 60_000);
        if (hits > RESET_EMAILS_PER_HOUR && !(await fromKnownPlace(throttle(), email, from))) return;
        await callAuth(async () => (await app.auth.get()).api.requestPasswordReset({ body: { email }, headers }));
      });
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
      const userId = await resetTokenUser(app.db, token);
      await callAuth(
        async () => (await app.auth.get()).api.resetPassword({ body: { token, newPassword } }),
        'INVALID_TOKEN',
      );
      if (userId) {
        // better-auth has ended the account's sessions; its open screens end with them. The
        // link proved the owner: their failed-attempt count starts again, and this place is known.
        const state = await accountState(app.db, userId);
        if (state.profileId) await publishEvent(app.db, { to: [state.profileId], type: 'session.ended' });
        const email = await emailOfUser(app.db, userId);
        if (email) await clearFailedSignIns(throttle(), email);
        await rememberPlace(throttle(), userId, placeOf(request), null, secureCookies);
      }
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
      // The other devices' sessions are gone; so are their live connections. This browser's
      // tabs carry on with the new session (the hub moves them over).
      const token = result.response.token;
      const renewed = token ? await sessionIdOfToken(app.db, token) : null;
      await publishEvent(app.db, {
        to: [actor.profileId],
        type: 'session.ended',
        data: renewed ? { keep: { from: actor.sessionId, to: renewed } } : {},
      });
      await queueEmail(app.db, actor.email, 'passwordChanged', {
        lang: actor.language,
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
          lang: actor.language,
        });
      }
      return reply.status(202).send({ ok: true as const });
    },
  );
}
