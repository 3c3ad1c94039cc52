import { languageCookie, OFFERED_LANGUAGES } from '@faena/shared';

/**
 * The language the app starts in (issue 24; a change: ./language.ts). The server decides the
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
