import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { linguiPlugins } from './apps/web/lingui-plugins';

// One Vitest run, five projects: shared units, the API in-process (app.inject against a fresh
// database per test file) with the db package's tests, the web components in jsdom, and the
// repository's own checks (tools: the import walls).
export default defineConfig({
  test: {
    reporters: process.env.CI ? ['default', ['json', { outputFile: '.tmp/test-results/vitest.json' }]] : ['default'],
    projects: [
      {
        test: { name: 'shared', include: ['packages/shared/**/*.test.ts'], environment: 'node' },
      },
      {
        // The repository's own checks: the import walls on a fixture of wrong imports.
        test: { name: 'tools', include: ['tools/**/*.test.ts'], environment: 'node' },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/**/*.test.ts', 'packages/db/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['packages/db/test/global-setup.ts'],
          setupFiles: ['apps/server/test/setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
      {
        plugins: [react(), linguiPlugins()],
        // `@/…` is apps/web/src, as in apps/web/tsconfig.json and vite.config.ts.
        resolve: { alias: [{ find: /^@\//, replacement: `${path.resolve(import.meta.dirname, 'apps/web/src')}/` }] },
        test: {
          name: 'web',
          include: ['apps/web/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['apps/web/test/setup.ts'],
        },
      },
    ],
  },
});
