import path from 'node:path';
import { getConfig } from '@lingui/conf';
import { lingui } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';

const configPath = path.resolve(import.meta.dirname, 'lingui.config.ts');

/**
 * Lingui's Vite plugins (issue 24), shared by the app's build, the prerender build and the Vitest
 * web project: `lingui()` compiles an imported `.po` into a module, and the macros (`t`, `msg`,
 * `useLingui` from `@lingui/*\/macro`) become calls to our runtime, `@/lib/i18n`. The Castellano
 * text stays in the call (`stripMessageField: false`): it is what `es` shows, with no catalogue.
 * Babel runs only on files that import a macro, which keeps the build fast.
 */
export function linguiPlugins({ failOnMissing = false } = {}) {
  const linguiConfig = getConfig({ configPath });
  return [
    lingui({ configPath, failOnMissing }),
    babel({
      presets: [
        {
          preset: { plugins: [['@lingui/babel-plugin-lingui-macro', { stripMessageField: false, linguiConfig }]] },
          rolldown: { filter: { code: /from ['"]@lingui\/(core|react)\/macro['"]/ } },
        },
      ],
    }),
  ];
}
