import type { IncomingMessage, ServerResponse } from 'node:http';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config/env';
import { AppError } from '../lib/errors';
import { databaseRateLimitStore } from '../lib/limits';

export interface SecurityOptions {
  config: Config;
  /** sha256 hashes ('sha256-…') of the inline scripts the built index.html carries. */
  inlineScriptHashes: string[];
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Where the web's build puts its content-hashed, immutable files (apps/web/vite.config.ts). */
export const ASSETS_PREFIX = '/assets/';

const pick = (headers: Record<string, string>, names: string[]) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => names.includes(name.toLowerCase())));

/**
 * Security headers (a Content-Security-Policy without inline scripts except by hash), the
 * rate limiter used by the auth routes, and an Origin check on every state-changing API call.
 */
export const securityPlugin = fp(async (app: FastifyInstance, opts: SecurityOptions) => {
  const { config } = opts;
  const stripe = config.cardPayments === 'stripe';
  // posthog-js talks to its ingestion host (events, flags) and, on PostHog's cloud, to the
  // region's assets host (remote config, a JSON GET). It never loads scripts from there: the
  // web turns external script loading off, so script-src stays 'self'.
  // @sentry/browser posts its reports to the DSN's host (only after consent, web lib/error-reports).
  // A Set: one receiver may stand in for both (the browser tests' capture endpoint does).
  const mapOrigin = new URL(config.MAP_STYLE_URL).origin;
  const connectSrc = [
    ...new Set([
      "'self'",
      ...(config.POSTHOG_KEY ? analyticsOrigins(config.POSTHOG_HOST) : []),
      ...(config.SENTRY_DSN ? [new URL(config.SENTRY_DSN).origin] : []),
      ...(stripe ? ['https://api.stripe.com'] : []),
      // MapLibre fetches the style, its tiles, glyphs and sprites (components/map).
      mapOrigin,
    ]),
  ];
  const scriptSrc = [
    "'self'",
    ...opts.inlineScriptHashes.map((h) => `'${h}'`),
    // Stripe.js must come from Stripe (PCI): its card element and 3-D Secure run in its frames.
    ...(stripe ? ['https://js.stripe.com'] : []),
  ];

  // Helmet's headers depend only on the configuration, so they are computed once here;
  // @fastify/helmet rebuilt and re-parsed the whole policy on every request (a fifth of the
  // CPU of a small API response, docs/performance.md).
  const securityHeaders = staticHelmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc,
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', mapOrigin],
        fontSrc: ["'self'", 'data:'],
        connectSrc,
        manifestSrc: ["'self'"],
        // MapLibre starts its tile worker from a blob: URL.
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        ...(stripe ? { frameSrc: ["'self'", 'https://js.stripe.com', 'https://hooks.stripe.com'] } : {}),
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(config.PUBLIC_URL.startsWith('https://') ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity:
      config.isProduction && config.PUBLIC_URL.startsWith('https://') ? { maxAge: 31_536_000 } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  // The built web's hashed files (JavaScript, CSS) are not documents: a policy, framing or
  // referrer header has nothing to act on there, and at ≈ 0.8 kB per response they were a sixth of
  // a professional's first session on the wire (≈ 100 chunks; docs/performance.md). What a
  // script or style sheet does use stays: no sniffing, same-origin only, HSTS.
  const assetHeaders = pick(securityHeaders, [
    'x-content-type-options',
    'cross-origin-resource-policy',
    'strict-transport-security',
  ]);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.url.startsWith(ASSETS_PREFIX) ? assetHeaders : securityHeaders);
    done();
  });

  await app.register(rateLimit, {
    global: false,
    // Counted in the database: shared by every server process and kept across restarts.
    store: databaseRateLimitStore(app.db),
    errorResponseBuilder: () => new AppError('RATE_LIMITED'),
  });

  // Behind a proxy that TRUST_PROXY does not name, every client looks like the proxy and they
  // all share one per-address limit: say so once in the log.
  let warnedProxy = false;
  app.addHook('onRequest', (request, _reply, done) => {
    if (!warnedProxy && config.trustProxy === false && request.headers['x-forwarded-for'] !== undefined) {
      warnedProxy = true;
      request.log.warn(
        'Llegan peticiones con X-Forwarded-For pero TRUST_PROXY no está configurado: todos los clientes cuentan como la dirección del proxy. Si hay un proxy delante, pon TRUST_PROXY=1 (o su dirección).',
      );
    }
    done();
  });

  const allowed = new URL(config.PUBLIC_URL).origin;
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    const origin = request.headers.origin;
    // Browsers send Origin on every cross-site write; a request without one carries no
    // ambient cookies from another site, so only a mismatching Origin is refused (CSRF).
    if (!origin) return;
    const sameHost = (() => {
      try {
        return new URL(origin).host === request.headers.host;
      } catch {
        return false;
      }
    })();
    if (origin !== allowed && !sameHost) throw new AppError('BAD_ORIGIN');
  });
});

/**
 * The origins posthog-js connects to for an ingestion host: the host itself and, for PostHog's
 * cloud (eu.i.posthog.com, us.i.posthog.com), its assets host (eu-assets.i.posthog.com). A
 * custom host (a reverse proxy) serves both from one origin.
 */
export function analyticsOrigins(host: string): string[] {
  const origin = new URL(host).origin;
  const cloud = /^https:\/\/(eu|us)\.i\.posthog\.com$/.exec(origin);
  return cloud ? [origin, `https://${cloud[1]}-assets.i.posthog.com`] : [origin];
}

/**
 * The headers helmet would set for these options, recorded once: none of our directives is a
 * per-request function, so every response gets the same ones.
 */
export function staticHelmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name];
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}
