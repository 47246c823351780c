// @ts-check
// The browser's own rendering work on two builds of the site, side by side:
// `node scripts/bench/compare-rendering.mjs <before-dist> <after-dist> [rounds] [path …]`.
// Each build is served by scripts/serve/serve.mjs on its own port; each round loads every path from
// both, one after the other (alternating which goes first), in Chromium as a 375 px phone with
// its CPU 4× slower, traced. Sums the main thread's Layout, Recalculate Style
// (UpdateLayoutTree), Pre-paint and Paint: until `load`, and while a web font is applied (from
// the arrival of Baloo 2's first file until 1 s after the page's body is drawn in it; Hindi and
// Marathi pages only; where the font arrives before `load`, the two windows overlap). Prints
// medians (and the range of the totals; `cpu` is the total as thread time, which a busy
// machine disturbs less). A benchmark: it never fails on a timing. Default: 5 rounds of /hi/
// and /. The build before a change can be made in a worktree, as for ./compare-builds.mjs.
import { resolve } from 'node:path';
import { launchChromium } from '../lib/browser.mjs';
import { startTrace } from '../lib/cdp-trace.mjs';
import { startSite } from '../lib/site.mjs';
import { median } from '../lib/median.mjs';

const [before, after, roundsArg, ...pathsArg] = process.argv.slice(2);
if (!before || !after) {
  console.error(
    'Usage: node scripts/bench/compare-rendering.mjs <before-dist> <after-dist> [rounds] [path …]',
  );
  process.exit(2);
}
const rounds = Number(roundsArg ?? 5);
const paths = pathsArg.length > 0 ? pathsArg : ['/hi/', '/'];
/** @type {Record<string, 'layout' | 'style' | 'prepaint' | 'paint'>} */
const KINDS = { Layout: 'layout', UpdateLayoutTree: 'style', PrePaint: 'prepaint', Paint: 'paint' };
/** @typedef {import('../lib/cdp-trace.mjs').TraceEvent} TraceEvent */
/** @typedef {{ layout: number; style: number; prepaint: number; paint: number; cpu: number }} Sums */

/**
 * Milliseconds of each kind of rendering work on the page's main thread between two times
 * (µs), as the clock saw them (`dur`), and their total as the thread's CPU time (`tdur`).
 */
function sums(
  /** @type {TraceEvent[]} */ onMain,
  /** @type {number} */ from,
  /** @type {number} */ to,
) {
  /** @type {Sums} */
  const out = { layout: 0, style: 0, prepaint: 0, paint: 0, cpu: 0 };
  for (const event of onMain) {
    const kind = KINDS[event.name];
    if (!kind || event.ts < from || event.ts >= to) continue;
    out[kind] += (event.dur ?? 0) / 1000;
    out.cpu += (event.tdur ?? 0) / 1000;
  }
  return out;
}

/** One load of `url`, traced: rendering work until load, and while the web font is applied. */
async function measure(
  /** @type {import('@playwright/test').Browser} */ browser,
  /** @type {string} */ url,
) {
  const context = await browser.newContext({
    viewport: { width: 375, height: 740 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
  });
  try {
    const page = await context.newPage();
    // When the page's body is drawn in Baloo 2 with both its weights loaded: at once where the
    // stylesheet names it from the start, later where a build applies it from script. Looked at
    // once a frame from the moment both weights have loaded.
    await page.addInitScript(() => {
      const marks = { wholePage: 0 };
      Object.assign(window, { __fontMarks: marks });
      let looking = false;
      const drawnInIt = () => {
        if (/^"?Baloo 2"?,/.test(getComputedStyle(document.body).fontFamily))
          marks.wholePage = performance.now();
        else requestAnimationFrame(drawnInIt);
      };
      document.fonts.addEventListener('loadingdone', () => {
        const loaded = [...document.fonts].filter(
          (face) => face.family.replace(/["']/g, '') === 'Baloo 2' && face.status === 'loaded',
        );
        if (loaded.length < 2 || looking) return;
        looking = true;
        drawnInIt();
      });
    });
    const cdp = await context.newCDPSession(page);
    const stopTrace = await startTrace(cdp, [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'loading',
      'blink.user_timing',
    ]);
    await page.goto(url, { waitUntil: 'load' });
    const deva = await page.evaluate(() => document.documentElement.lang !== 'en');
    if (deva) {
      await page.waitForFunction(
        () => /** @type {any} */ (window).__fontMarks.wholePage > 0,
        undefined,
        { timeout: 30_000 },
      );
    }
    await page.waitForTimeout(1000);
    const { load, arrived, wholePage } = await page.evaluate(() => ({
      load: performance.getEntriesByType('navigation')[0]?.toJSON().loadEventEnd ?? 0,
      arrived: Math.min(
        ...performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.includes('/baloo-2-'))
          .map((entry) => /** @type {PerformanceResourceTiming} */ (entry).responseEnd),
      ),
      wholePage: /** @type {any} */ (window).__fontMarks.wholePage,
    }));
    const events = await stopTrace();
    // The page's navigation start and main thread: those of its first contentful paint.
    const paint = events.find((e) => e.name === 'firstContentfulPaint');
    const start = events.find(
      (e) =>
        e.name === 'navigationStart' &&
        e.args?.data?.navigationId === paint?.args?.data?.navigationId,
    )?.ts;
    if (!paint || start === undefined) return null;
    const onMain = events.filter((e) => e.pid === paint.pid && e.tid === paint.tid && e.ph === 'X');
    const at = (/** @type {number} */ ms) => start + ms * 1000;
    return {
      untilLoad: sums(onMain, start, at(load)),
      font: deva ? sums(onMain, at(arrived), at(wholePage + 1000)) : null,
    };
  } finally {
    await context.close();
  }
}

const builds = [
  { name: 'before', ...(await startSite({ dist: resolve(before) })) },
  { name: 'after', ...(await startSite({ dist: resolve(after) })) },
];
const browser = await launchChromium();
/** @type {Record<string, { untilLoad: Sums[]; font: Sums[] }>} */
const results = {};
try {
  for (let round = 1; round <= rounds; round++) {
    for (const path of paths) {
      for (const build of round % 2 ? builds : [...builds].reverse()) {
        // Now and then a trace misses the first paint (a busy machine): traced again.
        let result = null;
        for (let attempt = 0; attempt < 3 && !result; attempt++) {
          result = await measure(browser, build.origin + path);
        }
        if (!result) throw new Error(`${path} on ${build.name}: no first paint in three traces`);
        const key = `${path} ${build.name}`;
        results[key] ??= { untilLoad: [], font: [] };
        results[key].untilLoad.push(result.untilLoad);
        if (result.font) results[key].font.push(result.font);
      }
    }
    console.log(`round ${round} of ${rounds} done`);
  }
} finally {
  await browser.close();
  for (const build of builds) await build.stop();
}

const total = (/** @type {Sums} */ s) => s.layout + s.style + s.prepaint + s.paint;
const row = (/** @type {Sums[]} */ runs) =>
  runs.length === 0
    ? '–'
    : [
        .../** @type {const} */ (['layout', 'style', 'prepaint', 'paint']).map((kind) =>
          median(runs.map((run) => run[kind]))
            .toFixed(0)
            .padStart(6),
        ),
        median(runs.map(total)).toFixed(0).padStart(6),
        `  (${Math.min(...runs.map(total)).toFixed(0)}–${Math.max(...runs.map(total)).toFixed(0)})`,
        median(runs.map((run) => run.cpu))
          .toFixed(0)
          .padStart(6),
      ].join(' ');
console.log(
  `\nMain-thread rendering work, ms: 375 px phone, CPU 4× slower; median of ${rounds}, interleaved.`,
);
console.log(
  `${'page  build'.padEnd(16)} window       layout  style prepnt  paint  total  (range)    cpu`,
);
for (const path of paths) {
  for (const { name } of builds) {
    const result = results[`${path} ${name}`];
    if (!result) continue;
    console.log(`${`${path} ${name}`.padEnd(16)} until load  ${row(result.untilLoad)}`);
    if (result.font.length > 0) {
      console.log(`${''.padEnd(16)} web font    ${row(result.font)}`);
    }
  }
}
