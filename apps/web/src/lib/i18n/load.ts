import { i18n, type Messages } from './index';

/**
 * The compiled catalogue of one area in one language (Lingui's Vite plugin compiles an imported
 * `.po` into a module). Its own module, imported lazily: the table of every language's and area's
 * file is only downloaded when a language other than Castellano is chosen.
 */
const CATALOGS = import.meta.glob<{ messages: Messages }>('../../../locales/*/*.po');

const loaded: Record<string, Messages> = {};

/** Loads `area`'s catalogue in `lang`, then activates `lang` with every area loaded so far in it. */
export async function loadCatalog(lang: string, area: string): Promise<void> {
  const file = `../../../locales/${lang}/${area}.po`;
  const load = CATALOGS[file];
  if (!load) throw new Error(`No hay catálogo ${lang}/${area}`);
  const { messages } = await load();
  loaded[lang] = { ...loaded[lang], ...messages };
  i18n.activate(lang, loaded[lang]);
}
