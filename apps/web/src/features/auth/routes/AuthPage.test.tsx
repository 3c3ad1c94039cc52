import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider } from '../AuthProvider';
import { Component as AuthPage } from './AuthPage';
import { Component as ResetPasswordPage } from './ResetPasswordPage';

const EMAIL = 'ines.romero@prueba.es';
const USER = { id: 'user-1', email: EMAIL, emailVerified: false, createdAt: '2026-05-01T10:00:00.000Z' };

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/**
 * A server whose sign-up answers 201 with a user body either way; `signedInAfter`
 * says what GET /api/auth/session answers once it has.
 */
function stubServer({ signedInAfter, signIn }: { signedInAfter: boolean; signIn?: () => Response }) {
  let signedUp = false;
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    if (url === '/api/auth/session') return json(200, { user: signedUp && signedInAfter ? USER : null });
    if (url === '/api/auth/sign-up' && method === 'POST') {
      signedUp = true;
      return json(201, { user: USER });
    }
    if (url === '/api/auth/sign-in' && method === 'POST' && signIn) return signIn();
    return json(404, { error: { code: 'NOT_FOUND', message: 'No hemos encontrado lo que buscas.' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderAt(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <AuthProvider>
          <Routes>
            <Route path="/auth" element={<AuthPage />} />
            <Route path="/dashboard" element={<p>Panel de Inés</p>} />
            <Route path="/task/:taskId" element={<p>Formulario de solicitud</p>} />
            <Route path="/reset-password" element={<ResetPasswordPage />} />
          </Routes>
        </AuthProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

async function fillSignUp(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('Nombre'), 'Inés');
  await user.type(screen.getByLabelText('Apellidos'), 'Romero Gil');
  await user.type(screen.getByLabelText('Correo electrónico'), EMAIL);
  await user.type(screen.getByLabelText('Contraseña'), 'mi-clave-del-campo');
  await user.click(screen.getByRole('radio', { name: 'Profesional' }));
  await user.click(screen.getByRole('checkbox', { name: /^Acepto/ }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The sign-up form as it was filled, but the password (no user action loses data; the password is not kept). */
function expectSignUpFormKept() {
  expect(screen.getByLabelText('Nombre')).toHaveValue('Inés');
  expect(screen.getByLabelText('Apellidos')).toHaveValue('Romero Gil');
  expect(screen.getByLabelText('Correo electrónico')).toHaveValue(EMAIL);
  expect(screen.getByLabelText('Contraseña')).toHaveValue('');
  expect(screen.getByRole('radio', { name: 'Profesional' })).toBeChecked();
  expect(screen.getByRole('checkbox', { name: /^Acepto/ })).toBeChecked();
}

// Typing a whole form with userEvent takes seconds on a busy machine (CI runs suites side by side).
describe('sign-up', { timeout: 20_000 }, () => {
  it('when the session check says signed out, stays and says to look at the e-mail, keeping all but the password', async () => {
    const fetchMock = stubServer({ signedInAfter: false });
    const user = userEvent.setup();
    renderAt('/auth?modo=registro');
    await fillSignUp(user);
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));

    const status = await screen.findByRole('status');
    expect(await within(status).findByText('Revisa tu correo')).toBeInTheDocument();
    expect(status).toHaveTextContent(
      `Te hemos escrito a ${EMAIL}. Si ya tenías una cuenta con esta dirección, inicia sesión o pide una contraseña nueva.`,
    );
    // The session was asked again after the 201: once on load, once after sign-up.
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/auth/session')).toHaveLength(2);
    expect(screen.queryByText('Panel de Inés')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Crea tu cuenta' })).toBeInTheDocument();
    expectSignUpFormKept();
    expect(within(status).getByRole('link', { name: '¿Has olvidado tu contraseña?' })).toBeInTheDocument();

    // 'Iniciar sesión' opens the sign-in tab with the address written and the cursor in the password.
    await user.click(within(status).getByRole('button', { name: 'Iniciar sesión' }));
    expect(screen.getByRole('tab', { name: 'Iniciar sesión' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Correo electrónico')).toHaveValue(EMAIL);
    expect(screen.getByLabelText('Contraseña')).toHaveFocus();

    // Back to 'Registrarse': what was typed is still there.
    await user.click(screen.getByRole('tab', { name: 'Registrarse' }));
    expectSignUpFormKept();
  });

  it("the notice's '¿Has olvidado tu contraseña?' opens the reset with the address written", async () => {
    stubServer({ signedInAfter: false });
    const user = userEvent.setup();
    renderAt('/auth?modo=registro');
    await fillSignUp(user);
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    await user.click(await screen.findByRole('link', { name: '¿Has olvidado tu contraseña?' }));
    expect(await screen.findByRole('heading', { name: 'Recupera tu contraseña' })).toBeInTheDocument();
    expect(screen.getByLabelText('Correo electrónico')).toHaveValue(EMAIL);
  });

  it('when the session check says signed in, goes on to the dashboard as before', async () => {
    stubServer({ signedInAfter: true });
    const user = userEvent.setup();
    renderAt('/auth?modo=registro');
    await fillSignUp(user);
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    expect(await screen.findByText('Panel de Inés')).toBeInTheDocument();
    expect(screen.queryByText('Revisa tu correo')).not.toBeInTheDocument();
  });
});

describe('coming back from a public page (?volver=)', { timeout: 20_000 }, () => {
  it('after sign-up, lands on the action the visitor started from', async () => {
    stubServer({ signedInAfter: true });
    const user = userEvent.setup();
    renderAt(`/auth?modo=registro&volver=${encodeURIComponent('/task/t-1#solicitud')}`);
    expect(await screen.findByText('Inicia sesión para continuar.')).toBeInTheDocument();
    await fillSignUp(user);
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    expect(await screen.findByText('Formulario de solicitud')).toBeInTheDocument();
  });

  it('ignores a return address of another site (no open redirect)', async () => {
    stubServer({ signedInAfter: true });
    const user = userEvent.setup();
    renderAt(`/auth?modo=registro&volver=${encodeURIComponent('//malo.example/robar')}`);
    await fillSignUp(user);
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    expect(await screen.findByText('Panel de Inés')).toBeInTheDocument();
  });
});

describe('sign-in', { timeout: 20_000 }, () => {
  it("shows the server's Spanish message for too many failed attempts, with the reset link at hand", async () => {
    const message =
      'Ha habido demasiados intentos fallidos con este correo en la última hora. Si la cuenta es tuya, entra desde un dispositivo que ya hayas usado o pide un enlace para elegir una contraseña nueva.';
    stubServer({
      signedInAfter: false,
      signIn: () => json(429, { error: { code: 'TOO_MANY_FAILED_SIGN_INS', message } }),
    });
    const user = userEvent.setup();
    renderAt('/auth');
    await user.type(await screen.findByLabelText('Correo electrónico'), EMAIL);
    await user.type(screen.getByLabelText('Contraseña'), 'no-es-la-clave');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('link', { name: '¿Has olvidado tu contraseña?' })).toHaveAttribute(
      'href',
      '/reset-password',
    );
    expect(screen.getByLabelText('Correo electrónico')).toHaveValue(EMAIL);
  });
});
