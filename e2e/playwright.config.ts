import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { E2E_DATA_DIR, E2E_OUTPUT_DIR, E2E_PORT as PORT, ROOT as root } from './paths';

export const BASE_URL = `http://localhost:${PORT}`;
export { E2E_DATA_DIR };

// Debian's Chromium, never a downloaded browser; flags for a closed network and a root user.
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
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
  timeout: 60_000,
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
    },
    {
      name: 'movil',
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, launchOptions: chromium },
      grep: /@movil/,
    },
  ],
  webServer: {
    command: `node ${path.join(root, 'e2e', 'server.mjs')}`,
    url: `${BASE_URL}/api/health`,
    timeout: 90_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      PUBLIC_URL: BASE_URL,
      DATA_DIR: E2E_DATA_DIR,
      NODE_ENV: 'production',
      DEV_MAILBOX: 'true',
      SEED_DEMO: 'true',
      AUTH_RATE_LIMIT: '1000',
      LOG_LEVEL: 'warn',
    },
  },
});
