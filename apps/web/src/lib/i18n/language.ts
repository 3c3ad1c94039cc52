import { LANGUAGE_COOKIE, LANGUAGE_LOCALES, type Language, setFormatting } from '@faena/shared';
import { i18n } from './index';

/**
 * The change of language (issue 24; the first one: ./start.ts). Loads `lang`'s texts, then shows every screen in it, and keeps the choice (the cookie, a year)
 * for the next visit and for the server's HTML. Castellano needs no catalogue.
 */
export async function changeLanguage(lang: string): Promise<void> {
  await activateLanguage(lang);
  document.documentElement.lang = lang;
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LANGUAGE_COOKIE}=${lang}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}

/** Shows the texts in `lang` (no page, no cookie: also what the build's prerendering uses). */
export async function activateLanguage(lang: string): Promise<void> {
  if (lang === 'es') i18n.activate('es');
  else await (await import('./load')).loadLanguage(lang);
  // Money, dates and the few texts @faena/shared composes ('a 23 km'), in the language too.
  setFormatting({ locale: LANGUAGE_LOCALES[lang as Language] ?? 'es-ES', translate: (text) => i18n._(text) });
}
