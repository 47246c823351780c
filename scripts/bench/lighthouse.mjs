// @ts-check
// `npm run lighthouse`: Lighthouse (mobile defaults) on every page in every language, from the
// built site. Prints one line per page and fails unless accessibility is 100 everywhere.
// Lighthouse is the project's pinned devDependency (see scripts/lib/lighthouse.mjs).
// Builds first if dist/ is stale.
import { lighthouse } from '../lib/lighthouse.mjs';
import { LANGUAGES, pathIn, startSite } from '../lib/site.mjs';

// Lighthouse refuses a page answered with status 404, so the 404 page is asked for by its
// file name (served with 200; the app shows the same page for it).
const PAGES = ['/', '/academics', '/brochure', '/404.html'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

const { origin, stop } = await startSite();
let failed = false;
try {
  console.log(['page'.padEnd(18), ...CATEGORIES.map((c) => c.slice(0, 13).padStart(14))].join(''));
  for (const language of LANGUAGES) {
    for (const rest of PAGES) {
      const path = pathIn(language, rest);
      const report = await lighthouse(`${origin}${path}`, { categories: CATEGORIES });
      const scores = CATEGORIES.map((c) => Math.round(report.categories[c].score * 100));
      const accessibility = scores[CATEGORIES.indexOf('accessibility')];
      if (accessibility !== 100) {
        failed = true;
        const failing = Object.values(report.audits).filter(
          (audit) => audit.score === 0 && audit.scoreDisplayMode === 'binary',
        );
        console.log(`  ${path}: ${failing.map((audit) => audit.id).join(', ')}`);
      }
      console.log([path.padEnd(18), ...scores.map((s) => String(s).padStart(14))].join(''));
    }
  }
} finally {
  stop();
}
if (failed) {
  console.error('Accessibility is below 100 on a page (see above).');
  process.exit(1);
}
