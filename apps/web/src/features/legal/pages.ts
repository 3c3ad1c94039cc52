import { msg } from '@lingui/core/macro';

/**
 * The legal pages, listed by the footer (app/layouts/Footer) and the legal screen's menu. Their own
 * module: the footer is on every first page, the documents (content.ts) and the role menus
 * (app/navigation.ts) are not.
 */
export const LEGAL_PAGES = [
  { slug: 'aviso-legal', label: msg`Aviso legal` },
  { slug: 'privacidad', label: msg`Privacidad` },
  { slug: 'cookies', label: msg`Cookies` },
  { slug: 'condiciones', label: msg`Condiciones de uso` },
] as const;
