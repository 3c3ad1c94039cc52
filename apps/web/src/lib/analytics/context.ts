import type { ProfileDto } from '@faena/shared/schemas';

/**
 * What runtime.ts adds to events and how it cleans up; kept out of the first download.
 */

/** identify's person properties: e-mail, role, profile_id, verified, created_at, location_province. */
export function identifyProperties(profile: ProfileDto) {
  return {
    email: profile.email,
    role: profile.role,
    profile_id: profile.id,
    verified: profile.verified,
    created_at: profile.createdAt,
    location_province: profile.locationProvince,
  };
}

/**
 * What every event carries (original specification, section 7): platform, timestamp, url,
 * path, user agent, screen resolution and viewport. Read at the moment of the event.
 */
export function contextProperties(w: Window = window) {
  return {
    platform: 'web' as const,
    timestamp: new Date().toISOString(),
    url: w.location.href,
    path: w.location.pathname,
    user_agent: w.navigator.userAgent,
    screen_resolution: `${w.screen.width}x${w.screen.height}`,
    viewport: `${w.innerWidth}x${w.innerHeight}`,
  };
}

/** Single-use secrets in addresses (the password-reset link's token) never leave the browser. */
export function redactUrls<T extends Record<string, unknown>>(properties: T): T {
  const out: Record<string, unknown> = { ...properties };
  for (const [key, value] of Object.entries(out)) {
    if (typeof value === 'string' && /[?&]token=/.test(value)) {
      out[key] = value.replace(/([?&]token=)[^&#]*/g, '$1[oculto]');
    }
  }
  return out as T;
}

/**
 * Removes whatever the analytics library stored in this browser: its cookies (`ph_…`) and its
 * local and session storage keys (`ph_…`, `__ph…`). Run on rejection and whenever consent is
 * not given, so a withdrawn consent leaves nothing behind.
 */
export function wipeAnalyticsStorage(): void {
  try {
    for (const part of document.cookie.split(';')) {
      const name = part.split('=')[0]?.trim() ?? '';
      if (name.startsWith('ph_')) {
        // The library may have set it on the parent domain too (cross-subdomain cookies).
        const domains = [
          '',
          `; Domain=${location.hostname}`,
          `; Domain=.${location.hostname.split('.').slice(-2).join('.')}`,
        ];
        // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox
        for (const domain of domains) document.cookie = `${name}=; Max-Age=0; Path=/${domain}`;
      }
    }
  } catch {}
  for (const storage of [globalThis.localStorage, globalThis.sessionStorage]) {
    try {
      for (const key of Object.keys(storage))
        if (key.startsWith('ph_') || key.startsWith('__ph')) storage.removeItem(key);
    } catch {}
  }
}
