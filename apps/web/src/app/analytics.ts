import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useAuth } from '@/features/auth/AuthProvider';
import { forgetUser, identifyUser, trackPageVisited } from '@/lib/analytics/client';
import { usePrivacy } from '@/lib/analytics/consent';

/** page_visited on every route change, once the session is known (its user_id). */
export function usePageVisited(page: string): void {
  const { pathname } = useLocation();
  const { status, user } = useAuth();
  const { consent } = usePrivacy();
  const userId = useRef<string | null>(null);
  userId.current = user?.id ?? null;
  const known = status !== 'loading';
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new path (or consent given) is the trigger
  useEffect(() => {
    if (known && consent === 'granted') trackPageVisited(page, userId.current);
  }, [page, pathname, known, consent]);
}

/** identify on sign-in and on load when already signed in (after consent); reset when the user is gone. */
export function useAnalyticsIdentity(): void {
  const { status, user, profile } = useAuth();
  const { consent } = usePrivacy();
  useEffect(() => {
    if (consent !== 'granted') return;
    if (user && profile) identifyUser(user.id, profile);
    if (status === 'signed-out') forgetUser();
  }, [consent, status, user, profile]);
}
