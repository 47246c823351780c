// @ts-check
// Lighthouse on two builds of the site, side by side: `node scripts/bench/compare-builds.mjs
// <before-dist> <after-dist> [rounds] [path …]`. Each build is served by scripts/serve.mjs on
// its own port; every round measures each path on both builds, one after the other, so the
// machine's noise falls on both alike; prints medians and the ratio after/before. A
// benchmark: it never fails on a timing. Default: 5 rounds of /, /hi/, /hi/academics,
// /mr/brochure. Example (the build before a change, in a worktree):
//   git worktree add /tmp/before HEAD~1 && ln -s "$PWD/node_modules" /tmp/before/ &&
//   (cd /tmp/before && npm run build) && npm run build &&
//   node scripts/bench/compare-builds.mjs /tmp/before/dist dist
import { resolve } from 'node:path';
import { lighthouse } from '../lib/lighthouse.mjs';
import { startSite } from '../lib/site.mjs';

const [before, after, roundsArg, ...pathsArg] = process.argv.slice(2);
if (!before || !after) {
  console.error(
    'Usage: node scripts/bench/compare-builds.mjs <before-dist> <after-dist> [rounds] [path …]',
  );
  process.exit(2);
}
const rounds = Number(roundsArg ?? 5);
const paths = pathsArg.length > 0 ? pathsArg : ['/', '/hi/', '/hi/academics', '/mr/brochure'];

const builds = [
  { name: 'before', ...(await startSite({ dist: resolve(before) })) },
  { name: 'after', ...(await startSite({ dist: resolve(after) })) },
];
/** @type {Record<string, { score: number[]; lcp: number[]; tbt: number[] }>} */
const results = {};
try {
  for (let round = 1; round <= rounds; round++) {
    for (const path of paths) {
      for (const build of round % 2 ? builds : [...builds].reverse()) {
        const report = await lighthouse(`${build.origin}${path}`, { categories: ['performance'] });
        const key = `${path} ${build.name}`;
        results[key] ??= { score: [], lcp: [], tbt: [] };
        results[key].score.push(Math.round(report.categories.performance.score * 100));
        results[key].lcp.push(report.audits['largest-contentful-paint'].numericValue);
        results[key].tbt.push(report.audits['total-blocking-time'].numericValue);
      }
    }
    console.log(`round ${round} of ${rounds} done`);
  }
} finally {
  for (const build of builds) void build.stop();
}

const median = (/** @type {number[]} */ values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};
console.log(
  `\nLighthouse performance, mobile, simulated throttling; median of ${rounds}, interleaved.`,
);
console.log('page               build   score  LCP ms  TBT ms');
for (const path of paths) {
  for (const { name } of builds) {
    const result = results[`${path} ${name}`];
    if (!result) continue;
    console.log(
      `${path.padEnd(18)} ${name.padEnd(6)} ${String(median(result.score)).padStart(6)} ${String(Math.round(median(result.lcp))).padStart(7)} ${String(Math.round(median(result.tbt))).padStart(7)}`,
    );
  }
  const [a, b] = builds.map(({ name }) => results[`${path} ${name}`]);
  if (a && b) {
    console.log(
      `${''.padEnd(18)} after/before: LCP ${(median(b.lcp) / median(a.lcp)).toFixed(2)}×, TBT ${(median(b.tbt) / Math.max(1, median(a.tbt))).toFixed(2)}×`,
    );
  }
}
