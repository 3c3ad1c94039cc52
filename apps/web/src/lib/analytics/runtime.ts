import type { CaptureResult, PostHog } from 'posthog-js';
import { ApiError, api } from '@/lib/api';
import { getConsent } from './consent';
import { contextProperties, redactUrls, wipeAnalyticsStorage } from './context';

export { identifyProperties, wipeAnalyticsStorage } from './context';

/**
 * Loaded with a dynamic import only after the visitor accepted analytics (client.ts). Asks the
 * server for the key and host (read at run time), and only when there is a key imports
 * posthog-js (~119 kB gzip) and starts it. Returns null when analytics is off. With a DSN in
 * the same answer it also starts the error reports (lib/error-reports.ts), analytics or not.
 */
export async function startPostHog(): Promise<PostHog | null> {
  // A refusal of the server leaves analytics off; no connection is an error (client.ts).
  const config = await api.get('/api/config').catch((error: unknown) => {
    if (error instanceof ApiError && error.status !== 0) return null;
    throw error;
  });
  // Error reports share this consent and this config: their module and SDK load only with a DSN.
  const errorReports = config?.errorReports;
  if (errorReports && getConsent() === 'granted') {
    import('@/lib/error-reports').then(
      (m) => m.startErrorReports(errorReports),
      () => {},
    );
  }
  const analytics = config?.analytics;
  if (!analytics || getConsent() !== 'granted') return null;
  const { default: posthog } = await import('posthog-js');
  if (getConsent() !== 'granted') return null;
  posthog.init(analytics.key, {
    api_host: analytics.host,
    // The original's settings: EU host (the default of POSTHOG_HOST), autocapture off, page
    // views on. Routes change on the client, so page views follow the history API: one
    // $pageview at start and one on every pushState/replaceState/popstate that changes the path.
    autocapture: false,
    capture_pageview: 'history_change',
    // Off (PRODUCT.md): session recording and surveys; and everything else that would
    // observe the page or load code from the analytics host.
    disable_session_recording: true,
    disable_surveys: true,
    disable_surveys_automatic_display: true,
    disable_product_tours: true,
    disable_conversations: true,
    disable_web_experiments: true,
    disable_external_dependency_loading: true,
    advanced_disable_feature_flags: true,
    capture_performance: false,
    capture_exceptions: false,
    capture_dead_clicks: false,
    enable_heatmaps: false,
    rageclick: false,
    // Everything else — flush every 3 s, session idle 30 min and 24 h at most, 10 events/s
    // with a burst of 100, 10 retries with backoff up to 30 min, 365-day cookie, 65,535
    // characters per string, the 60 s quota pause — is the library's own default, which
    // matches the original's constants (README, "Analítica").
    before_send: beforeSend,
  });
  return posthog;
}

/** Every event: dropped unless consent stands; else with the original's common properties. */
function beforeSend(event: CaptureResult | null): CaptureResult | null {
  if (!event || getConsent() !== 'granted') return null;
  event.properties = redactUrls({ ...contextProperties(), ...event.properties });
  if (event.$set) event.$set = redactUrls(event.$set);
  if (event.$set_once) event.$set_once = redactUrls(event.$set_once);
  return event;
}

let stopped = false;

/** Consent withdrawn: stop capturing, keep nothing in the browser. */
export function stopPostHog(posthog: PostHog): void {
  if (stopped) return;
  stopped = true;
  try {
    posthog.opt_out_capturing();
    posthog.set_config({ disable_persistence: true });
  } finally {
    wipeAnalyticsStorage();
  }
}

/** Consent given again in the same page. */
export function resumePostHog(posthog: PostHog): void {
  if (!stopped) return;
  stopped = false;
  posthog.set_config({ disable_persistence: false });
  posthog.opt_in_capturing({ captureEventName: false });
}
