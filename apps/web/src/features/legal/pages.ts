/**
 * The legal pages, listed by the footer (app/layouts/Footer) and the legal screen's menu. Their own
 * module: the footer is on every first page, the documents (content.ts) and the role menus
 * (app/navigation.ts) are not.
 */
export const LEGAL_PAGES = [
  { slug: 'aviso-legal', label: 'Aviso legal' },
  { slug: 'privacidad', label: 'Privacidad' },
  { slug: 'cookies', label: 'Cookies' },
  { slug: 'condiciones', label: 'Condiciones de uso' },
] as const;
