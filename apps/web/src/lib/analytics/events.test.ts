import type { ProfileDto } from '@faena/shared/schemas';
import { describe, expect, it } from 'vitest';
import { taskDto } from '../../../test/fixtures';
import { contextProperties, identifyProperties, redactUrls, wipeAnalyticsStorage } from './context';
import { taskCreationStartedProperties, taskPublishedProperties } from './events';

const task = taskDto;

describe('task_published properties', () => {
  it('carries exactly the original properties, budget in euros as numbers', () => {
    expect(taskPublishedProperties(task())).toEqual({
      task_id: 'tarea-1',
      owner_id: 'perfil-propietaria',
      property_id: 'finca-1',
      task_category: 'poda',
      urgency: 'high',
      budget_min: 200,
      budget_max: 450.5,
      has_description: true,
      has_preferred_start_date: true,
      estimated_budget_range: '300-1000',
    });
  });

  it('says what is missing: no budget, no description, no start date', () => {
    const props = taskPublishedProperties(
      task({ budgetMinCents: null, budgetMaxCents: null, description: '   ', preferredStartDate: null }),
    );
    expect(props).toMatchObject({
      budget_min: null,
      budget_max: null,
      has_description: false,
      has_preferred_start_date: false,
      estimated_budget_range: 'unknown',
    });
  });

  it('buckets the budget midpoint as PRODUCT.md says', () => {
    const bucket = (min: number | null, max: number | null) =>
      taskPublishedProperties(task({ budgetMinCents: min, budgetMaxCents: max })).estimated_budget_range;
    expect(bucket(5_000, 9_000)).toBe('<100');
    expect(bucket(10_000, 20_000)).toBe('100-300');
    expect(bucket(null, 80_000)).toBe('300-1000');
    expect(bucket(100_000, 300_000)).toBe('1000-3000');
    expect(bucket(300_000, 500_000)).toBe('>3000');
  });
});

describe('task_creation_started properties', () => {
  it('has the owner, the property (or null) and source dashboard', () => {
    expect(taskCreationStartedProperties('perfil-1', null)).toEqual({
      owner_id: 'perfil-1',
      property_id: null,
      source: 'dashboard',
    });
    expect(taskCreationStartedProperties('perfil-1', 'finca-9').property_id).toBe('finca-9');
  });
});

describe('identify properties', () => {
  it('are e-mail, role, profile_id, verified, created_at and location_province', () => {
    const profile = {
      id: 'perfil-1',
      userId: 'usuario-1',
      email: 'carmen.ruiz@faena.demo',
      emailVerified: true,
      role: 'property_owner',
      firstName: 'Carmen',
      lastName: 'Ruiz',
      phone: '600000000',
      avatarUrl: null,
      avatar: null,
      locationProvince: '23',
      locationMunicipality: null,
      locationMunicipalityCode: null,
      language: 'es',
      verified: false,
      isAdmin: false,
      createdAt: '2026-01-02T03:04:05.000Z',
      updatedAt: '2026-01-02T03:04:05.000Z',
      fieldWorkerProfile: null,
    } satisfies ProfileDto;
    expect(identifyProperties(profile)).toEqual({
      email: 'carmen.ruiz@faena.demo',
      role: 'property_owner',
      profile_id: 'perfil-1',
      verified: false,
      created_at: '2026-01-02T03:04:05.000Z',
      location_province: '23',
    });
  });
});

describe('common properties of every event', () => {
  it('are platform web, timestamp, url, path, user agent, screen resolution and viewport', () => {
    const fake = {
      location: { href: 'https://faena.es/task/1?x=1', pathname: '/task/1' },
      navigator: { userAgent: 'Navegador/1.0' },
      screen: { width: 390, height: 844 },
      innerWidth: 390,
      innerHeight: 700,
    } as unknown as Window;
    const props = contextProperties(fake);
    expect(props).toEqual({
      platform: 'web',
      timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      url: 'https://faena.es/task/1?x=1',
      path: '/task/1',
      user_agent: 'Navegador/1.0',
      screen_resolution: '390x844',
      viewport: '390x700',
    });
  });

  it('never carry a password-reset token', () => {
    expect(
      redactUrls({ url: 'https://faena.es/reset-password?token=secreto&a=1', $current_url: 'https://faena.es/', n: 1 }),
    ).toEqual({ url: 'https://faena.es/reset-password?token=[oculto]&a=1', $current_url: 'https://faena.es/', n: 1 });
  });
});

describe('wipeAnalyticsStorage', () => {
  it("removes the library's cookies and storage keys, and nothing else", () => {
    document.cookie = 'ph_phc_prueba_posthog=%7B%7D; Path=/';
    document.cookie = 'faena_consent=analytics:denied; Path=/';
    localStorage.setItem('ph_phc_prueba_posthog', '{}');
    localStorage.setItem('__ph_opt_in_out_phc_prueba', '0');
    localStorage.setItem('faena-tema', 'oscuro');
    sessionStorage.setItem('ph_phc_prueba_window_id', 'x');
    wipeAnalyticsStorage();
    expect(document.cookie).not.toContain('ph_');
    expect(document.cookie).toContain('faena_consent=analytics:denied');
    expect(Object.keys(localStorage)).toEqual(['faena-tema']);
    expect(Object.keys(sessionStorage)).toEqual([]);
    localStorage.clear();
    document.cookie = 'faena_consent=; Max-Age=0; Path=/';
  });
});
