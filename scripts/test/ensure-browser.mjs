// @ts-check
// Before the end-to-end tests: use Debian's Chromium where it is installed (as in CI);
// otherwise make sure Playwright's own Chromium is there, as on an ordinary laptop.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { chromium } from '@playwright/test';
import { SYSTEM_CHROMIUM } from '../lib/browser.mjs';

if (!existsSync(SYSTEM_CHROMIUM) && !existsSync(chromium.executablePath())) {
  console.log('No Chromium found: installing Playwright’s own (npx playwright install chromium)…');
  const result = spawnSync('npx', ['playwright', 'install', 'chromium'], { stdio: 'inherit' });
  process.exit(result.status ?? 1);
}
