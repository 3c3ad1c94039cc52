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
import { actorOf, requireAdmin } from '../../plugins/auth';
import { logAdminAction } from './audit';
import {
  archivePropertyAsAdmin,
  cancelTaskAsAdmin,
  changeAdmin,
  setSuspended,
  setTaskHidden,
  settlePayment,
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
      preHandler: requireAdmin,
      schema: { tags, summary: 'Cifras del panel de administración', response: { 200: zAdminOverview } },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return overview(app.db);
    },
  );

  // ---------- Users ----------
  const zProfileId = z.object({ profileId: z.uuid() });
  const ok = { 200: z.object({ ok: z.literal(true) }) };

  r.get(
    '/api/admin/users',
    {
      preHandler: requireAdmin,
      schema: { tags, summary: 'Usuarios', querystring: zAdminUsersQuery, response: { 200: zAdminUserPage } },
    },
    async (request) => listUsers(app.db, request.query),
  );
  r.get(
    '/api/admin/users/:profileId',
    {
      preHandler: requireAdmin,
      schema: { tags, summary: 'Ficha de un usuario', params: zProfileId, response: { 200: zAdminUserDetail } },
    },
    async (request) => userDetail(app.db, request.params.profileId),
  );
  r.post(
    '/api/admin/users/:profileId/verify',
    {
      preHandler: requireAdmin,
      schema: { tags, summary: 'Verificar a un profesional', params: zProfileId, response: ok },
    },
    async (request) => {
      await setVerification(app.db, actorOf(request), request.params.profileId, 'verified');
      return { ok: true as const };
    },
  );
  r.post(
    '/api/admin/users/:profileId/reject-verification',
    {
      preHandler: requireAdmin,
      schema: {
        tags,
        summary: 'Rechazar la verificación con un motivo',
        params: zProfileId,
        body: zReason,
        response: ok,
      },
    },
    async (request) => {
      await setVerification(app.db, actorOf(request), request.params.profileId, 'rejected', request.body.reason);
      return { ok: true as const };
    },
  );
  r.post(
    '/api/admin/users/:profileId/unverify',
    { preHandler: requireAdmin, schema: { tags, summary: 'Quitar la verificación', params: zProfileId, response: ok } },
    async (request) => {
      await setVerification(app.db, actorOf(request), request.params.profileId, 'none');
      return { ok: true as const };
    },
  );
  r.post(
    '/api/admin/users/:profileId/grant-admin',
    { preHandler: requireAdmin, schema: { tags, summary: 'Hacer administrador', params: zProfileId, response: ok } },
    async (request) => {
      await changeAdmin(app.db, actorOf(request), request.params.profileId, true);
      return { ok: true as const };
    },
  );
  r.post(
    '/api/admin/users/:profileId/revoke-admin',
    {
      preHandler: requireAdmin,
      schema: { tags, summary: 'Quitar permisos de administrador (nunca al último)', params: zProfileId, response: ok },
    },
    async (request) => {
      await changeAdmin(app.db, actorOf(request), request.params.profileId, false);
      return { ok: true as const };
    },
  );
  r.post(
    '/api/admin/users/:profileId/suspend',
    {
      preHandler: requireAdmin,
      schema: { tags, summary: 'Suspender una cuenta', params: zProfileId, body: zReason, response: ok },
    },
    async (request) => {
      await setSuspended(app.db, app.auth, actorOf(request), request.params.profileId, true, request.body.reason);
      return { ok: true as const };
    },
  );
  r.post(
    '/api/admin/users/:profileId/reactivate',
    { preHandler: requireAdmin, schema: { tags, summary: 'Reactivar una cuenta', params: zProfileId, response: ok } },
    async (request) => {
      await setSuspended(app.db, app.auth, actorOf(request), request.params.profileId, false);
      return { ok: true as const };
    },
  );

  // ---------- Tasks ----------
  const zTaskId = z.object({ taskId: z.uuid() });
  r.get(
    '/api/admin/tasks',
    {
      preHandler: requireAdmin,
      schema: { tags, summary: 'Tareas', querystring: zAdminTasksQuery, response: { 200: zAdminTaskPage } },
    },
    async (request) => listTasks(app.db, request.query),
  );
  r.post(
    '/api/admin/tasks/:taskId/hide',
    {
      preHandler: requireAdmin,
      schema: { tags, summary: 'Ocultar una tarea de la búsqueda', params: zTaskId, response: ok },
    },
    async (request) => {
      await setTaskHidden(app.db, actorOf(request), request.params.taskId, true);
      return { ok: true as const };
    },
  );
  r.post(
    '/api/admin/tasks/:taskId/unhide',
    {
      preHandler: requireAdmin,
      schema: { tags, summary: 'Volver a mostrar una tarea', params: zTaskId, response: ok },
    },
    async (request) => {
      await setTaskHidden(app.db, actorOf(request), request.params.taskId, false);
      return { ok: true as const };
    },
  );
  r.post(
    '/api/admin/tasks/:taskId/cancel',
    {
      preHandler: requireAdmin,
      schema: { tags, summary: 'Cancelar una tarea con un motivo', params: zTaskId, body: zReason, response: ok },
    },
    async (request) => {
      await cancelTaskAsAdmin(app.db, actorOf(request), request.params.taskId, request.body.reason);
      return { ok: true as const };
    },
  );

  // ---------- Properties ----------
  const zPropertyId = z.object({ propertyId: z.uuid() });
  r.get(
    '/api/admin/properties',
    {
      preHandler: requireAdmin,
      schema: {
        tags,
        summary: 'Propiedades',
        querystring: zAdminPropertiesQuery,
        response: { 200: zAdminPropertyPage },
      },
    },
    async (request) => listProperties(app.db, request.query),
  );
  r.post(
    '/api/admin/properties/:propertyId/archive',
    {
      preHandler: requireAdmin,
      schema: { tags, summary: 'Archivar una propiedad', params: zPropertyId, response: ok },
    },
    async (request) => {
      await archivePropertyAsAdmin(app.db, actorOf(request), request.params.propertyId, true);
      return { ok: true as const };
    },
  );
  r.post(
    '/api/admin/properties/:propertyId/restore',
    {
      preHandler: requireAdmin,
      schema: { tags, summary: 'Recuperar una propiedad archivada', params: zPropertyId, response: ok },
    },
    async (request) => {
      await archivePropertyAsAdmin(app.db, actorOf(request), request.params.propertyId, false);
      return { ok: true as const };
    },
  );

  // ---------- Payments ----------
  const zPaymentId = z.object({ paymentId: z.uuid() });
  r.get(
    '/api/admin/payments',
    {
      preHandler: requireAdmin,
      schema: { tags, summary: 'Pagos', querystring: zAdminPaymentsQuery, response: { 200: zAdminPaymentPage } },
    },
    async (request) => listPayments(app.db, request.query, app.paymentProvider.testMode),
  );
  r.post(
    '/api/admin/payments/:paymentId/release',
    {
      preHandler: requireAdmin,
      schema: { tags, summary: 'Liberar un pago retenido', params: zPaymentId, body: zReason, response: ok },
    },
    async (request) => {
      await settlePayment(
        app.db,
        app.paymentProvider,
        actorOf(request),
        request.params.paymentId,
        'released',
        request.body.reason,
      );
      return { ok: true as const };
    },
  );
  r.post(
    '/api/admin/payments/:paymentId/refund',
    {
      preHandler: requireAdmin,
      schema: { tags, summary: 'Reembolsar un pago retenido', params: zPaymentId, body: zReason, response: ok },
    },
    async (request) => {
      await settlePayment(
        app.db,
        app.paymentProvider,
        actorOf(request),
        request.params.paymentId,
        'refunded',
        request.body.reason,
      );
      return { ok: true as const };
    },
  );
}
