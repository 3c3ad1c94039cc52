import type { ProfileDto, SessionResponse, SessionUser, SignInInput, SignUpInput } from '@faena/shared/schemas';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { resetAnalytics } from '@/lib/analytics/client';
import { authKeys, fetchProfile, fetchSession, signInRequest, signOutRequest, signUpRequest } from './api';

export type AuthStatus = 'loading' | 'signed-in' | 'signed-out';

export interface AuthContextValue {
  status: AuthStatus;
  user: SessionUser | null;
  /** The profile joined with field_worker_profiles; null while loading or if it failed to load. */
  profile: ProfileDto | null;
  profileLoading: boolean;
  /** True after this tab signed out: protected screens then go home, not to /auth. */
  signedOutHere: boolean;
  signIn(input: SignInInput): Promise<void>;
  /**
   * Resolves to whether the browser is signed in afterwards. The server answers an address that
   * already has an account exactly as a new one, with a cookie that opens nothing:
   * only the session, asked again here, tells the two apart.
   */
  signUp(input: SignUpInput): Promise<boolean>;
  /** Global sign-out: ends every session, clears the browser's data and goes home. */
  signOut(): Promise<void>;
  refresh(): Promise<void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

/** Tabs of one browser tell each other about sign-in and sign-out (the seed's auth-state subscription). */
const CHANNEL = 'faena-auth';

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [signedOutHere, setSignedOutHere] = useState(false);
  const session = useQuery({ queryKey: authKeys.session, queryFn: fetchSession, staleTime: 5 * 60_000 });
  const user = session.data?.user ?? null;
  // The profile is fetched after every auth change; a failure to load it is ignored (seed, section 7).
  const profile = useQuery({
    queryKey: authKeys.profile(user?.id ?? 'none'),
    queryFn: fetchProfile,
    enabled: Boolean(user),
    retry: 1,
  });

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
    setSignedOutHere(true);
    navigate('/', { replace: true });
    // Drop every cached answer about the user; the session query is kept and set to "no user"
    // so the screens observing it update at once (removing it would leave them on stale data).
    queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== authKeys.all[0] || q.queryKey[1] !== 'session' });
    queryClient.setQueryData(authKeys.session, { user: null });
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

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth debe usarse dentro de <AuthProvider>.');
  return value;
}
