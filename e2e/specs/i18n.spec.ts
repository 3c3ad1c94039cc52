import pseudoLocalize from '@lingui/cli/dist/api/pseudoLocalize.js';
import { DEMO, expect, expectAccessible, signIn, test } from '../fixtures';

// The language (issue 24). The e2e server offers the pseudo-language (I18N_PSEUDO=1): every text
// that goes through the catalogues comes out accented, so a text still written in the code shows
// as plain Castellano. Until another language's translation is complete it is the only one
// besides Castellano, and only for whoever sets the cookie.
const pseudo = (text: string): string =>
  (pseudoLocalize as unknown as { default: (s: string) => string }).default?.(text) ??
  (pseudoLocalize as unknown as (s: string) => string)(text);

test('the pseudo-language: <html lang>, the shell and the screens through the catalogues; back to Castellano from «Idioma», kept on reload @movil', async ({
  page,
  context,
  baseURL,
}) => {
  const choose = (value: string) => context.addCookies([{ name: 'faena_lang', value, url: baseURL as string }]);
  await choose('pseudo');
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pseudo');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pseudo('Los trabajos de tu finca, en buenas manos'));
  await expect(page.getByRole('link', { name: pseudo('Iniciar sesión') }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Iniciar sesión' })).toHaveCount(0);
  await page.goto('/auth');
  await expect(page.getByRole('button', { name: pseudo('Iniciar sesión') }).first()).toBeVisible();

  // Signed in (in Castellano), a lazily loaded screen follows the language too.
  await choose('es');
  await signIn(page, DEMO.owner);
  await choose('pseudo');
  await page.goto('/my-tasks');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pseudo');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pseudo('Mis tareas'));

  // «Idioma» in the footer: nothing to choose in Castellano alone; back to it from the pseudo-language.
  const menu = page.getByRole('combobox', { name: pseudo('Idioma') });
  await expect(menu).toBeVisible();
  await expectAccessible(page);
  await menu.selectOption('es');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mis tareas');
  await expect(page.getByRole('combobox', { name: 'Idioma' })).toHaveCount(0);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mis tareas');
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
    await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
    await context.close();
  }
});
