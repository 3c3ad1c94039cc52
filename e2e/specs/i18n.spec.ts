import type { Locator } from '@playwright/test';
import { DEMO, expect, expectAccessible, signIn, test } from '../fixtures';

// The language (issue 24). The e2e server offers the pseudo-language (I18N_PSEUDO=1): every text
// that goes through the catalogues comes out accented, so a text still written in the code shows
// as plain Castellano. Until another language's translation is complete it is the only one
// besides Castellano, and only for whoever sets the cookie.
/**
 * The Castellano text, through the catalogue: Lingui's pseudo-localisation swaps each letter for
 * a look-alike (a → à, b → ƀ), so the text keeps its length and its spaces but is not Castellano.
 */
async function expectPseudo(locator: Locator, castellano: string) {
  await expect(locator).toBeVisible();
  const text = (await locator.innerText()).trim().normalize('NFC');
  expect(text).not.toBe(castellano);
  expect([...text].length).toBe([...castellano].length);
  expect(text.split(' ').map((w) => [...w].length)).toEqual(castellano.split(' ').map((w) => [...w].length));
}

test('the pseudo-language: <html lang>, the shell and the screens through the catalogues; back to Castellano from «Idioma», kept on reload @movil', async ({
  page,
}) => {
  // The cookie as the app writes it (one cookie, from the page).
  const choose = (value: string) =>
    page.evaluate((v) => {
      document.cookie = `faena_lang=${v}; Path=/; Max-Age=31536000; SameSite=Lax`;
    }, value);
  await page.goto('/');
  await choose('pseudo');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pseudo');
  await expectPseudo(page.getByRole('heading', { level: 1 }), 'Los trabajos de tu finca, en buenas manos');
  await expectPseudo(page.getByRole('banner').locator('a[href="/auth"]'), 'Iniciar sesión');
  await expect(page.getByRole('link', { name: 'Iniciar sesión' })).toHaveCount(0);
  // 'Idioma' in the header too, from a tablet's width (a phone's header has room only for the buttons).
  const wide = (page.viewportSize()?.width ?? 0) >= 640;
  await expect(page.getByRole('banner').getByRole('combobox')).toHaveCount(wide ? 1 : 0);
  await page.goto('/auth');
  await expectPseudo(page.getByRole('heading', { level: 1 }), 'Entra en Faena');

  // Signed in (in Castellano), a lazily loaded screen follows the language too.
  await choose('es');
  await signIn(page, DEMO.owner);
  await choose('pseudo');
  await page.goto('/my-tasks');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pseudo');
  await expectPseudo(page.getByRole('heading', { level: 1 }), 'Mis tareas');

  // «Idioma» in the footer: back to Castellano from the pseudo-language (which it lists only while chosen).
  const menu = page.getByRole('contentinfo').getByRole('combobox');
  await expect(menu).toBeVisible();
  await expect(menu).toHaveAccessibleName(/^\S+$/);
  await expectPseudo(page.getByRole('contentinfo').locator('label').last(), 'Idioma');
  // axe runs in Castellano below: the pseudo-language is no language, and it lengthens the brand in the logo.
  await menu.selectOption('es');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mis tareas');
  const footerMenu = page.getByRole('contentinfo').getByRole('combobox', { name: 'Idioma' });
  await expect(footerMenu).toHaveValue('es');
  await expect(footerMenu.locator('option[value="pseudo"]')).toHaveCount(0);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mis tareas');
  await expectAccessible(page);
});

test('a browser that asks for English, or for Catalan after Castellano, gets Castellano; the names stay', async ({
  browser,
  baseURL,
}) => {
  for (const locale of ['en-US', 'es-ES']) {
    const context = await browser.newContext({ locale, baseURL });
    const page = await context.newPage();
    const response = await page.goto('/auth');
    expect(response?.headers().vary).toContain('Accept-Language');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('tab', { name: 'Iniciar sesión' })).toBeVisible();
    await context.close();
  }
});
