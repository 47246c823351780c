// @ts-check
// `npm run bench`: a performance benchmark, never a test (nothing here fails on a timing).
//
// 1. Lighthouse (performance only, mobile defaults, simulated throttling) over the site's
//    pages in each language, a bare page of the same stack in each language (scripts/bench/bare)
//    and a one-line static page (scripts/bench/reference.html), all from one server, in rounds
//    that alternate order (forwards, backwards, forwards, …). Prints the medians and the ratios
//    to the reference page and to the bare page of the same language.
//
//    The server is the one parents get: nginx with the shipped config (deploy/nginx/site.conf,
//    via scripts/lib/nginx.mjs: HTTPS, HTTP/2, brotli, the real headers) where nginx is
//    installed and this runs as root (it listens on 80 and 443), else the project's Node server
//    (scripts/serve.mjs, HTTP/1.1), and the report says which. The choice matters to Lantern:
//    it simulates the connections it saw. Over HTTP/1.1 it gives an origin six connections, each
//    opened with a round trip of its own, so a page's LCP moves a round trip (150 ms) up or
//    down with the number of requests that ended before its paint, among them the manifest icon
//    Chrome fetches just after `load` (here, in about half the rounds). Over HTTP/2 a page has
//    one connection, as on the real server, and the figures are as steady as the page.
// 2. The JavaScript each page loads in a real browser (gzip): before it is hydrated, and until
//    the network is idle (scripts/lib/first-load.mjs).
// 3. The first tap on a few controls right after `load`, with the CPU throttled 4×, timed with
//    the Event Timing API (the basis of INP; the goal is 200 ms or less).
//
// 4. With --applied, Lighthouse again over the same pages with applied throttling: Chrome
//    itself loads each page slowly (every request waits 562.5 ms, Lighthouse's 150 ms round
//    trip × 3.75 for opening a connection; 1.47 Mbps; CPU 4× slower), and the paints are
//    measured rather than simulated. Lantern (1.) counts every request that ended before the
//    paint it observed at full speed into the paint, needed or not, and its figures fall on
//    steps a round trip apart; the applied figures show what actually holds a paint back (a
//    render-blocking stylesheet does, a module script does not), at a price per request
//    closer to a new connection's than to a request on an open HTTP/2 connection.
//
// Flags: --runs N (Lighthouse rounds and taps per control, default 5); --pages a,b (only these
// paths, e.g. --pages /,/hi/,/__bench/bare/,/__bench/reference.html); --applied (part 4);
// --server nginx|node (see 1.).
// Writes reports/bench.json.
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { launchChromium } from './lib/browser.mjs';
import { firstLoadScripts, totalBytes } from './lib/first-load.mjs';
import { FIRST_TAP_CONTROLS } from './lib/first-tap.mjs';
import { lighthouse } from './lib/lighthouse.mjs';
import { NGINX, startNginx } from './lib/nginx.mjs';
import { buildIfNeeded, root, startSite } from './lib/site.mjs';
import { buildBench } from './bench/build-bare.mjs';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    pages: { type: 'string' },
    applied: { type: 'boolean', default: false },
    server: { type: 'string' },
  },
});
const runs = Math.max(1, Number.parseInt(values.runs, 10) || 5);
const server = values.server ?? (existsSync(NGINX) && process.getuid?.() === 0 ? 'nginx' : 'node');
if (server !== 'nginx' && server !== 'node') {
  console.error(`--server is nginx or node, not ${server}`);
  process.exit(1);
}
const nginx = server === 'nginx';

const REFERENCE = '/__bench/reference.html';
/** @type {{ path: string; language: 'en' | 'hi' | 'mr' | null; bare?: boolean }[]} */
const ALL_PAGES = [
  ...['en', 'hi', 'mr'].flatMap((language) =>
    ['/', '/academics', '/brochure'].map((rest) => ({
      path: language === 'en' ? rest : rest === '/' ? `/${language}/` : `/${language}${rest}`,
      language: /** @type {'en' | 'hi' | 'mr'} */ (language),
    })),
  ),
  { path: '/__bench/bare/', language: 'en', bare: true },
  { path: '/__bench/bare/hi/', language: 'hi', bare: true },
  { path: '/__bench/bare/mr/', language: 'mr', bare: true },
  { path: REFERENCE, language: null },
];
const wanted = values.pages?.split(',').map((path) => path.trim());
const pages = wanted ? ALL_PAGES.filter((page) => wanted.includes(page.path)) : ALL_PAGES;
if (pages.length === 0) {
  console.error(`No page matches --pages ${values.pages}; pages are:`);
  for (const page of ALL_PAGES) console.error(`  ${page.path}`);
  process.exit(1);
}

const TAP_GOAL_MS = 200;

/** A port in 4300–4399 nobody listens on (this machine is shared: that range is ours). */
async function freePort(/** @type {number[]} */ taken = []) {
  for (let port = 4300; port < 4400; port++) {
    if (taken.includes(port)) continue;
    const free = await new Promise((resolve) => {
      const server = createServer();
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error('No free port in 4300–4399');
}

/** @param {number[]} numbers */
function median(numbers) {
  const sorted = numbers.filter((n) => Number.isFinite(n)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? NaN)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** The numbers the bench keeps from one Lighthouse report. */
function metricsOf(/** @type {any} */ lhr) {
  const audit = (/** @type {string} */ id) => Number(lhr.audits[id]?.numericValue ?? NaN);
  /** @type {{ resourceType: string; transferSize: number }[]} */
  const summary = lhr.audits['resource-summary']?.details?.items ?? [];
  return {
    score: Math.round(Number(lhr.categories.performance.score) * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    totalBytes: audit('total-byte-weight'),
    scriptBytes: summary.find((item) => item.resourceType === 'script')?.transferSize ?? 0,
    benchmarkIndex: Number(lhr.environment?.benchmarkIndex ?? NaN),
  };
}

/** @typedef {ReturnType<typeof metricsOf>} Metrics */

const kb = (/** @type {number} */ bytes) => (bytes / 1024).toFixed(1);
const ms = (/** @type {number} */ value) => String(Math.round(value));
const ratio = (/** @type {number} */ a, /** @type {number} */ b) =>
  Number.isFinite(a) && Number.isFinite(b) && b > 0 ? a / b : NaN;
const times = (/** @type {number} */ value) => (Number.isNaN(value) ? '–' : `${value.toFixed(2)}×`);

/** Prints rows as aligned columns (the first left-aligned, the rest right-aligned). */
function table(/** @type {string[]} */ header, /** @type {string[][]} */ rows) {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (/** @type {string[]} */ row) =>
    row
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join('  ');
  console.log(line(header));
  for (const row of rows) console.log(line(row));
}

const lighthouseVersion = /** @type {{ version: string }} */ (
  JSON.parse(await readFile(join(root, 'node_modules', 'lighthouse', 'package.json'), 'utf8'))
).version;

console.log('Building the bare page (scripts/bench/bare)…');
const benchRoot = await buildBench();
const serverPort = await freePort();
const chromePort = await freePort([serverPort]);
if (nginx) await buildIfNeeded();
const site = nginx
  ? await startNginx({ extra: { __bench: benchRoot } })
  : await startSite({ port: serverPort, env: { BENCH_ROOT: benchRoot } });
const served = nginx
  ? 'nginx with deploy/nginx/site.conf (HTTPS, HTTP/2)'
  : 'scripts/serve.mjs (HTTP/1.1)';
console.log(`Serving at ${site.origin}: ${served}`);

/**
 * Lighthouse over every page, `runs` rounds, interleaved: forwards, backwards, forwards, …
 * @param {'simulate' | 'devtools'} throttling
 */
async function lighthouseRounds(throttling) {
  /** @type {Map<string, Metrics[]>} */
  const byPage = new Map(pages.map((page) => [page.path, []]));
  for (let round = 0; round < runs; round++) {
    const order = round % 2 === 0 ? pages : [...pages].reverse();
    console.log(
      `Lighthouse (${throttling === 'simulate' ? 'simulated' : 'applied'} throttling) round ` +
        `${round + 1} of ${runs} (${round % 2 ? 'reversed' : 'in order'})`,
    );
    for (const page of order) {
      const lhr = await lighthouse(`${site.origin}${page.path}`, {
        categories: ['performance'],
        port: chromePort,
        throttling,
        ignoreCertificateErrors: nginx,
      });
      const metrics = metricsOf(lhr);
      byPage.get(page.path)?.push(metrics);
      console.log(
        `  ${page.path.padEnd(24)} score ${metrics.score}  LCP ${ms(metrics.lcp)} ms  ` +
          `(benchmarkIndex ${metrics.benchmarkIndex})`,
      );
    }
  }
  return byPage;
}

/** @type {Map<string, Metrics[]>} */
let results = new Map();
/** @type {Map<string, Metrics[]> | null} */
let applied = null;
/** @type {Map<string, Awaited<ReturnType<typeof firstLoadScripts>>>} */
const firstLoads = new Map();
/** @type {{ name: string; path: string; durations: (number | null)[]; answers: (number | null)[]; worked: boolean[] }[]} */
const taps = [];

try {
  // 1. Lighthouse, simulated throttling.
  results = await lighthouseRounds('simulate');

  // 2 and 3, in Chromium driven by Playwright.
  const browser = await launchChromium();
  try {
    for (const page of pages) {
      const context = await browser.newContext({ ignoreHTTPSErrors: nginx });
      try {
        firstLoads.set(
          page.path,
          await firstLoadScripts(await context.newPage(), `${site.origin}${page.path}`),
        );
      } finally {
        await context.close();
      }
    }

    const tapPages = new Set(pages.map((page) => page.path));
    for (const control of FIRST_TAP_CONTROLS.filter((c) => !wanted || tapPages.has(c.path))) {
      const tap = {
        name: control.name,
        path: control.path,
        durations: /** @type {(number | null)[]} */ ([]),
        answers: /** @type {(number | null)[]} */ ([]),
        worked: /** @type {boolean[]} */ ([]),
      };
      taps.push(tap);
      for (let run = 0; run < runs; run++) {
        const context = await browser.newContext({ ignoreHTTPSErrors: nginx });
        try {
          const page = await context.newPage();
          const cdp = await context.newCDPSession(page);
          await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
          await page.addInitScript({
            content: `
              window.__bench = { events: [], tappedAt: null };
              // The moment of the real tap, before anything on the page (the entry's hold on
              // early taps included) sees it.
              addEventListener('click', (e) => {
                if (e.isTrusted && window.__bench.tappedAt === null) window.__bench.tappedAt = performance.now();
              }, true);
              const keep = (list) => {
                for (const e of list.getEntries()) {
                  window.__bench.events.push({
                    name: e.name, type: e.entryType, duration: e.duration,
                    interactionId: e.interactionId || 0,
                  });
                }
              };
              new PerformanceObserver(keep).observe({ type: 'event', durationThreshold: 16, buffered: true });
              new PerformanceObserver(keep).observe({ type: 'first-input', buffered: true });
            `,
          });
          await page.goto(`${site.origin}${control.path}`, { waitUntil: 'load' });
          const target = control.control(page);
          await target.scrollIntoViewIfNeeded();
          await target.click();
          const worked = await control
            .answered(page)
            .first()
            .waitFor({ timeout: 10_000 })
            .then(
              () => true,
              () => false,
            );
          // Tap to answer as a parent sees it: a held early tap is replayed only once its part
          // is hydrated, which Event Timing (the tap's own handler) does not include. An upper
          // bound: the answer is noticed at the test's next poll of the page.
          /** @type {number | null} */
          const answer = worked
            ? await page.evaluate(
                'window.__bench.tappedAt === null ? null : performance.now() - window.__bench.tappedAt',
              )
            : null;
          tap.answers.push(answer);
          // Event Timing entries arrive after the next paint; give them a moment.
          await page.waitForTimeout(1000);
          /** @type {{ name: string; type: string; duration: number; interactionId: number }[]} */
          const events = await page.evaluate('window.__bench.events');
          const durations = events
            .filter((e) => e.type === 'first-input' || e.interactionId > 0)
            .map((e) => e.duration);
          tap.durations.push(durations.length ? Math.max(...durations) : null);
          tap.worked.push(worked);
        } finally {
          await context.close();
        }
      }
      const value = median(tap.durations.map((d) => d ?? 0));
      console.log(`  first tap: ${control.name} ${ms(value)} ms`);
    }
  } finally {
    await browser.close();
  }

  // 4. Lighthouse, applied throttling.
  if (values.applied) applied = await lighthouseRounds('devtools');
} finally {
  await site.stop();
}

// The report.
/** The median of each metric, per page. @param {Map<string, Metrics[]>} byPage */
const mediansOf = (byPage) =>
  new Map(
    pages.map((page) => {
      const list = byPage.get(page.path) ?? [];
      const keys = /** @type {(keyof Metrics)[]} */ (Object.keys(list[0] ?? {}));
      return [
        page.path,
        /** @type {Metrics} */ (
          Object.fromEntries(keys.map((key) => [key, median(list.map((m) => m[key]))]))
        ),
      ];
    }),
  );
/**
 * Per page: its medians, its LCP and FCP as multiples of the reference page's, and its LCP as a
 * multiple of the bare page's in the same language, all from one set of rounds.
 * @param {Map<string, Metrics[]>} byPage
 */
function compared(byPage) {
  const medians = mediansOf(byPage);
  const reference = medians.get(REFERENCE);
  const bare = (/** @type {string | null} */ language) =>
    medians.get(ALL_PAGES.find((page) => page.bare && page.language === language)?.path ?? '');
  return pages.map((page) => {
    const m = /** @type {Metrics} */ (medians.get(page.path));
    return {
      path: page.path,
      language: page.language,
      median: m,
      lcpToReference: ratio(m.lcp, reference?.lcp ?? NaN),
      fcpToReference: ratio(m.fcp, reference?.fcp ?? NaN),
      lcpToBare: ratio(m.lcp, bare(page.language)?.lcp ?? NaN),
      runs: byPage.get(page.path),
    };
  });
}

/** A row's first cells: the page, and its median score, FCP, LCP, TBT and CLS. */
const metricCells = (/** @type {{ path: string; median: Metrics }} */ row) => [
  row.path,
  String(row.median.score),
  ms(row.median.fcp),
  ms(row.median.lcp),
  ms(row.median.tbt),
  row.median.cls.toFixed(3),
];

const benchmarkIndex = median([...results.values()].flat().map((m) => m.benchmarkIndex));
const report = compared(results).map((row) => {
  const load = firstLoads.get(row.path);
  return {
    ...row,
    firstLoadJs: load && {
      until: load.until,
      beforeHydratedGzipBytes: totalBytes(load.beforeHydrated),
      untilIdleGzipBytes: totalBytes(load.untilIdle),
      beforeHydrated: load.beforeHydrated,
      untilIdle: load.untilIdle,
    },
  };
});

console.log(
  `\nLighthouse ${lighthouseVersion}, performance, mobile, simulated throttling; ` +
    `median of ${runs} run${runs === 1 ? '' : 's'}. benchmarkIndex ${Math.round(benchmarkIndex)}. ` +
    `Served by ${served}.`,
);
table(
  [
    'page',
    'score',
    'FCP ms',
    'LCP ms',
    'TBT ms',
    'CLS',
    'KB total',
    'KB js',
    'LCP/ref',
    'FCP/ref',
    'LCP/bare',
    'JS KB hydr',
    'JS KB idle',
  ],
  report.map((row) => [
    ...metricCells(row),
    kb(row.median.totalBytes),
    kb(row.median.scriptBytes),
    times(row.lcpToReference),
    times(row.fcpToReference),
    times(row.lcpToBare),
    row.firstLoadJs ? kb(row.firstLoadJs.beforeHydratedGzipBytes) : '–',
    row.firstLoadJs ? kb(row.firstLoadJs.untilIdleGzipBytes) : '–',
  ]),
);
const byLoad = report
  .filter((row) => row.firstLoadJs?.until === 'load' && row.firstLoadJs.untilIdle.length > 0)
  .map((row) => row.path);
console.log(
  `KB: as transferred (gzip). "JS KB hydr": scripts requested before performance.mark('hydrated')` +
    (byLoad.length
      ? `; these pages have no such mark, so before the load event instead: ${byLoad.join(', ')}`
      : '') +
    `. "JS KB idle": all scripts until network idle (a real browser, not throttled).`,
);

const appliedReport = applied && compared(applied);
if (appliedReport) {
  console.log(
    `\nLighthouse ${lighthouseVersion}, performance, mobile, applied throttling (562.5 ms per ` +
      `request, 1.47 Mbps, CPU 4× slower); median of ${runs} run${runs === 1 ? '' : 's'}:`,
  );
  table(
    ['page', 'score', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'LCP/ref', 'LCP/bare'],
    appliedReport.map((row) => [
      ...metricCells(row),
      times(row.lcpToReference),
      times(row.lcpToBare),
    ]),
  );
}

if (taps.length) {
  console.log(
    `\nFirst tap after load, CPU 4× slower (median of ${runs}): Event Timing (goal ≤ ${TAP_GOAL_MS} ms), and tap to answer (a held early tap waits for its part to hydrate):`,
  );
  table(
    ['control', 'page', 'event ms', 'goal', 'answer ms', 'worked'],
    taps.map((tap) => {
      const value = median(tap.durations.map((d) => d ?? 0));
      const answered = tap.answers.map((a) => a ?? NaN).filter(Number.isFinite);
      return [
        tap.name,
        tap.path,
        tap.durations.every((d) => d === null) ? '< 16' : ms(value),
        value <= TAP_GOAL_MS ? 'met' : 'over',
        answered.length ? ms(median(answered)) : '–',
        `${tap.worked.filter(Boolean).length}/${tap.worked.length}`,
      ];
    }),
  );
}

await mkdir(join(root, 'reports'), { recursive: true });
const output = join(root, 'reports', 'bench.json');
await writeFile(
  output,
  `${JSON.stringify(
    {
      date: new Date().toISOString(),
      lighthouse: lighthouseVersion,
      server: served,
      runs,
      benchmarkIndex,
      pages: report,
      applied: appliedReport,
      firstTap: taps.map((tap) => ({
        ...tap,
        medianMs: median(tap.durations.map((d) => d ?? 0)),
        medianAnswerMs: median(tap.answers.map((a) => a ?? NaN)),
        goalMs: TAP_GOAL_MS,
      })),
    },
    null,
    2,
  )}\n`,
);
console.log(`\nWritten to ${output.slice(root.length)}`);
