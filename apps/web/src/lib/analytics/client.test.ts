import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// A stand-in for the lazily imported runtime: records what would reach posthog-js.
const calls: unknown[][] = [];
const fakePostHog = {
  capture: (...args: unknown[]) => calls.push(['capture', ...args]),
  identify: (...args: unknown[]) => calls.push(['identify', ...args]),
  reset: () => calls.push(['reset']),
};
const startPostHog = vi.fn(async () => fakePostHog);
vi.mock('./runtime', () => ({
  startPostHog,
  resumePostHog: vi.fn(),
  stopPostHog: vi.fn(() => calls.push(['stop'])),
  wipeAnalyticsStorage: vi.fn(),
  identifyProperties: (profile: { id: string }) => ({ profile_id: profile.id }),
}));

function clearCookies() {
  document.cookie = 'faena_consent=; Max-Age=0; Path=/';
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  calls.length = 0;
  startPostHog.mockClear();
  clearCookies();
  vi.resetModules();
});
afterEach(clearCookies);

describe('the analytics client', () => {
  it('before consent: loads nothing and drops every call', async () => {
    const client = await import('./client');
    client.trackPageVisited('home', null);
    client.track('task_published', { task_id: 't' });
    await settle();
    expect(startPostHog).not.toHaveBeenCalled();
    expect(calls).toEqual([]);
  });

  it('after rejection: still nothing', async () => {
    const consent = await import('./consent');
    const client = await import('./client');
    consent.setConsent('denied');
    client.trackPageVisited('home', null);
    await settle();
    expect(startPostHog).not.toHaveBeenCalled();
    expect(calls).toEqual([]);
  });

  it('on acceptance: loads the library and sends what was tracked meanwhile, in order', async () => {
    const consent = await import('./consent');
    const client = await import('./client');
    consent.setConsent('granted');
    client.trackPageVisited('dashboard', 'usuario-1');
    client.identifyUser('usuario-1', { id: 'perfil-1' } as never);
    client.identifyUser('usuario-1', { id: 'perfil-1' } as never);
    await settle();
    expect(startPostHog).toHaveBeenCalledTimes(1);
    expect(calls).toEqual([
      ['capture', 'page_visited', { page_name: 'dashboard', user_id: 'usuario-1', language: 'es' }],
      ['identify', 'usuario-1', { profile_id: 'perfil-1' }],
    ]);
    client.resetAnalytics();
    client.forgetUser();
    expect(calls.at(-1)).toEqual(['reset']);
    expect(calls.filter((c) => c[0] === 'reset')).toHaveLength(1);
  });

  it('on withdrawal: stops the library and drops later calls', async () => {
    const consent = await import('./consent');
    const client = await import('./client');
    consent.setConsent('granted');
    await settle();
    consent.setConsent('denied');
    client.track('page_visited', {});
    await settle();
    expect(calls).toEqual([['stop']]);
  });

  it('a library that cannot load leaves analytics off without an error', async () => {
    startPostHog.mockRejectedValueOnce(new Error('bloqueado'));
    const consent = await import('./consent');
    const client = await import('./client');
    consent.setConsent('granted');
    client.trackPageVisited('home', null);
    await settle();
    client.trackPageVisited('auth', null);
    expect(calls).toEqual([]);
  });
});
