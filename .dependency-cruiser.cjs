/**
 * The walls between the parts of Faena, checked by `npm run lint` (decision 0018):
 *
 *   npx depcruise apps packages --config .dependency-cruiser.cjs
 *
 * Web (apps/web/src): app → features → components, lib. A feature imports no other feature
 * except `auth` (the session is everyone's); components/ and lib/ import no feature and not app/;
 * a feature does not import app/. Screens that combine features are composed in app/screens.
 * Server (apps/server/src/modules): a module uses another module only through its index.ts.
 * Everywhere: a package imports no app, and nothing imports another app's test helpers.
 *
 * The paths are written to match wherever the tree sits (`(^|/)apps/web/src/…`), so that
 * tools/boundaries/boundaries.test.ts can run these same rules on the deliberately wrong
 * imports of tools/boundaries/fixture and see each one reported.
 */
const path = require('node:path');

const WEB = '(^|/)apps/web/src/';
const SERVER_MODULES = '(^|/)apps/server/src/modules/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'web-feature-to-feature',
      comment:
        'A web feature imports no other feature (auth aside). A piece several features show goes to components/; ' +
        'a screen that combines features is composed in app/screens, which passes the other features’ pieces in.',
      severity: 'error',
      from: { path: `${WEB}features/([^/]+)/` },
      to: { path: `${WEB}features/`, pathNot: [`${WEB}features/$2/`, `${WEB}features/auth/`] },
    },
    {
      name: 'web-shared-to-features',
      comment: 'components/ and lib/ are below the features: they import no feature and not app/.',
      severity: 'error',
      from: { path: `${WEB}(components|lib)/` },
      to: { path: `${WEB}(features|app)/` },
    },
    {
      name: 'web-feature-to-app',
      comment: 'app/ composes the features; a feature does not import it back.',
      severity: 'error',
      from: { path: `${WEB}features/` },
      to: { path: `${WEB}app/` },
    },
    {
      name: 'server-module-internals',
      comment:
        'A server module uses another module only through its public index.ts (`../notifications`, not ' +
        '`../notifications/service`); what others need is exported there. scripts/server-module-imports.mjs ' +
        'writes the index and rewrites the imports.',
      severity: 'error',
      from: { path: `${SERVER_MODULES}([^/]+)/` },
      to: { path: SERVER_MODULES, pathNot: [`${SERVER_MODULES}$2/`, `${SERVER_MODULES}[^/]+/index\\.ts$`] },
    },
    {
      name: 'server-module-cycle',
      comment:
        'Server modules do not import each other in a circle (tasks ↔ series once did): what both need ' +
        'moves to the lower module, to modules/people or to lib/.',
      severity: 'error',
      from: { path: SERVER_MODULES },
      to: { circular: true },
    },
    {
      name: 'package-to-app',
      comment: 'packages/ are below the apps: a package imports no app, not even its test helpers.',
      severity: 'error',
      from: { path: '(^|/)packages/' },
      to: { path: '(^|/)apps/' },
    },
    {
      name: 'app-to-other-app-tests',
      comment: 'An app’s test/ folder is its own; what two need belongs to a package.',
      severity: 'error',
      from: { path: '(^|/)apps/([^/]+)/' },
      to: { path: '(^|/)apps/[^/]+/test/', pathNot: '(^|/)apps/$2/test/' },
    },
    {
      name: 'web-unresolvable',
      comment:
        'Every web import resolves (an `@/…` the checker cannot follow would hide a crossing): the alias is ' +
        'declared in apps/web/tsconfig.json, vite.config.ts, vitest.config.ts and tools/boundaries/resolve.cjs.',
      severity: 'error',
      from: { path: WEB },
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Type-only imports are coupling too.
    tsPreCompilationDeps: true,
    // `@/…` (apps/web/src) and the workspaces' package exports (@faena/shared/schemas…).
    webpackConfig: { fileName: path.join(__dirname, 'tools/boundaries/resolve.cjs') },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    skipAnalysisNotInRules: true,
  },
};
