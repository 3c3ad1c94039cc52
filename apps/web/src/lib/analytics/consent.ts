import { useSyncExternalStore } from 'react';

/**
 * The visitor's privacy choice (PRODUCT.md "Decisions"): a first-party cookie, so it
 * survives sign-out (which clears local and session storage). Undecided until the visitor
 * answers the banner; nothing analytic runs unless it says "granted".
 *
 * Cookie: `faena_consent=analytics:granted` (or `:denied`), 365 days (the seed's cookie
 * expiry), Path=/, SameSite=Lax, Secure over https. Other categories would follow as
 * `|name:value`.
 */
export type ConsentChoice = 'granted' | 'denied';
export type ConsentState = ConsentChoice | 'undecided';

export const CONSENT_COOKIE = 'faena_consent';
export const CONSENT_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The analytics choice stored in a `document.cookie` string; 'undecided' when absent or unreadable. */
export function parseConsent(cookies: string): ConsentState {
  for (const part of cookies.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name !== CONSENT_COOKIE) continue;
    const match = /(?:^|\|)analytics:(granted|denied)(?:\||$)/.exec(value.join('='));
    return match ? (match[1] as ConsentChoice) : 'undecided';
  }
  return 'undecided';
}

/** The `document.cookie` assignment that stores a choice. */
export function consentCookie(choice: ConsentChoice, secure: boolean): string {
  return `${CONSENT_COOKIE}=analytics:${choice}; Max-Age=${CONSENT_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

const readCookie = (): ConsentState => (typeof document === 'undefined' ? 'undecided' : parseConsent(document.cookie));

interface Snapshot {
  consent: ConsentState;
  /** The settings panel ('Configurar', the footer, the profile). */
  panelOpen: boolean;
}

let snapshot: Snapshot = { consent: readCookie(), panelOpen: false };
const listeners = new Set<() => void>();

function update(next: Partial<Snapshot>) {
  snapshot = { ...snapshot, ...next };
  for (const listener of listeners) listener();
}

export function subscribeConsent(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const getConsent = (): ConsentState => snapshot.consent;

export function setConsent(choice: ConsentChoice): void {
  try {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox
    document.cookie = consentCookie(choice, location.protocol === 'https:');
  } catch {}
  update({ consent: choice, panelOpen: false });
}

export const openPrivacySettings = () => update({ panelOpen: true });
export const closePrivacySettings = () => update({ panelOpen: false });

/** Another tab may have changed the choice: read the cookie again when this one comes back. */
if (typeof document !== 'undefined') {
  document.addEventListener('visibilitychange', () => {
    const consent = readCookie();
    if (document.visibilityState === 'visible' && consent !== snapshot.consent) update({ consent });
  });
}

/** Whether the analytics library left anything in this browser (its `ph_…` cookies and keys). */
export function hasAnalyticsStorage(): boolean {
  try {
    return (
      /(^|; ?)ph_/.test(document.cookie) ||
      Object.keys(localStorage).some((k) => k.startsWith('ph_') || k.startsWith('__ph'))
    );
  } catch {
    return false;
  }
}

const getSnapshot = () => snapshot;

export function usePrivacy(): Snapshot {
  // Hydrating a prerendered page: the server chose the page with or without the banner by this
  // same cookie (apps/server plugins/web.ts), so the browser's own reading matches its HTML.
  return useSyncExternalStore(subscribeConsent, getSnapshot, getSnapshot);
}
