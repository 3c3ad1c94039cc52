import {
  LANGUAGE_COOKIE,
  LANGUAGE_LOCALES,
  type Language,
  languageCookie,
  OFFERED_LANGUAGES,
  setFormatting,
} from '@faena/shared';
import { i18n } from './index';

/**
 * The language the app starts in and the change of language (issue 24). The server decides the
 * first one and writes it in `<html lang>` (apps/server/src/lib/language.ts: the account's choice,
 * the cookie, the browser's, Castellano); a page the service worker serves carries Castellano,
 * so the visitor's cookie is read too.
 */
export function startLanguage(): string {
  const fromHtml = document.documentElement.lang || 'es';
  const fromCookie = languageCookie(document.cookie);
  // Once installed, the service worker answers every address with its own copy of index.html
  // (Castellano): then the cookie decides, among the languages offered (and the developers'
  // pseudo-language, which only someone who sets its cookie by hand ever sees).
  const known = (OFFERED_LANGUAGES as readonly string[]).includes(fromCookie ?? '') || fromCookie === 'pseudo';
  if (fromCookie && fromCookie !== fromHtml && known) {
    document.documentElement.lang = fromCookie;
    return fromCookie;
  }
  return fromHtml;
}

/**
 * Loads `lang`'s texts, then shows every screen in it, and keeps the choice (the cookie, a year)
 * for the next visit and for the server's HTML. Castellano needs no catalogue.
 */
export async function changeLanguage(lang: string): Promise<void> {
  if (lang === 'es') i18n.activate('es');
  else await (await import('./load')).loadLanguage(lang);
  // Money, dates and the few texts @faena/shared composes ('a 23 km'), in the language too.
  setFormatting({ locale: LANGUAGE_LOCALES[lang as Language] ?? 'es-ES', translate: (text) => i18n._(text) });
  document.documentElement.lang = lang;
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LANGUAGE_COOKIE}=${lang}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}
