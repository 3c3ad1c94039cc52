import { msg } from '@lingui/core/macro';
import { useSyncExternalStore } from 'react';

export type Theme = 'light' | 'dark' | 'system';
export const THEME_KEY = 'faena-theme';
export const THEME_LABELS = {
  system: msg({ message: 'Según el sistema', comment: 'tema de colores de la web' }),
  light: msg({ message: 'Claro', comment: 'tema de colores de la web' }),
  dark: msg({ message: 'Oscuro', comment: 'tema de colores de la web' }),
} as const satisfies Record<Theme, unknown>;

const listeners = new Set<() => void>();
const media = typeof window !== 'undefined' ? window.matchMedia('(prefers-color-scheme: dark)') : null;

export function getTheme(): Theme {
  try {
    const stored = localStorage.getItem(THEME_KEY);
    return stored === 'light' || stored === 'dark' ? stored : 'system';
  } catch {
    return 'system';
  }
}

/** Puts the `dark` class on <html> for the chosen theme (the inline script in index.html does it before paint). */
export function applyTheme(theme: Theme = getTheme()) {
  const dark = theme === 'dark' || (theme === 'system' && Boolean(media?.matches));
  document.documentElement.classList.toggle('dark', dark);
}

export function setTheme(theme: Theme) {
  try {
    if (theme === 'system') localStorage.removeItem(THEME_KEY);
    else localStorage.setItem(THEME_KEY, theme);
  } catch {}
  applyTheme(theme);
  for (const l of listeners) l();
}

media?.addEventListener('change', () => applyTheme());
if (typeof window !== 'undefined') {
  // Another tab changed the theme, or sign-out cleared it (then it falls back to the system's).
  window.addEventListener('storage', (event) => {
    if (event.key === THEME_KEY || event.key === null) {
      applyTheme();
      for (const l of listeners) l();
    }
  });
}

export function useTheme(): Theme {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    getTheme,
    () => 'system',
  );
}
