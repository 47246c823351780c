// @ts-check
// Where the tests and build scripts get Chromium: Debian's /usr/bin/chromium where it is
// installed (CI, machines that cannot download Playwright's own), else Playwright's own.
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

export const SYSTEM_CHROMIUM = '/usr/bin/chromium';

/** Launch options for Playwright: the system browser with the flags it needs here, or none. */
export const chromiumLaunchOptions = existsSync(SYSTEM_CHROMIUM)
  ? {
      executablePath: SYSTEM_CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    }
  : {};

export function launchChromium() {
  return chromium.launch(chromiumLaunchOptions);
}

/**
 * Test and assertion timeouts for every Playwright config: a shared two-core machine can run a
 * page several times slower than a laptop, so a test fails on what the page does, not on how
 * busy the machine is.
 */
export const TIMEOUTS = { timeout: 60_000, expect: { timeout: 10_000 } };

/**
 * Traces for every Playwright config. Recording one (a screenshot and a DOM snapshot at each
 * action) doubled the time of tests that act a lot: tour.spec.ts and look.spec.ts took 185 s
 * traced and 92 s not (`npx playwright test tests/e2e/tour.spec.ts tests/e2e/look.spec.ts`,
 * `trace` set each way, 2026-11-28). So a first run records nothing; a test that fails runs once
 * more, traced (`test-results/…/trace.zip`), and the run fails even when that second run passes:
 * a test that passes only sometimes is a failure to fix, not a green.
 * Each config spreads RETRY_TRACED and sets `use.trace` to TRACE.
 */
export const RETRY_TRACED = { retries: 1, failOnFlakyTests: true };
export const TRACE = /** @type {const} */ ('on-first-retry');
