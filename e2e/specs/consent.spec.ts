import { DEMO, expect, expectAccessible, signIn, test } from '../fixtures';
import { E2E_MAP_STYLE_URL } from '../paths';

// The main server runs without POSTHOG_KEY: the banner still asks (the choice is kept for when
// analytics is configured), but accepting downloads no analytics library, no error-report SDK
// (no SENTRY_DSN either), and sends nothing.

test('the consent banner on a first visit, and no analytics without a key even after «Aceptar» @movil', async ({
  page,
}) => {
  const scripts: string[] = [];
  const foreign: string[] = [];
  page.on('response', async (response) => {
    const url = new URL(response.url());
    if (url.hostname !== 'localhost') foreign.push(response.url());
    if (response.request().resourceType() === 'script') scripts.push(await response.text().catch(() => ''));
  });
  await page.goto('/');
  const banner = page.getByRole('region', { name: 'Privacidad' });
  await expect(banner).toBeVisible();
  await expectAccessible(page);

  const config = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/config');
  await banner.getByRole('button', { name: 'Aceptar' }).click();
  expect(await (await config).json()).toEqual({
    analytics: null,
    errorReports: null,
    map: { styleUrl: E2E_MAP_STYLE_URL },
  });
  await expect(banner).toBeHidden();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Cookies' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Política de cookies' })).toBeVisible();

  expect(foreign).toEqual([]);
  expect(scripts.some((s) => s.includes('__PosthogExtensions__'))).toBe(false);
  const cookies = await page.context().cookies();
  expect(cookies.filter((c) => c.name.startsWith('ph_'))).toEqual([]);
  expect(cookies.find((c) => c.name === 'faena_consent')?.value).toBe('analytics:granted');
});

test('the choice survives sign-out and can be changed from the profile', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('region', { name: 'Privacidad' }).getByRole('button', { name: 'Rechazar' }).click();
  await signIn(page, DEMO.professional);
  await page.goto('/profile');
  await expect(page.getByText('Has rechazado la medición de uso (analítica)')).toBeVisible();
  await page.getByRole('button', { name: 'Cambiar mis preferencias' }).click();
  const panel = page.getByRole('dialog', { name: 'Preferencias de privacidad' });
  await expect(panel.getByLabel('Medición de uso (analítica)')).not.toBeChecked();
  await panel.getByLabel('Medición de uso (analítica)').check();
  await panel.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(page.getByText('Has aceptado la medición de uso (analítica).')).toBeVisible();

  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Privacidad' })).toHaveCount(0);
  const consent = (await page.context().cookies()).find((c) => c.name === 'faena_consent');
  expect(consent?.value).toBe('analytics:granted');
});
