import type { ProfileDto, SessionResponse, SessionUser, SignInInput, SignUpInput } from '@faena/shared/schemas';
import { type QueryClient, QueryClientContext } from '@tanstack/react-query';
import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { fetchSession } from './api';

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

/**
 * The session's first request, started by the provider while the session module loads; the
 * module's session query takes it instead of asking again (`take`). `asked` is set once the
 * query has asked by itself (the module was already loaded), so no second request is started.
 */
export interface SessionHandoff {
  early: Promise<SessionResponse> | null;
  asked: boolean;
}

/** What the session module reports on every change: the query client it uses and the value. */
export interface AuthReport {
  client: QueryClient;
  value: AuthContextValue;
}

// TanStack Query (its client, the session and profile queries) and the auth logic: a chunk of
// their own, loaded as the app starts, so neither is in the first download of '/' (decision in
// docs/performance.md, "First download of /"). Nothing on an anonymous visitor's first screen
// needs them: it renders as "session unknown", exactly as it was prerendered.
const AuthSession = lazy(() => import('./AuthSession'));

/**
 * The session for the whole app: 'loading' until the session module has loaded and asked the
 * server. It also provides the module's QueryClient to everything below it (unless a
 * QueryClientProvider above already did, as in tests); what needs the client renders only once
 * the session is known (signed-in screens and header, the guards' screens, EmailNotice).
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const given = useContext(QueryClientContext);
  const [report, setReport] = useState<AuthReport | null>(null);
  const latest = useRef<AuthReport | null>(null);
  const waiting = useRef<((value: AuthContextValue) => void)[]>([]);
  const handoff = useRef<SessionHandoff>({ early: null, asked: false }).current;

  useEffect(() => {
    // The module is still loading: ask for the session meanwhile, not after it.
    if (handoff.asked || handoff.early) return;
    const early = fetchSession();
    early.catch(() => {});
    handoff.early = early;
  }, [handoff]);

  const onReport = useCallback((next: AuthReport) => {
    latest.current = next;
    for (const resolve of waiting.current.splice(0)) resolve(next.value);
    // While the session is still unknown nothing shown changes: no new context for the screens.
    setReport((previous) => (previous === null && next.value.status === 'loading' ? previous : next));
  }, []);

  // Before the module has loaded, the actions wait for it (a form sent in the first instant).
  const pending = useMemo<AuthContextValue>(() => {
    const ready = () =>
      latest.current
        ? Promise.resolve(latest.current.value)
        : new Promise<AuthContextValue>((r) => waiting.current.push(r));
    return {
      status: 'loading',
      user: null,
      profile: null,
      profileLoading: false,
      signedOutHere: false,
      signIn: async (input) => (await ready()).signIn(input),
      signUp: async (input) => (await ready()).signUp(input),
      signOut: async () => (await ready()).signOut(),
      refresh: async () => (await ready()).refresh(),
    };
  }, []);

  return (
    <QueryClientContext.Provider value={report?.client ?? given}>
      <AuthContext.Provider value={report?.value ?? pending}>{children}</AuthContext.Provider>
      <Suspense fallback={null}>
        <AuthSession given={given} handoff={handoff} onReport={onReport} />
      </Suspense>
    </QueryClientContext.Provider>
  );
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth debe usarse dentro de <AuthProvider>.');
  return value;
}
