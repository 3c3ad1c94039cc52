import { StrictMode } from 'react';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { Providers } from './providers';
import { AppRouter } from './router';

/**
 * The whole app under a router: the browser's (main.tsx) or a fixed address (prerender.tsx). A
 * crash anywhere shows the error screen with 'Recargar' instead of a blank page; each screen has
 * its own boundary inside (router.tsx), so usually the header and menu stay.
 */
export function App({ Router }: { Router: (props: { children: React.ReactNode }) => React.ReactNode }) {
  return (
    <StrictMode>
      <ErrorBoundary area="app">
        <Router>
          <Providers>
            <AppRouter />
          </Providers>
        </Router>
      </ErrorBoundary>
    </StrictMode>
  );
}
