// @ts-check
// `npm run budget`: what each prerendered page makes a browser download before it is
// interactive, measured in a real browser (Chromium, a fresh profile per page): every script
// requested before the app marks itself hydrated (`performance.mark('hydrated')`), gzipped as
// served, against the budget; and, to show the rest, all the script a visit fetches until the
// network is idle, the page's stylesheets (which are inside its HTML) and HTML (gzip), and the pictures it shows (every
// <img>, lazy ones too). Builds the site first if it is stale.
import { readFile, readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchChromium } from './lib/browser.mjs';
import { firstLoadScripts, totalBytes } from './lib/first-load.mjs';
import { root, startSite } from './lib/site.mjs';

/**
 * First-load JavaScript per page, gzip as served (the build's precompressed files): at most
 * 126 KB on every page. The stack alone (React, React DOM, React Router, i18next,
 * react-i18next), as a bare page of it measures (`npm run bench --bare`), is ~109 KB of it.
 * (125 KB until the home page's call link, the hydration that waits and retries instead of
 * breaking, and the names of the inlined stylesheets took it to 125.4 KB on /mr/.)
 */
const JS_LIMIT_KB = 126;
const dist = join(root, 'dist');

async function htmlFiles(/** @type {string} */ dir) {
  /** @type {string[]} */
  const out = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory() && entry.name !== 'assets') out.push(...(await htmlFiles(path)));
    // The offline page is no page of the site: the service worker shows it, with no app.
    else if (entry.name.endsWith('.html') && entry.name !== 'offline.html') out.push(path);
  }
  return out;
}

/** The URL a built file is served at: `hi/academics/index.html` → `/hi/academics`. */
function urlOf(/** @type {string} */ file) {
  const path = relative(dist, file).split('\\').join('/');
  // A 404 page is what an unknown path of its language gets.
  if (path.endsWith('404.html')) return `/${path.replace('404.html', '')}no-such-page`;
  return `/${path.replace(/index\.html$/, '')}`.replace(/(.)\/$/, '$1');
}

const gzipKb = (/** @type {Buffer | string} */ data) => gzipSync(data).length / 1024;
const kb = (/** @type {number} */ bytes) => bytes / 1024;
const column = (/** @type {number} */ value, /** @type {number} */ width) =>
  value.toFixed(1).padStart(width);

const { origin, stop } = await startSite();
const browser = await launchChromium();
let failed = false;
try {
  console.log(
    'page                         JS gz KB  (to idle)  CSS gz KB  HTML gz KB  art gz KB  (raw)',
  );
  for (const file of (await htmlFiles(dist)).sort()) {
    const html = await readFile(file, 'utf8');
    const context = await browser.newContext();
    const page = await context.newPage();
    const load = await firstLoadScripts(page, `${origin}${urlOf(file)}`);
    await context.close();
    if (load.until !== 'hydrated') {
      throw new Error(`${urlOf(file)} never marked itself hydrated`);
    }
    const js = kb(totalBytes(load.beforeHydrated));
    const idle = kb(totalBytes(load.untilIdle));
    let css = 0;
    // The page's stylesheets travel inside its HTML (scripts/prerender.mjs): counted in both.
    for (const [, href] of html.matchAll(/<style data-href="([^"]+)"/g)) {
      css += gzipKb(await readFile(join(dist, href ?? '')));
    }
    const imageSources = new Set(
      [...html.matchAll(/<img [^>]*src="([^"]+)"/g)].map((match) => match[1] ?? ''),
    );
    let art = 0;
    let artRaw = 0;
    for (const src of imageSources) {
      const data = await readFile(join(dist, src));
      art += gzipKb(data);
      artRaw += kb(data.length);
    }
    const over = js > JS_LIMIT_KB;
    failed ||= over;
    console.log(
      `${relative(dist, file).padEnd(28)} ${column(js, 8)}  ${column(idle, 9)}  ${column(css, 9)}  ${column(gzipKb(html), 10)}  ${column(art, 9)}  ${`(${artRaw.toFixed(1)})`.padStart(6)}${over ? `  OVER THE ${JS_LIMIT_KB} KB BUDGET` : ''}`,
    );
  }
} finally {
  await browser.close();
  stop();
}
// The Devanagari face is not among a page's first-load requests: no page preloads it, and
// Hindi and Marathi pages ask for it only after the load event (src/fontLoading/loadFont.ts).
const fontFiles = (await readdir(join(dist, 'assets'))).filter((name) => name.endsWith('.woff2'));
const fontSizes = await Promise.all(
  fontFiles.map(
    async (name) =>
      `${name} ${kb((await readFile(join(dist, 'assets', name))).length).toFixed(1)} KB`,
  ),
);
console.log(`\nFetched after load on Hindi and Marathi pages: ${fontSizes.join(', ')}`);
if (failed) {
  console.error(
    `\nA page loads more than ${JS_LIMIT_KB} KB of JavaScript (gzip) before it is hydrated.`,
  );
  process.exit(1);
}
