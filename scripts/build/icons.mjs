// @ts-check
// Draws the site's icons from the crest (public/favicon.svg) in Chromium, the way
// scripts/build/og-images.mjs draws the link-preview cards: the PNGs that the web-app manifests and
// iOS's home screen use, and favicon.ico. Which icons, how big and on what background is in
// scripts/lib/web-app.mjs. Run `node scripts/build/icons.mjs` after changing the crest; the icons
// are committed.
import { readFile, writeFile } from 'node:fs/promises';
import { launchChromium } from '../lib/browser.mjs';
import { FAVICON_ICO_SIZES, ICONS, icoFile, tokenColor } from '../lib/web-app.mjs';

const root = new URL('../..', import.meta.url);
const crest = await readFile(new URL('public/favicon.svg', root), 'utf8');
const tokens = await readFile(new URL('src/styles/_tokens.scss', root), 'utf8');
const backgrounds = { paper: tokenColor(tokens, 'color-paper') };
const viewBox = /viewBox="[-\d.]+ [-\d.]+ ([\d.]+) ([\d.]+)"/.exec(crest);
if (!viewBox) throw new Error('public/favicon.svg has no viewBox');
const aspect = Number(viewBox[1]) / Number(viewBox[2]);

const browser = await launchChromium();
const page = await browser.newPage();

/** The crest, `share` of the icon's height, centred on `background` (transparent if null). */
async function draw(
  /** @type {number} */ size,
  /** @type {number} */ share,
  /** @type {string | null} */ background,
) {
  await page.setViewportSize({ width: size, height: size });
  const height = size * share;
  await page.setContent(`<!doctype html><html><head><style>
    body { margin: 0; height: 100vh; display: flex; align-items: center; justify-content: center;
      background: ${background ?? 'transparent'}; }
    svg { flex: none; width: ${height * aspect}px; height: ${height}px; }
  </style></head><body>${crest}</body></html>`);
  return page.screenshot({ type: 'png', omitBackground: !background });
}

/** @param {string} file @param {Uint8Array} data */
async function save(file, data) {
  await writeFile(new URL(`public/${file}`, root), data);
  console.log(`public/${file} (${data.length} bytes)`);
}

for (const icon of ICONS) {
  await save(
    icon.file,
    await draw(icon.size, icon.crest, icon.background && backgrounds[icon.background]),
  );
}
/** @type {{ size: number; png: Uint8Array }[]} */
const images = [];
for (const size of FAVICON_ICO_SIZES) images.push({ size, png: await draw(size, 1, null) });
await save('favicon.ico', icoFile(images));
await browser.close();
