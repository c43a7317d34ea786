import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests against the built app (apps/web/dist served by apps/api/dist/server.js) on a
 * fresh embedded database with demo content, in Debian's Chromium (CHROME_PATH).
 */
const port = Number(process.env.E2E_PORT ?? 3210);
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'forma-e2e-'));
import { E2E_ADMIN } from './e2e/fixtures';

const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Recording a trace of every test costs about a fifth of the suite's CPU time; CI retries a
    // failed test once, and that retry is recorded (`npx playwright show-trace`).
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: chromiumArgs,
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
      testIgnore: /responsive\.spec\.ts/,
    },
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } },
      // Phone-only checks plus the accessibility scan and the server-rendered page at 390 px.
      testMatch: /(responsive|a11y|ssr)\.spec\.ts/,
    },
  ],
  webServer: {
    command: 'node ../api/dist/server.js',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      WEB_DIST: join(import.meta.dirname, 'dist'),
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      // Every spec signs in from the same IP; the limits themselves are covered by the API tests.
      RATE_LIMIT_SCALE: '100',
      // Webhooks may go to the test's receiver on 127.0.0.1 (zy-admin-webhooks.spec.ts, issue 43).
      WEBHOOKS_ALLOW_PRIVATE: 'true',
    },
  },
});
