import type { EmailPreferences, EmailPreferencesInput } from '@faena/shared/schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const notificationKeys = {
  all: ['notifications'] as const,
  unread: ['notifications', 'unread'] as const,
  list: ['notifications', 'list'] as const,
  preferences: ['notifications', 'preferences'] as const,
};

export const listNotifications = (cursor?: string | null) =>
  api.get('/api/notifications', { query: { cursor: cursor ?? undefined } });
export const getUnreadCount = () => api.get('/api/notifications/unread-count');
export const markNotificationRead = (notificationId: string) =>
  api.post('/api/notifications/{notificationId}/read', { path: { notificationId } });
export const markAllRead = () => api.post('/api/notifications/read-all');
export const getEmailPreferences = () => api.get('/api/notifications/preferences');
/** Saves the e-mail choices; the push ones too when given (left out: kept as they are). */
export const saveEmailPreferences = (
  preferences: EmailPreferences['preferences'],
  push?: EmailPreferencesInput['push'],
) => api.put('/api/notifications/preferences', { body: push ? { preferences, push } : { preferences } });

/** The bell's number; kept fresh by the live connection (and refetched when the tab returns). */
export function useUnreadCount(enabled: boolean) {
  return useQuery({ queryKey: notificationKeys.unread, queryFn: getUnreadCount, enabled, staleTime: 60_000 });
}
