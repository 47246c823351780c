// @ts-check
// Lighthouse for `npm run bench`, run in the bench's own process: the run scripts/lib/
// lighthouse.mjs makes through Lighthouse's CLI (a fresh Chrome per run, started by
// chrome-launcher, Lighthouse's own dependency, with the same flags; mobile defaults;
// performance only), without starting Node and loading Lighthouse again for each of the
// bench's 150-odd runs, which cost 5-7 s a run on this shared 2-core machine when it was busy.
// It also skips the full-page screenshot, which Lighthouse takes after the trace, so nothing
// measured changes.
import { once } from 'node:events';
import { killAll, launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../lib/browser.mjs';

/** Lighthouse's codes for a run that lost its trace on a busy machine: run it again. */
const LOST_TRACE = /NO_NAVSTART|NO_FCP|NO_LCP|PROTOCOL_TIMEOUT/;

/**
 * Lighthouse's report (the LHR) of one URL, performance only.
 * @param {string} url
 * @param {{ port: number; throttling: 'simulate' | 'devtools'; ignoreCertificateErrors: boolean }} options
 *   As scripts/lib/lighthouse.mjs's: `port` is Chrome's debugging port; `throttling` 'devtools'
 *   is applied throttling, 'simulate' Lantern's.
 * @returns {Promise<any>}
 */
export async function lighthouseReport(url, options) {
  // A run that lost its trace measured nothing: run it again, twice at most.
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseOnce(url, options);
    } catch (error) {
      const lost = LOST_TRACE.exec(String(error));
      if (!lost || attempt === 3) throw error;
      console.warn(`  (Lighthouse lost the trace of ${url}, ${lost[0]}; running it again)`);
    }
  }
}

/**
 * @param {string} url
 * @param {{ port: number; throttling: 'simulate' | 'devtools'; ignoreCertificateErrors: boolean }} options
 */
async function lighthouseOnce(url, { port, throttling, ignoreCertificateErrors }) {
  const chrome = await launch({
    chromePath: chromiumLaunchOptions.executablePath ?? chromium.executablePath(),
    port,
    // The bench stops its Chrome itself on Ctrl-C (stopChromes), with its server.
    handleSIGINT: false,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      ...(ignoreCertificateErrors ? ['--ignore-certificate-errors'] : []),
    ],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'silent',
      onlyCategories: ['performance'],
      throttlingMethod: throttling,
      disableFullPageScreenshot: true,
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned no report for ${url}`);
    // The CLI fails on these (exit code 1); so does this.
    if (lhr.runtimeError) {
      throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    }
    return lhr;
  } finally {
    // kill() only sends SIGKILL. Until the browser has exited it may still answer on `port`,
    // and the next run's chrome-launcher would take it for a Chrome to reuse.
    const exited =
      chrome.process.exitCode === null && chrome.process.signalCode === null
        ? once(chrome.process, 'exit')
        : null;
    chrome.kill();
    await exited;
  }
}

/** Kills the Chrome of a run under way, if any (the bench stopped early). */
export function stopChromes() {
  killAll();
}
