import type { ServerEvent } from '@faena/shared';
import { QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applicationKeys } from '@/features/applications/api';
import { dashboardKeys } from '@/features/dashboard/api';
import { messageKeys } from '@/features/messages/api';
import { notificationKeys } from '@/features/notifications/api';
import { paymentKeys } from '@/features/payments/api';
import { professionalKeys } from '@/features/professionals/api';
import { taskKeys } from '@/features/tasks/api';
import { announceChange } from '@/lib/changes';
import type { RealtimeHandlers } from '@/lib/realtime';
import { RealtimeConnector } from './RealtimeConnector';

const refresh = vi.fn(async () => {});
vi.mock('@/features/auth/AuthProvider', () => ({
  useAuth: () => ({ user: { id: 'usuario-1' }, refresh }),
}));

let handlers: RealtimeHandlers | null = null;
const disconnect = vi.fn();
vi.mock('@/lib/realtime', () => ({
  connectRealtime: (h: RealtimeHandlers) => {
    handlers = h;
    return disconnect;
  },
}));

const SEEN: QueryKey[] = [
  paymentKeys.overview,
  taskKeys.one('tarea-1'),
  taskKeys.mine,
  dashboardKeys.all,
  notificationKeys.unread,
  messageKeys.conversations,
  applicationKeys.ofTask('tarea-1'),
  professionalKeys.one('pro-1'),
];

let client: QueryClient;
function renderConnector() {
  client = new QueryClient();
  // Screens seen earlier in the tab: each key holds fresh data until something makes it stale.
  for (const key of SEEN) client.setQueryData(key, { visto: true });
  return render(
    <QueryClientProvider client={client}>
      <RealtimeConnector />
    </QueryClientProvider>,
  );
}

const stale = () => SEEN.filter((key) => client.getQueryState(key)?.isInvalidated).map((key) => JSON.stringify(key));
const keys = (...list: QueryKey[]) => list.map((key) => JSON.stringify(key));

async function connected(): Promise<RealtimeHandlers> {
  await waitFor(() => expect(handlers).not.toBeNull());
  return handlers as RealtimeHandlers;
}

beforeEach(() => {
  handlers = null;
  refresh.mockClear();
  disconnect.mockClear();
});
afterEach(() => {
  vi.clearAllMocks();
});

describe('RealtimeConnector', () => {
  it('a payment event refreshes the payments, the task’s screens and the dashboard (the professional’s /payments live)', async () => {
    renderConnector();
    const live = await connected();
    const event: ServerEvent = { type: 'payment', data: { paymentId: 'pago-1', taskId: 'tarea-1', status: 'held' } };
    live.onEvent(event);
    expect(stale()).toEqual(keys(paymentKeys.overview, taskKeys.one('tarea-1'), taskKeys.mine, dashboardKeys.all));
  });

  it('a message refreshes the conversations; a notification, the bell', async () => {
    renderConnector();
    const live = await connected();
    live.onEvent({ type: 'message', data: { conversationId: 'c-1', messageId: 'm-1' } });
    live.onEvent({ type: 'notification', data: { id: 'n-1', type: 'payment_refunded' } });
    expect(stale()).toEqual(keys(notificationKeys.unread, messageKeys.conversations));
  });

  it('the end of the session asks for it again and refreshes nothing else; hello is only a greeting', async () => {
    renderConnector();
    const live = await connected();
    live.onEvent({ type: 'hello', data: { profileId: 'p-1' } });
    live.onEvent({ type: 'session.ended', data: {} });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(stale()).toEqual([]);
  });

  it('after a reconnection, everything a missed event could change is refetched', async () => {
    renderConnector();
    const live = await connected();
    live.onReconnect();
    expect(stale()).toEqual(
      keys(
        paymentKeys.overview,
        taskKeys.one('tarea-1'),
        taskKeys.mine,
        dashboardKeys.all,
        notificationKeys.unread,
        messageKeys.conversations,
        applicationKeys.ofTask('tarea-1'),
      ),
    );
  });

  it('changes this tab announces refresh other features’ screens, until it unmounts', async () => {
    const view = renderConnector();
    announceChange({ type: 'offer.sent', data: { taskId: 'tarea-1' } });
    announceChange({ type: 'profile.changed', data: {} });
    expect(stale()).toEqual(keys(applicationKeys.ofTask('tarea-1'), professionalKeys.one('pro-1')));
    await connected();
    view.unmount();
    expect(disconnect).toHaveBeenCalledTimes(1);
    client.setQueryData(paymentKeys.overview, { visto: true });
    announceChange({ type: 'payment', data: { paymentId: 'pago-1', taskId: 'tarea-1', status: 'held' } });
    expect(client.getQueryState(paymentKeys.overview)?.isInvalidated).toBe(false);
  });

  it('closes the live connection when this tab starts signing out, before its request (no handshake with an ended cookie)', async () => {
    renderConnector();
    await connected();
    expect(disconnect).not.toHaveBeenCalled();
    announceChange({ type: 'session.ending', data: {} });
    expect(disconnect).toHaveBeenCalledTimes(1);
    expect(stale()).toEqual([]);
  });
});
