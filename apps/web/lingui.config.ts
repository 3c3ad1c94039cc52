import { defineConfig } from '@lingui/cli';
import babel from '@lingui/cli/api/extractors/babel';
import { formatter } from '@lingui/format-po';
import { isMarkedSource, marks } from './lingui-marks';

/**
 * The message catalogues (issue 24): Castellano is the source language, and its texts stay inline
 * in the code (`stripMessageField: false`, see lingui-plugins.ts), so `es` loads no catalogue.
 * One catalogue per area, so branches that extract different features never edit the same `.po`.
 */
const AREAS = [
  'admin',
  'applications',
  'auth',
  'dashboard',
  'landing',
  'legal',
  'messages',
  'notifications',
  'payments',
  'professionals',
  'profile',
  'progress',
  'properties',
  'reviews',
  'tasks',
  'verification',
];

// The footer lists the legal pages on every first page: their names belong to the shell.
const SHELL_FILES = ['<rootDir>/src/features/legal/pages.ts'];
// The server's HTML pages for visitors (decision 0035): a catalogue of their own.
const PUBLIC_PAGES = '<rootDir>/../server/src/modules/public';
// Tests call the runtime with made-up messages: none of them is the app's.
const TESTS = ['**/*.test.ts', '**/*.test.tsx'];

export default defineConfig({
  sourceLocale: 'es',
  locales: ['es', 'ca', 'gl', 'eu', 'en', 'pseudo'],
  pseudoLocale: 'pseudo',
  fallbackLocales: false,
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/shell',
      include: ['<rootDir>/src/app', '<rootDir>/src/components', '<rootDir>/src/lib', ...SHELL_FILES],
      exclude: TESTS,
    },
    ...AREAS.map((area) => ({
      path: `<rootDir>/locales/{locale}/${area}`,
      include: [`<rootDir>/src/features/${area}`],
      exclude: [...SHELL_FILES, ...TESTS],
    })),
    // The texts marked with m() (lingui-marks.ts): labels and validation shared by web and server,
    // and the server's own (its errors), which the server reads from here (apps/server/src/lib/i18n.ts).
    { path: '<rootDir>/locales/{locale}/shared', include: ['<rootDir>/../../packages/shared/src'], exclude: TESTS },
    {
      path: '<rootDir>/locales/{locale}/server',
      include: ['<rootDir>/../server/src'],
      exclude: [...TESTS, '**/test/**', `${PUBLIC_PAGES}/**`],
    },
    // The server's public pages (/tareas/…, /ca/tareas/…): the server's to read, never downloaded by the web.
    { path: '<rootDir>/locales/{locale}/public', include: [PUBLIC_PAGES], exclude: TESTS },
  ],
  // The macros' extractor for the web's files, m()'s for the shared package's and the server's.
  extractors: [{ ...babel, match: (file: string) => babel.match(file) && !isMarkedSource(file) }, marks],
  format: formatter({ lineNumbers: false, origins: false }),
  runtimeConfigModule: {
    i18n: ['@/lib/i18n', 'i18n'],
    useLingui: ['@/lib/i18n', 'useLingui'],
    Trans: ['@/lib/i18n/Trans', 'Trans'],
  },
});
