import './index.css';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from '@/app/App';
import { startLanguage } from '@/lib/i18n/start';
import { applyTheme } from '@/lib/theme';

applyTheme();

const root = document.getElementById('root');
if (!root) throw new Error('Falta el elemento #root');
const app = <App Router={BrowserRouter} />;
const lang = startLanguage();
// The server sends '/' and '/auth' (and the signed-in screens' shell) already rendered at build
// time in the page's language (scripts/prerender.mjs; `data-lang` names any but Castellano):
// hydrate that HTML; any other address starts from an empty root.
// As a transition, React hydrates in slices of a few milliseconds and yields to the browser in
// between: the page is already painted, so one long task here would only block input
// (Lighthouse's Total Blocking Time counts every task over 50 ms after the first paint).
const start = () => {
  if (root.hasChildNodes() && (root.dataset.lang ?? 'es') === document.documentElement.lang)
    startTransition(() => void hydrateRoot(root, app));
  else {
    root.replaceChildren();
    createRoot(root).render(app);
  }
};
if (lang === 'es') start();
else {
  // Another language: its texts first, then the app. Without them (offline, never loaded),
  // Castellano, rendered anew.
  void import('@/lib/i18n/language')
    .then((m) => m.changeLanguage(lang))
    .catch((error: unknown) => {
      console.warn('No se han podido cargar los textos del idioma:', error);
      document.documentElement.lang = 'es';
      delete root.dataset.lang;
      root.replaceChildren();
    })
    .then(start);
}

// Offline support after the first screen, never in its JavaScript (lib/pwa.ts).
window.addEventListener('load', () => {
  setTimeout(() => {
    void import('@/lib/pwa').then((m) => m.startServiceWorker());
  }, 1000);
});
