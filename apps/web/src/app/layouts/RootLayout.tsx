import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { Outlet, useSearchParams } from 'react-router';
import { Privacy } from '@/components/privacy/Privacy';
import { useAuth } from '@/features/auth/AuthProvider';
import { Footer } from './Footer';
import { Header } from './Header';

// Only for signed-in visitors (or a confirmation link): own chunks, so an anonymous '/' stays small.
const RealtimeConnector = lazy(() => import('../RealtimeConnector').then((m) => ({ default: m.RealtimeConnector })));
// Offline support: the queue of actions taken offline and the "Sin conexión" notice.
const OfflineSupport = lazy(() => import('../OfflineSupport').then((m) => ({ default: m.OfflineSupport })));
const EmailNotice = lazy(() =>
  import('@/features/auth/components/EmailNotice').then((m) => ({ default: m.EmailNotice })),
);

/** Header, the unconfirmed-e-mail notice, the page, and the footer with the legal links. */
export function RootLayout() {
  const { status, user } = useAuth();
  const [params] = useSearchParams();
  const { t } = useLingui();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#contenido"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded-lg focus:bg-card focus:px-4 focus:py-2"
      >
        {t`Saltar al contenido`}
      </a>
      <Privacy />
      <Header />
      <Suspense fallback={null}>
        {user ? <RealtimeConnector /> : null}
        {user ? <OfflineSupport /> : null}
        {/* Once the session is known: the notice's button needs the query client, which comes with it. */}
        {user || (status !== 'loading' && params.has('correo')) ? <EmailNotice /> : null}
      </Suspense>
      {/* At least a screen tall (less the 4rem header): the footer starts below the fold, so a
          screen arriving after its chunk loads does not push a visible footer down (Lighthouse
          measured that as a layout shift of 0.18 on '/'). */}
      <main id="contenido" className="flex min-h-[calc(100dvh-4rem)] w-full flex-1 flex-col">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
