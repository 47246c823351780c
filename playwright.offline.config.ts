import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions, RETRY_TRACED, TIMEOUTS, TRACE } from './scripts/lib/browser.mjs';

// `npm run test:offline` (scripts/test/offline.mjs): the site with no network. The tests start
// and stop the server themselves (tests/offline/offline.spec.ts), one at a time.
export default defineConfig({
  testDir: 'tests/offline',
  outputDir: 'test-results/offline',
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  ...RETRY_TRACED,
  workers: 1,
  ...TIMEOUTS,
  timeout: 90_000, // each test builds up a cache, stops the server and starts it again
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'reports/offline.json' }]] : 'list',
  use: { locale: 'en-GB', trace: TRACE, serviceWorkers: 'allow' },
  projects: [
    {
      name: 'offline',
      use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions },
    },
  ],
});
