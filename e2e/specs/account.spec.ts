import fs from 'node:fs';
import { createUser, expect, expectAccessible, test } from '../fixtures';

// A wrong password in the dialog (400) and the sign-in of a deleted account (401) are expected.
test.use({ allowConsoleErrors: [/status of 40[01]/] });

test('a user downloads all their data and deletes their account from /profile', async ({ page }) => {
  const user = await createUser(page.context().request, { firstName: 'Remedios' });
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Tus datos' })).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Descargar mis datos' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^faena-mis-datos-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(fs.readFileSync(await download.path(), 'utf8'));
  expect(data).toMatchObject({ format: 'faena-export-1', account: { email: user.email } });
  expect(data.profile.firstName).toBe('Remedios');

  await page.getByRole('button', { name: 'Eliminar mi cuenta' }).click();
  const dialog = page.getByRole('dialog', { name: '¿Eliminar tu cuenta?' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByLabel('Tu contraseña').fill('no-es-la-mia');
  await dialog.getByRole('button', { name: 'Eliminar mi cuenta para siempre' }).click();
  await expect(dialog.getByText('La contraseña no es correcta.')).toBeVisible();

  await dialog.getByLabel('Tu contraseña').fill(user.password);
  await dialog.getByRole('button', { name: 'Eliminar mi cuenta para siempre' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Cuenta eliminada')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Iniciar sesión' }).first()).toBeVisible();

  // Gone for good: the session and the password no longer work.
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/auth/);
  await page.getByLabel('Correo electrónico').fill(user.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByText('El correo electrónico o la contraseña no son correctos.')).toBeVisible();
});
