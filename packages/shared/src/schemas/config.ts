import { z } from 'zod';

/**
 * What the web app needs to know at run time (GET /api/config): read from the server's
 * environment, so changing a setting needs no new build. `analytics` is null when no
 * POSTHOG_KEY is set: the web then never downloads the analytics library; `errorReports` is
 * null when no SENTRY_DSN is set, and the web then never downloads the error-report SDK.
 */
export const zPublicConfig = z.object({
  analytics: z
    .object({
      /** PostHog project key (public by design: it only lets a browser send events). */
      key: z.string(),
      /** Ingestion host, EU by default. */
      host: z.string(),
    })
    .nullable(),
  errorReports: z
    .object({
      /** Sentry DSN (public by design: it only lets a browser send events). */
      dsn: z.string(),
      environment: z.string(),
      release: z.string(),
    })
    .nullable(),
  /** The map (MAP_STYLE_URL): a MapLibre style, loaded only on the screens that show a map. */
  map: z.object({ styleUrl: z.string() }),
});
export type PublicConfig = z.infer<typeof zPublicConfig>;
