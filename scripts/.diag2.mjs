import { launchChromium } from './lib/browser.mjs';
import { startSite } from './lib/site.mjs';
import { buildBench } from './bench/build-bare.mjs';
const benchRoot = await buildBench();
const site = await startSite({ port: 4391, env: { BENCH_ROOT: benchRoot } });
const browser = await launchChromium();
try {
  for (const block of [false, true, false, true])
    for (const p of ['/', '/hi/', '/__bench/bare/']) {
      const ctx = await browser.newContext();
      const page = await ctx.newPage();
      if (block) await page.route(/\.js$/, (r) => r.abort());
      await page.goto(site.origin + p, { waitUntil: 'load' });
      await page.waitForTimeout(500);
      const r = await page.evaluate(() => {
        const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
        const h = performance.getEntriesByName('hydrated')[0]?.startTime;
        const scripts = performance
          .getEntriesByType('resource')
          .filter((e) => e.initiatorType === 'script' || e.name.endsWith('.js'));
        const firstEval = Math.min(...scripts.map((s) => s.responseEnd));
        return {
          fcp: Math.round(fcp),
          hydrated: Math.round(h),
          firstScriptEnd: Math.round(firstEval),
          dcl: Math.round(performance.getEntriesByType('navigation')[0].domContentLoadedEventEnd),
        };
      });
      console.log(block ? 'noJS' : 'JS  ', p.padEnd(16), JSON.stringify(r));
      await ctx.close();
    }
} finally {
  await browser.close();
  site.stop();
}
