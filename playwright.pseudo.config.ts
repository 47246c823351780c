import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions, RETRY_TRACED, TIMEOUTS, TRACE } from './scripts/lib/browser.mjs';

// `npm run test:language` (scripts/test/new-language.mjs) builds a copy of the site with the
// pseudo-locale as a fourth language and serves it; these tests walk it.
const origin = process.env.PSEUDO_ORIGIN;
if (!origin) throw new Error('Run through npm run test:language, which sets PSEUDO_ORIGIN');

export default defineConfig({
  testDir: 'tests/pseudo',
  outputDir: 'test-results/pseudo',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  ...RETRY_TRACED,
  workers: 2,
  ...TIMEOUTS,
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'reports/pseudo.json' }]] : 'list',
  use: { baseURL: origin, locale: 'en-GB', trace: TRACE },
  projects: [
    {
      name: 'pseudo-locale',
      use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions },
    },
  ],
});
