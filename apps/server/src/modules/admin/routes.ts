import {
  zAdminActionPage,
  zAdminActionsQuery,
  zAdminOverview,
  zAdminPaymentPage,
  zAdminPaymentsQuery,
  zAdminPropertiesQuery,
  zAdminPropertyPage,
  zAdminTaskPage,
  zAdminTasksQuery,
  zAdminUserDetail,
  zAdminUserPage,
  zAdminUsersQuery,
  zReason,
} from '@faena/shared/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Actor } from '../../lib/actor';
import { actorOf } from '../../plugins/auth';
import { logAdminAction } from './audit';
import {
  archivePropertyAsAdmin,
  cancelTaskAsAdmin,
  changeAdmin,
  setSuspended,
  setTaskHidden,
  settlePaymentAsAdmin,
  setVerification,
} from './management';
import { listActions, listPayments, listProperties, listTasks, listUsers, overview, userDetail } from './queries';

/** The seed's RPC passes old_data/new_data as JSON strings (or null). */
function parseJsonText(value: string | null | undefined): unknown {
  if (value === null || value === undefined) return null;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

export async function adminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Administración'];

  r.post(
    '/api/admin/actions',
    {
      config: { access: 'admin' },
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
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Registro de acciones de administración, filtrable por administrador, acción, tabla y fecha',
        querystring: zAdminActionsQuery,
        response: { 200: zAdminActionPage },
      },
    },
    async (request) => listActions(app.db, request.query),
  );

  r.get(
    '/api/admin/overview',
    {
      config: { access: 'admin' },
      schema: { tags, summary: 'Cifras del panel de administración', response: { 200: zAdminOverview } },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return overview(app.db);
    },
  );

  const zProfileId = z.object({ profileId: z.uuid() });
  const ok = { 200: z.object({ ok: z.literal(true) }) };

  /**
   * One POST per change an admin makes to one record (`/:id/verb`): the record's id and,
   * where the change needs one, the reason (required, checked by zReason) go to `run`;
   * the answer is { ok: true }. Auditing is done by `run` in the same transaction.
   */
  function change(
    path: `${string}/:${string}/${string}`,
    summary: string,
    needsReason: boolean,
    run: (actor: Actor, id: string, reason: string) => Promise<unknown>,
  ) {
    const idName = /\/:(\w+)\//.exec(path)?.[1];
    if (!idName) throw new Error(`${path}: no :id in the path`);
    r.post(
      path,
      {
        config: { access: 'admin' },
        schema: {
          tags,
          summary,
          params: z.object({ [idName]: z.uuid() }),
          ...(needsReason ? { body: zReason } : {}),
          response: ok,
        },
      },
      async (request) => {
        // Both were checked by the route's schema above.
        const { [idName]: id = '' } = request.params as Record<string, string>;
        const { reason = '' } = (request.body ?? {}) as { reason?: string };
        await run(actorOf(request), id, reason);
        return { ok: true as const };
      },
    );
  }

  // ---------- Users ----------
  r.get(
    '/api/admin/users',
    {
      config: { access: 'admin' },
      schema: { tags, summary: 'Usuarios', querystring: zAdminUsersQuery, response: { 200: zAdminUserPage } },
    },
    async (request) => listUsers(app.db, request.query),
  );
  r.get(
    '/api/admin/users/:profileId',
    {
      config: { access: 'admin' },
      schema: { tags, summary: 'Ficha de un usuario', params: zProfileId, response: { 200: zAdminUserDetail } },
    },
    async (request) => userDetail(app.db, request.params.profileId),
  );
  change('/api/admin/users/:profileId/verify', 'Verificar a un profesional', false, (actor, id) =>
    setVerification(app.db, actor, id, 'verified'),
  );
  change(
    '/api/admin/users/:profileId/reject-verification',
    'Rechazar la verificación con un motivo',
    true,
    (actor, id, reason) => setVerification(app.db, actor, id, 'rejected', reason),
  );
  change('/api/admin/users/:profileId/unverify', 'Quitar la verificación', false, (actor, id) =>
    setVerification(app.db, actor, id, 'none'),
  );
  change('/api/admin/users/:profileId/grant-admin', 'Hacer administrador', false, (actor, id) =>
    changeAdmin(app.db, actor, id, true),
  );
  change(
    '/api/admin/users/:profileId/revoke-admin',
    'Quitar permisos de administrador (nunca al último)',
    false,
    (actor, id) => changeAdmin(app.db, actor, id, false),
  );
  change('/api/admin/users/:profileId/suspend', 'Suspender una cuenta', true, (actor, id, reason) =>
    setSuspended(app.db, app.auth, actor, id, true, reason),
  );
  change('/api/admin/users/:profileId/reactivate', 'Reactivar una cuenta', false, (actor, id) =>
    setSuspended(app.db, app.auth, actor, id, false),
  );

  // ---------- Tasks ----------
  r.get(
    '/api/admin/tasks',
    {
      config: { access: 'admin' },
      schema: { tags, summary: 'Tareas', querystring: zAdminTasksQuery, response: { 200: zAdminTaskPage } },
    },
    async (request) => listTasks(app.db, request.query),
  );
  change('/api/admin/tasks/:taskId/hide', 'Ocultar una tarea de la búsqueda', false, (actor, id) =>
    setTaskHidden(app.db, actor, id, true),
  );
  change('/api/admin/tasks/:taskId/unhide', 'Volver a mostrar una tarea', false, (actor, id) =>
    setTaskHidden(app.db, actor, id, false),
  );
  change('/api/admin/tasks/:taskId/cancel', 'Cancelar una tarea con un motivo', true, (actor, id, reason) =>
    cancelTaskAsAdmin(app.db, actor, id, reason),
  );

  // ---------- Properties ----------
  r.get(
    '/api/admin/properties',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Propiedades',
        querystring: zAdminPropertiesQuery,
        response: { 200: zAdminPropertyPage },
      },
    },
    async (request) => listProperties(app.db, request.query),
  );
  change('/api/admin/properties/:propertyId/archive', 'Archivar una propiedad', false, (actor, id) =>
    archivePropertyAsAdmin(app.db, actor, id, true),
  );
  change('/api/admin/properties/:propertyId/restore', 'Recuperar una propiedad archivada', false, (actor, id) =>
    archivePropertyAsAdmin(app.db, actor, id, false),
  );

  // ---------- Payments ----------
  r.get(
    '/api/admin/payments',
    {
      config: { access: 'admin' },
      schema: { tags, summary: 'Pagos', querystring: zAdminPaymentsQuery, response: { 200: zAdminPaymentPage } },
    },
    async (request) => listPayments(app.db, request.query),
  );
  change('/api/admin/payments/:paymentId/release', 'Liberar un pago retenido', true, (actor, id, reason) =>
    settlePaymentAsAdmin(app.db, app.paymentProviders, actor, id, 'released', reason),
  );
  change('/api/admin/payments/:paymentId/refund', 'Reembolsar un pago retenido', true, (actor, id, reason) =>
    settlePaymentAsAdmin(app.db, app.paymentProviders, actor, id, 'refunded', reason),
  );
}
