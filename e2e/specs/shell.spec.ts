import { DEMO, expect, expectAccessible, signIn, test } from '../fixtures';

test.describe('theme', () => {
  test('follows the system by default and remembers a choice', async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: 'dark' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('html')).toHaveClass(/dark/);
    await page.getByRole('button', { name: /^Tema/ }).click();
    await page.getByRole('menuitemradio', { name: 'Claro' }).click();
    await expect(page.locator('html')).not.toHaveClass(/dark/);
    await page.reload();
    await expect(page.locator('html')).not.toHaveClass(/dark/);
    await page.getByRole('button', { name: /^Tema/ }).click();
    await page.getByRole('menuitemradio', { name: 'Según el sistema' }).click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await context.close();
  });

  test('is a menu the keyboard works: arrows, Enter, Escape, and focus back on its button', async ({ page }) => {
    await page.goto('/');
    const button = page.getByRole('button', { name: /^Tema/ });
    await button.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: /^Tema/ });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('menuitemradio', { name: 'Según el sistema' })).toHaveAttribute('aria-checked', 'true');
    await expect(menu.getByRole('menuitemradio').first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitemradio', { name: 'Oscuro' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(menu).toBeHidden();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expect(button).toBeFocused();
    await expect(button).toHaveAccessibleName('Tema: Oscuro');
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
  });
});

test('the not-found page is in Spanish with a way home', async ({ page }) => {
  await page.goto('/camino-que-no-existe');
  await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
  await page.getByRole('link', { name: 'Volver al inicio' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the legal pages are linked from the footer', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  for (const name of ['Aviso legal', 'Privacidad', 'Cookies', 'Condiciones de uso']) {
    await footer.getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'Condiciones de uso' })).toBeVisible();
});

test('the profile saves personal data @movil', async ({ page }) => {
  await signIn(page, DEMO.owner2);
  await page.goto('/profile');
  await page.getByLabel('Teléfono').fill('612 345 678');
  // The personal data's select (the billing details have a 'Provincia' text field too).
  await page.getByRole('combobox', { name: /^Provincia/ }).selectOption({ label: 'Cáceres' });
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText('Datos guardados')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Teléfono')).toHaveValue('612345678');
});

test.describe('accessibility (axe: nothing serious or critical) @movil', () => {
  test('public screens', async ({ page }) => {
    for (const path of [
      '/',
      '/auth',
      '/auth?modo=registro',
      '/reset-password',
      '/reset-password?token=x',
      '/legal/privacidad',
      '/no-existe',
    ]) {
      await page.goto(path);
      await expect(page.locator('main')).toBeVisible();
      await expectAccessible(page);
    }
  });

  test('signed-in screens and the unauthorized screen', async ({ page }) => {
    await signIn(page, DEMO.professional2);
    for (const path of ['/', '/dashboard', '/profile', '/admin']) {
      await page.goto(path);
      await expect(page.locator('main')).toBeVisible();
      await expectAccessible(page);
    }
  });
});
