import { createUser, expect, runAdminCommand, signIn, test } from '../fixtures';

const ADMIN_ROUTES = ['/admin', '/admin/users', '/admin/tasks', '/admin/properties', '/admin/payments'];

test.describe('admin area', () => {
  test("a signed-in non-admin sees the whole 'Acceso No Autorizado' screen on every admin route", async ({ page }) => {
    const user = await createUser(page.context().request, { role: 'professional' });
    for (const route of ADMIN_ROUTES) {
      await page.goto(route);
      await expect(page.getByRole('heading', { name: 'Acceso No Autorizado' }), route).toBeVisible();
      await expect(page.getByText('No tienes permisos para acceder al panel de administración.')).toBeVisible();
      await expect(page.getByText(user.email)).toBeVisible();
      await expect(page.getByText('Solo usuarios autorizados pueden acceder a esta área.')).toBeVisible();
      await expect(
        page.getByText('Si crees que esto es un error, contacta con el administrador del sistema.'),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: 'Ir al Dashboard Principal' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Volver al Inicio' })).toBeVisible();
    }
    await page.getByRole('link', { name: 'Ir al Dashboard Principal' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/admin/users');
    await page.getByRole('link', { name: 'Volver al Inicio' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('an account made admin with `npm run admin -- grant` reaches /admin, and loses it on revoke', async ({
    page,
  }) => {
    const user = await createUser(page.context().request);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Acceso No Autorizado' })).toBeVisible();

    const granted = await runAdminCommand(['grant', user.email]);
    expect(granted.stdout).toContain(`${user.email} ahora es administrador.`);
    // A change of privilege ends the account's sessions (decision 0010): sign in again.
    await signIn(page, user.email, user.password);
    await page.goto('/admin');
    await expect(page.getByRole('navigation', { name: 'Administración' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Acceso No Autorizado' })).toHaveCount(0);

    const revoked = await runAdminCommand(['revoke', user.email]);
    expect(revoked.stdout).toContain(`${user.email} ya no es administrador.`);
    await signIn(page, user.email, user.password);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Acceso No Autorizado' })).toBeVisible();
  });
});
