import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions, RETRY_TRACED, TIMEOUTS, TRACE } from './scripts/lib/browser.mjs';

// The tests start their own server on a port nobody else holds, so they never test another
// checkout's build that happens to be served on a fixed port. The port is chosen once, here in
// the runner, and handed to the workers (which load this file again) through the environment.
// E2E_PORT names one instead.
process.env.E2E_PORT ??= execFileSync(process.execPath, [
  '-e',
  "const s = require('net').createServer().listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close(); })",
])
  .toString()
  .trim();
const PORT = Number(process.env.E2E_PORT);
// The enquiries the tests send go to a database of this run's own, which the tests read back.
process.env.E2E_ENQUIRIES_DB ??= join(tmpdir(), `e2e-enquiries-${PORT}-${Date.now()}.sqlite`);
// Debian's Chromium where it is installed, else Playwright's own (see scripts/lib/browser.mjs).
const launchOptions = chromiumLaunchOptions;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  ...RETRY_TRACED,
  workers: 2,
  ...TIMEOUTS,
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'reports/e2e.json' }]] : 'list',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: TRACE,
    locale: 'en-GB',
    launchOptions,
    // The service worker has its own tests (tests/offline, `npm run test:offline`). Here it
    // would answer requests that these tests route or fail on purpose, out of their reach.
    serviceWorkers: 'block',
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions } }],
  webServer: {
    command: 'node scripts/serve/serve.mjs',
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: false,
    env: {
      PORT: String(PORT),
      ENQUIRIES_DB: process.env.E2E_ENQUIRIES_DB,
      // The office inbox's password for these tests only (tests/e2e/office.spec.ts).
      OFFICE_PASSWORD: 'e2e office password',
    },
  },
});
