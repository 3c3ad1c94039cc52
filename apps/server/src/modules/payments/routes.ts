import { type Language, m } from '@faena/shared';
import {
  PAYOUT_STATUS_VALUES,
  zChargeState,
  zPayment,
  zPaymentsOverview,
  zPayTask,
  zTestChargeAuthenticate,
  zTestChargeConfirm,
} from '@faena/shared/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, notFound } from '../../lib/errors';
import { translate } from '../../lib/i18n';
import { textLanguage } from '../../lib/language';
import { actorOf } from '../../plugins/auth';
import type { ChargeState, PaymentProvider, PaymentProviders, ProviderWebhookEvent } from './provider';
import {
  applyWebhook,
  confirmReceipt,
  type PaymentWithCheckout,
  paymentFor,
  paymentsOverview,
  payoutAccountOf,
  payTask,
  refreshPayoutAccount,
  startPayoutOnboarding,
  syncCardPayment,
  toPaymentDtos,
} from './service';
import { TestPaymentProvider } from './test-provider';

declare module 'fastify' {
  interface FastifyInstance {
    /** The active provider: new payments, payout accounts, webhooks (`paymentProviders.active`). */
    paymentProvider: PaymentProvider;
    /** Every provider stored payments may name, each of which moves its own payments' money. */
    paymentProviders: PaymentProviders;
  }
}

const zTaskId = z.object({ taskId: z.uuid() });
const zId = z.object({ paymentId: z.uuid() });
const zRef = z.object({ ref: z.string().min(3).max(100) });

export async function paymentRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Pagos'];
  const guard = { config: { access: 'signed-in' as const } };
  const deps = () => ({
    db: app.db,
    providers: app.paymentProviders,
    feePercent: app.config.PLATFORM_FEE_PERCENT,
    cardEnabled: app.config.cardPayments !== null,
  });
  const dto = async ({ row, clientSecret }: PaymentWithCheckout, lang: Language) => {
    const checkout = new Map(clientSecret ? [[row.id, clientSecret]] : []);
    const [one] = await toPaymentDtos(app.db, [row], checkout, lang);
    if (!one) throw new Error('pago sin datos');
    return one;
  };
  /** A card the provider refused for good answers 402 with the bank's reason; the attempt stays on record. */
  const answer = async (payment: PaymentWithCheckout, lang: Language) => {
    if (payment.row.status === 'failed') throw new AppError('CARD_DECLINED', payment.row.failureReason ?? undefined);
    return dto(payment, lang);
  };

  r.get(
    '/api/payments',
    {
      ...guard,
      schema: { tags, summary: 'Mis pagos (propietario) o cobros (profesional)', response: { 200: zPaymentsOverview } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return paymentsOverview(deps(), actorOf(request), textLanguage(request));
    },
  );

  r.post(
    '/api/tasks/:taskId/payments',
    {
      config: { access: 'signed-in', rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Pagar una tarea asignada (con tarjeta: devuelve la clave para el formulario del proveedor)',
        params: zTaskId,
        body: zPayTask,
        response: { 201: zPayment },
      },
    },
    async (request, reply) => {
      const payment = await payTask(deps(), actorOf(request), request.params.taskId, request.body);
      return reply.status(201).send(await answer(payment, textLanguage(request)));
    },
  );

  r.get(
    '/api/payments/:paymentId',
    { ...guard, schema: { tags, summary: 'Un pago (el recibo)', params: zId, response: { 200: zPayment } } },
    async (request) => paymentFor(app.db, actorOf(request), request.params.paymentId, textLanguage(request)),
  );

  r.post(
    '/api/payments/:paymentId/sync',
    {
      config: { access: 'signed-in', rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Comprobar con el proveedor un pago con tarjeta (al volver de su formulario)',
        params: zId,
        response: { 200: zPayment },
      },
    },
    async (request) =>
      answer(await syncCardPayment(deps(), actorOf(request), request.params.paymentId), textLanguage(request)),
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
    async (request) =>
      dto(
        { row: await confirmReceipt(app.db, actorOf(request), request.params.paymentId), clientSecret: null },
        textLanguage(request),
      ),
  );

  r.post(
    '/api/payments/payout-account',
    {
      config: { access: 'signed-in', rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Configurar cobros con tarjeta: la dirección del alta en el proveedor',
        response: { 200: z.object({ url: z.string() }) },
      },
    },
    async (request) => startPayoutOnboarding(deps(), actorOf(request), app.config.PUBLIC_URL),
  );

  r.post(
    '/api/payments/payout-account/refresh',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Estado de la cuenta de cobros según el proveedor',
        response: { 200: z.object({ status: z.enum(PAYOUT_STATUS_VALUES) }) },
      },
    },
    async (request) => ({ status: await refreshPayoutAccount(deps(), actorOf(request)) }),
  );

  // The built-in test provider's side of the card element and of the onboarding, "Modo de
  // pruebas": what Stripe's own servers do for Stripe.js and Connect. Only card tokens travel here.
  const testProvider = app.paymentProvider instanceof TestPaymentProvider ? app.paymentProvider : null;
  if (testProvider && app.config.cardPayments === 'pruebas') {
    // The bank's reason (a text of the catalogues) in the request's language.
    const state = (s: ChargeState, lang: Language) => ({
      status: s.status,
      failureReason: s.failureReason ? translate(lang, s.failureReason) : null,
    });
    /** A wrong reference or client secret is a 404: nothing says which it was. */
    const orNotFound = async <T>(work: () => Promise<T>) => {
      try {
        return await work();
      } catch {
        throw notFound();
      }
    };
    r.post(
      '/api/payments/test-provider/charges/:ref/confirm',
      {
        config: { access: 'signed-in', rateLimit: { max: 30, timeWindow: '1 minute' } },
        schema: {
          tags,
          summary: 'Proveedor de pruebas: confirmar un cobro con una tarjeta de prueba',
          params: zRef,
          body: zTestChargeConfirm,
          response: { 200: zChargeState },
        },
      },
      async (request) =>
        state(
          await orNotFound(() =>
            testProvider.confirmCharge(request.params.ref, request.body.clientSecret, request.body.paymentMethod),
          ),
          textLanguage(request),
        ),
    );
    r.post(
      '/api/payments/test-provider/charges/:ref/authenticate',
      {
        config: { access: 'signed-in', rateLimit: { max: 30, timeWindow: '1 minute' } },
        schema: {
          tags,
          summary: 'Proveedor de pruebas: la confirmación del banco (3-D Secure)',
          params: zRef,
          body: zTestChargeAuthenticate,
          response: { 200: zChargeState },
        },
      },
      async (request) =>
        state(
          await orNotFound(() =>
            testProvider.authenticateCharge(request.params.ref, request.body.clientSecret, request.body.approved),
          ),
          textLanguage(request),
        ),
    );
    r.post(
      '/api/payments/test-provider/charges/:ref/outside-refund',
      {
        config: { access: 'admin' },
        schema: {
          tags,
          summary:
            'Proveedor de pruebas: un reembolso hecho fuera de Faena (el panel del proveedor, un contracargo), y su aviso',
          params: zRef,
          response: { 200: z.object({ received: z.literal(true) }) },
        },
      },
      async (request) => {
        const { ref } = request.params;
        await orNotFound(() => testProvider.refundFromOutside(ref));
        // The provider tells Faena, as its webhook would.
        await applyWebhook(
          { db: app.db, providers: app.paymentProviders },
          { id: `evt_prueba_exterior_${ref}`, type: 'charge.refunded', ref },
        );
        return { received: true as const };
      },
    );
    r.post(
      '/api/payments/test-provider/accounts/:ref/complete',
      {
        ...guard,
        schema: {
          tags,
          summary: 'Proveedor de pruebas: completar el alta de cobros',
          params: zRef,
          response: { 200: z.object({ status: z.enum(PAYOUT_STATUS_VALUES) }) },
        },
      },
      async (request) => {
        const actor = actorOf(request);
        const account = await payoutAccountOf(app.db, actor.profileId, testProvider.name);
        if (!account || account.accountRef !== request.params.ref) throw notFound();
        await testProvider.completeOnboarding(account.accountRef);
        return { status: await refreshPayoutAccount(deps(), actor) };
      },
    );
  }

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
        const provider = app.paymentProvider;
        if ((request.params as { provider?: string }).provider !== provider.name) throw notFound();
        let event: ProviderWebhookEvent | null;
        try {
          event = provider.parseWebhook(
            String(request.body ?? ''),
            request.headers[provider.signatureHeader] as string | undefined,
          );
        } catch {
          throw new AppError('FORBIDDEN', m('Firma del aviso no válida.'));
        }
        if (event) await applyWebhook({ db: app.db, providers: app.paymentProviders }, event);
        return { received: true };
      },
    );
  });
}
