import { zPayment, zPaymentsOverview, zPayTask } from '@faena/shared/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import { actorOf } from '../../plugins/auth';
import type { PaymentProvider } from './provider';
import {
  applyWebhook,
  completeCardAction,
  confirmReceipt,
  type PaymentRow,
  paymentFor,
  paymentsOverview,
  payTask,
  toPaymentDtos,
} from './service';

declare module 'fastify' {
  interface FastifyInstance {
    paymentProvider: PaymentProvider;
  }
}

const zTaskId = z.object({ taskId: z.uuid() });
const zId = z.object({ paymentId: z.uuid() });

export async function paymentRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Pagos'];
  const guard = { config: { access: 'signed-in' as const } };
  const deps = () => ({ db: app.db, provider: app.paymentProvider, feePercent: app.config.PLATFORM_FEE_PERCENT });
  const dto = async (row: PaymentRow) => {
    const [one] = await toPaymentDtos(app.db, [row], app.paymentProvider.testMode);
    if (!one) throw new Error('pago sin datos');
    return one;
  };
  /** A declined card answers 402 with the bank's reason; the failed attempt stays on record. */
  const answer = async (row: PaymentRow) => {
    if (row.status === 'failed') throw new AppError('CARD_DECLINED', row.failureReason ?? undefined);
    return dto(row);
  };

  r.get(
    '/api/payments',
    {
      ...guard,
      schema: { tags, summary: 'Mis pagos (propietario) o cobros (profesional)', response: { 200: zPaymentsOverview } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return paymentsOverview(deps(), actorOf(request));
    },
  );

  r.post(
    '/api/tasks/:taskId/payments',
    {
      config: { access: 'signed-in', rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Pagar una tarea asignada',
        params: zTaskId,
        body: zPayTask,
        response: { 201: zPayment },
      },
    },
    async (request, reply) => {
      const row = await payTask(deps(), actorOf(request), request.params.taskId, request.body);
      return reply.status(201).send(await answer(row));
    },
  );

  r.get(
    '/api/payments/:paymentId',
    { ...guard, schema: { tags, summary: 'Un pago (el recibo)', params: zId, response: { 200: zPayment } } },
    async (request) => paymentFor(app.db, actorOf(request), request.params.paymentId, app.paymentProvider.testMode),
  );

  r.post(
    '/api/payments/:paymentId/confirm-action',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Responder a la confirmación del banco (3-D Secure)',
        params: zId,
        body: z.object({ approved: z.boolean() }),
        response: { 200: zPayment },
      },
    },
    async (request) =>
      answer(await completeCardAction(deps(), actorOf(request), request.params.paymentId, request.body.approved)),
  );

  r.post(
    '/api/payments/:paymentId/confirm-receipt',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Confirmar que ha llegado una transferencia o un Bizum',
        params: zId,
        response: { 200: zPayment },
      },
    },
    async (request) => dto(await confirmReceipt(app.db, actorOf(request), request.params.paymentId)),
  );

  // Webhooks need the exact bytes to check the signature: a scope with a string JSON parser.
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_req, body, done) =>
      done(null, body),
    );
    scope.post(
      '/api/payments/webhooks/:provider',
      {
        config: { access: 'public' },
        schema: { tags, summary: 'Avisos firmados del proveedor de pagos', hide: false },
      },
      async (request) => {
        let event: ReturnType<PaymentProvider['parseWebhook']>;
        try {
          event = app.paymentProvider.parseWebhook(
            String(request.body ?? ''),
            request.headers['faena-signature'] as string | undefined,
          );
        } catch {
          throw new AppError('FORBIDDEN', 'Firma del aviso no válida.');
        }
        await applyWebhook(app.db, event);
        return { received: true };
      },
    );
  });
}
