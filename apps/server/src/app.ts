import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import { disputeRoutes } from './modules/disputes';
import '@faena/shared/zod-es';
import type { Database, DbHandle } from '@faena/db';
import { OFFERED_LANGUAGES } from '@faena/shared';
import Fastify, { type FastifyInstance, type FastifySchema } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { type Config, fastifyTrustProxy } from './config/env';
import { BackgroundWork } from './lib/background';
import { loadTranslations } from './lib/i18n';
import { paths } from './lib/paths';
import { adminRoutes } from './modules/admin/routes';
import { applicationRoutes } from './modules/applications/routes';
import { createAuth } from './modules/auth/auth';
import { authRoutes } from './modules/auth/routes';
import { queueResetEmail } from './modules/auth/service';
import { configRoutes } from './modules/config/routes';
import { dashboardRoutes } from './modules/dashboard/routes';
import { devMailboxRoutes } from './modules/dev/mailbox';
import { healthRoutes } from './modules/health/routes';
import { imageRoutes } from './modules/images/routes';
import { createImageStore, type ImageStore } from './modules/images/storage';
import { configureInvoices } from './modules/invoices';
import { invoiceRoutes } from './modules/invoices/routes';
import { messageRoutes } from './modules/messages/routes';
import { createMetrics, metricsPlugin } from './modules/metrics';
import { notificationRoutes } from './modules/notifications/routes';
import { configureNotifications } from './modules/notifications/service';
import { offerRoutes } from './modules/offers/routes';
import type { PaymentProviders } from './modules/payments';
import { createPaymentProviders } from './modules/payments/factory';
import { paymentRoutes } from './modules/payments/routes';
import { professionalRoutes } from './modules/professionals/routes';
import { accountRoutes } from './modules/profile/account-routes';
import { profileRoutes } from './modules/profile/routes';
import { progressRoutes } from './modules/progress/routes';
import { propertyRoutes } from './modules/properties/routes';
import { publicRoutes } from './modules/public/routes';
import { pushRoutes } from './modules/push/routes';
import { realtimeRoutes } from './modules/realtime/routes';
import { referenceRoutes } from './modules/reference/routes';
import { reviewRoutes } from './modules/reviews/routes';
import { seriesRoutes } from './modules/series/routes';
import { taskRoutes } from './modules/tasks/routes';
import { uploadRoutes } from './modules/uploads/routes';
import { verificationRoutes } from './modules/verification/routes';
import { type Access, authPlugin } from './plugins/auth';
import { errorsPlugin, frameworkErrors } from './plugins/errors';
import { idempotencyPlugin } from './plugins/idempotency';
import { openapiPlugin } from './plugins/openapi';
import { RequestLog, requestId, requestIdPlugin, requestSerializer } from './plugins/request-log';
import { securityPlugin } from './plugins/security';
import { inlineScriptHashes, readIndexHtml, webPlugin } from './plugins/web';
import { wireModules } from './wiring';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    dbHandle: DbHandle;
    authSecret: string;
    /** Where photos are kept; the job worker gets the same instance (server.ts). */
    imageStore: ImageStore;
    /** Work started after an answer (lib/background.ts); awaited on close. */
    background: BackgroundWork;
    /** Every route the app serves (the HEADs Fastify adds to GETs left out), as registered: the authorisation matrix reads it. */
    routeList: RouteEntry[];
  }
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A HEAD route that is not the shadow of a GET: the route list (and the matrix) count it. */
    ownHead?: boolean;
  }
}

export interface RouteEntry {
  method: string;
  url: string;
  schema: FastifySchema | undefined;
  /** Who may call it (config.access, required on every route by plugins/auth.ts). */
  access: Access | undefined;
}

export interface AppDeps {
  config: Config;
  database: DbHandle;
  authSecret: string;
  /** Default: from the configuration (the S3 bucket, or files under DATA_DIR/uploads). */
  imageStore?: ImageStore;
  /** Default: from the configuration (Stripe, or the built-in test provider). */
  paymentProviders?: PaymentProviders;
  /** Serve the built web app (off in API tests). */
  serveWeb?: boolean;
  /** Where the built web app is; default apps/web/dist. */
  webDist?: string;
  /** false: no log at all; a stream: the log's lines go there (tests read them). Default: stdout. */
  logger?: boolean | { stream: NodeJS.WritableStream };
}

/** Builds the whole app as a Fastify instance, without listening: server.ts and tests share it. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    logger:
      deps.logger === false
        ? false
        : {
            level: config.LOG_LEVEL,
            redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
            serializers: { req: requestSerializer },
            ...(typeof deps.logger === 'object' ? { stream: deps.logger.stream } : {}),
          },
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 1024 * 1024,
    // One line per request, without URL, query or headers (plugins/request-log.ts).
    logController: new RequestLog(),
    genReqId: requestId,
    routerOptions: { maxParamLength: 200 },
    frameworkErrors,
    // Every schema is zod, compiled by fastify-type-provider-zod: naming its compilers here keeps
    // Fastify from loading Ajv and fast-json-stringify at start (~110 ms of CPU) for nothing.
    schemaController: {
      // (Fastify types these factories for Ajv's and fast-json-stringify's compilers.)
      compilersFactory: {
        buildValidator: () => validatorCompiler as never,
        buildSerializer: () => serializerCompiler as never,
      },
    },
  });
  const routeList: RouteEntry[] = [];
  app.decorate('routeList', routeList);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      // The HEADs Fastify and plugins add beside GETs answer as those GETs; a HEAD that is a route
      // of its own (the resumable uploads' offset) says so.
      if (method === 'HEAD' && !route.config?.ownHead) continue;
      routeList.push({ method, url: route.url, schema: route.schema, access: route.config?.access });
    }
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('config', config);
  wireModules();
  configureNotifications({ publicUrl: config.PUBLIC_URL });
  configureInvoices({ legalName: config.FAENA_LEGAL_NAME, taxId: config.FAENA_TAX_ID, address: config.FAENA_ADDRESS });
  app.decorate('db', deps.database.db);
  app.decorate('dbHandle', deps.database);
  app.decorate('authSecret', deps.authSecret);
  app.decorate('imageStore', deps.imageStore ?? createImageStore(config));
  const paymentProviders = deps.paymentProviders ?? createPaymentProviders(config, deps.database.db, deps.authSecret);
  app.decorate('paymentProviders', paymentProviders);
  app.decorate('paymentProvider', paymentProviders.active);
  app.decorate('background', new BackgroundWork(app.log));
  app.addHook('onClose', async () => app.background.settle());

  const distDir = deps.webDist ?? paths.webDist();
  const indexHtml = deps.serveWeb === false ? null : readIndexHtml(distDir);

  await app.register(requestIdPlugin);
  await app.register(metricsPlugin, { metrics: createMetrics({ database: deps.database, log: app.log }) });
  await app.register(errorsPlugin);
  // The server's texts in every language a person can choose, read once (lib/i18n.ts).
  await loadTranslations(OFFERED_LANGUAGES);
  // Before compression: its onSend hook keeps the answer as JSON text, not the compressed stream.
  await app.register(idempotencyPlugin);
  // Light on data: JSON, HTML, JavaScript and CSS travel compressed; photos are
  // already compressed and are left alone. Brotli at a middle quality costs little CPU per answer.
  await app.register(fastifyCompress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
  });
  await app.register(securityPlugin, { config, inlineScriptHashes: inlineScriptHashes(indexHtml) });
  await app.register(openapiPlugin);

  const auth = createAuth({
    db: deps.database.db,
    secret: deps.authSecret,
    publicUrl: config.PUBLIC_URL,
    onResetRequested: (to) => queueResetEmail(deps.database.db, config.PUBLIC_URL, to),
    log: (level, message) => app.log[level](message),
  });
  await app.register(authPlugin, { auth });

  await app.register(healthRoutes);
  await app.register(configRoutes);
  await app.register(authRoutes);
  await app.register(profileRoutes);
  await app.register(accountRoutes);
  await app.register(adminRoutes);
  await app.register(imageRoutes);
  await app.register(uploadRoutes);
  await app.register(referenceRoutes);
  await app.register(propertyRoutes);
  await app.register(taskRoutes);
  await app.register(seriesRoutes);
  await app.register(applicationRoutes);
  await app.register(offerRoutes);
  await app.register(progressRoutes);
  await app.register(messageRoutes);
  await app.register(notificationRoutes);
  await app.register(pushRoutes);
  await app.register(realtimeRoutes);
  await app.register(dashboardRoutes);
  await app.register(paymentRoutes);
  await app.register(disputeRoutes);
  await app.register(invoiceRoutes);
  await app.register(reviewRoutes);
  await app.register(verificationRoutes);
  await app.register(professionalRoutes);
  await app.register(publicRoutes);
  if (config.devMailbox) await app.register(devMailboxRoutes);
  if (deps.serveWeb !== false) {
    await app.register(webPlugin, {
      distDir,
      absent: config.devMailbox ? [] : ['/dev/'],
      pseudo: config.I18N_PSEUDO === '1',
    });
  }

  return app;
}
