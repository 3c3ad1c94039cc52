import './index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { Providers } from './app/providers';
import { AppRouter } from './app/router';
import { applyTheme } from './lib/theme';

applyTheme();

const root = document.getElementById('root');
if (!root) throw new Error('Falta el elemento #root');
createRoot(root).render(
  <StrictMode>
    <BrowserRouter>
      <Providers>
        <AppRouter />
      </Providers>
    </BrowserRouter>
  </StrictMode>,
);

// Offline support after the first screen, never in its JavaScript (lib/pwa.ts).
window.addEventListener('load', () => {
  setTimeout(() => {
    void import('./lib/pwa').then((m) => m.startServiceWorker());
  }, 1000);
});
