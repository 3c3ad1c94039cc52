import type { ProfileDto } from '@faena/shared/schemas';
import type { PostHog } from 'posthog-js';
import { i18n } from '@/lib/i18n';
import { getConsent, hasAnalyticsStorage, subscribeConsent } from './consent';

/**
 * The only door to the analytics library. Until the visitor accepts, every call is
 * dropped; once they accept, `runtime.ts` is imported (a small chunk), asks the server for the
 * key (GET /api/config) and only with a key imports posthog-js. Calls made meanwhile wait in a
 * short queue. Nothing here may break the app: a failed import or a blocked host only leaves
 * analytics off, and every call on the library is wrapped.
 */
type Runtime = typeof import('./runtime');
type Call = (posthog: PostHog, runtime: Runtime) => void;

let phase: 'idle' | 'loading' | 'ready' | 'off' = 'idle';
let client: [PostHog, Runtime] | undefined;
let queue: Call[] = [];
/** The identity last sent, so identify runs once per change. */
let identity: string | undefined;

const loadRuntime = () => import('./runtime');

function run(call: Call) {
  try {
    if (client) call(...client);
  } catch {}
}

/** Follows the consent: start (or resume) on "granted"; stop and wipe on anything else. */
function apply() {
  if (getConsent() === 'granted') {
    if (phase === 'idle') {
      phase = 'loading';
      loadRuntime()
        .then(async (runtime) => {
          const posthog = await runtime.startPostHog();
          phase = posthog ? 'ready' : 'off';
          if (posthog) client = [posthog, runtime];
          const pending = queue;
          queue = [];
          if (getConsent() === 'granted') pending.forEach(run);
          else apply();
        })
        .catch(() => {
          phase = 'off';
          queue = [];
        });
    }
    run((posthog, runtime) => runtime.resumePostHog(posthog));
    return;
  }
  queue = [];
  identity = undefined;
  // Withdrawn, or leftovers of an earlier consent: stop the library and wipe what it stored.
  if (client) run((posthog, runtime) => runtime.stopPostHog(posthog));
  else if (hasAnalyticsStorage())
    loadRuntime().then(
      (runtime) => runtime.wipeAnalyticsStorage(),
      () => {},
    );
}

if (typeof window !== 'undefined') {
  let last = getConsent();
  subscribeConsent(() => {
    if (getConsent() !== last) {
      last = getConsent();
      apply();
    }
  });
  apply();
}

/** Runs `call` on the library when (and only if) the visitor has accepted and a key exists. */
export function withAnalytics(call: Call): void {
  if (getConsent() !== 'granted' || phase === 'off') return;
  if (client) run(call);
  else if (queue.length < 50) queue.push(call);
}

export function track(event: string, properties: Record<string, unknown>): void {
  withAnalytics((posthog) => posthog.capture(event, properties));
}

/**
 * page_visited: page_name from the route table, user_id of the signed-in user or null, and the
 * language the page is shown in (issue 24; the original's properties stay as they are).
 */
export function trackPageVisited(pageName: string, userId: string | null): void {
  track('page_visited', { page_name: pageName, user_id: userId, language: i18n.locale });
}

/** identify: the signed-in user's id with the original's person properties, once per change. */
export function identifyUser(userId: string, profile: ProfileDto): void {
  const key = JSON.stringify(profile);
  if (key === identity || getConsent() !== 'granted') return;
  identity = key;
  withAnalytics((posthog, runtime) => posthog.identify(userId, runtime.identifyProperties(profile)));
}

/** Sign-out: a new anonymous identity for whatever comes next on this device. */
export function resetAnalytics(): void {
  identity = undefined;
  withAnalytics((posthog) => posthog.reset());
}

/** No user any more (signed out here or in another tab): reset if someone was identified. */
export function forgetUser(): void {
  if (identity) resetAnalytics();
}
