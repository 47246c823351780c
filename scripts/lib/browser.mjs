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
