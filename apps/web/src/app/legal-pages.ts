/** The footer's legal pages (their own module: the menus of navigation.ts are not on every first page). */
export const LEGAL_PAGES = [
  { slug: 'aviso-legal', label: 'Aviso legal' },
  { slug: 'privacidad', label: 'Privacidad' },
  { slug: 'cookies', label: 'Cookies' },
  { slug: 'condiciones', label: 'Condiciones de uso' },
] as const;
