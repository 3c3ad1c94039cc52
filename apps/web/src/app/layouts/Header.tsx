import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { HeaderFrame } from '@/components/layout/HeaderFrame';
import { ThemeMenuSlot } from '@/components/layout/ThemeMenuSlot';
import { buttonClass } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { useAuth } from '@/features/auth/AuthProvider';
import { LanguageSlot } from './LanguageSlot';

// The signed-in header (navigation, notifications, profile, sign-out, mobile menu) is its own
// chunk: an anonymous visitor's first download ('/', '/auth') never needs it.
const SignedInHeader = lazy(() => import('./SignedInHeader').then((m) => ({ default: m.SignedInHeader })));

export function Header() {
  const { status } = useAuth();
  const { t } = useLingui();
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
          <div className="hidden items-center gap-1 sm:flex">
            {/* Their own chunks: they show next to the buttons once the session is known, never before. */}
            <LanguageSlot compact />
            <ThemeMenuSlot />
          </div>
          <Link to="/auth" className={buttonClass('ghost', 'sm', 'whitespace-nowrap px-2 sm:px-3')}>
            {t`Iniciar sesión`}
          </Link>
          <Link to="/auth?modo=registro" className={buttonClass('primary', 'sm', 'whitespace-nowrap px-3')}>
            {t`Registrarse`}
          </Link>
        </div>
      ) : (
        <div className="ml-auto flex items-center gap-1" />
      )}
    </HeaderFrame>
  );
}
