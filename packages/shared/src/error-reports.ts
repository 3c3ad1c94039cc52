/**
 * What an error report may carry, for the server and the browser alike (docs/security.md, "Error
 * reports"). A report says what broke and where; never who was there or what they wrote. The SDKs
 * are told not to collect personal data (`sendDefaultPii: false`, no request bodies, no
 * breadcrumbs of the console, clicks or requests); this is the last gate before an event leaves,
 * for what slips through anyway: an e-mail in an SMTP error, an address's query string, an IP in
 * a connection error.
 *
 * Written against the shape of a Sentry event without importing the SDK, so both apps share it.
 */

/** Looks like an e-mail address (generous on purpose: masking a false positive costs nothing). */
const EMAIL = /[\p{L}\p{N}._%+'-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/gu;
/** An address followed by a query string or fragment: `…/path?token=…` keeps only `…/path`. */
const URL_QUERY = /((?:[a-z][a-z0-9+.-]*:\/\/[^\s?#"'<>]*|(?<![\w/])\/[^\s?#"'<>]*))[?#][^\s"'<>]*/gi;
const IPV4 = /(?<![\d.])(?:25[0-5]|2[0-4]\d|1?\d?\d)(?:\.(?:25[0-5]|2[0-4]\d|1?\d?\d)){3}(?![\d.])/g;
/** Full and compressed IPv6 forms (at least two groups around a `::`, or eight groups). */
const IPV6 =
  /(?<![\w:])(?:[0-9a-f]{1,4}:){7}[0-9a-f]{1,4}(?![\w:])|(?<![\w:])(?:[0-9a-f]{1,4}:){1,6}:(?:[0-9a-f]{1,4}:?){0,6}(?:[0-9a-f]{1,4})?(?![\w:])|::ffff:[0-9.]+/gi;

/**
 * The SDKs' own switch for personal data (Sentry 11's `dataCollection`, which replaced
 * `sendDefaultPii`): no user fields (and no IP inferred by the receiver: `infer_ip: never`), no
 * cookies, headers, bodies, query strings, database values, queue arguments or local variables.
 */
export const NO_PERSONAL_DATA = {
  userInfo: false,
  cookies: false,
  httpHeaders: false,
  httpBodies: [] as never[],
  urlQueryParams: false,
  graphQL: { document: false, variables: false },
  genAI: { inputs: false, outputs: false },
  mcp: { inputs: false, outputs: false },
  databaseQueryData: false,
  queues: false,
  stackFrameVariables: false,
} as const;

export const MASKED_EMAIL = '[correo]';
export const MASKED_IP = '[ip]';

/** A text with e-mails, IP addresses and addresses' query strings taken out. */
export function maskPersonalText(text: string): string {
  return text.replace(EMAIL, MASKED_EMAIL).replace(URL_QUERY, '$1').replace(IPV4, MASKED_IP).replace(IPV6, MASKED_IP);
}

/** An address without its query string and fragment (where tokens and search terms travel). */
export function withoutQuery(url: string): string {
  const cut = url.search(/[?#]/);
  return cut === -1 ? url : url.slice(0, cut);
}

function maskDeep(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return maskPersonalText(value);
  if (depth > 12 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => maskDeep(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) out[key] = maskDeep(item, depth + 1);
  return out;
}

/** The parts of a Sentry event this module reads or rewrites. */
export interface ScrubbableEvent {
  user?: { id?: string | number; [key: string]: unknown } | null;
  request?: { url?: string; method?: string; [key: string]: unknown } | null;
  breadcrumbs?: Array<{ category?: string; [key: string]: unknown }>;
  [key: string]: unknown;
}

/** Breadcrumbs that say where the visitor went (without query strings), not what they did or wrote. */
const KEPT_BREADCRUMBS = new Set(['navigation']);

/**
 * The event as it may leave: the user reduced to an id (Faena sets the profile id, nothing
 * else), the request to its method and address without query string (no headers, cookies,
 * body or client address), breadcrumbs to navigation, and every remaining text masked.
 */
export function scrubErrorEvent<T extends object>(event: T): T {
  const { user, request, breadcrumbs, sdk, ...rest } = event as ScrubbableEvent;
  const masked = maskDeep(rest, 0) as ScrubbableEvent;
  if (sdk !== undefined) (masked as ScrubbableEvent).sdk = sdk;
  if (user?.id !== undefined && user.id !== null && user.id !== '') masked.user = { id: String(user.id) };
  if (request) {
    const kept: { url?: string; method?: string } = {};
    if (typeof request.url === 'string') kept.url = maskPersonalText(withoutQuery(request.url));
    if (typeof request.method === 'string') kept.method = request.method;
    masked.request = kept;
  }
  if (breadcrumbs) {
    masked.breadcrumbs = breadcrumbs
      .filter((crumb) => KEPT_BREADCRUMBS.has(String(crumb.category)))
      .map((crumb) => {
        const data = crumb.data as { from?: unknown; to?: unknown } | undefined;
        return {
          category: crumb.category,
          timestamp: crumb.timestamp,
          data: {
            from: typeof data?.from === 'string' ? maskPersonalText(withoutQuery(data.from)) : undefined,
            to: typeof data?.to === 'string' ? maskPersonalText(withoutQuery(data.to)) : undefined,
          },
        };
      });
  }
  return masked as T;
}
