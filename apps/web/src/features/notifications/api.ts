import type { EmailPreferences, NotificationPage } from '@faena/shared/schemas';
import { useQuery } from '@tanstack/react-query';
import { api, toQuery } from '../../lib/api';

export const notificationKeys = {
  all: ['notifications'] as const,
  unread: ['notifications', 'unread'] as const,
  list: ['notifications', 'list'] as const,
  preferences: ['notifications', 'preferences'] as const,
};

export const listNotifications = (cursor?: string | null) =>
  api.get<NotificationPage>(`/api/notifications${toQuery({ cursor: cursor ?? undefined })}`);
export const getUnreadCount = () => api.get<{ unread: number }>('/api/notifications/unread-count');
export const markNotificationRead = (id: string) => api.post<{ unread: number }>(`/api/notifications/${id}/read`);
export const markAllRead = () => api.post<{ unread: number }>('/api/notifications/read-all');
export const getEmailPreferences = () => api.get<EmailPreferences>('/api/notifications/preferences');
export const saveEmailPreferences = (preferences: EmailPreferences['preferences']) =>
  api.put<EmailPreferences>('/api/notifications/preferences', { preferences });

/** The bell's number; kept fresh by the live connection (and refetched when the tab returns). */
export function useUnreadCount(enabled: boolean) {
  return useQuery({ queryKey: notificationKeys.unread, queryFn: getUnreadCount, enabled, staleTime: 60_000 });
}
