import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// One Vitest run, four projects: shared and db units, the API in-process (app.inject against
// a fresh database per test file) and the web components in jsdom.
export default defineConfig({
  test: {
    reporters: process.env.CI ? ['default', ['json', { outputFile: '.tmp/test-results/vitest.json' }]] : ['default'],
    projects: [
      {
        test: { name: 'shared', include: ['packages/shared/**/*.test.ts'], environment: 'node' },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/**/*.test.ts', 'packages/db/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/test/global-setup.ts'],
          setupFiles: ['apps/server/test/setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
      {
        plugins: [react()],
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
