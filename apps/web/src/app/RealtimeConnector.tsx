import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { applicationKeys } from '@/features/applications/api';
import { useAuth } from '@/features/auth/AuthProvider';
import { dashboardKeys } from '@/features/dashboard/api';
import { messageKeys } from '@/features/messages/api';
import { notificationKeys } from '@/features/notifications/api';
import { paymentKeys } from '@/features/payments/api';
import { professionalKeys } from '@/features/professionals/api';
import { progressKeys } from '@/features/progress/api';
import { taskKeys } from '@/features/tasks/api';
import { type Change, onChange } from '@/lib/changes';

/**
 * Query keys each change makes stale: a server event (the shared union) or a change this tab
 * announced. The switch is exhaustive: an event added to `packages/shared/src/events.ts` (or a
 * local change) that nobody handles here fails the typecheck.
 */
export function staleKeys(change: Change): QueryKey[] {
  switch (change.type) {
    case 'hello':
    case 'session.ended':
      return [];
    case 'notification':
    case 'notification.read':
      return [notificationKeys.all];
    case 'message':
      return [messageKeys.conversations, messageKeys.messages(change.data.conversationId)];
    case 'conversation.read':
      return [messageKeys.conversations];
    case 'progress':
      return [progressKeys.one(change.data.taskId), taskKeys.all];
    case 'task.status':
      return [taskKeys.all, applicationKeys.all, progressKeys.one(change.data.taskId), dashboardKeys.all];
    case 'payment':
      // Both sides' /payments, the task's "Pagar", and the dashboards' payments.
      return [paymentKeys.all, taskKeys.all, dashboardKeys.all];
    case 'offer.sent':
      return [applicationKeys.all];
    case 'profile.changed':
      return [professionalKeys.all];
    case 'session.ending':
      return [];
    default:
      return unhandled(change);
  }
}

/** Compile time: every type is handled above. Run time (a newer server's event): nothing is stale. */
function unhandled(_change: never): QueryKey[] {
  return [];
}

/** What a reconnection refetches: everything a missed event could have made stale. */
const AFTER_RECONNECT: QueryKey[] = [
  notificationKeys.all,
  messageKeys.conversations,
  messageKeys.allMessages,
  progressKeys.all,
  taskKeys.all,
  applicationKeys.all,
  paymentKeys.all,
  dashboardKeys.all,
];

/**
 * While signed in, keeps the tab's live connection (loaded after the first screen, so it costs
 * nothing up front) and turns server events, and the changes this tab announces, into refetches
 * of the affected screens.
 */
export function RealtimeConnector() {
  const { user, refresh } = useAuth();
  const queryClient = useQueryClient();
  const userId = user?.id;
  useEffect(() => {
    let disconnect: (() => void) | undefined;
    let cancelled = false;
    const invalidate = (change: Change) => {
      if (change.type === 'session.ending') {
        cancelled = true;
        disconnect?.();
        return;
      }
      for (const queryKey of staleKeys(change)) void queryClient.invalidateQueries({ queryKey });
    };
    const stopListening = onChange(invalidate);
    if (!userId) return stopListening;
    void import('@/lib/realtime').then(({ connectRealtime }) => {
      if (cancelled) return;
      disconnect = connectRealtime({
        onEvent(event) {
          if (event.type === 'session.ended') {
            void refresh();
            return;
          }
          invalidate(event);
        },
        onReconnect() {
          for (const queryKey of AFTER_RECONNECT) void queryClient.invalidateQueries({ queryKey });
        },
      });
    });
    return () => {
      cancelled = true;
      stopListening();
      disconnect?.();
    };
  }, [userId, queryClient, refresh]);
  return null;
}
