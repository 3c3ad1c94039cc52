import type { SessionResponse, SignInInput, SignUpInput } from '@faena/shared/schemas';
import { type QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router';
import { resetAnalytics } from '@/lib/analytics/client';
import { announceChange } from '@/lib/changes';
import { createQueryClient } from '@/lib/query-client';
import type { AuthContextValue, AuthReport, SessionHandoff } from './AuthProvider';
import { authKeys, fetchProfile, fetchSession, signInRequest, signOutRequest, signUpRequest } from './api';
import { useAccountLanguage } from './language';

/** Tabs of one browser tell each other about sign-in and sign-out (the seed's auth-state subscription). */
const CHANNEL = 'faena-auth';

interface Props {
  /** The QueryClient of a QueryClientProvider above the app (tests); otherwise the app's own is made here. */
  given: QueryClient | undefined;
  handoff: SessionHandoff;
  onReport(report: AuthReport): void;
}

/**
 * The session module, loaded by AuthProvider as the app starts: the app's QueryClient, the
 * session and profile queries and the actions, reported to AuthProvider on every change.
 */
export default function AuthSession({ given, handoff, onReport }: Props) {
  const [client] = useState(() => given ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <Session client={client} handoff={handoff} onReport={onReport} />
    </QueryClientProvider>
  );
}

function Session({ client: queryClient, handoff, onReport }: { client: QueryClient } & Omit<Props, 'given'>) {
  const navigate = useNavigate();
  const [signedOutHere, setSignedOutHere] = useState(false);
  // The first answer may be the request AuthProvider started while this module loaded.
  const session = useQuery({
    queryKey: authKeys.session,
    queryFn: (): Promise<SessionResponse> => {
      handoff.asked = true;
      const early = handoff.early;
      handoff.early = null;
      return early ?? fetchSession();
    },
    staleTime: 5 * 60_000,
  });
  const user = session.data?.user ?? null;
  // The profile is fetched after every auth change; a failure to load it is ignored (seed, section 7).
  const profile = useQuery({
    queryKey: authKeys.profile(user?.id ?? 'none'),
    queryFn: fetchProfile,
    enabled: Boolean(user),
    retry: 1,
  });

  useAccountLanguage(profile.data ?? null);

  const channel = useMemo(() => (typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL)), []);

  const afterChange = useCallback(
    async (broadcast: boolean) => {
      if (broadcast) channel?.postMessage('changed');
      await queryClient.invalidateQueries({ queryKey: authKeys.all });
    },
    [channel, queryClient],
  );

  useEffect(() => {
    if (!channel) return;
    channel.onmessage = () => {
      // Another tab signed in or out: drop what this tab knew and ask the server again.
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== authKeys.all[0] });
      void queryClient.invalidateQueries({ queryKey: authKeys.all });
    };
    return () => channel.close();
  }, [channel, queryClient]);

  const signIn = useCallback(
    async (input: SignInInput) => {
      await signInRequest(input);
      setSignedOutHere(false);
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== authKeys.all[0] });
      await afterChange(true);
    },
    [afterChange, queryClient],
  );

  const signUp = useCallback(
    async (input: SignUpInput) => {
      await signUpRequest(input);
      setSignedOutHere(false);
      // The cookie has changed either way: this tab and the others ask for the session again. A
      // failed check keeps what was known before (signed out, or the form would not have shown).
      await afterChange(true);
      return Boolean(queryClient.getQueryData<SessionResponse>(authKeys.session)?.user);
    },
    [afterChange, queryClient],
  );

  // While signing out, the server closes this tab's live connection ("session ended"): that
  // must not make the tab ask for the profile again with the cookie just revoked.
  const signingOut = useRef(false);

  const signOut = useCallback(async () => {
    // Actions still queued offline would be lost with the device's data: the user decides.
    if (!(await (await import('@/lib/offline-queue')).readyToSignOut())) return;
    signingOut.current = true;
    announceChange({ type: 'session.ending', data: {} });
    await queryClient.cancelQueries();
    try {
      await signOutRequest();
    } catch (error) {
      // The seed: a failed sign-out is logged, storage is cleared and the user goes home anyway.
      console.warn('No se pudo cerrar la sesión en el servidor', error);
    }
    resetAnalytics();
    // Loaded when needed: sign-out is rare, and `/`'s first download is counted.
    const { clearUserData } = await import('@/lib/clear-user-data');
    await clearUserData();
    // Home, not /auth: the route change is a transition and may render after "no user".
    navigate('/', { replace: true });
    // "No user" reaches the screens before their answers are dropped: AuthProvider learns it a
    // render after this module (its report), and a signed-in screen that rendered in between with
    // its query removed would ask the server again, with the cookie just revoked (a 401).
    flushSync(() => {
      setSignedOutHere(true);
      // The session query is kept and set to "no user" so the screens observing it update at once
      // (removing it would leave them on stale data).
      queryClient.setQueryData(authKeys.session, { user: null });
    });
    // Drop every cached answer about the user.
    queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== authKeys.all[0] || q.queryKey[1] !== 'session' });
    channel?.postMessage('changed');
    signingOut.current = false;
  }, [channel, queryClient, navigate]);

  const refresh = useCallback(async () => {
    if (!signingOut.current) await afterChange(false);
  }, [afterChange]);

  const value = useMemo<AuthContextValue>(
    () => ({
      status: session.isPending ? 'loading' : user ? 'signed-in' : 'signed-out',
      user,
      profile: profile.data ?? null,
      profileLoading: Boolean(user) && profile.isPending,
      signedOutHere,
      signIn,
      signUp,
      signOut,
      refresh,
    }),
    [session.isPending, user, profile.data, profile.isPending, signedOutHere, signIn, signUp, signOut, refresh],
  );

  useLayoutEffect(() => onReport({ client: queryClient, value }), [onReport, queryClient, value]);
  return null;
}
