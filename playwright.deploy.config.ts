import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions, RETRY_TRACED, TIMEOUTS, TRACE } from './scripts/lib/browser.mjs';

// `npm run test:deploy` (scripts/test/deploy.mjs) starts nginx with the shipped config and runs
// the serving checks against it over HTTPS. Its certificate comes from a certificate authority
// made for the run, which Chromium does not know: the browser skips the certificate check
// (Node's checks and the Observatory scan verify it against that authority).
const origin = process.env.DEPLOY_ORIGIN;
if (!origin) throw new Error('Run through npm run test:deploy, which sets DEPLOY_ORIGIN');

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: ['served.spec.ts'],
  outputDir: 'test-results/deploy',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  ...RETRY_TRACED,
  workers: 2,
  ...TIMEOUTS,
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'reports/deploy.json' }]] : 'list',
  use: {
    baseURL: origin,
    ignoreHTTPSErrors: true,
    locale: 'en-GB',
    trace: TRACE,
    launchOptions: chromiumLaunchOptions,
    // Chromium will not fetch a service worker's script over a certificate it does not trust
    // (the throwaway CA here), whatever ignoreHTTPSErrors says; the worker has its own tests
    // (npm run test:offline, served by scripts/serve/serve.mjs with the same policy).
    serviceWorkers: 'block',
  },
  projects: [
    { name: 'nginx', use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions } },
  ],
});
