import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, chromiumPath } from './chromium.mjs';
import {
  E2E_DATA_DIR,
  E2E_MAP_STYLE_URL,
  E2E_OUTPUT_DIR,
  E2E_WEBHOOK_SECRET,
  E2E_PORT as PORT,
  ROOT as root,
} from './paths';

export const BASE_URL = `http://localhost:${PORT}`;
export { E2E_DATA_DIR };

/**
 * A second server for the analytics spec: the same build with POSTHOG_KEY set and
 * POSTHOG_HOST (and SENTRY_DSN) pointing at a capture endpoint the spec starts on this machine. Its own port
 * and data folder; the main server keeps running without a key.
 */
const ANALYTICS_PORT = Number(process.env.E2E_ANALYTICS_PORT ?? 3300);
export const ANALYTICS_BASE_URL = `http://localhost:${ANALYTICS_PORT}`;
export const CAPTURE_PORT = Number(process.env.E2E_CAPTURE_PORT ?? ANALYTICS_PORT + 1);
export const CAPTURE_HOST = `http://127.0.0.1:${CAPTURE_PORT}`;
export const ANALYTICS_KEY = 'phc_faena_e2e';
/** The same capture endpoint stands in for Sentry's ingestion (error reports, after consent). */
export const ERROR_REPORTS_DSN = `http://faenae2e@127.0.0.1:${CAPTURE_PORT}/19`;
const ANALYTICS_SPEC = /analytics\.spec\.ts/;

// Debian's Chromium, never a downloaded browser; the flags for a closed network and a root user
// are shared with the benchmarks (./chromium.mjs).
const chromium = {
  executablePath: chromiumPath('CHROMIUM_PATH'),
  args: [
    '--headless',
    ...CHROMIUM_FLAGS,
    // Native widgets (date inputs) in Spanish, like a Spanish user's browser.
    '--lang=es-ES',
  ],
};

export default defineConfig({
  testDir: './specs',
  outputDir: E2E_OUTPUT_DIR,
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // A safety net, not a speed target (bench/ measures speed): the multi-user flows open a dozen
  // pages in three browsers, which takes over a minute on a busy two-core CI machine.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI
    ? [['list'], ['json', { outputFile: path.join(root, '.tmp', 'test-results', 'playwright.json') }]]
    : [['list']],
  use: {
    baseURL: BASE_URL,
    locale: 'es-ES',
    timezoneId: 'Europe/Madrid',
    trace: 'retain-on-failure',
    launchOptions: chromium,
  },
  projects: [
    {
      name: 'escritorio',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromium },
      testIgnore: ANALYTICS_SPEC,
    },
    {
      name: 'movil',
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, launchOptions: chromium },
      grep: /@movil/,
      testIgnore: ANALYTICS_SPEC,
    },
    {
      // posthog-js drops the events of a browser that says it is automated (navigator.webdriver):
      // this project's Chromium does not say so, as a person's would not.
      name: 'analitica',
      testMatch: ANALYTICS_SPEC,
      use: {
        ...devices['Desktop Chrome'],
        baseURL: ANALYTICS_BASE_URL,
        viewport: { width: 1280, height: 800 },
        launchOptions: { ...chromium, args: [...chromium.args, '--disable-blink-features=AutomationControlled'] },
      },
    },
  ],
  webServer: [
    {
      command: `node ${path.join(root, 'e2e', 'server.mjs')}`,
      url: `${BASE_URL}/api/health`,
      timeout: 90_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: serverEnv(PORT, BASE_URL, E2E_DATA_DIR),
    },
    {
      command: `node ${path.join(root, 'e2e', 'server.mjs')}`,
      url: `${ANALYTICS_BASE_URL}/api/health`,
      timeout: 90_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        ...serverEnv(ANALYTICS_PORT, ANALYTICS_BASE_URL, path.join(root, '.tmp', 'e2e-data-analytics')),
        POSTHOG_KEY: ANALYTICS_KEY,
        POSTHOG_HOST: CAPTURE_HOST,
        SENTRY_DSN: ERROR_REPORTS_DSN,
        SENTRY_ENVIRONMENT: 'e2e',
      },
    },
  ],
});

function serverEnv(port: number, publicUrl: string, dataDir: string): Record<string, string> {
  return {
    PORT: String(port),
    PUBLIC_URL: publicUrl,
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    DEV_MAILBOX: 'true',
    // Lets the recurring-task spec run the scheduler as if it were another day (npm run admin -- series-tick).
    DEV_CLOCK: 'true',
    SEED_DEMO: 'true',
    AUTH_RATE_LIMIT: '1000',
    LOG_LEVEL: 'warn',
    // Known to the invoices spec, which signs the test provider's refund webhook.
    PAYMENTS_WEBHOOK_SECRET: E2E_WEBHOOK_SECRET,
    // No map tiles on purpose: the maps show their notice and their list (paths.ts).
    MAP_STYLE_URL: E2E_MAP_STYLE_URL,
    // The pseudo-language for whoever sets its cookie (i18n.spec).
    I18N_PSEUDO: '1',
  };
}
