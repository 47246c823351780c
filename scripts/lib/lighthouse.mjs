// @ts-check
// Runs Lighthouse from the project's own devDependency (no download): mobile defaults,
// simulated throttling (or applied: see `throttling` below), on the system Chromium where
// there is one (see browser.mjs).
//
// Lighthouse is pinned (package.json), so the bench's figures change only when the pin does.
// 13.x declares engines Node >= 22.19, which package.json's engines includes.
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from './browser.mjs';

const cli = createRequire(import.meta.url).resolve('lighthouse/cli/index.js');

/**
 * Lighthouse's report (the LHR, as JSON) of one URL.
 * @param {string} url
 * @param {{ categories: string[]; port?: number; throttling?: 'simulate' | 'devtools'; ignoreCertificateErrors?: boolean }} options
 *   `port` is Chrome's debugging port (else a random one). `ignoreCertificateErrors` lets Chrome
 *   open a site whose certificate comes from a throwaway authority (nginx.mjs's). `throttling`: 'simulate' (the
 *   default, Lighthouse's Lantern) loads at full speed and computes the metrics a slow phone
 *   would see from the recorded requests and tasks; 'devtools' (applied) makes Chrome itself
 *   load slowly and measures the paints: every request waits 562.5 ms (the 150 ms round trip
 *   × 3.75, Lighthouse's allowance for opening a connection), 1.47 Mbps, CPU 4× slower.
 * @returns {Promise<any>}
 */
export async function lighthouse(url, options) {
  // Lighthouse sometimes loses the trace of a load on a busy machine (NO_NAVSTART,
  // NO_FCP): such a run measured nothing, so it is run again, twice at most.
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseOnce(url, options);
    } catch (error) {
      const lostTrace = /NO_NAVSTART|NO_FCP|NO_LCP|PROTOCOL_TIMEOUT/.test(String(error));
      if (!lostTrace || attempt === 3) throw error;
      console.warn(`  (Lighthouse lost the trace of ${url}; running it again)`);
    }
  }
}

/**
 * @param {string} url
 * @param {{ categories: string[]; port?: number; throttling?: 'simulate' | 'devtools'; ignoreCertificateErrors?: boolean }} options
 * @returns {Promise<any>}
 */
function lighthouseOnce(
  url,
  { categories, port, throttling = 'simulate', ignoreCertificateErrors },
) {
  const chrome = chromiumLaunchOptions.executablePath ?? chromium.executablePath();
  const args = [
    cli,
    url,
    `--only-categories=${categories.join(',')}`,
    `--throttling-method=${throttling}`,
    '--output=json',
    '--quiet',
    `--chrome-flags=--headless=new --no-sandbox --disable-gpu${ignoreCertificateErrors ? ' --ignore-certificate-errors' : ''}`,
  ];
  if (port) args.push(`--port=${port}`);
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      args,
      { env: { ...process.env, CHROME_PATH: chrome }, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout) => (error ? reject(error) : resolve(JSON.parse(stdout))),
    );
  });
}
