import { NO_PERSONAL_DATA, scrubErrorEvent } from '@faena/shared/error-reports';
import type { PublicConfig } from '@faena/shared/schemas';
import { getConsent, subscribeConsent } from './analytics/consent';
import { setErrorSink } from './report-error';

/**
 * The browser's error reports (SENTRY_DSN on the server). Never in the first download: the
 * consent gate's lazy runtime (analytics/runtime.ts) imports this module once the visitor has
 * accepted and the server's /api/config names a DSN, and only then is @sentry/browser fetched.
 * Sent: uncaught errors, unhandled rejections and failed chunk loads, scrubbed by the same rules
 * as the server's (@faena/shared/error-reports). Withdrawn consent closes the SDK at once; it
 * keeps nothing in the browser (no sessions, no storage), so there is nothing to wipe.
 */
type Settings = NonNullable<PublicConfig['errorReports']>;
type Sentry = typeof import('@sentry/browser');

let loading: Promise<void> | null = null;

export function startErrorReports(settings: Settings): Promise<void> {
  loading ??= import('@sentry/browser').then((sentry) => follow(sentry, settings));
  return loading;
}

function follow(sentry: Sentry, settings: Settings) {
  let on = false;
  const apply = () => {
    const wanted = getConsent() === 'granted';
    if (wanted === on) return;
    on = wanted;
    if (wanted) start(sentry, settings);
    else void sentry.close();
  };
  subscribeConsent(apply);
  apply();

  // What the app's error boundaries caught (report-error.ts): a render crash, a failed chunk.
  setErrorSink({
    capture(error, { tags, componentStack }) {
      if (!on) return;
      sentry.captureException(error, {
        tags,
        contexts: componentStack ? { react: { componentStack } } : undefined,
      });
    },
    flush: (timeoutMs) => (on ? sentry.flush(timeoutMs) : Promise.resolve(true)),
  });

  // Vite's event when a lazy chunk (a screen, a dialog) cannot be fetched: a deploy replaced it,
  // or the connection dropped. Reported as what it is, then left to fail as before.
  window.addEventListener('vite:preloadError', (event) => {
    if (!on) return;
    const { payload } = event as Event & { payload?: unknown };
    sentry.captureException(payload, { tags: { chunk_load: true } });
  });
}

function start(sentry: Sentry, settings: Settings) {
  sentry.init({
    dsn: settings.dsn,
    environment: settings.environment,
    release: settings.release,
    dataCollection: NO_PERSONAL_DATA,
    // Only what is listed: no sessions, no tracing, no replay, no breadcrumbs of the console,
    // clicks, keystrokes or requests (they would carry texts, form values and addresses).
    defaultIntegrations: false,
    integrations: [
      sentry.eventFiltersIntegration(),
      sentry.functionToStringIntegration(),
      sentry.globalHandlersIntegration({ onerror: true, onunhandledrejection: true }),
      sentry.linkedErrorsIntegration(),
      sentry.dedupeIntegration(),
      sentry.httpContextIntegration(),
      sentry.breadcrumbsIntegration({
        dom: false,
        fetch: false,
        xhr: false,
        sentry: false,
        history: true,
      }),
    ],
    // A second gate: an event formed while consent was being withdrawn is dropped here.
    beforeSend: (event) => (getConsent() === 'granted' ? scrubErrorEvent(event) : null),
  });
}
