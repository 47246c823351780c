// @ts-check
// The JavaScript a page really loads in a browser, gzipped as served: the scripts requested
// before the app marks itself live (`performance.mark('hydrated')`, or the `load` event when
// the page has no such mark) and every script fetched until the network is idle.
// Used by `npm run bench` (`npm run budget` reads the same from the build: scripts/check/budget.mjs).
import { get } from 'node:http';
import { get as httpsGet } from 'node:https';
import { gzipSync } from 'node:zlib';

/**
 * @typedef {{ url: string; gzipBytes: number }} Script
 * @typedef {{
 *   beforeHydrated: Script[];
 *   untilIdle: Script[];
 *   until: 'hydrated' | 'load';
 * }} FirstLoad
 */

/**
 * The size of the server's own gzip of `url`, or null if it sends none. Over HTTPS the
 * certificate is not checked: the only HTTPS server measured is the benchmark's local nginx,
 * whose certificate comes from a throwaway authority.
 */
function servedGzipBytes(/** @type {string} */ url) {
  return new Promise((resolve) => {
    const request = url.startsWith('https:') ? httpsGet : url.startsWith('http:') ? get : null;
    if (!request) return resolve(null);
    const options = { headers: { 'Accept-Encoding': 'gzip' }, rejectUnauthorized: false };
    request(url, options, (response) => {
      let bytes = 0;
      response.on('data', (chunk) => (bytes += chunk.length));
      response.on('end', () =>
        resolve(response.headers['content-encoding'] === 'gzip' ? bytes : null),
      );
    }).on('error', () => resolve(null));
  });
}

/**
 * Bytes of a finished script response as gzip: its transfer size when it came gzipped, else
 * (Chromium prefers the server's Brotli) the size of the server's gzip copy, else its body
 * gzipped here.
 */
async function gzipBytesOf(/** @type {import('@playwright/test').Request} */ request) {
  const response = await request.response();
  if (!response) return 0;
  if (response.headers()['content-encoding'] === 'gzip') {
    return (await request.sizes()).responseBodySize;
  }
  return (await servedGzipBytes(request.url())) ?? gzipSync(await response.body()).length;
}

/**
 * Loads `url` in `page` (give it a fresh context, so nothing is cached) and sorts the scripts
 * it requests by when: before the page was hydrated (`until` says whether the `hydrated` mark
 * or, failing that, the `load` event was the line) and all of them until network idle.
 * @param {import('@playwright/test').Page} page
 * @param {string} url
 * @returns {Promise<FirstLoad>}
 */
export async function firstLoadScripts(page, url) {
  /** @type {Promise<Script>[]} */
  const scripts = [];
  /** @param {import('@playwright/test').Request} request */
  const onFinished = (request) => {
    const isScript =
      request.resourceType() === 'script' || /\.m?js$/.test(new URL(request.url()).pathname);
    if (isScript) {
      scripts.push(gzipBytesOf(request).then((gzipBytes) => ({ url: request.url(), gzipBytes })));
    }
  };
  page.on('requestfinished', onFinished);
  try {
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    // On a slow or busy machine the network can be quiet before the page is live: wait for its
    // mark (a page without one is measured until `load`).
    await page
      .waitForFunction(() => performance.getEntriesByName('hydrated').length > 0, null, {
        timeout: 30_000,
      })
      .catch(() => {});
    // When each script was asked for, from the page's own clock.
    const timing = await page.evaluate(() => {
      const hydrated = performance.getEntriesByName('hydrated')[0]?.startTime;
      const [navigation] = /** @type {PerformanceNavigationTiming[]} */ (
        performance.getEntriesByType('navigation')
      );
      const started = Object.fromEntries(
        performance.getEntriesByType('resource').map((entry) => [entry.name, entry.startTime]),
      );
      return { hydrated, load: navigation?.loadEventStart ?? Infinity, started };
    });
    const line = timing.hydrated ?? timing.load;
    const untilIdle = await Promise.all(scripts);
    const beforeHydrated = untilIdle.filter(
      (script) => (timing.started[script.url] ?? Infinity) < line,
    );
    return {
      beforeHydrated,
      untilIdle,
      until: timing.hydrated === undefined ? 'load' : 'hydrated',
    };
  } finally {
    page.off('requestfinished', onFinished);
  }
}

/** The sum of the scripts' gzip bytes. */
export const totalBytes = (/** @type {Script[]} */ scripts) =>
  scripts.reduce((sum, script) => sum + script.gzipBytes, 0);
