import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { LoadingState } from '@/components/ui/spinner';
import { useAuth } from './AuthProvider';

// Only a signed-in non-admin on an admin address sees it: loaded then, not with every page.
const UnauthorizedScreen = lazy(() =>
  import('./components/UnauthorizedScreen').then((m) => ({ default: m.UnauthorizedScreen })),
);

/** Signed-in-only routes: 'Cargando...' while auth loads; no user → /auth (and back here after). */
export function RequireAuth() {
  const { status, signedOutHere } = useAuth();
  const location = useLocation();
  const { t } = useLingui();
  if (status === 'loading') return <LoadingState text={t`Cargando...`} className="min-h-[50vh]" />;
  if (status === 'signed-out' && signedOutHere) return <Navigate to="/" replace />;
  if (status === 'signed-out') {
    return <Navigate to="/auth" replace state={{ from: `${location.pathname}${location.search}` }} />;
  }
  return <Outlet />;
}

/** Admin routes: no user or no profile → /auth; a non-admin sees 'Acceso No Autorizado'. */
export function RequireAdmin() {
  const { status, user, profile, profileLoading, signedOutHere } = useAuth();
  const location = useLocation();
  const { t } = useLingui();
  if (status === 'loading' || profileLoading) return <LoadingState text={t`Cargando...`} className="min-h-[50vh]" />;
  if (!user && signedOutHere) return <Navigate to="/" replace />;
  if (!user || !profile) {
    return <Navigate to="/auth" replace state={{ from: `${location.pathname}${location.search}` }} />;
  }
  if (!profile.isAdmin) {
    return (
      <Suspense fallback={<LoadingState text={t`Cargando...`} className="min-h-[50vh]" />}>
        <UnauthorizedScreen email={user.email} />
      </Suspense>
    );
  }
  return <Outlet />;
}
