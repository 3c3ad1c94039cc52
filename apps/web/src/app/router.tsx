import { type ComponentType, lazy, Suspense, useEffect, useMemo } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { Toaster } from '@/components/Toaster';
import { LoadingState } from '@/components/ui/spinner';
import { RequireAdmin, RequireAuth } from '@/features/auth/guards';
import { useAnalyticsIdentity, usePageVisited } from './analytics';
import { RootLayout } from './layouts/RootLayout';
import { useRouteFocus } from './route-focus';
import { APP_ROUTES, type AppRoute } from './routes';

// The admin area's layout is its own chunk: most visitors never open it, and `/` must stay small.
const AdminLayout = lazy(() => import('./layouts/AdminLayout').then((m) => ({ default: m.AdminLayout })));

/** The screens prerendered and hydrated (scripts/prerender.mjs): no ICU compiler, no plurals (i18n.test.ts). */
const PLAIN_TEXT_PAGES = new Set(['home', 'auth']);

const screens = new Map<AppRoute, ComponentType>();
function screenOf(route: AppRoute) {
  let screen = screens.get(route);
  if (!screen) {
    // Every screen may show a plural in Castellano: its ICU compiler comes with it (lib/i18n/icu.ts),
    // except the two hydrated from prerendered HTML, '/' and '/auth', which must not wait for it
    // (a field typed into before hydration would be emptied by it) and show simple texts only.
    const compiler = PLAIN_TEXT_PAGES.has(route.page) ? null : import('@/lib/i18n/icu');
    screen = lazy(() => Promise.all([route.load(), compiler]).then(([m]) => ({ default: m.Component })));
    screens.set(route, screen);
  }
  return screen;
}

/** A route's screen: its chunk, loading until it arrives, and its own error boundary (a new address clears it). */
function Screen({ route }: { route: AppRoute }) {
  const Lazy = screenOf(route);
  const { pathname } = useLocation();
  usePageVisited(route.page);
  return (
    <ErrorBoundary area="screen" resetKey={pathname}>
      <Suspense fallback={<LoadingState />}>
        <Lazy />
      </Suspense>
    </ErrorBoundary>
  );
}

/** New page, new scroll: back to the top unless the address points at an anchor. */
function ScrollToTop() {
  const { pathname, hash } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the pathname is the trigger
  useEffect(() => {
    if (!hash) window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}

export function AppRouter() {
  useAnalyticsIdentity();
  useRouteFocus();
  const groups = useMemo(
    () => ({
      public: APP_ROUTES.filter((r) => r.access === 'public' && r.path !== '*'),
      signedIn: APP_ROUTES.filter((r) => r.access === 'signed-in'),
      admin: APP_ROUTES.filter((r) => r.access === 'admin'),
      notFound: APP_ROUTES.find((r) => r.path === '*'),
    }),
    [],
  );
  return (
    <>
      <ScrollToTop />
      <Routes>
        <Route element={<RootLayout />}>
          {groups.public.map((r) => (
            <Route key={r.path} path={r.path} element={<Screen route={r} />} />
          ))}
          <Route element={<RequireAuth />}>
            {groups.signedIn.map((r) => (
              <Route key={r.path} path={r.path} element={<Screen route={r} />} />
            ))}
          </Route>
          {groups.notFound ? <Route path="*" element={<Screen route={groups.notFound} />} /> : null}
        </Route>
        <Route element={<RequireAdmin />}>
          <Route
            element={
              <Suspense fallback={<LoadingState />}>
                <AdminLayout />
              </Suspense>
            }
          >
            {groups.admin.map((r) => (
              <Route key={r.path} path={r.path} element={<Screen route={r} />} />
            ))}
          </Route>
        </Route>
      </Routes>
      <Toaster />
    </>
  );
}
