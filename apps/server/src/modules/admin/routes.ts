import { adminActions } from '@faena/db';
import { desc, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, requireAdmin } from '../../plugins/auth';
import { logAdminAction } from './audit';

/** The seed's RPC passes old_data/new_data as JSON strings (or null). */
function parseJsonText(value: string | null | undefined): unknown {
  if (value === null || value === undefined) return null;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

const zAdminAction = z.object({
  id: z.string(),
  adminId: z.string().nullable(),
  actor: z.string(),
  actionName: z.string(),
  targetTableName: z.string(),
  targetRecordId: z.string().nullable(),
  oldData: z.unknown(),
  newData: z.unknown(),
  createdAt: z.string(),
});

export async function adminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Administración'];

  r.post(
    '/api/admin/actions',
    {
      preHandler: requireAdmin,
      schema: {
        tags,
        summary: 'log_admin_action: anotar una acción de administración',
        body: z.object({
          action_name: z.string().trim().min(1).max(100),
          target_table_name: z.string().trim().min(1).max(100),
          target_record_id: z.string().max(200).nullable().optional(),
          old_data: z.string().max(100_000).nullable().optional(),
          new_data: z.string().max(100_000).nullable().optional(),
        }),
        response: { 201: z.object({ id: z.string() }) },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const body = request.body;
      const id = await logAdminAction(app.db, {
        adminId: actor.profileId,
        actor: actor.email,
        actionName: body.action_name,
        targetTableName: body.target_table_name,
        targetRecordId: body.target_record_id ?? null,
        oldData: parseJsonText(body.old_data),
        newData: parseJsonText(body.new_data),
      });
      return reply.status(201).send({ id });
    },
  );

  r.get(
    '/api/admin/actions',
    {
      preHandler: requireAdmin,
      schema: {
        tags,
        summary: 'Registro de acciones de administración, las más recientes primero',
        querystring: z.object({
          before: z.iso.datetime().optional(),
          limit: z.coerce.number().int().min(1).max(100).default(50),
        }),
        response: { 200: z.object({ items: z.array(zAdminAction) }) },
      },
    },
    async (request) => {
      const { before, limit } = request.query;
      const rows = await app.db
        .select()
        .from(adminActions)
        .where(before ? lt(adminActions.createdAt, new Date(before)) : undefined)
        .orderBy(desc(adminActions.createdAt))
        .limit(limit);
      return { items: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })) };
    },
  );
}
