import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAuth } from '../features/auth/AuthProvider';
import type { RealtimeEvent } from '../lib/realtime';

/** Query keys each kind of event makes stale. */
function staleKeys(event: RealtimeEvent): unknown[][] {
  const taskId = typeof event.data.taskId === 'string' ? event.data.taskId : undefined;
  switch (event.type) {
    case 'notification':
    case 'notification.read':
      return [['notifications']];
    case 'message':
      return [['conversations'], ['messages', event.data.conversationId]];
    case 'conversation.read':
      return [['conversations']];
    case 'progress':
      return [['progress', taskId], ['tasks']];
    case 'task.status':
      return [['tasks'], ['applications'], ['progress', taskId], ['dashboard']];
    default:
      return [];
  }
}

/**
 * While signed in, keeps the tab's live connection (loaded after the first screen, so it costs
 * nothing up front) and turns server events into refetches of the affected screens.
 */
export function RealtimeConnector() {
  const { user, refresh } = useAuth();
  const queryClient = useQueryClient();
  const userId = user?.id;
  useEffect(() => {
    if (!userId) return;
    let disconnect: (() => void) | undefined;
    let cancelled = false;
    void import('../lib/realtime').then(({ connectRealtime }) => {
      if (cancelled) return;
      disconnect = connectRealtime({
        onEvent(event) {
          if (event.type === 'session.ended') {
            void refresh();
            return;
          }
          for (const queryKey of staleKeys(event)) void queryClient.invalidateQueries({ queryKey });
        },
        onReconnect() {
          for (const queryKey of [
            ['notifications'],
            ['conversations'],
            ['messages'],
            ['progress'],
            ['tasks'],
            ['applications'],
          ]) {
            void queryClient.invalidateQueries({ queryKey });
          }
        },
      });
    });
    return () => {
      cancelled = true;
      disconnect?.();
    };
  }, [userId, queryClient, refresh]);
  return null;
}
