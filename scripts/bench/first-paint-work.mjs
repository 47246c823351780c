// @ts-check
// What a page's main thread does before its first paint, against the one-line reference page:
//   node scripts/bench/first-paint-work.mjs [--rounds N] [/path …]   (default 7 rounds, /hi/ /mr/academics)
// Each page and its static copy (scripts/bench/static-copies.mjs) are loaded as `npm run bench`'s
// applied mode loads them (every request waits 562.5 ms, 1.47 Mbps, the CPU 4× slower), in
// Chromium at 412 × 823, traced, with the reference page, in interleaved rounds. Per page, the
// medians of: the response's end and the first contentful paint (and its ratio to the reference
// page's), then the main thread's work from the response's start to that paint: HTML parsing,
// style, layout, paint, and within them the font look-ups (Chromium's FontCache, top level) and
// how many of them crossed to the browser process (on Linux each is a fontconfig call through the
// sandbox: WebSandboxSupportLinux, FontDataManager). A probe for where the distance to the
// reference page goes, not a benchmark of record (that is `npm run bench`); served by
// scripts/serve/serve.mjs (HTTP/1.1). It rewrites dist-bench/site/: not while `npm run bench` runs.
import { parseArgs } from 'node:util';
import { launchChromium } from '../lib/browser.mjs';
import { startTrace } from '../lib/cdp-trace.mjs';
import { median } from '../lib/median.mjs';
import { buildIfNeeded, startSite } from '../lib/site.mjs';
import { BENCH_PREFIX, benchPolicy, benchPolicyEnv } from './bench-policy.mjs';
import { buildBench } from './build-bare.mjs';

/** @typedef {import('../lib/cdp-trace.mjs').TraceEvent} TraceEvent */

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { rounds: { type: 'string', default: '7' } },
});
const rounds = Math.max(1, Number.parseInt(values.rounds, 10) || 7);
const paths = positionals.length > 0 ? positionals : ['/hi/', '/mr/academics'];
if (paths.some((path) => !path.startsWith('/'))) {
  console.error('Usage: node scripts/bench/first-paint-work.mjs [--rounds N] [/path …]');
  process.exit(2);
}

// Lighthouse's applied ("devtools") throttling of its mobile profile: a 150 ms round trip × 3.75
// on every request, 1.6 Mbps × 0.9 down, 750 kbps × 0.9 up.
const NETWORK = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1638.4 * 0.9 * 1024) / 8,
  uploadThroughput: (750 * 0.9 * 1024) / 8,
};
/** Top-level trace events counted, by what they are. */
const WORK = /** @type {const} */ ({
  ParseHTML: 'parse',
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  Paint: 'paint',
});
const FONT_LOOKUPS = new Set([
  'FontCache::GetFontPlatformData',
  'FontCache::FallbackFontForCharacter',
]);
const crossesProcess = (/** @type {string} */ name) =>
  name.startsWith('WebSandboxSupportLinux::') || name === 'FontDataManager::onMatchFamilyStyle';

await buildIfNeeded();
const bench = await buildBench({ staticPages: paths });
const site = await startSite({
  env: { BENCH_ROOT: bench.root, ...benchPolicyEnv(benchPolicy(bench.styleHashes)) },
});
const reference = `${BENCH_PREFIX}reference.html`;
const pages = [
  reference,
  ...paths.flatMap((path) => [path, `${BENCH_PREFIX}static${path.replace(/\/?$/, '/')}`]),
];

/**
 * One load: its timings (ms from navigation) and the main thread's work before the paint.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} path
 */
async function load(browser, path) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    const stop = await startTrace(cdp, [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'loading',
      'fonts',
    ]);
    await page.goto(`${site.origin}${path}`, { waitUntil: 'load' });
    /** @type {{ responseStart: number; responseEnd: number; fcp: number }} */
    const times = await page.evaluate(async () => {
      const navigation = /** @type {PerformanceNavigationTiming} */ (
        performance.getEntriesByType('navigation')[0]
      );
      // A one-line page can fire `load` before its first paint.
      /** @type {number} */
      const fcp = await new Promise((resolve) => {
        new PerformanceObserver((list) => {
          const paint = list.getEntriesByName('first-contentful-paint')[0];
          if (paint) resolve(paint.startTime);
        }).observe({ type: 'paint', buffered: true });
        setTimeout(() => resolve(NaN), 10_000);
      });
      return {
        responseStart: navigation.responseStart,
        responseEnd: navigation.responseEnd,
        fcp,
      };
    });
    const events = await stop();
    const paint = events.find((e) => e.name === 'firstContentfulPaint');
    /** @type {Record<string, number>} */
    const work = { parse: 0, style: 0, layout: 0, paint: 0, fonts: 0, crossings: 0 };
    if (!paint) return { ...times, ...work };
    const from = paint.ts - (times.fcp - times.responseStart) * 1000;
    /** @type {TraceEvent[]} */
    const before = events.filter(
      (e) =>
        e.pid === paint.pid &&
        e.tid === paint.tid &&
        e.ph === 'X' &&
        e.ts >= from &&
        e.ts < paint.ts,
    );
    const fontLookups = before.filter((e) => FONT_LOOKUPS.has(e.name));
    const end = (/** @type {TraceEvent} */ e) => e.ts + (e.dur ?? 0);
    for (const e of before) {
      const kind = WORK[/** @type {keyof typeof WORK} */ (e.name)];
      if (kind) work[kind] = (work[kind] ?? 0) + (e.dur ?? 0) / 1000;
      if (crossesProcess(e.name)) work.crossings = (work.crossings ?? 0) + 1;
      // A look-up inside another (a fallback that asks for a face) is counted once.
      if (
        FONT_LOOKUPS.has(e.name) &&
        !fontLookups.some((o) => o !== e && o.ts <= e.ts && end(o) >= end(e))
      ) {
        work.fonts = (work.fonts ?? 0) + (e.dur ?? 0) / 1000;
      }
    }
    return { ...times, ...work };
  } finally {
    await context.close();
  }
}

/** @type {Map<string, Record<string, number>[]>} */
const results = new Map(pages.map((path) => [path, []]));
const browser = await launchChromium();
try {
  for (let round = 0; round < rounds; round++) {
    for (const path of round % 2 ? [...pages].reverse() : pages) {
      results.get(path)?.push(await load(browser, path));
    }
    console.log(`round ${round + 1} of ${rounds}`);
  }
} finally {
  await browser.close();
  await site.stop();
}

const columns = ['responseEnd', 'fcp', 'parse', 'style', 'layout', 'paint', 'fonts', 'crossings'];
const referenceFcp = median((results.get(reference) ?? []).map((r) => r.fcp ?? NaN));
console.log(
  `\nMedians of ${rounds} loads (ms; "fonts": font look-ups inside the work before; "crossings": ` +
    `look-ups sent to the browser process):`,
);
console.log(['page'.padEnd(36), ...columns.map((c) => c.padStart(12)), '  fcp ÷ ref'].join(''));
for (const [path, runs] of results) {
  const fcp = median(runs.map((r) => r.fcp ?? NaN));
  console.log(
    [
      path.padEnd(36),
      ...columns.map((c) => String(Math.round(median(runs.map((r) => r[c] ?? NaN)))).padStart(12)),
      `  ${(fcp / referenceFcp).toFixed(2)}×`,
    ].join(''),
  );
}
