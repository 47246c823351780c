// @ts-check
// `npm run budget`: the JavaScript each prerendered page loads before it is live, as the build
// says it (no browser, no timing): the page's entry script and the chunks its head preloads for
// hydration (`<link rel="modulepreload">`, written by scripts/build/prerender.mjs;
// tests/e2e/prerender.spec.ts checks a browser asks for nothing else before the page is live),
// at the size of the build's own gzip copies (scripts/build/compress.mjs).
//
// Two parts, each with its own limit, and their sum:
// - the shared code: the files every page loads, in every language (the libraries, React, React
//   Router, i18next, in the vendor chunk; the entry; the start of the app);
// - each page's own: its code and its text in its language.
// Also, to show the rest (not budgeted): the page's stylesheets (inside its HTML), its HTML and
// the pictures it shows (every <img>, lazy ones too), gzip. Builds nothing: run `npm run build`
// first.
import { existsSync } from 'node:fs';
import { readFile, readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { firstLoadOf, LIMITS_KB, overLimits, split } from '../lib/budget.mjs';
import { root } from '../lib/site.mjs';

const dist = join(root, 'dist');

/** Every page's HTML file, but the offline page and the enquiry pages (no app in them). */
async function htmlFiles(/** @type {string} */ dir) {
  /** @type {string[]} */
  const out = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    // Not pages of the app: the built files, and the enquiries service's script-free pages
    // (server/pages.mjs).
    if (entry.isDirectory() && entry.name !== 'assets' && entry.name !== 'enquiry')
      out.push(...(await htmlFiles(path)));
    else if (entry.name.endsWith('.html') && entry.name !== 'offline.html') out.push(path);
  }
  return out.sort();
}

/** Bytes of the build's gzip copy of a file under dist/ (`/assets/x.js`). */
async function gzipBytes(/** @type {string} */ href) {
  const file = join(dist, href);
  const copy = `${file}.gz`;
  return existsSync(copy) ? (await readFile(copy)).length : gzipSync(await readFile(file)).length;
}

async function main() {
  if (!existsSync(join(dist, 'index.html'))) {
    console.error('No build in dist/: run `npm run build` first.');
    process.exit(1);
  }
  const files = await htmlFiles(dist);
  /** @type {Map<string, string>} */
  const htmlOf = new Map();
  for (const file of files) htmlOf.set(file, await readFile(file, 'utf8'));
  const pages = files.map((file) => ({
    page: relative(dist, file),
    scripts: firstLoadOf(htmlOf.get(file) ?? ''),
  }));
  const result = await split(pages, gzipBytes);
  const kb = (/** @type {number} */ bytes) => (bytes / 1024).toFixed(1);

  console.log(
    `JavaScript before a page is live, gzip KB; shared by every page: ${kb(result.sharedBytes)}` +
      ` (limit ${LIMITS_KB.shared}): ${result.shared.map((href) => href.replace('/assets/', '')).join(', ')}\n`,
  );
  console.log('page                          own  total   CSS gz KB  HTML gz KB  art gz KB  (raw)');
  for (const { page, ownBytes, totalBytes } of result.pages) {
    const html = htmlOf.get(join(dist, page)) ?? '';
    let css = 0;
    // The page's stylesheets travel inside its HTML (scripts/build/prerender.mjs): counted in both.
    for (const [, href] of html.matchAll(/<style data-href="([^"]+)"/g)) {
      css += await gzipBytes(href ?? '');
    }
    let art = 0;
    let artRaw = 0;
    for (const src of new Set([...html.matchAll(/<img [^>]*src="([^"]+)"/g)].map((m) => m[1]))) {
      art += await gzipBytes(src ?? '');
      artRaw += (await readFile(join(dist, src ?? ''))).length;
    }
    console.log(
      `${page.padEnd(28)} ${kb(ownBytes).padStart(4)} ${kb(totalBytes).padStart(6)} ${kb(css).padStart(11)} ${kb(gzipSync(html).length).padStart(11)} ${kb(art).padStart(10)}  ${`(${kb(artRaw)})`.padStart(6)}`,
    );
  }
  console.log(`\nLimits: own ${LIMITS_KB.own} KB, total ${LIMITS_KB.total} KB per page.`);
  // Not budgeted: the Devanagari face, which no page preloads. Hindi and Marathi pages' first
  // layout asks for it, and their first paint does not wait for it (`font-display: swap`).
  const fonts = (await readdir(join(dist, 'assets'))).filter((name) => name.endsWith('.woff2'));
  const fontSizes = await Promise.all(
    fonts.map(
      async (name) => `${name} ${kb((await readFile(join(dist, 'assets', name))).length)} KB`,
    ),
  );
  console.log(`Fetched by Hindi and Marathi pages, not preloaded: ${fontSizes.join(', ')}`);

  const over = overLimits(result);
  if (over.length > 0) {
    console.error(`\nOver the budget: ${over.join('; ')}.`);
    process.exit(1);
  }
}

await main();
