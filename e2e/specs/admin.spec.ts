import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import {
  createOpenTask,
  createUser,
  expect,
  expectAccessible,
  payByTestCard,
  runAdminCommand,
  setUpPayouts,
  signIn,
  test,
} from '../fixtures';

const ADMIN_ROUTES = ['/admin', '/admin/users', '/admin/tasks', '/admin/properties', '/admin/payments', '/admin/audit'];

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
    // A change of privilege ends the account’s sessions: sign in again.
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

const FILES = path.join(import.meta.dirname, '..', 'fixtures', 'files');

/** A fresh administrator: a new account granted with `npm run admin -- grant`, signed in on `page`. */
async function newAdmin(page: Page) {
  const admin = await createUser(page.context().request, { firstName: 'Admin' });
  await runAdminCommand(['grant', admin.email]);
  // Granting ends the account's sessions: sign in again to carry the new rights.
  const signedIn = await page.context().request.post('/api/auth/sign-in', {
    data: { email: admin.email, password: admin.password },
  });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  return admin;
}

/** Opens a user's panel in /admin/users, found by e-mail. */
async function openUserPanel(page: Page, email: string) {
  await page.goto(`/admin/users?q=${encodeURIComponent(email)}`);
  await page.getByRole('table', { name: 'Usuarios' }).getByRole('button').first().click();
  const panel = page.getByRole('dialog', { name: 'Ficha del usuario' });
  await expect(panel.getByText(email)).toBeVisible();
  return panel;
}

/** An owner's task assigned to a professional and paid by card (held): through the API. */
async function paidTask(browser: Browser, title: string) {
  const ownerCtx = await browser.newContext();
  const proCtx = await browser.newContext();
  await createUser(ownerCtx.request, { firstName: 'Remedios' });
  const task = await createOpenTask(ownerCtx.request, { title });
  await createUser(proCtx.request, { role: 'professional' });
  await setUpPayouts(proCtx.request);
  const applied = await proCtx.request.post(`/api/tasks/${task.id}/applications`, {
    data: { message: 'Puedo ir el lunes con el material.', priceCents: 30_000 },
  });
  expect((await ownerCtx.request.post(`/api/applications/${(await applied.json()).id}/accept`)).status()).toBe(200);
  await payByTestCard(ownerCtx.request, task.id);
  return { ownerCtx, proCtx, task };
}

test.describe('administration', () => {
  test('a professional sends a document from /profile; an admin verifies them and the badge shows on their portfolio', async ({
    browser,
  }) => {
    const proCtx = await browser.newContext();
    const pro = await proCtx.newPage();
    const professional = await createUser(proCtx.request, { role: 'professional', firstName: 'Eulalia' });
    const profileId = ((await (await proCtx.request.get('/api/profile')).json()) as { id: string }).id;

    await pro.goto('/profile');
    const section = pro.getByRole('heading', { name: 'Verificación' }).locator('..');
    await expect(section.getByText('Sin verificar')).toBeVisible();
    await section.getByRole('button', { name: 'Enviar documentos' }).click();
    await expect(section.getByText('Elige al menos un documento.')).toBeVisible();
    await section.getByLabel('Tipo de documento').selectOption('dni');
    await section.getByLabel('Archivos').setInputFiles(path.join(FILES, 'dni.pdf'));
    await section.getByRole('button', { name: 'Enviar documentos' }).click();
    await expect(section.getByText('Pendiente de revisión')).toBeVisible();
    await expect(section.getByRole('link', { name: 'dni.pdf' })).toBeVisible();
    await expectAccessible(pro);

    const adminPage = await (await browser.newContext()).newPage();
    await newAdmin(adminPage);
    const panel = await openUserPanel(adminPage, professional.email);
    await expect(panel.getByText('Verificación: Pendiente de revisión')).toBeVisible();
    await expect(panel.getByRole('link', { name: 'dni.pdf' })).toBeVisible();
    await panel.getByRole('button', { name: 'Verificar', exact: true }).click();
    await expect(panel.getByText('Verificación: Verificado')).toBeVisible();

    await pro.goto(`/professional/${profileId}`);
    await expect(pro.getByText('Verificado').first()).toBeVisible();
    await pro.goto('/profile');
    await expect(section.getByText('Verificado', { exact: true })).toBeVisible();

    await adminPage.goto('/admin/audit');
    const row = adminPage.getByRole('row').filter({ hasText: 'Verificar profesional' }).first();
    await expect(row).toBeVisible();
    // Before and after as a Spanish list of field and value, not JSON.
    await expect(row).toContainText('Verificación: Pendiente de revisión');
    await expect(row).toContainText('Verificación: Verificado');
    await expect(row).not.toContainText('"');
  });

  test('an admin suspends an account: its open session ends and it cannot sign in again until reactivated', async ({
    browser,
  }) => {
    const userCtx = await browser.newContext();
    const userPage = await userCtx.newPage();
    const user = await createUser(userCtx.request, { firstName: 'Baltasar' });
    await userPage.goto('/dashboard');
    await expect(userPage.getByRole('heading', { level: 1 })).toBeVisible();

    const adminPage = await (await browser.newContext()).newPage();
    await newAdmin(adminPage);
    const panel = await openUserPanel(adminPage, user.email);
    await panel.getByRole('button', { name: 'Suspender la cuenta' }).click();
    const dialog = adminPage.getByRole('dialog', { name: 'Suspender la cuenta' });
    await dialog.getByLabel('Motivo').fill('Anuncios falsos repetidos.');
    await dialog.getByRole('button', { name: 'Suspender la cuenta' }).click();
    await expect(panel.getByRole('button', { name: 'Reactivar la cuenta' })).toBeVisible();

    // The open session is refused at once.
    expect((await userCtx.request.get('/api/profile')).status()).toBe(401);
    await userPage.goto('/dashboard');
    await expect(userPage).toHaveURL(/\/auth/);
    await userPage.getByLabel('Correo electrónico').fill(user.email);
    await userPage.getByLabel('Contraseña', { exact: true }).fill(user.password);
    await userPage.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(userPage.getByText(/suspendida/)).toBeVisible();

    await panel.getByRole('button', { name: 'Reactivar la cuenta' }).click();
    await expect(panel.getByRole('button', { name: 'Suspender la cuenta' })).toBeVisible();
    await userPage.getByRole('button', { name: 'Iniciar sesión' }).click();
    // Back where the session had ended.
    await expect(userPage).toHaveURL(/\/dashboard$/);
  });

  test('an admin cancels a paid task: the owner is refunded and the audit log keeps the before and after', async ({
    browser,
  }) => {
    const title = `Arreglo de valla ${Date.now().toString(36)}`;
    const { ownerCtx } = await paidTask(browser, title);

    const adminPage = await (await browser.newContext()).newPage();
    await newAdmin(adminPage);
    await adminPage.goto(`/admin/tasks?q=${encodeURIComponent(title)}`);
    const row = adminPage.getByRole('row').filter({ hasText: title });
    await expect(row.getByText('Asignada')).toBeVisible();
    await row.getByRole('button', { name: 'Cancelar' }).click();
    const dialog = adminPage.getByRole('dialog', { name: 'Cancelar' });
    await dialog.getByLabel('Motivo').fill('El propietario lo pidió por teléfono.');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(row.getByText('Cancelada')).toBeVisible();

    await adminPage.goto(`/admin/payments?q=${encodeURIComponent(title)}`);
    await expect(adminPage.getByRole('row').filter({ hasText: title }).getByText('Reembolsado')).toBeVisible();

    const owner = await ownerCtx.newPage();
    await owner.goto('/payments');
    await expect(owner.getByText('Reembolsado').first()).toBeVisible();

    await adminPage.goto('/admin/audit?table=tasks');
    const entry = adminPage.getByRole('row').filter({ hasText: 'Cancelar tarea' }).first();
    await expect(entry).toContainText('Estado: Asignada');
    await expect(entry).toContainText('Estado: Cancelada');
    await expectAccessible(adminPage);
  });

  test('an admin refunds a held payment from /admin/payments with a reason', async ({ browser }) => {
    const title = `Poda de almendros ${Date.now().toString(36)}`;
    await paidTask(browser, title);
    const adminPage = await (await browser.newContext()).newPage();
    await newAdmin(adminPage);
    await adminPage.goto(`/admin/payments?q=${encodeURIComponent(title)}`);
    const row = adminPage.getByRole('row').filter({ hasText: title });
    await expect(row.getByText('Retenido')).toBeVisible();
    await row.getByRole('button', { name: 'Reembolsar' }).click();
    const dialog = adminPage.getByRole('dialog', { name: 'Reembolsar' });
    await dialog.getByRole('button', { name: 'Reembolsar' }).click();
    await expect(dialog.getByText('Escribe el motivo (al menos 5 caracteres).')).toBeVisible();
    await dialog.getByLabel('Motivo').fill('Cobro duplicado.');
    await dialog.getByRole('button', { name: 'Reembolsar' }).click();
    await expect(row.getByText('Reembolsado')).toBeVisible();
    await adminPage.goto('/admin/audit?action=refund_payment');
    const entry = adminPage.getByRole('row').filter({ hasText: 'Reembolsar pago' }).first();
    await expect(entry).toContainText('Estado: Retenido');
    await expect(entry).toContainText('Estado: Reembolsado');
  });

  test('every admin screen fits the screen (phone and desktop) and has nothing serious for axe @movil', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await newAdmin(page);
    for (const route of ADMIN_ROUTES) {
      await page.goto(route);
      await expect(page.getByRole('navigation', { name: 'Administración' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText('Cargando...')).toHaveCount(0);
      // Wide tables scroll inside their own box; the page itself never scrolls sideways (checked
      // with axe by expectAccessible).
      await expectAccessible(page);
    }
  });
});
