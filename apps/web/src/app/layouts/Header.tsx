import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { HeaderFrame } from '@/components/layout/HeaderFrame';
import { buttonClass } from '@/components/ui/button';
import { useAuth } from '@/features/auth/AuthProvider';

// The signed-in header (navigation, notifications, profile, sign-out, mobile menu) is its own
// chunk: an anonymous visitor's first download ('/', '/auth') never needs it.
const SignedInHeader = lazy(() => import('./SignedInHeader').then((m) => ({ default: m.SignedInHeader })));
// The theme menu too: it shows next to the buttons once the session is known, never before.
const ThemeMenu = lazy(() => import('@/components/layout/ThemeMenu').then((m) => ({ default: m.ThemeMenu })));

export function Header() {
  const { status } = useAuth();
  if (status === 'signed-in') {
    return (
      <Suspense fallback={<HeaderFrame logoTo="/dashboard" />}>
        <SignedInHeader />
      </Suspense>
    );
  }
  // While the session loads: only the logo, so neither state's buttons flash.
  return (
    <HeaderFrame logoTo="/">
      {status === 'signed-out' ? (
        <div className="ml-auto flex items-center gap-1">
          <div className="hidden sm:block">
            <Suspense fallback={<div className="h-11 w-11" />}>
              <ThemeMenu />
            </Suspense>
          </div>
          <Link to="/auth" className={buttonClass('ghost', 'sm', 'whitespace-nowrap px-2 sm:px-3')}>
            Iniciar sesión
          </Link>
          <Link to="/auth?modo=registro" className={buttonClass('primary', 'sm', 'whitespace-nowrap px-3')}>
            Registrarse
          </Link>
        </div>
      ) : (
        <div className="ml-auto flex items-center gap-1" />
      )}
    </HeaderFrame>
  );
}
