import { isLanguage, type Language, languageCookie, pickLanguage } from '@faena/shared';
import type { FastifyRequest } from 'fastify';

/** A stored language as the code knows it: anything else (an old row, a typo) is Castellano. */
export const languageOf = (value: unknown): Language => (isLanguage(value) ? value : 'es');

/** The pseudo-language's name (lingui.config.ts's `pseudoLocale`), offered only with I18N_PSEUDO=1. */
export const PSEUDO = 'pseudo';

/**
 * The language of a request: the signed-in account's choice, the visitor's cookie, the
 * browser's `Accept-Language` (@faena/shared `pickLanguage`). The server's own texts (its errors)
 * are answered in it.
 */
export function textLanguage(request: FastifyRequest): Language {
  return pickLanguage({
    saved: request.actor?.language,
    cookie: languageCookie(request.headers.cookie),
    acceptLanguage: request.headers['accept-language'],
  });
}

/** The language a page is shown in (`<html lang>`): the request's, or the pseudo-language when it is on and asked for. */
export function requestLanguage(request: FastifyRequest, pseudo = false): Language | typeof PSEUDO {
  if (pseudo && languageCookie(request.headers.cookie) === PSEUDO) return PSEUDO;
  return textLanguage(request);
}
