import type { Language } from '@faena/shared';
import { type SQL, sql } from 'drizzle-orm';

/**
 * Each language's text search configuration (migrations 0001 and 0015): unaccent, then the
 * language's stemmer; Galego has none in PostgreSQL, so `faena_gl` is `simple` with unaccent.
 */
export const SEARCH_CONFIGS: Record<Language, string> = {
  es: 'faena_es',
  ca: 'faena_ca',
  gl: 'faena_gl',
  eu: 'faena_eu',
  en: 'faena_en',
};

/**
 * What a person typed, as a tsquery: in Castellano, and for someone who reads another language
 * in it too (either may match). The search vectors hold every text in Castellano and a text
 * written in another language in it too (0015), so a Catalan task is found by "olivera" from
 * Castellano's stem and from Catalan's. For Castellano the SQL is the one it always was.
 * `parse` builds one configuration's tsquery (websearch_to_tsquery, to_tsquery…).
 */
export function searchTsQuery(language: Language, parse: (config: SQL) => SQL): SQL {
  const castellano = parse(sql.raw(`'${SEARCH_CONFIGS.es}'`));
  if (language === 'es') return castellano;
  return sql`(${castellano} || ${parse(sql.raw(`'${SEARCH_CONFIGS[language]}'`))})`;
}
