import {
  zAdminDisputeDetail,
  zAdminDisputeList,
  zDispute,
  zDisputeDecision,
  zDisputeStatementInput,
  zOpenDispute,
  zPaymentDispute,
} from '@faena/shared/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../plugins/auth';
import {
  addStatement,
  adminDisputeDetail,
  decideDispute,
  disputeOfPayment,
  getDispute,
  listDisputes,
  openDispute,
} from './service';

const zPaymentId = z.object({ paymentId: z.uuid() });

/**
 * Statements a person may add in STATEMENT_WINDOW, over all their disputes: a party states
 * a few times, a script flooding the administrators' page does not. Counted per account (and
 * per address for the rare request without one), in the database like every limit.
 */
export const STATEMENTS_PER_WINDOW = 10;
const STATEMENT_WINDOW = '10 minutes';
const statementLimit = {
  max: STATEMENTS_PER_WINDOW,
  timeWindow: STATEMENT_WINDOW,
  // The route's access guard (plugins/auth.ts) has run: the actor is known.
  keyGenerator: (request: FastifyRequest) => (request.actor ? `perfil ${request.actor.profileId}` : `ip ${request.ip}`),
};
const zDisputeId = z.object({ disputeId: z.uuid() });

export async function disputeRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Disputas'];
  const guard = { config: { access: 'signed-in' as const } };
  const admin = { config: { access: 'admin' as const } };

  r.get(
    '/api/payments/:paymentId/dispute',
    {
      ...guard,
      schema: {
        tags,
        summary: 'La disputa de un pago (la última) y si se puede abrir una',
        params: zPaymentId,
        response: { 200: zPaymentDispute },
      },
    },
    async (request) => disputeOfPayment(app.db, actorOf(request), request.params.paymentId),
  );

  r.post(
    '/api/payments/:paymentId/dispute',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Abrir disputa sobre un pago retenido',
        params: zPaymentId,
        body: zOpenDispute,
        response: { 201: zDispute },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await openDispute(app.db, actorOf(request), request.params.paymentId, request.body)),
  );

  r.get(
    '/api/disputes/:disputeId',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Una disputa (sus dos partes y la administración)',
        params: zDisputeId,
        response: { 200: zDispute },
      },
    },
    async (request) => getDispute(app.db, actorOf(request), request.params.disputeId),
  );

  r.post(
    '/api/disputes/:disputeId/statements',
    {
      config: { access: 'signed-in', rateLimit: statementLimit },
      schema: {
        tags,
        summary: 'Añadir una declaración (texto y fotos) a una disputa abierta',
        params: zDisputeId,
        body: zDisputeStatementInput,
        response: { 201: zDispute },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await addStatement(app.db, actorOf(request), request.params.disputeId, request.body)),
  );

  r.get(
    '/api/admin/disputes',
    { ...admin, schema: { tags, summary: 'Disputas (abiertas primero)', response: { 200: zAdminDisputeList } } },
    async () => listDisputes(app.db),
  );

  r.get(
    '/api/admin/disputes/:disputeId',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Una disputa con el avance del trabajo y la conversación',
        params: zDisputeId,
        response: { 200: zAdminDisputeDetail },
      },
    },
    async (request) => adminDisputeDetail(app.db, actorOf(request), request.params.disputeId),
  );

  r.post(
    '/api/admin/disputes/:disputeId/decision',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Resolver una disputa: liberar todo, reembolsar todo o repartir',
        params: zDisputeId,
        body: zDisputeDecision,
        response: { 200: zDispute },
      },
    },
    async (request) =>
      decideDispute(app.db, app.paymentProviders, actorOf(request), request.params.disputeId, request.body),
  );
}
