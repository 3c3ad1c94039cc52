import { emails } from '@faena/db';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import { mailboxAllowed } from '../../lib/exposure';
import { escapeHtml } from '../mail';

/**
 * The mailbox shows reset links. Registered only where config.devMailbox is on (a local try-out
 * without SMTP, or DEV_MAILBOX=true); on the try-out it answers only a browser on this machine
 * (lib/exposure.ts), anything else is told it does not exist.
 */
function assertAllowed(request: FastifyRequest) {
  if (!mailboxAllowed(request.server.config, request)) throw new AppError('NOT_FOUND');
}

const zEmail = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  template: z.string(),
  status: z.string(),
  createdAt: z.string(),
});

/**
 * The development mailbox: with no SMTP server, e-mails stay in the outbox and are read here
 * (/dev/mailbox in a browser, /api/dev/mailbox for tests). Off in production.
 */
export async function devMailboxRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const list = async (to?: string) =>
    app.db
      .select()
      .from(emails)
      .where(to ? eq(emails.to, to.toLowerCase()) : undefined)
      .orderBy(desc(emails.createdAt))
      .limit(100);

  r.get(
    '/api/dev/mailbox',
    {
      config: { access: 'public' },
      schema: {
        hide: true,
        querystring: z.object({ to: z.string().trim().max(254).optional() }),
        response: { 200: z.object({ items: z.array(zEmail) }) },
      },
    },
    async (request) => {
      assertAllowed(request);
      const rows = await list(request.query.to);
      return {
        items: rows.map((e) => ({
          id: e.id,
          to: e.to,
          subject: e.subject,
          text: e.text,
          template: e.template,
          status: e.status,
          createdAt: e.createdAt.toISOString(),
        })),
      };
    },
  );

  r.get('/dev/mailbox', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
    assertAllowed(request);
    const rows = await list();
    const items = rows
      .map(
        (e) => `<article><h2>${escapeHtml(e.subject)}</h2>
<p class="meta">Para <strong>${escapeHtml(e.to)}</strong> · ${escapeHtml(e.createdAt.toLocaleString('es-ES', { timeZone: 'Europe/Madrid' }))} · ${escapeHtml(e.status)}</p>
<pre>${escapeHtml(e.text).replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>')}</pre></article>`,
      )
      .join('\n');
    return reply.type('text/html; charset=utf-8').send(`<!doctype html><html lang="es"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>Buzón de desarrollo · Faena</title>
<style>body{font-family:system-ui,sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem;color:#1c1917}
article{border:1px solid #d6d3d1;border-radius:8px;padding:1rem;margin:1rem 0}h2{font-size:1.1rem;margin:0}
.meta{color:#57534e;font-size:.9rem}pre{white-space:pre-wrap;font-family:inherit}</style></head>
<body><h1>Buzón de desarrollo</h1><p>Correos que Faena ha guardado porque no hay un servidor SMTP configurado (SMTP_URL). Solo visible desde este equipo, en una prueba local.</p>
${items || '<p>Todavía no hay correos.</p>'}</body></html>`);
  });
}
