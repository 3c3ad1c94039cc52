import type { Page } from '@playwright/test';
import {
  createUser,
  DEMO,
  DEMO_PASSWORD,
  expect,
  expectAccessible,
  latestEmail,
  signIn,
  test,
  uniqueEmail,
} from '../fixtures';

test.describe('sign-up', () => {
  for (const [role, label, heading] of [
    ['owner', 'Propietario', 'Esto es lo que pasa en tus fincas.'],
    ['professional', 'Profesional', 'Esto es lo que tienes entre manos.'],
  ] as const) {
    test(`a new ${role} signs up, is signed in and lands on the dashboard`, async ({ page }) => {
      const email = uniqueEmail(role);
      await page.goto('/auth');
      await page.getByRole('tab', { name: 'Registrarse' }).click();
      await page.getByLabel('Nombre').fill('Inés');
      await page.getByLabel('Apellidos').fill('Romero Gil');
      await page.getByLabel('Correo electrónico').fill(email);
      await page.getByLabel('Contraseña', { exact: true }).fill('mi-clave-del-campo');
      await page.getByRole('radio', { name: label }).check();
      await page.getByLabel(/^Acepto/).check();
      await page.getByRole('button', { name: 'Crear cuenta' }).click();
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.getByRole('heading', { name: 'Hola, Inés' })).toBeVisible();
      await expect(page.getByText(heading)).toBeVisible();
      await expect(page.getByText(/Confirma tu correo electrónico/)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
    });
  }

  test('explains every mistake in Spanish and keeps what was typed', async ({ page }) => {
    await page.goto('/auth?modo=registro');
    await page.getByLabel('Nombre').fill('Inés');
    await page.getByLabel('Correo electrónico').fill('no-es-correo');
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect(page.getByText('Escribe tus apellidos.')).toBeVisible();
    await expect(page.getByText('Escribe un correo electrónico válido.')).toBeVisible();
    await expect(page.getByText('La contraseña debe tener al menos 8 caracteres.')).toBeVisible();
    await expect(page.getByText('Elige si eres propietario o profesional.')).toBeVisible();
    await expect(page.getByText('Debes aceptar las condiciones de uso y la política de privacidad.')).toBeVisible();
    await expect(page.getByLabel('Nombre')).toHaveValue('Inés');
  });

  /** Fills the sign-up form up to, not including, 'Crear cuenta'. */
  async function fillSignUp(page: Page, email: string) {
    await page.getByLabel('Nombre').fill('Carmen');
    await page.getByLabel('Apellidos').fill('Otra Vez');
    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByLabel('Contraseña', { exact: true }).fill('mi-clave-del-campo');
    await page.getByRole('radio', { name: 'Propietario' }).check();
    await page.getByLabel(/^Acepto/).check();
  }

  // Issue 17: the server answers a registered address as a new one (201 and a cookie that opens
  // nothing); the page finds itself signed out and says only what is true either way.
  test('an address that is already registered: stays on /auth, says to look at the e-mail, keeps all but the password @movil', async ({
    page,
  }) => {
    await page.goto('/auth?modo=registro');
    await fillSignUp(page, DEMO.owner);
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    const notice = page.getByRole('status').filter({ hasText: 'Revisa tu correo' });
    await expect(notice).toContainText(
      `Te hemos escrito a ${DEMO.owner}. Si ya tenías una cuenta con esta dirección, inicia sesión o pide una contraseña nueva.`,
    );
    await expect(notice.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
    await expect(notice.getByRole('link', { name: '¿Has olvidado tu contraseña?' })).toBeVisible();
    await expect(page).toHaveURL(/\/auth\?modo=registro$/);
    await expect(page.getByText('Ya existe una cuenta')).toHaveCount(0);
    await expect(page.getByLabel('Nombre')).toHaveValue('Carmen');
    await expect(page.getByLabel('Apellidos')).toHaveValue('Otra Vez');
    await expect(page.getByLabel('Correo electrónico')).toHaveValue(DEMO.owner);
    await expect(page.getByLabel('Contraseña', { exact: true })).toHaveValue('');
    await expect(page.getByRole('radio', { name: 'Propietario' })).toBeChecked();
    await expect(page.getByLabel(/^Acepto/)).toBeChecked();
    await expectAccessible(page);
  });

  test('signing up twice with one address: its owner is told by e-mail, and the notice leads to sign-in', async ({
    page,
    request,
  }) => {
    // The first sign-up, through the API with its own cookies: the browser stays signed out.
    const first = await createUser(request, { firstName: 'Olga' });
    await page.goto('/auth?modo=registro');
    await fillSignUp(page, first.email);
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    const notice = page.getByRole('status').filter({ hasText: 'Revisa tu correo' });
    await expect(notice).toContainText(`Te hemos escrito a ${first.email}.`);

    const mail = await latestEmail(request, first.email, /^Alguien intentó registrarse con tu correo en Faena$/);
    expect(mail.text).toContain('Hola, Olga');
    expect(mail.text).toMatch(/\/reset-password/);

    await notice.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page.getByRole('tab', { name: 'Iniciar sesión' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByLabel('Correo electrónico')).toHaveValue(first.email);
    await expect(page.getByLabel('Contraseña', { exact: true })).toBeFocused();
    await page.getByLabel('Contraseña', { exact: true }).fill(first.password);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
  });
});

test.describe('sign-in', () => {
  test('signs in and goes to the home page, which links to the dashboard', async ({ page }) => {
    await signIn(page, DEMO.owner);
    await expect(page.getByRole('link', { name: 'Ir a mi panel' })).toBeVisible();
    await page.getByRole('link', { name: 'Ir a mi panel' }).click();
    await expect(page.getByRole('heading', { name: 'Hola, Carmen' })).toBeVisible();
  });

  test('returns to the protected page the visitor was sent away from', async ({ page }) => {
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/auth$/);
    await page.getByLabel('Correo electrónico').fill(DEMO.professional);
    await page.getByLabel('Contraseña', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { name: 'Mi perfil' })).toBeVisible();
  });

  test.describe(() => {
    test.use({ allowConsoleErrors: [/status of 401/] });
    test('says the credentials are wrong without saying which', async ({ page }) => {
      await page.goto('/auth');
      await page.getByLabel('Correo electrónico').fill(DEMO.owner);
      await page.getByLabel('Contraseña', { exact: true }).fill('no-es-la-clave');
      await page.getByRole('button', { name: 'Iniciar sesión' }).click();
      await expect(page.getByText('El correo electrónico o la contraseña no son correctos.')).toBeVisible();
      await expect(page).toHaveURL(/\/auth$/);
    });
  });

  test('another open tab follows a sign-in and a sign-out', async ({ context }) => {
    const first = await context.newPage();
    const second = await context.newPage();
    await first.goto('/');
    await second.goto('/');
    await expect(second.getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
    await signIn(first, DEMO.owner);
    await expect(second.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
    await first.getByRole('button', { name: 'Cerrar sesión' }).click();
    await expect(second.getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
  });
});

test.describe('guards', () => {
  const protectedRoutes = [
    '/dashboard',
    '/properties',
    '/profile',
    '/publish-task',
    '/find-professionals',
    '/browse-tasks',
    '/my-tasks',
    '/my-applications',
    '/task/00000000-0000-0000-0000-000000000000/applications',
    '/task/00000000-0000-0000-0000-000000000000/progress',
    '/edit-task/00000000-0000-0000-0000-000000000000',
    '/messages',
    '/notifications',
    '/professional/00000000-0000-0000-0000-000000000000',
    '/payments',
    '/admin',
    '/admin/users',
    '/admin/tasks',
    '/admin/properties',
    '/admin/payments',
  ];
  test('a signed-out visitor is sent from every protected route to /auth', async ({ page }) => {
    for (const route of protectedRoutes) {
      await page.goto(route);
      await expect(page, route).toHaveURL(/\/auth$/);
      await expect(page.getByRole('tab', { name: 'Iniciar sesión' })).toBeVisible();
    }
  });

  test("shows 'Cargando...' while the session loads", async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/auth/session', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/dashboard');
    await expect(page.getByRole('status').getByText('Cargando...')).toBeVisible();
    release();
    await expect(page).toHaveURL(/\/auth$/);
  });
});

test.describe('password reset', () => {
  test('the whole reset through the e-mailed link', async ({ page, request }) => {
    const user = await createUser(request, { firstName: 'Olga' });
    await page.goto('/auth');
    await page.getByRole('link', { name: '¿Has olvidado tu contraseña?' }).click();
    await expect(page).toHaveURL(/\/reset-password$/);
    // The address changes before the lazy screen replaces the old one: wait for the new screen.
    await expect(page.getByRole('heading', { name: 'Recupera tu contraseña' })).toBeVisible();
    await page.getByLabel('Correo electrónico').fill(user.email);
    await page.getByRole('button', { name: 'Enviar enlace' }).click();
    await expect(page.getByText('Revisa tu correo')).toBeVisible();

    const mail = await latestEmail(request, user.email, /Restablece tu contraseña/);
    const link = /http:\/\/localhost:\d+(\/reset-password\?token=\S+)/.exec(mail.text)?.[1];
    expect(link).toBeTruthy();
    await page.goto(link!);
    await page.getByLabel('Nueva contraseña').fill('clave-renovada-2026');
    await page.getByRole('button', { name: 'Guardar contraseña' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByText('Contraseña cambiada')).toBeVisible();
    await page.getByLabel('Correo electrónico').fill(user.email);
    await page.getByLabel('Contraseña', { exact: true }).fill('clave-renovada-2026');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
