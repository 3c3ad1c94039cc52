/**
 * The languages of Faena (issue 24): Castellano, the source and the default, and the co-official
 * languages and English beside it. One list for the server (the language of a page, an error, an
 * e-mail) and the web (the 'Idioma' menu).
 */
export const LANGUAGES = ['es', 'ca', 'gl', 'eu', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Each language's name in itself, as the menu shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  es: 'Castellano',
  ca: 'Català',
  gl: 'Galego',
  eu: 'Euskara',
  en: 'English',
};

/** The locale numbers, money and dates are written in. */
export const LANGUAGE_LOCALES: Record<Language, string> = {
  es: 'es-ES',
  ca: 'ca-ES',
  gl: 'gl-ES',
  eu: 'eu-ES',
  en: 'en-GB',
};

/**
 * The languages a person can choose: those whose translation is complete. A language is offered
 * only when every text has its translation (`npm run check:i18n` keeps this list true), so
 * nobody meets a screen half in one language and half in another.
 */
export const OFFERED_LANGUAGES: readonly Language[] = ['es', 'ca', 'gl', 'eu', 'en'];

/**
 * The offered languages, read when asked: what decides per request (the public pages' language
 * prefixes, their `hreflang` alternates) reads this, so a test can offer all five.
 */
export const offeredLanguages = (): readonly Language[] => OFFERED_LANGUAGES;

/** The cookie that keeps a visitor's choice (and a signed-in user's, for the first HTML). */
export const LANGUAGE_COOKIE = 'faena_lang';

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/**
 * The languages an `Accept-Language` header asks for, best first (q-values; `ca-ES-valencia`
 * is `ca`; malformed entries are skipped).
 */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .slice(0, 500)
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([01](?:\.\d{0,3})?)\s*$/.exec(p)?.[1]).find(Boolean);
      return { lang: tag.trim().toLowerCase().split('-')[0] ?? '', q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => /^[a-z]{2,3}$/.test(entry.lang) && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.lang);
}

/**
 * The language of a request, in the order: the account's choice, then the visitor's
 * (the cookie), then the browser's, then Castellano; only among `offered`.
 * From the browser only Català, Galego and Euskara are taken, and only when they come before
 * Castellano: English needs an explicit choice, because a browser's English is most often just
 * how it came out of the box (decision 0034).
 */
export function pickLanguage(
  choice: { saved?: string | null; cookie?: string | null; acceptLanguage?: string },
  offered: readonly string[] = OFFERED_LANGUAGES,
): Language {
  for (const chosen of [choice.saved, choice.cookie]) {
    if (isLanguage(chosen) && offered.includes(chosen)) return chosen;
  }
  for (const lang of acceptedLanguages(choice.acceptLanguage)) {
    if (lang === 'es') break;
    if ((lang === 'ca' || lang === 'gl' || lang === 'eu') && offered.includes(lang)) return lang;
  }
  return 'es';
}

/** The value of the language cookie in a `Cookie` header. */
export function languageCookie(cookieHeader: string | undefined): string | null {
  const match = cookieHeader?.match(new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([a-z]{2,6})(?:;|$)`));
  return match?.[1] ?? null;
}
