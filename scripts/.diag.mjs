import { lighthouse } from './lib/lighthouse.mjs';
import { startSite } from './lib/site.mjs';
import { buildBench } from './bench/build-bare.mjs';
const benchRoot = await buildBench();
const site = await startSite({ port: 4391, env: { BENCH_ROOT: benchRoot } });
const pages = process.argv.slice(2);
try {
  for (let r = 0; r < 4; r++)
    for (const p of pages) {
      const lhr = await lighthouse(site.origin + p, { categories: ['performance'], port: 4392 });
      const m = lhr.audits.metrics.details.items[0];
      const reqs = lhr.audits['network-requests'].details.items;
      const scripts = reqs.filter((r) => r.resourceType === 'Script');
      const lastScriptEnd = Math.max(...scripts.map((s) => s.networkEndTime));
      console.log(
        p.padEnd(20),
        'simLCP',
        Math.round(m.largestContentfulPaint),
        'obsLCP',
        Math.round(m.observedLargestContentfulPaint),
        'obsFCP',
        Math.round(m.observedFirstContentfulPaint),
        'lastScriptEnd',
        Math.round(lastScriptEnd),
        'firstScriptEnd',
        Math.round(Math.min(...scripts.map((s) => s.networkEndTime))),
        'nScripts',
        scripts.length,
      );
    }
} finally {
  site.stop();
}
