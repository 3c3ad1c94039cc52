import { zDeleteAccount } from '@faena/shared/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, forwardCookies, webHeaders } from '../../plugins/auth';
import { deleteAccount, exportAccount } from './account';

/** "Tus datos" in /profile: download everything as JSON, delete the account. */
export async function accountRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Perfil'];

  r.get(
    '/api/profile/export',
    {
      config: { access: 'signed-in', rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Descargar todos mis datos (JSON)',
        response: { 200: z.record(z.string(), z.unknown()) },
      },
    },
    async (request, reply) => {
      const data = await exportAccount(app.db, actorOf(request));
      const day = new Date().toISOString().slice(0, 10);
      reply
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="faena-mis-datos-${day}.json"`);
      return data;
    },
  );

  r.post(
    '/api/profile/delete',
    {
      config: { access: 'signed-in', rateLimit: { max: app.config.AUTH_RATE_LIMIT, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Eliminar mi cuenta (con mi contraseña)',
        body: zDeleteAccount,
        response: { 200: z.object({ ok: z.literal(true) }) },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      await deleteAccount(app.db, actor, request.body.password);
      // The sessions are gone; this tells the browser to drop its cookie too.
      const out = await (await app.auth.get()).api
        .signOut({ headers: webHeaders(request), returnHeaders: true })
        .catch(() => null);
      forwardCookies(reply, out?.headers);
      request.log.info({ profileId: actor.profileId }, 'cuenta eliminada');
      return { ok: true as const };
    },
  );
}
