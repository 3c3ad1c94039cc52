import { render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { enqueue, pendingCount } from '@/lib/offline-queue';
import { professionalProfile, sessionUser } from '../../../test/fixtures';
import { down, FakeApi, noContent, ok, otherScreen, renderElement } from '../../../test/harness';
import { useAuth } from './AuthProvider';

function Consumer() {
  useAuth();
  return null;
}

describe('useAuth', () => {
  it('throws when used outside its provider', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Consumer />)).toThrow('useAuth debe usarse dentro de <AuthProvider>.');
    spy.mockRestore();
  });
});

/** What a screen sees of the provider, and its sign-out button. */
function Probe() {
  const { status, user, profile, profileLoading, signOut } = useAuth();
  return (
    <div>
      <p data-testid="estado">{status}</p>
      <p data-testid="usuario">{user?.email ?? 'nadie'}</p>
      <p data-testid="perfil">{profileLoading ? 'cargando' : (profile?.firstName ?? 'sin perfil')}</p>
      <button type="button" onClick={() => void signOut()}>
        Cerrar sesión
      </button>
    </div>
  );
}

const estado = () => screen.getByTestId('estado');
const perfil = () => screen.getByTestId('perfil');
const PANEL = '/panel';

async function signedIn(api = new FakeApi()) {
  const view = renderElement(<Probe />, { api, as: 'professional', url: PANEL });
  await waitFor(() => expect(perfil()).toHaveTextContent('Javier'));
  return view;
}

describe('AuthProvider', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('asks for the session, then for the profile of the user it names', async () => {
    const api = new FakeApi();
    renderElement(<Probe />, { api, as: 'professional', url: PANEL });
    expect(estado()).toHaveTextContent('loading');
    await waitFor(() => expect(perfil()).toHaveTextContent('Javier'));
    expect(estado()).toHaveTextContent('signed-in');
    expect(screen.getByTestId('usuario')).toHaveTextContent(professionalProfile().email);
    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /api/auth/session', 'GET /api/profile']);
  });

  it('asks for no profile when nobody is signed in', async () => {
    const api = new FakeApi();
    renderElement(<Probe />, { api, as: 'signed-out', url: PANEL });
    await waitFor(() => expect(estado()).toHaveTextContent('signed-out'));
    expect(perfil()).toHaveTextContent('sin perfil');
    expect(api.callsTo('GET', '/api/profile')).toHaveLength(0);
  });

  it('ignores a profile that fails to load: the user stays signed in', async () => {
    const api = new FakeApi().get('/api/profile', down());
    renderElement(<Probe />, { api, as: 'professional', url: PANEL });
    // The profile is asked twice (one retry) and then given up on, without signing anyone out.
    await waitFor(() => expect(api.callsTo('GET', '/api/profile')).toHaveLength(2), { timeout: 4000 });
    await waitFor(() => expect(perfil()).toHaveTextContent('sin perfil'));
    expect(estado()).toHaveTextContent('signed-in');
  });

  it('signs out: ends the session, clears storage, the user caches and IndexedDB, and goes home', async () => {
    const deleted: string[] = [];
    vi.stubGlobal('caches', {
      keys: async () => ['faena-user-api', 'faena-user-images', 'faena-static-v3'],
      delete: async (key: string) => {
        deleted.push(key);
        return true;
      },
    });
    const api = new FakeApi().post('/api/auth/sign-out', ok());
    const { user } = await signedIn(api);
    localStorage.setItem('faena-borrador', 'Poda de olivos');
    sessionStorage.setItem('faena-filtros', 'Jaén');
    await new Promise<void>((resolve) => {
      const open = indexedDB.open('faena-prueba');
      open.onsuccess = () => {
        open.result.close();
        resolve();
      };
    });
    const otherTab = new BroadcastChannel('faena-auth');
    const told = vi.fn();
    otherTab.onmessage = told;

    await user.click(screen.getByRole('button', { name: 'Cerrar sesión' }));

    expect(await otherScreen()).toBe('/');
    expect(api.callsTo('POST', '/api/auth/sign-out')).toHaveLength(1);
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    expect(deleted.sort()).toEqual(['faena-user-api', 'faena-user-images']);
    const names = (await indexedDB.databases()).map((d) => d.name);
    expect(names).not.toContain('faena-prueba');
    // The other tabs are told.
    await waitFor(() => expect(told).toHaveBeenCalled());
    otherTab.close();
  });

  it('clears the device and goes home even when the server cannot be told', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const api = new FakeApi().post('/api/auth/sign-out', down());
    const { user } = await signedIn(api);
    localStorage.setItem('faena-borrador', 'Poda de olivos');
    await user.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    expect(await otherScreen()).toBe('/');
    expect(localStorage.length).toBe(0);
    expect(warn).toHaveBeenCalled();
  });

  it('asks in its own dialog before signing out with actions queued offline, and keeps them if the user waits', async () => {
    const confirm = vi.spyOn(window, 'confirm');
    const api = new FakeApi().post('/api/auth/sign-out', noContent());
    const { user } = await signedIn(api);
    await enqueue({
      kind: 'message',
      label: 'Mensaje: Llego a las nueve',
      path: `/api/conversations/x/messages`,
      body: { body: 'Llego a las nueve' },
      photos: null,
    });
    localStorage.setItem('faena-borrador', 'Poda de olivos');

    await user.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    let dialog = await screen.findByRole('dialog', { name: 'Tienes una acción sin enviar' });
    expect(dialog).toHaveTextContent(
      'Está guardada en este dispositivo (avances, mensajes, solicitudes…) y se enviará cuando vuelva la conexión. Si cierras sesión ahora, se perderá.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Esperar a que se envíen' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo('POST', '/api/auth/sign-out')).toHaveLength(0);
    expect(estado()).toHaveTextContent('signed-in');
    expect(localStorage.getItem('faena-borrador')).toBe('Poda de olivos');
    expect(await pendingCount()).toBe(1);

    // Discarding them signs out.
    await user.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    dialog = await screen.findByRole('dialog', { name: 'Tienes una acción sin enviar' });
    await user.click(within(dialog).getByRole('button', { name: 'Descartarla y cerrar sesión' }));
    expect(await otherScreen()).toBe('/');
    expect(api.callsTo('POST', '/api/auth/sign-out')).toHaveLength(1);
    expect(await pendingCount()).toBe(0);
    expect(confirm).not.toHaveBeenCalled();
  });

  it('says how many actions are queued when there are several', async () => {
    const api = new FakeApi().post('/api/auth/sign-out', noContent());
    const { user } = await signedIn(api);
    for (const text of ['Llego a las nueve', 'Traigo la desbrozadora']) {
      await enqueue({
        kind: 'message',
        label: `Mensaje: ${text}`,
        path: `/api/conversations/x/messages`,
        body: { body: text },
        photos: null,
      });
    }
    await user.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tienes 2 acciones sin enviar' });
    expect(dialog).toHaveTextContent('Están guardadas en este dispositivo');
    expect(within(dialog).getByRole('button', { name: 'Descartarlas y cerrar sesión' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Esperar a que se envíen' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo('POST', '/api/auth/sign-out')).toHaveLength(0);
    expect(await pendingCount()).toBe(2);
  });

  it('signs this tab out when another tab signs out', async () => {
    const api = new FakeApi();
    await signedIn(api);
    api.get('/api/auth/session', ok({ user: null }));
    const otherTab = new BroadcastChannel('faena-auth');
    otherTab.postMessage('changed');
    await waitFor(() => expect(estado()).toHaveTextContent('signed-out'));
    expect(screen.getByTestId('usuario')).toHaveTextContent('nadie');
    expect(api.callsTo('GET', '/api/auth/session')).toHaveLength(2);
    otherTab.close();
  });

  it('follows a sign-in in another tab', async () => {
    const api = new FakeApi().get('/api/auth/session', ok({ user: null }));
    renderElement(<Probe />, { api, as: 'signed-out', url: PANEL });
    await waitFor(() => expect(estado()).toHaveTextContent('signed-out'));
    const profile = professionalProfile();
    api
      .get('/api/auth/session', ok({ user: sessionUser({ id: profile.userId, email: profile.email }) }))
      .get('/api/profile', ok(profile));
    const otherTab = new BroadcastChannel('faena-auth');
    otherTab.postMessage('changed');
    await waitFor(() => expect(perfil()).toHaveTextContent('Javier'));
    expect(estado()).toHaveTextContent('signed-in');
    otherTab.close();
  });
});
