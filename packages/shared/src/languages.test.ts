import { describe, expect, it } from 'vitest';
import { acceptedLanguages, languageCookie, pickLanguage } from './languages';

const ALL = ['es', 'ca', 'gl', 'eu', 'en'];

describe('pickLanguage', () => {
  it("the account's choice, then the cookie, then the browser, then Castellano", () => {
    expect(pickLanguage({ saved: 'gl', cookie: 'ca', acceptLanguage: 'eu' }, ALL)).toBe('gl');
    expect(pickLanguage({ saved: null, cookie: 'ca', acceptLanguage: 'eu' }, ALL)).toBe('ca');
    expect(pickLanguage({ cookie: null, acceptLanguage: 'eu-ES,eu;q=0.9' }, ALL)).toBe('eu');
    expect(pickLanguage({}, ALL)).toBe('es');
  });

  it('only offered languages: a choice of one not offered falls through', () => {
    expect(pickLanguage({ saved: 'ca', cookie: 'gl', acceptLanguage: 'eu' }, ['es', 'gl'])).toBe('gl');
    expect(pickLanguage({ saved: 'ca', acceptLanguage: 'ca' }, ['es'])).toBe('es');
    expect(pickLanguage({ cookie: 'xx', acceptLanguage: 'ca' }, ['es', 'ca'])).toBe('ca');
  });

  it("a browser's language counts only before Castellano, and English only by an explicit choice", () => {
    expect(pickLanguage({ acceptLanguage: 'es-ES,es;q=0.9,ca;q=0.8' }, ALL)).toBe('es');
    expect(pickLanguage({ acceptLanguage: 'ca-ES-valencia,es;q=0.5' }, ALL)).toBe('ca');
    expect(pickLanguage({ acceptLanguage: 'es;q=0.5,gl;q=0.9' }, ALL)).toBe('gl');
    expect(pickLanguage({ acceptLanguage: 'en-US,en;q=0.9' }, ALL)).toBe('es');
    expect(pickLanguage({ acceptLanguage: 'fr-FR,eu;q=0.5' }, ALL)).toBe('eu');
    expect(pickLanguage({ cookie: 'en', acceptLanguage: 'es' }, ALL)).toBe('en');
  });

  it('hostile or malformed headers change nothing', () => {
    expect(acceptedLanguages('')).toEqual([]);
    expect(acceptedLanguages(';;;,,q=1,ca;q=abc,gl;q=0')).toEqual(['ca']);
    expect(acceptedLanguages(`${'x-'.repeat(10_000)},ca`)).toEqual([]);
    expect(pickLanguage({ acceptLanguage: '*' }, ALL)).toBe('es');
    expect(languageCookie('a=1; faena_lang=ca; b=2')).toBe('ca');
    expect(languageCookie('faena_lang=<script>')).toBeNull();
    expect(languageCookie(undefined)).toBeNull();
  });
});
