// @ts-check
// `npm run bench`: a performance benchmark, never a test (nothing here fails on a timing; a
// target not met is printed, not an error).
//
// What it measures is what a parent meets on a real network, against two yardsticks served
// the same way in the same rounds:
// - the one-line reference page (scripts/bench/reference.html): the fastest page there is;
// - each page's own static copy (scripts/bench/static-copies.mjs): the built page's HTML with
//   every stylesheet it links put inline in a <style> and no script (no <script>, no
//   <link rel="modulepreload">), everything else as built. That is what the page would be as
//   plain HTML and CSS, so a page's LCP over its copy's is what the site's JavaScript and its
//   way of loading styles cost the paint. The copies are written into dist-bench/site/static/
//   and served at /__bench/static/… (`/hi/academics` → `/__bench/static/hi/academics`), with
//   the production headers except that their style hashes are added to the Content-Security-
//   Policy for /__bench/ only (scripts/bench/bench-policy.mjs); a copy whose styles the browser
//   still blocks stops the bench before it measures anything.
//
// 1. Lighthouse (performance only, mobile) over every page, its static copy and the reference
//    page, in rounds that alternate order (forwards, backwards, …; each page next to its copy,
//    the reference page in the middle), in two modes, each a table of its own:
//    - applied throttling (`--throttling-method=devtools`, the default and first): Chrome itself
//      loads each page slowly and the paints are measured, not computed: every request waits
//      562.5 ms (Lighthouse's 150 ms round trip × 3.75 for opening a connection), 1.47 Mbps
//      down, CPU 4× slower. It shows what really holds a paint back (a render-blocking
//      stylesheet does, a module script does not).
//    - simulated throttling (Lighthouse's default, Lantern): Chrome loads at full speed and
//      Lantern computes what a slow phone would see from the requests and tasks it recorded.
//      It counts every request that ended before the paint it observed into the paint, needed
//      or not, so its figures fall on steps a round trip apart.
//    Per page and mode: the medians of perf score, LCP, CLS and TBT; LCP ÷ the reference
//    page's and ÷ the static copy's (each the median of the rounds' own ratios: the page and
//    its yardstick measured in the same round, minutes apart at most); whether the targets hold
//    (TARGETS below); the LCP element (Lighthouse 13 reports it in `lcp-breakdown-insight`,
//    which replaced the `largest-contentful-paint-element` audit), so a reader sees it did not
//    change; and, applied only, the time from the first paint to the page's
//    `performance.mark('hydrated')` (src/hydration/hydrated.ts), read from Lighthouse's `user-timings`
//    (in the simulated mode both are of the unthrottled load: in reports/bench.json only).
//
//    The server is the one parents get: nginx with the shipped config (deploy/nginx/site.conf,
//    via scripts/lib/nginx.mjs: HTTPS, HTTP/2, brotli, the real headers) where nginx is
//    installed and this runs as root (it listens on 80 and 443), else the project's Node server
//    (scripts/serve/serve.mjs, HTTP/1.1), and the report says which. The choice matters to Lantern:
//    it simulates the connections it saw. Over HTTP/1.1 it gives an origin six connections, each
//    opened with a round trip of its own, so a page's LCP moves a round trip (150 ms) up or
//    down with the number of requests that ended before its paint. Over HTTP/2 a page has one
//    connection, as on the real server.
// 2. The JavaScript each site page loads in a real browser (gzip): before it is hydrated, and
//    until the network is idle (scripts/lib/first-load.mjs); and, on every page, any
//    Content-Security-Policy violation the browser reports.
// 3. The first tap on a few controls right after `load`, with the CPU throttled 4×, timed with
//    the Event Timing API (the basis of INP; the goal is 200 ms or less).
//
// Flags: --mode applied|simulated|both (default both); --runs N (Lighthouse rounds of the
// applied mode, and taps per control; default 5); --simulated-runs N (rounds of the simulated
// mode; default 1: the whole default run took 47.6 min with 3 on this shared 2-core machine,
// 37 of them applied, where Lighthouse waits for 5.25 s of quiet after the load; `3` for
// medians); --pages a,b (only these site pages, each still with its static copy and the
// reference page, e.g. --pages /,/hi/); --bare (also the bare page of the same stack,
// scripts/bench/bare, in each language, with LCP ÷ the bare page's); --server nginx|node.
// Writes reports/bench.json.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { launchChromium } from '../lib/browser.mjs';
import { firstLoadScripts, totalBytes } from '../lib/first-load.mjs';
import { FIRST_TAP_CONTROLS } from '../lib/first-tap.mjs';
import { median } from '../lib/median.mjs';
import { NGINX, startNginx } from '../lib/nginx.mjs';
import { buildIfNeeded, root, startSite } from '../lib/site.mjs';
import { benchPolicy, benchPolicyEnv, serveBenchPolicyOnNginx } from './bench-policy.mjs';
import { buildBench } from './build-bare.mjs';
import { lighthouseReport, stopChromes } from './lighthouse-in-process.mjs';

const { values } = parseArgs({
  options: {
    mode: { type: 'string', default: 'both' },
    runs: { type: 'string', default: '5' },
    'simulated-runs': { type: 'string', default: '1' },
    pages: { type: 'string' },
    bare: { type: 'boolean', default: false },
    server: { type: 'string' },
  },
});
const count = (/** @type {string} */ value, /** @type {number} */ fallback) =>
  Math.max(1, Number.parseInt(value, 10) || fallback);
const runs = count(values.runs, 5);
const simulatedRuns = count(values['simulated-runs'], 1);
if (!['applied', 'simulated', 'both'].includes(values.mode)) {
  console.error(`--mode is applied, simulated or both, not ${values.mode}`);
  process.exit(1);
}
/** The modes to run, applied first. @type {Mode[]} */
const modes = /** @type {Mode[]} */ (['applied', 'simulated']).filter(
  (mode) => values.mode === 'both' || values.mode === mode,
);
const server = values.server ?? (existsSync(NGINX) && process.getuid?.() === 0 ? 'nginx' : 'node');
if (server !== 'nginx' && server !== 'node') {
  console.error(`--server is nginx or node, not ${server}`);
  process.exit(1);
}
const nginx = server === 'nginx';

// A phone draws the academics cards' emoji from its colour emoji font. Without one, Chromium on
// Linux asks fontconfig for a font for each of them before the first paint, and fails: 10-20
// ms of work at 4× CPU on /academics that no parent waits for. The figures would not be theirs.
const colourFonts = (() => {
  try {
    return execFileSync('fc-list', [':color=true', 'family'], { encoding: 'utf8' }).trim();
  } catch {
    return '';
  }
})();
if (!colourFonts) {
  console.warn(
    'No colour emoji font here (Debian: fonts-noto-color-emoji): pages with emoji will read slower than on a phone.',
  );
}

/**
 * @typedef {'applied' | 'simulated'} Mode
 * @typedef {'en' | 'hi' | 'mr'} Language
 * @typedef {{ path: string; kind: 'site' | 'static' | 'bare' | 'reference'; language: Language | null; of?: string }} BenchPage
 *   `of`: a static copy's site page.
 */

/** The targets a site page should meet, in each mode. */
const TARGETS = {
  lcpToReference: 1.3,
  lcpToStatic: 1.05,
  score: 98,
  cls: 0.01,
  tbt: 100,
};
const TAP_GOAL_MS = 200;

const REFERENCE = '/__bench/reference.html';
const LANGUAGES = /** @type {Language[]} */ (['en', 'hi', 'mr']);
/** @type {BenchPage[]} */
const SITE_PAGES = LANGUAGES.flatMap((language) =>
  ['/', '/academics', '/brochure'].map((rest) => ({
    path: language === 'en' ? rest : rest === '/' ? `/${language}/` : `/${language}${rest}`,
    kind: /** @type {const} */ ('site'),
    language,
  })),
);
const staticCopyOf = (/** @type {BenchPage} */ page) => ({
  path: `/__bench/static${page.path}`,
  kind: /** @type {const} */ ('static'),
  language: page.language,
  of: page.path,
});
/** @type {BenchPage[]} */
const BARE_PAGES = LANGUAGES.map((language) => ({
  path: language === 'en' ? '/__bench/bare/' : `/__bench/bare/${language}/`,
  kind: 'bare',
  language,
}));

const wanted = values.pages?.split(',').map((path) => path.trim());
const sitePages = wanted ? SITE_PAGES.filter((page) => wanted.includes(page.path)) : SITE_PAGES;
if (sitePages.length === 0) {
  console.error(`No site page matches --pages ${values.pages}; pages are:`);
  for (const page of SITE_PAGES) console.error(`  ${page.path}`);
  process.exit(1);
}
const bare = values.bare
  ? BARE_PAGES.filter((page) => sitePages.some((site) => site.language === page.language))
  : [];
/** @type {BenchPage} */
const reference = { path: REFERENCE, kind: 'reference', language: null };
/**
 * One round's order: each site page next to its static copy, the reference page in the middle,
 * then the bare pages. Odd rounds run it backwards.
 */
const halfway = Math.ceil(sitePages.length / 2);
/** @type {BenchPage[]} */
const ORDER = [
  ...sitePages.slice(0, halfway).flatMap((page) => [page, staticCopyOf(page)]),
  reference,
  ...sitePages.slice(halfway).flatMap((page) => [page, staticCopyOf(page)]),
  ...bare,
];
/** The pages as the tables list them: the site's, their copies, the reference, the bare ones. */
const pages = [...sitePages, ...sitePages.map(staticCopyOf), reference, ...bare];

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

/**
 * The numbers the bench keeps from one Lighthouse report. `firstPaint` and `hydrated` (the
 * page's `performance.mark('hydrated')`, NaN without one) are observed, in ms from the
 * navigation: of the throttled load in the applied mode, of the full-speed one in the simulated.
 */
function metricsOf(/** @type {any} */ lhr) {
  const audit = (/** @type {string} */ id) => Number(lhr.audits[id]?.numericValue ?? NaN);
  /** @type {{ resourceType: string; transferSize: number }[]} */
  const summary = lhr.audits['resource-summary']?.details?.items ?? [];
  /** @type {{ observedFirstPaint?: number } | undefined} */
  const observed = lhr.audits.metrics?.details?.items?.[0];
  /** @type {{ name: string; timingType: string; startTime: number }[]} */
  const userTimings = lhr.audits['user-timings']?.details?.items ?? [];
  const hydrated = userTimings.find((t) => t.name === 'hydrated' && t.timingType === 'Mark');
  /** @type {{ type: string; selector?: string; snippet?: string; nodeLabel?: string }[]} */
  const lcpParts = lhr.audits['lcp-breakdown-insight']?.details?.items ?? [];
  const node = lcpParts.find((item) => item.type === 'node');
  // A metric Lighthouse could not compute (its code, e.g. NO_TTI_CPU_IDLE_PERIOD: the main thread
  // never had 5 s without a long task before Lighthouse stopped waiting, so there is no TBT) is
  // NaN, as is the score then: not measured, never 0.
  const problems = [
    ...new Set(
      ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time']
        .concat(['cumulative-layout-shift', 'speed-index'])
        .map((id) => /** @type {string | undefined} */ (lhr.audits[id]?.errorMessage))
        .filter((message) => message !== undefined)
        .map((message) => /\(([A-Z_]+)\)\s*$/.exec(message)?.[1] ?? message),
    ),
  ];
  const score = lhr.categories.performance.score;
  return {
    score: typeof score === 'number' ? Math.round(score * 100) : NaN,
    problems,
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    totalBytes: audit('total-byte-weight'),
    scriptBytes: summary.find((item) => item.resourceType === 'script')?.transferSize ?? 0,
    benchmarkIndex: Number(lhr.environment?.benchmarkIndex ?? NaN),
    firstPaint: Number(observed?.observedFirstPaint ?? NaN),
    hydrated: Number(hydrated?.startTime ?? NaN),
    lcpElement: node
      ? { selector: node.selector ?? '', snippet: node.snippet ?? '', label: node.nodeLabel ?? '' }
      : null,
  };
}

/** @typedef {ReturnType<typeof metricsOf>} Metrics */
/** @typedef {'score' | 'fcp' | 'lcp' | 'tbt' | 'cls' | 'totalBytes' | 'scriptBytes' | 'benchmarkIndex'} NumericMetric */
const NUMERIC = /** @type {NumericMetric[]} */ ([
  'score',
  'fcp',
  'lcp',
  'tbt',
  'cls',
  'totalBytes',
  'scriptBytes',
  'benchmarkIndex',
]);

const kb = (/** @type {number} */ bytes) => (bytes / 1024).toFixed(1);
const ms = (/** @type {number} */ value) => (Number.isNaN(value) ? '–' : String(Math.round(value)));
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
      .join('  ')
      .trimEnd();
  console.log(line(header));
  for (const row of rows) console.log(line(row));
}

const lighthouseVersion = /** @type {{ version: string }} */ (
  JSON.parse(await readFile(join(root, 'node_modules', 'lighthouse', 'package.json'), 'utf8'))
).version;
/** The commit measured, and whether the worktree differed from it. */
const commit = (() => {
  try {
    const git = (/** @type {string[]} */ args) =>
      execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
    return `${git(['rev-parse', '--short', 'HEAD'])}${git(['status', '--porcelain', '--', 'src', 'locales', 'index.html']) ? ' (with changes)' : ''}`;
  } catch {
    return 'unknown';
  }
})();

const started = Date.now();
const minutes = (/** @type {number} */ since) => ((Date.now() - since) / 60_000).toFixed(1);

await buildIfNeeded();
console.log(
  `Building the bench's pages (dist-bench/site): the reference page, ${sitePages.length} static ` +
    `cop${sitePages.length === 1 ? 'y' : 'ies'}${bare.length ? ', the bare page' : ''}…`,
);
const bench = await buildBench({
  bare: bare.length > 0,
  staticPages: sitePages.map((page) => page.path),
});
const csp = benchPolicy(bench.styleHashes);
const serverPort = await freePort();
const chromePort = await freePort([serverPort]);
const nginxSite = nginx ? await startNginx({ extra: { __bench: bench.root } }) : null;
const site =
  nginxSite ??
  (await startSite({
    port: serverPort,
    env: { BENCH_ROOT: bench.root, ...benchPolicyEnv(csp) },
  }));
// Stopped early (Ctrl-C, kill): stop the server too (nginx would keep ports 80 and 443 and no
// other nginx bench could start) and Lighthouse's Chrome.
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.once(signal, () => {
    console.warn(`\n${signal}: stopping the server and Chrome`);
    stopChromes();
    void site.stop().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  });
}
const served = nginx
  ? 'nginx with deploy/nginx/site.conf (HTTPS, HTTP/2)'
  : 'scripts/serve/serve.mjs (HTTP/1.1)';

/**
 * Lighthouse over every page, `rounds` rounds, interleaved: forwards, backwards, forwards, …
 * A run Lighthouse could not finish (after its own retries) is reported and left out.
 * @param {Mode} mode
 * @param {number} rounds
 */
async function lighthouseRounds(mode, rounds) {
  /** @type {Map<string, (Metrics | null)[]>} */
  const byPage = new Map(ORDER.map((page) => [page.path, []]));
  const since = Date.now();
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 === 0 ? ORDER : [...ORDER].reverse();
    console.log(
      `Lighthouse, ${mode} throttling, round ${round + 1} of ${rounds} ` +
        `(${round % 2 ? 'reversed' : 'in order'}; ${minutes(started)} min so far)`,
    );
    for (const page of order) {
      const runStarted = Date.now();
      /** @type {Metrics | null} */
      let metrics = null;
      try {
        const lhr = await lighthouseReport(`${site.origin}${page.path}`, {
          port: chromePort,
          throttling: mode === 'applied' ? 'devtools' : 'simulate',
          ignoreCertificateErrors: nginx,
        });
        metrics = metricsOf(lhr);
      } catch (error) {
        console.warn(`  ${page.path}: Lighthouse failed, run left out: ${String(error)}`);
      }
      byPage.get(page.path)?.push(metrics);
      if (metrics) {
        console.log(
          `  ${page.path.padEnd(30)} perf ${ms(metrics.score)}  LCP ${ms(metrics.lcp)} ms  ` +
            `TBT ${ms(metrics.tbt)} ms  CLS ${metrics.cls.toFixed(3)}  ` +
            (metrics.problems.length ? `[${metrics.problems.join(', ')}]  ` : '') +
            `(${((Date.now() - runStarted) / 1000).toFixed(1)} s; benchmarkIndex ${metrics.benchmarkIndex})`,
        );
      }
    }
  }
  return { byPage, rounds, minutes: Number(minutes(since)) };
}

/**
 * A mode's report: per page, the medians, the ratios to the yardsticks (medians of the
 * rounds' own ratios), the time from the first paint to `hydrated`, the LCP element and, for a
 * site page, the targets.
 * @param {Awaited<ReturnType<typeof lighthouseRounds>>} measured
 */
function compared({ byPage, rounds, minutes: took }) {
  const runsOf = (/** @type {string} */ path) => byPage.get(path) ?? [];
  const value = (/** @type {Metrics | null | undefined} */ m, /** @type {NumericMetric} */ key) =>
    m ? m[key] : NaN;
  /** The median over the rounds of this page's LCP ÷ `other`'s in the same round. */
  const roundRatio = (/** @type {string} */ path, /** @type {string | undefined} */ other) => {
    if (!other) return NaN;
    const mine = runsOf(path);
    const theirs = runsOf(other);
    return median(mine.map((m, round) => ratio(value(m, 'lcp'), value(theirs[round], 'lcp'))));
  };
  const rows = pages.map((page) => {
    const list = runsOf(page.path);
    const measured = list.filter((m) => m !== null);
    const medianOf = Object.fromEntries(
      NUMERIC.map((key) => [key, median(measured.map((m) => m[key]))]),
    );
    const m = /** @type {Record<NumericMetric, number>} */ (medianOf);
    const staticPath = page.kind === 'site' ? staticCopyOf(page).path : undefined;
    const barePath =
      page.kind === 'site' ? BARE_PAGES.find((b) => b.language === page.language)?.path : undefined;
    const lcpToReference = page.kind === 'reference' ? 1 : roundRatio(page.path, REFERENCE);
    const lcpToStatic = roundRatio(page.path, staticPath);
    /** How often each LCP element was the page's (by selector), most often first. */
    /** @type {Map<string, { selector: string; snippet: string; label: string; runs: number }>} */
    const bySelector = new Map();
    for (const { lcpElement: element } of measured) {
      const selector = element?.selector ?? '(none reported)';
      const seen = bySelector.get(selector);
      if (seen) seen.runs += 1;
      else {
        bySelector.set(selector, {
          selector,
          snippet: element?.snippet ?? '',
          label: element?.label ?? '',
          runs: 1,
        });
      }
    }
    const elements = [...bySelector.values()].sort((a, b) => b.runs - a.runs);
    /** Whether `value` is within `limit` (at most, or with `atLeast` at least); null unmeasured. */
    const within = (/** @type {number} */ value, /** @type {number} */ limit, atLeast = false) =>
      Number.isNaN(value) ? null : atLeast ? value >= limit : value <= limit;
    const targets =
      page.kind === 'site'
        ? {
            lcpToReference: within(lcpToReference, TARGETS.lcpToReference),
            lcpToStatic: within(lcpToStatic, TARGETS.lcpToStatic),
            score: within(m.score, TARGETS.score, true),
            cls: within(m.cls, TARGETS.cls),
            tbt: within(m.tbt, TARGETS.tbt),
          }
        : null;
    /** How many runs had each problem. @type {Record<string, number>} */
    const problems = {};
    for (const run of measured) {
      for (const problem of run.problems) problems[problem] = (problems[problem] ?? 0) + 1;
    }
    return {
      path: page.path,
      kind: page.kind,
      language: page.language,
      ...(page.of ? { staticCopyOf: page.of } : {}),
      runsMeasured: measured.length,
      median: m,
      lcpToReference,
      lcpToStatic,
      lcpToBare: roundRatio(page.path, bare.length ? barePath : undefined),
      firstPaintToHydratedMs: median(measured.map((r) => r.hydrated - r.firstPaint)),
      lcpElements: elements,
      problems,
      targets,
      runs: list,
    };
  });
  const benchmarkIndex = median(
    [...byPage.values()].flat().map((m) => (m ? m.benchmarkIndex : NaN)),
  );
  return { rounds, minutes: took, benchmarkIndex, pages: rows };
}

/** @type {Partial<Record<Mode, ReturnType<typeof compared>>>} */
const reports = {};
/** @type {Map<string, Awaited<ReturnType<typeof firstLoadScripts>>>} */
const firstLoads = new Map();
/** @type {Map<string, string[]>} */
const violations = new Map();
/** @type {{ name: string; path: string; durations: (number | null)[]; answers: (number | null)[]; held: (boolean | null)[]; worked: boolean[] }[]} */
const taps = [];

try {
  if (nginxSite) await serveBenchPolicyOnNginx(nginxSite, csp);
  console.log(
    `Serving at ${site.origin}: ${served}; /__bench/ with its copies' ` +
      `${bench.styleHashes.length} style hashes in its Content-Security-Policy`,
  );

  // 2 and 3, in Chromium driven by Playwright: first the pages as the browser takes them
  // (does every static copy get its styles?), then the first taps.
  const browser = await launchChromium();
  try {
    for (const page of pages) {
      const context = await browser.newContext({ ignoreHTTPSErrors: nginx });
      try {
        const tab = await context.newPage();
        await tab.addInitScript({
          content: `
            window.__violations = [];
            addEventListener('securitypolicyviolation', (e) => {
              window.__violations.push(e.effectiveDirective + ' ' + (e.blockedURI || '(inline)'));
            }, true);
          `,
        });
        const url = `${site.origin}${page.path}`;
        if (page.kind === 'site') firstLoads.set(page.path, await firstLoadScripts(tab, url));
        else await tab.goto(url, { waitUntil: 'load' });
        /** @type {string[]} */
        const seen = await tab.evaluate('window.__violations');
        if (seen.length) violations.set(page.path, seen);
        if (page.kind === 'static') {
          /** @type {number} */
          const sheets = await tab.evaluate('document.styleSheets.length');
          if (seen.length || sheets === 0) {
            throw new Error(
              `The static copy ${page.path} does not get its styles (${sheets} style sheets; ` +
                `violations: ${seen.join(', ') || 'none'}): its measures would be of an unstyled page`,
            );
          }
        }
      } finally {
        await context.close();
      }
    }
    for (const [path, seen] of violations) {
      console.warn(`  Content-Security-Policy violations on ${path}: ${seen.join(', ')}`);
    }

    const tapPages = new Set(sitePages.map((page) => page.path));
    for (const control of FIRST_TAP_CONTROLS.filter((c) => tapPages.has(c.path))) {
      const tap = {
        name: control.name,
        path: control.path,
        durations: /** @type {(number | null)[]} */ ([]),
        answers: /** @type {(number | null)[]} */ ([]),
        held: /** @type {(boolean | null)[]} */ ([]),
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
              window.__bench = { events: [], tappedAt: null, held: null, changed: new WeakMap() };
              // The moment of the real tap, before anything on the page (the entry's hold on
              // early taps included) sees it. From then on, every element that changes or
              // arrives is noted with the frame after its change (a paint's stand-in), so the
              // answer's time is read in the page, not at the test's next poll.
              addEventListener('click', (e) => {
                if (!e.isTrusted || window.__bench.tappedAt !== null) return;
                window.__bench.tappedAt = performance.now();
                new MutationObserver((records) => {
                  const frame = { at: null };
                  requestAnimationFrame(() => setTimeout(() => { frame.at = performance.now(); }));
                  for (const r of records) {
                    window.__bench.changed.set(r.type === 'characterData' ? r.target.parentNode : r.target, frame);
                    for (const node of r.addedNodes) window.__bench.changed.set(node, frame);
                  }
                }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
                // Held by the entry until its part is hydrated (src/boot/earlyTaps.ts)?
                const button = e.target instanceof Element ? e.target.closest('button') : null;
                setTimeout(() => { window.__bench.held = !!button && button.hasAttribute('data-tap-held'); });
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
          // is hydrated, which Event Timing (the tap's own handler) does not include. The
          // answer's element, or the nearest of its ancestors that changed after the tap: the
          // frame after that change.
          /** @type {number | null} */
          const answer = worked
            ? await control
                .answered(page)
                .first()
                .evaluate((element) => {
                  const bench = /** @type {any} */ (window).__bench;
                  for (let at = /** @type {Node | null} */ (element); at; at = at.parentNode) {
                    const frame = bench.changed.get(at);
                    if (frame?.at != null) return frame.at - bench.tappedAt;
                  }
                  return null;
                })
            : null;
          tap.answers.push(answer);
          tap.held.push(await page.evaluate('window.__bench.held'));
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

  // 1. Lighthouse, applied then simulated.
  for (const mode of modes) {
    reports[mode] = compared(
      await lighthouseRounds(mode, mode === 'applied' ? runs : simulatedRuns),
    );
  }
} finally {
  await site.stop();
}

// The report.
const yes = (/** @type {boolean | null} */ met) => (met === null ? 'n/a' : met ? 'yes' : 'NO');
/** A selector shortened from the left, to its last `max` characters. */
const tail = (/** @type {string} */ text, max = 56) =>
  text.length > max ? `…${text.slice(text.length - max + 1)}` : text;

for (const mode of modes) {
  const report = reports[mode];
  if (!report) continue;
  const applied = mode === 'applied';
  console.log(
    `\nLighthouse ${lighthouseVersion}, performance, mobile, ${mode} throttling` +
      (applied
        ? ' (Chrome loads slowly: 562.5 ms per request, 1.47 Mbps, CPU 4× slower)'
        : ' (Lantern, from a full-speed load)') +
      `; median of ${report.rounds} round${report.rounds === 1 ? '' : 's'} ` +
      `(${report.minutes} min). benchmarkIndex ${Math.round(report.benchmarkIndex)}. ` +
      `Served by ${served}.`,
  );
  const hasBare = bare.length > 0;
  table(
    [
      'page',
      'perf',
      'LCP ms',
      'LCP/ref',
      'LCP/static',
      'CLS',
      'TBT ms',
      ...(hasBare ? ['LCP/bare'] : []),
      ...(applied ? ['FP→hydr ms'] : []),
      `LCP/ref≤${TARGETS.lcpToReference}`,
      `LCP/static≤${TARGETS.lcpToStatic}`,
      `perf≥${TARGETS.score}`,
      `CLS≤${TARGETS.cls}`,
      `TBT≤${TARGETS.tbt}`,
    ],
    report.pages.map((row) => [
      row.path,
      ms(row.median.score),
      ms(row.median.lcp),
      times(row.lcpToReference),
      times(row.lcpToStatic),
      Number.isNaN(row.median.cls) ? '–' : row.median.cls.toFixed(3),
      ms(row.median.tbt),
      ...(hasBare ? [times(row.lcpToBare)] : []),
      ...(applied ? [ms(row.firstPaintToHydratedMs)] : []),
      ...(row.targets
        ? [
            yes(row.targets.lcpToReference),
            yes(row.targets.lcpToStatic),
            yes(row.targets.score),
            yes(row.targets.cls),
            yes(row.targets.tbt),
          ]
        : ['', '', '', '', '']),
    ]),
  );
  const siteRows = report.pages.filter((row) => row.targets);
  const allMet = siteRows.filter(
    (row) => row.targets && Object.values(row.targets).every((met) => met === true),
  );
  console.log(
    `Targets met on ${allMet.length} of ${siteRows.length} pages. LCP/ref and LCP/static: medians ` +
      `of each round's own ratio (the page and its yardstick in the same round).` +
      (applied
        ? ` FP→hydr: from the first paint to performance.mark('hydrated'), as measured.`
        : ''),
  );
  const unmeasured = report.pages.flatMap((row) =>
    Object.entries(row.problems).map(
      ([problem, times]) => `${row.path} ${times}/${row.runsMeasured} ${problem}`,
    ),
  );
  if (unmeasured.length) {
    console.log(
      `Metrics Lighthouse could not compute (left out of the medians; perf then has no score; ` +
        `n/a: in no run): ${unmeasured.join('; ')}.`,
    );
  }
  console.log(`LCP element (${mode}; runs in which it was, of those measured):`);
  table(
    ['page', 'runs', 'selector', 'text'],
    report.pages.flatMap((row) =>
      row.lcpElements.map((element) => [
        row.path,
        `${element.runs}/${row.runsMeasured}`,
        tail(element.selector),
        tail(element.label, 40),
      ]),
    ),
  );
}

const firstMode = modes.map((mode) => reports[mode]).find(Boolean);
const firstLoadRows = sitePages.map((page) => {
  const load = firstLoads.get(page.path);
  return {
    path: page.path,
    until: load?.until ?? null,
    beforeHydratedGzipBytes: load ? totalBytes(load.beforeHydrated) : NaN,
    untilIdleGzipBytes: load ? totalBytes(load.untilIdle) : NaN,
    beforeHydrated: load?.beforeHydrated ?? [],
    untilIdle: load?.untilIdle ?? [],
  };
});
console.log(
  `\nBytes: Lighthouse's transfer (${modes[0] ?? ''} runs, median) and the JavaScript a real ` +
    `browser requests (gzip; not throttled):`,
);
table(
  ['page', 'KB total', 'KB js', 'static copy KB', 'JS KB hydr', 'JS KB idle'],
  sitePages.map((page) => {
    const row = firstMode?.pages.find((r) => r.path === page.path);
    const copy = firstMode?.pages.find((r) => r.path === staticCopyOf(page).path);
    const load = firstLoadRows.find((r) => r.path === page.path);
    return [
      page.path,
      row ? kb(row.median.totalBytes) : '–',
      row ? kb(row.median.scriptBytes) : '–',
      copy ? kb(copy.median.totalBytes) : '–',
      load ? kb(load.beforeHydratedGzipBytes) : '–',
      load ? kb(load.untilIdleGzipBytes) : '–',
    ];
  }),
);
const byLoad = firstLoadRows.filter((row) => row.until === 'load').map((row) => row.path);
console.log(
  `"JS KB hydr": scripts requested before performance.mark('hydrated')` +
    (byLoad.length
      ? `; these pages have no such mark, so before the load event instead: ${byLoad.join(', ')}`
      : '') +
    `. "JS KB idle": all scripts until network idle.`,
);

if (taps.length) {
  console.log(
    `\nFirst tap after load, CPU 4× slower (median of ${runs}): Event Timing (goal ≤ ${TAP_GOAL_MS} ms), tap to the frame after its answer, and how many taps were held (a held tap's Event Timing is the pressed look's paint; its answer waits for its part to hydrate):`,
  );
  table(
    ['control', 'page', 'event ms', 'goal', 'answer ms', 'held', 'worked'],
    taps.map((tap) => {
      const value = median(tap.durations.map((d) => d ?? 0));
      const answered = tap.answers.map((a) => a ?? NaN).filter(Number.isFinite);
      return [
        tap.name,
        tap.path,
        tap.durations.every((d) => d === null) ? '< 16' : ms(value),
        value <= TAP_GOAL_MS ? 'met' : 'over',
        answered.length ? ms(median(answered)) : '–',
        `${tap.held.filter(Boolean).length}/${tap.held.length}`,
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
      commit,
      lighthouse: lighthouseVersion,
      server: served,
      minutes: Number(minutes(started)),
      runs: { applied: runs, simulated: simulatedRuns, taps: runs },
      targets: TARGETS,
      benchContentSecurityPolicy: csp,
      applied: reports.applied ?? null,
      simulated: reports.simulated ?? null,
      firstLoadJs: firstLoadRows,
      contentSecurityPolicyViolations: Object.fromEntries(violations),
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
console.log(`\nWritten to ${output.slice(root.length)} (${minutes(started)} min in all)`);
