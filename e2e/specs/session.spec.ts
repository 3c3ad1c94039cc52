import { createUser, expect, signIn, test } from '../fixtures';

test('sign-out is global: another browser loses its session too, and local data is cleared', async ({
  browser,
  page,
}) => {
  const user = await createUser(page.context().request);
  // A second device: its own browser context, signed in with the same account.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signIn(otherPage, user.email, user.password);
  await otherPage.goto('/dashboard');
  await expect(otherPage.getByRole('heading', { name: /Hola/ })).toBeVisible();

  await page.goto('/dashboard');
  await page.evaluate(() => {
    localStorage.setItem('borrador', 'x');
    sessionStorage.setItem('paso', '2');
  });
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
  expect(await page.evaluate(() => [localStorage.length, sessionStorage.length])).toEqual([0, 0]);

  await otherPage.goto('/dashboard');
  await expect(otherPage).toHaveURL(/\/auth$/);
  await other.close();
});
