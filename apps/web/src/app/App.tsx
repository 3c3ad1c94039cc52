import { StrictMode } from 'react';
import { Providers } from './providers';
import { AppRouter } from './router';

/** The whole app under a router: the browser's (main.tsx) or a fixed address (prerender.tsx). */
export function App({ Router }: { Router: (props: { children: React.ReactNode }) => React.ReactNode }) {
  return (
    <StrictMode>
      <Router>
        <Providers>
          <AppRouter />
        </Providers>
      </Router>
    </StrictMode>
  );
}
