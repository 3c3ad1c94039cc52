import { castellano, type Msg } from './messages';

/**
 * The locale numbers, money and dates are written in, and the translator of the few texts this
 * package composes ('a 23 km', 'Cada 2 semanas'): Castellano (es-ES) unless the web, which shows
 * one language at a time, sets its language's (issue 24: ca-ES, gl-ES, eu-ES, en-GB). The server
 * writes for many people at once and passes a locale where it needs another.
 */
let current = { locale: 'es-ES', translate: castellano as (text: string | Msg) => string };

export function setFormatting(next: { locale: string; translate: (text: string | Msg) => string }): void {
  current = next;
}

export const formattingLocale = (): string => current.locale;
export const translateComposed = (text: string | Msg): string => current.translate(text);

const made = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>();
/** One Intl formatter per kind, locale and options, made on first use. */
export function intlOf<K extends 'DateTimeFormat' | 'NumberFormat' | 'RelativeTimeFormat'>(
  kind: K,
  locale: string,
  options: object,
): InstanceType<(typeof Intl)[K]> {
  const key = `${kind}|${locale}|${JSON.stringify(options)}`;
  let it = made.get(key);
  if (!it) {
    it = new (Intl[kind] as unknown as new (l: string, o: object) => Intl.DateTimeFormat)(locale, options);
    made.set(key, it);
  }
  return it as InstanceType<(typeof Intl)[K]>;
}
