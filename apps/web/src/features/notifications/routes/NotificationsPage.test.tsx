import { NOTIFICATION_TYPES } from '@faena/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { id, notificationDto } from '../../../../test/fixtures';
import {
  down,
  expectLoading,
  FakeApi,
  otherScreen,
  pending,
  renderRoute,
  retryAfterError,
  retryKeepingData,
} from '../../../../test/harness';

const prefs = { preferences: Object.fromEntries(Object.entries(NOTIFICATION_TYPES).map(([k, t]) => [k, t.email])) };
const page = (items: unknown[], unread = 0, nextCursor: string | null = null) => ({ items, unread, nextCursor });

function withPreferences(api = new FakeApi()) {
  return api.get('/api/notifications/preferences', prefs);
}

describe('Notifications', () => {
  it('shows its loading state', async () => {
    const api = withPreferences().get('/api/notifications', pending());
    await renderRoute('/notifications', { api });
    await expectLoading(api, 'GET', '/api/notifications');
  });

  it('shows the error in Spanish, and Reintentar brings the notifications', async () => {
    const api = withPreferences().get('/api/notifications', down(), page([notificationDto()], 1));
    const { user } = await renderRoute('/notifications', { api });
    await retryAfterError(user, 'No se han podido cargar tus notificaciones');
    expect(await screen.findByRole('button', { name: /Nueva solicitud en «Poda de 40 olivos»/ })).toBeInTheDocument();
  });

  it('keeps the notifications on screen when a refresh fails, and Reintentar updates them', async () => {
    const api = withPreferences().get('/api/notifications', page([notificationDto()], 1), down(), page([]));
    const { user } = await renderRoute('/notifications', { api });
    await retryKeepingData(user, /Nueva solicitud en «Poda de 40 olivos»/);
    expect(await screen.findByText('No tienes notificaciones')).toBeInTheDocument();
  });

  it('says when there is nothing', async () => {
    const api = withPreferences().get('/api/notifications', page([]));
    await renderRoute('/notifications', { api });
    expect(await screen.findByText('No tienes notificaciones')).toBeInTheDocument();
    expect(screen.getByText('Estás al día.')).toBeInTheDocument();
  });

  it('shows unread ones, marks all as read, and older ones load on demand', async () => {
    const read = notificationDto({
      id: id(602),
      title: 'Tu solicitud ha sido aceptada',
      readAt: '2026-11-21T10:00:00.000Z',
    });
    const api = withPreferences()
      .get('/api/notifications', (call) =>
        call.query.get('cursor') ? page([read], 1) : page([notificationDto()], 1, 'antes'),
      )
      .post('/api/notifications/read-all', { unread: 0 });
    const { user } = await renderRoute('/notifications', { api });
    expect(await screen.findByText('Tienes 1 sin leer.')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: /^Nueva solicitud en «Poda de 40 olivos»\s*\(sin leer\)$/ }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ver más antiguas' }));
    expect(await screen.findByRole('button', { name: 'Tu solicitud ha sido aceptada' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Marcar todas como leídas' }));
    await api.waitForCall('POST', '/api/notifications/read-all');
  });

  it('opening one marks it read and goes to its link', async () => {
    const api = withPreferences()
      .get('/api/notifications', page([notificationDto()], 1))
      .post('/api/notifications/:id/read', { unread: 0 });
    const { user } = await renderRoute('/notifications', { api });
    await user.click(await screen.findByRole('button', { name: /Nueva solicitud en «Poda de 40 olivos»/ }));
    expect(await otherScreen()).toBe(`/task/${id(201)}/applications`);
    expect(api.callsTo('POST', '/api/notifications/:id/read')[0]?.params.id).toBe(id(601));
  });
});

describe('E-mail preferences', () => {
  it('shows their loading state', async () => {
    const api = new FakeApi().get('/api/notifications', page([])).get('/api/notifications/preferences', pending());
    await renderRoute('/notifications', { api });
    await expectLoading(api, 'GET', '/api/notifications/preferences', 'Cargando tus preferencias…');
  });

  it('show an error, not "Cargando" for ever, and Reintentar brings them', async () => {
    const api = new FakeApi().get('/api/notifications', page([])).get('/api/notifications/preferences', down(), prefs);
    const { user } = await renderRoute('/notifications', { api });
    await retryAfterError(user, 'No se han podido cargar tus preferencias');
    expect(await screen.findByRole('checkbox', { name: 'Mensajes nuevos' })).toBeChecked();
  });

  it('save what the user ticked', async () => {
    const api = new FakeApi()
      .get('/api/notifications', page([]))
      .get('/api/notifications/preferences', prefs)
      .put('/api/notifications/preferences', (call) => call.body as object);
    const { user } = await renderRoute('/notifications', { api });
    const progress = await screen.findByRole('checkbox', { name: 'Nuevo avance del trabajo' });
    expect(progress).not.toBeChecked();
    await user.click(progress);
    await user.click(
      within(screen.getByRole('group', { name: 'Mensajes' })).getByRole('checkbox', { name: 'Mensajes nuevos' }),
    );
    await user.click(screen.getByRole('button', { name: 'Guardar preferencias' }));
    const saved = (await api.waitForCall('PUT', '/api/notifications/preferences')).body as typeof prefs;
    expect(saved.preferences).toMatchObject({ progress_update: true, new_message: false, new_application: true });
    expect(await screen.findByText('Preferencias guardadas')).toBeInTheDocument();
  });
});

describe('Avisos en el móvil', () => {
  const withPush = { ...prefs, push: Object.fromEntries(Object.keys(NOTIFICATION_TYPES).map((k) => [k, false])) };
  const P256DH = 'BCUpleFGLLumkGvjOHlTkeUA3-rUH2SG2yqB_AvPQmg5oFKIke1Mpn6EUtLmYGISVhGT8IHicEE-PrCzaxUeIds';

  function fakePush(permission: NotificationPermission, answer: NotificationPermission = permission) {
    const subscribe = vi.fn(async (options: PushSubscriptionOptionsInit) => ({
      endpoint: 'https://push.example.com/dispositivo-1',
      expirationTime: null,
      options,
      toJSON: () => ({
        endpoint: 'https://push.example.com/dispositivo-1',
        keys: { p256dh: P256DH, auth: 'dGVzdC1hdXRoLXNlY3JldA' },
      }),
    }));
    const registration = { active: {}, pushManager: { getSubscription: async () => null, subscribe } };
    const requestPermission = vi.fn(async () => answer);
    vi.stubGlobal(
      'Notification',
      Object.assign(function Notification() {}, { permission, requestPermission }),
    );
    vi.stubGlobal('PushManager', function PushManager() {});
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { getRegistration: async () => registration, ready: Promise.resolve(registration) },
    });
    return { subscribe, requestPermission };
  }
  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('asks for permission only when a switch is turned on, subscribes this device and saves the choice', async () => {
    const device = fakePush('default', 'granted');
    const api = new FakeApi()
      .get('/api/notifications', page([]))
      .get('/api/notifications/preferences', withPush)
      .get('/api/push/key', { publicKey: P256DH })
      .post('/api/push/subscriptions', { ok: true })
      .put('/api/notifications/preferences', (call) => call.body as object);
    const { user } = await renderRoute('/notifications', { api });
    const push = await screen.findByRole('checkbox', { name: 'Nueva solicitud en tu tarea: avisos en el móvil' });
    expect(push).not.toBeChecked();
    expect(device.requestPermission).not.toHaveBeenCalled();
    await user.click(push);
    const saved = (await api.waitForCall('PUT', '/api/notifications/preferences')).body as typeof withPush;
    expect(saved.push).toMatchObject({ new_application: true, new_message: false });
    expect(saved.preferences).toEqual(prefs.preferences);
    expect(device.requestPermission).toHaveBeenCalledTimes(1);
    expect(device.subscribe.mock.calls[0]?.[0]).toMatchObject({ userVisibleOnly: true });
    const sent = (await api.waitForCall('POST', '/api/push/subscriptions')).body as { endpoint: string };
    expect(sent).toMatchObject({ endpoint: 'https://push.example.com/dispositivo-1', keys: { p256dh: P256DH } });
    expect(await screen.findByText('Avisos activados en este dispositivo')).toBeInTheDocument();
    expect(push).toBeChecked();
  });

  it('says in Spanish why when permission is denied, and the switch stays off', async () => {
    fakePush('default', 'denied');
    const api = new FakeApi().get('/api/notifications', page([])).get('/api/notifications/preferences', withPush);
    const { user } = await renderRoute('/notifications', { api });
    const push = await screen.findByRole('checkbox', { name: 'Mensajes nuevos: avisos en el móvil' });
    await user.click(push);
    expect(await screen.findByRole('alert')).toHaveTextContent('Has bloqueado los avisos de Faena en este navegador');
    expect(push).not.toBeChecked();
    expect(api.callsTo('PUT', '/api/notifications/preferences')).toHaveLength(0);
  });

  it('offers to subscribe this device when the switches were turned on on another one', async () => {
    const device = fakePush('granted');
    const api = new FakeApi()
      .get('/api/notifications', page([]))
      .get('/api/notifications/preferences', { ...withPush, push: { ...withPush.push, new_message: true } })
      .get('/api/push/key', { publicKey: P256DH })
      .post('/api/push/subscriptions', { ok: true });
    const { user } = await renderRoute('/notifications', { api });
    expect(await screen.findByRole('checkbox', { name: 'Mensajes nuevos: avisos en el móvil' })).toBeChecked();
    await user.click(await screen.findByRole('button', { name: 'Recibir también los avisos en este dispositivo' }));
    await api.waitForCall('POST', '/api/push/subscriptions');
    expect(device.subscribe).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Avisos activados en este dispositivo')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Recibir también los avisos en este dispositivo' })).toBeNull();
  });

  it('says in Spanish when the browser has no push at all', async () => {
    const api = new FakeApi().get('/api/notifications', page([])).get('/api/notifications/preferences', withPush);
    const { user } = await renderRoute('/notifications', { api });
    const push = await screen.findByRole('checkbox', { name: 'Mensajes nuevos: avisos en el móvil' });
    await user.click(push);
    expect(await screen.findByRole('alert')).toHaveTextContent('Este navegador no puede recibir avisos');
    expect(push).not.toBeChecked();
  });
});
