// @ts-check
// `npm run budget`: what each prerendered page makes the browser download before it is
// interactive (the entry script and everything the HTML preloads), gzipped, against the
// budget; and the pictures the page shows (every <img>, lazy ones too), gzipped as served.
// The Devanagari font's two files are listed at the end, not per page: they come after load.
// Run after `npm run build`.
import { readFile, readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/**
 * First-load JavaScript per page, gzip. The stack alone (React, React DOM, React Router,
 * i18next, react-i18next, the detector) is ~118 KB; the target for everything is 125 KB.
 * Pages are split into their own chunks and the tour dialog loads on demand; the limit
 * below is what the site holds to today, so any growth fails the build and gets a look.
 */
const JS_BUDGET_KB = 140;
const dist = fileURLToPath(new URL('../dist/', import.meta.url));

async function htmlFiles(/** @type {string} */ dir) {
  /** @type {string[]} */
  const out = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory() && entry.name !== 'assets') out.push(...(await htmlFiles(path)));
    else if (entry.name.endsWith('.html')) out.push(path);
  }
  return out;
}

const gzipKb = (/** @type {Buffer | string} */ data) => gzipSync(data).length / 1024;
let failed = false;
console.log(
  'page                         JS gz KB  CSS gz KB  HTML gz KB  requests  art gz KB  (raw)',
);
for (const file of (await htmlFiles(dist)).sort()) {
  const html = await readFile(file, 'utf8');
  const scripts = [...html.matchAll(/<script type="module"[^>]*src="([^"]+)"/g)].map(
    (m) => m[1] ?? '',
  );
  const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map(
    (m) => m[1] ?? '',
  );
  // Every picture: the eager ones are requests before the page is interactive; all of them
  // are its art.
  const imageTags = [...html.matchAll(/<img [^>]*>/g)].map((m) => m[0]);
  const srcOf = (/** @type {string} */ tag) => /src="([^"]+)"/.exec(tag)?.[1] ?? '';
  const images = imageTags.filter((tag) => !tag.includes('loading="lazy"')).map(srcOf);
  let art = 0;
  let artRaw = 0;
  for (const src of new Set(imageTags.map(srcOf))) {
    const data = await readFile(join(dist, src));
    art += gzipKb(data);
    artRaw += data.length / 1024;
  }
  let js = 0;
  for (const src of new Set([...scripts, ...preloads]))
    js += gzipKb(await readFile(join(dist, src)));
  const css = gzipKb([...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join(''));
  const requests = 1 + new Set([...scripts, ...preloads]).size + new Set(images).size;
  const over = js > JS_BUDGET_KB;
  failed ||= over;
  console.log(
    `${relative(dist, file).padEnd(28)} ${js.toFixed(1).padStart(8)}  ${css.toFixed(1).padStart(9)}  ${gzipKb(html).toFixed(1).padStart(10)}  ${String(requests).padStart(8)}  ${art.toFixed(1).padStart(9)}  ${`(${artRaw.toFixed(1)})`.padStart(6)}${over ? '  OVER BUDGET' : ''}`,
  );
}
// The Devanagari face is not among a page's requests: no page preloads it, and Hindi and
// Marathi pages ask for it only after the load event (src/styles/loadFont.ts).
const fontFiles = (await readdir(join(dist, 'assets'))).filter((name) => name.endsWith('.woff2'));
const fontSizes = await Promise.all(
  fontFiles.map(
    async (name) =>
      `${name} ${((await readFile(join(dist, 'assets', name))).length / 1024).toFixed(1)} KB`,
  ),
);
console.log(`\nFetched after load on Hindi and Marathi pages: ${fontSizes.join(', ')}`);
if (failed) {
  console.error(
    `\nA page loads more than ${JS_BUDGET_KB} KB of JavaScript (gzip) before it is interactive.`,
  );
  process.exit(1);
}
