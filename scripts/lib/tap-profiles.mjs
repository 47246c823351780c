// @ts-check
// The network and CPU a tap benchmark runs under, applied to one page over the DevTools
// protocol: Lighthouse's applied mobile profile (its CPU factor calibrated on this machine
// from Lighthouse's own benchmarkIndex) and a slow one. Used by scripts/bench/taps.mjs.
import { median } from './median.mjs';

/** The benchmarkIndex of the phone Lighthouse's applied profile stands for. */
export const PHONE_INDEX = 250;

/** @typedef {{ latency: number; down: number; up: number; cpu: number | null }} TapProfile */
/** @type {{ applied: TapProfile; slow: TapProfile }} */
export const TAP_PROFILES = {
  // cpu null: calibrated by cpuRateFor(benchmarkIndex) at the start of a run.
  applied: { latency: 150, down: 1.6e6, up: 750e3, cpu: null },
  slow: { latency: 400, down: 400e3, up: 400e3, cpu: 4 },
};

/**
 * Lighthouse's measure of this machine's speed (median of `times`), in an unthrottled page.
 * @param {import('@playwright/test').Browser} browser
 */
export async function measureBenchmarkIndex(browser, times = 3) {
  const { pageFunctions } = await import('lighthouse/core/lib/page-functions.js');
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const found = [];
    for (let i = 0; i < times; i++)
      found.push(await page.evaluate(pageFunctions.computeBenchmarkIndex));
    return median(found);
  } finally {
    await context.close();
  }
}

/** The CPU slowdown that makes a machine of `index` behave as a phone of PHONE_INDEX. */
export const cpuRateFor = (/** @type {number} */ index) => Math.max(1, index / PHONE_INDEX);

/**
 * Throttles `page`'s network and CPU as `profile` says.
 * @param {import('@playwright/test').BrowserContext} context
 * @param {import('@playwright/test').Page} page
 * @param {TapProfile} profile
 */
export async function throttle(context, page, profile) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: profile.latency,
    downloadThroughput: profile.down / 8,
    uploadThroughput: profile.up / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpu ?? 4 });
  return cdp;
}
