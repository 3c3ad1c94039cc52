import { i18n, type Messages } from './index';

/**
 * The compiled catalogues (Lingui's Vite plugin compiles an imported `.po` into a module), one
 * per area and language, each its own small file: this table is downloaded only when a language
 * other than Castellano is chosen, and then only that language's files.
 */
// The server's own texts (server.po) and its public pages' (public.po) are the server's to translate: not downloaded.
const CATALOGS = import.meta.glob<{ messages: Messages }>([
  '../../../locales/*/*.po',
  '!../../../locales/*/server.po',
  '!../../../locales/*/public.po',
]);

/** Loads every area's catalogue in `lang`, in parallel, then shows every screen in it at once. */
export async function loadLanguage(lang: string): Promise<void> {
  const files = Object.keys(CATALOGS).filter((file) => file.startsWith(`../../../locales/${lang}/`));
  if (files.length === 0) throw new Error(`No hay catálogos en ${lang}`);
  const areas = await Promise.all(files.map((file) => (CATALOGS[file] as () => Promise<{ messages: Messages }>)()));
  i18n.activate(lang, Object.assign({}, ...areas.map((area) => area.messages)));
}
