// @ts-check
// Lighthouse on several builds of the site, side by side, to tell what one change buys:
//   node scripts/bench/compare-builds.mjs [--mode applied|simulated] [--rounds N]
//     [--paths /,/hi/academics] name=dist-dir name=dist-dir …
// Each build is served by scripts/serve/serve.mjs on its own port. Every round measures each path on
// every build, one after the other (the order of the builds turning each round), so the
// machine's noise falls on all alike. Prints, per path and build, the medians of the perf
// score, first and largest paint, the time from the first paint to the page's
// `performance.mark('hydrated')` (observed; applied mode), TBT and CLS, and each build's LCP and
// FP→hydrated as the median of its ratios to the first build's in the same round. A benchmark:
// it never fails on a timing. Defaults: applied throttling (Chrome itself loads slowly: see
// scripts/lib/lighthouse.mjs), 5 rounds, /, /hi/, /hi/academics, /mr/brochure. Example (the
// build before a change, in a worktree):
//   git worktree add /tmp/before HEAD~1 && ln -s "$PWD/node_modules" /tmp/before/ &&
//   (cd /tmp/before && npm run build) && npm run build &&
//   node scripts/bench/compare-builds.mjs before=/tmp/before/dist after=dist
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { lighthouse } from '../lib/lighthouse.mjs';
import { median } from '../lib/median.mjs';
import { startSite } from '../lib/site.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    mode: { type: 'string', default: 'applied' },
    rounds: { type: 'string', default: '5' },
    paths: { type: 'string', default: '/,/hi/,/hi/academics,/mr/brochure' },
  },
});
const builds = positionals.map((arg) => {
  const [name = '', dist = ''] = arg.includes('=') ? arg.split('=') : [arg, arg];
  return { name, dist: resolve(dist) };
});
if (builds.length < 2 || !['applied', 'simulated'].includes(values.mode)) {
  console.error(
    'Usage: node scripts/bench/compare-builds.mjs [--mode applied|simulated] [--rounds N] ' +
      '[--paths /,/hi/] name=dist name=dist …',
  );
  process.exit(2);
}
const rounds = Math.max(1, Number(values.rounds) || 5);
const paths = values.paths.split(',').map((path) => path.trim());
const throttling = values.mode === 'applied' ? 'devtools' : 'simulate';

/** The figures kept from one report. */
function metricsOf(/** @type {any} */ lhr) {
  const audit = (/** @type {string} */ id) => Number(lhr.audits[id]?.numericValue ?? NaN);
  /** @type {{ name: string; timingType: string; startTime: number }[]} */
  const timings = lhr.audits['user-timings']?.details?.items ?? [];
  const hydrated = timings.find((t) => t.name === 'hydrated' && t.timingType === 'Mark');
  const firstPaint = Number(lhr.audits.metrics?.details?.items?.[0]?.observedFirstPaint ?? NaN);
  return {
    score: Math.round(Number(lhr.categories.performance.score ?? NaN) * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    fpToHydrated: Number(hydrated?.startTime ?? NaN) - firstPaint,
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
  };
}
/** @typedef {ReturnType<typeof metricsOf>} Metrics */

// One after the other: each takes the first free port.
/** @type {{ name: string; dist: string; origin: string; stop: () => Promise<unknown> }[]} */
const servers = [];
for (const build of builds) servers.push({ ...build, ...(await startSite({ dist: build.dist })) });
/** @type {Record<string, Metrics[]>} by `path name`, one per round */
const results = {};
try {
  for (let round = 0; round < rounds; round++) {
    for (const path of paths) {
      const order = servers.map((_, i) => servers[(i + round) % servers.length]);
      for (const server of order) {
        if (!server) continue;
        const report = await lighthouse(`${server.origin}${path}`, {
          categories: ['performance'],
          throttling,
        });
        (results[`${path} ${server.name}`] ??= [])[round] = metricsOf(report);
      }
    }
    console.log(`round ${round + 1} of ${rounds} done`);
  }
} finally {
  for (const server of servers) void server.stop();
}

const fixed = (/** @type {number} */ n, digits = 0) =>
  Number.isFinite(n) ? n.toFixed(digits) : '–';
console.log(
  `\nLighthouse performance, mobile, ${values.mode} throttling; medians of ${rounds} interleaved rounds.` +
    ` Ratios: to ${builds[0]?.name}, each round's own.`,
);
console.log(
  'page               build                 score   FCP   LCP  FP→hydr   TBT    CLS  LCP ratio  FP→hydr ratio',
);
for (const path of paths) {
  const first = results[`${path} ${builds[0]?.name}`] ?? [];
  for (const { name } of builds) {
    const runs = results[`${path} ${name}`] ?? [];
    const pick = (/** @type {keyof Metrics} */ key) => median(runs.map((m) => m[key]));
    const ratio = (/** @type {keyof Metrics} */ key) =>
      median(runs.map((m, i) => m[key] / (first[i]?.[key] ?? NaN)));
    console.log(
      [
        path.padEnd(18),
        name.padEnd(20),
        fixed(pick('score')).padStart(6),
        fixed(pick('fcp')).padStart(5),
        fixed(pick('lcp')).padStart(5),
        fixed(pick('fpToHydrated')).padStart(8),
        fixed(pick('tbt')).padStart(5),
        fixed(pick('cls'), 3).padStart(6),
        `${fixed(ratio('lcp'), 2)}×`.padStart(10),
        `${fixed(ratio('fpToHydrated'), 2)}×`.padStart(14),
      ].join(' '),
    );
  }
}
