import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_COOKIE, CONSENT_MAX_AGE_SECONDS, consentCookie, parseConsent } from './consent';

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
}

describe('parseConsent', () => {
  it('is undecided without the cookie', () => {
    expect(parseConsent('')).toBe('undecided');
    expect(parseConsent('tema=oscuro; otra=1')).toBe('undecided');
  });

  it('reads the analytics choice among other cookies', () => {
    expect(parseConsent('faena_consent=analytics:granted')).toBe('granted');
    expect(parseConsent('a=1; faena_consent=analytics:denied; b=2')).toBe('denied');
    expect(parseConsent('x=1;faena_consent=otra:granted|analytics:granted')).toBe('granted');
  });

  it('treats anything it does not understand as undecided (so the banner asks again)', () => {
    expect(parseConsent('faena_consent=')).toBe('undecided');
    expect(parseConsent('faena_consent=analytics:quizas')).toBe('undecided');
    expect(parseConsent('faena_consent=granted')).toBe('undecided');
    expect(parseConsent('otro_faena_consent=analytics:granted')).toBe('undecided');
  });
});

describe('consentCookie', () => {
  it('is a first-party cookie for 365 days, SameSite=Lax, on the whole site', () => {
    expect(CONSENT_COOKIE).toBe('faena_consent');
    expect(CONSENT_MAX_AGE_SECONDS).toBe(365 * 86_400);
    expect(consentCookie('granted', false)).toBe(
      'faena_consent=analytics:granted; Max-Age=31536000; Path=/; SameSite=Lax',
    );
  });

  it('is Secure over https', () => {
    expect(consentCookie('denied', true)).toBe(
      'faena_consent=analytics:denied; Max-Age=31536000; Path=/; SameSite=Lax; Secure',
    );
  });

  it('round-trips through parseConsent', () => {
    for (const choice of ['granted', 'denied'] as const) {
      expect(parseConsent(consentCookie(choice, true).split(';')[0] ?? '')).toBe(choice);
    }
  });
});

describe('the consent store', () => {
  beforeEach(() => {
    clearCookies();
    vi.resetModules();
  });
  afterEach(() => clearCookies());

  it('starts undecided on a first visit, with the panel closed', async () => {
    const store = await import('./consent');
    expect(store.getConsent()).toBe('undecided');
  });

  it('starts from the stored choice', async () => {
    document.cookie = 'faena_consent=analytics:denied; Path=/';
    const store = await import('./consent');
    expect(store.getConsent()).toBe('denied');
  });

  it('writes the cookie, tells its listeners and closes the panel when a choice is made', async () => {
    const store = await import('./consent');
    const listener = vi.fn();
    const unsubscribe = store.subscribeConsent(listener);
    store.openPrivacySettings();
    store.setConsent('granted');
    expect(store.getConsent()).toBe('granted');
    expect(document.cookie).toContain('faena_consent=analytics:granted');
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    store.setConsent('denied');
    expect(listener).toHaveBeenCalledTimes(2);
    expect(parseConsent(document.cookie)).toBe('denied');
  });

  it('survives what sign-out clears (local and session storage)', async () => {
    const store = await import('./consent');
    store.setConsent('denied');
    localStorage.clear();
    sessionStorage.clear();
    vi.resetModules();
    const again = await import('./consent');
    expect(again.getConsent()).toBe('denied');
  });

  it('notices analytics leftovers in the browser', async () => {
    const store = await import('./consent');
    expect(store.hasAnalyticsStorage()).toBe(false);
    localStorage.setItem('ph_phc_prueba_posthog', '{}');
    expect(store.hasAnalyticsStorage()).toBe(true);
    localStorage.clear();
  });
});
