// @ts-check
// Draws the Open Graph image of each language (1200×630 JPEG in public/og/): the crest, the
// school's name and its tagline in that language, so a link shared in a parents' chat shows a
// card in the reader's language. Run `node scripts/build/og-images.mjs` after changing the name or
// tagline; the images are committed.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { launchChromium } from '../lib/browser.mjs';
import { cssUnicodeRange, LANGUAGE_CODES, webFonts } from '../../locales/languages.mjs';
import { sourceFile } from '../lib/web-fonts.mjs';

const root = new URL('../..', import.meta.url);
const crest = await readFile(new URL('public/favicon.svg', root), 'utf8');
// Each script's text in the site's own face, the variable font the registry names (Baloo 2
// for Devanagari), all under one family name: unicode-range picks the face.
const fontFaces = (
  await Promise.all(
    webFonts().map(
      async (webFont) =>
        `@font-face { font-family: SiteFont; src: url(data:font/woff2;base64,${(await readFile(sourceFile(webFont))).toString('base64')}) format('woff2');
      unicode-range: ${cssUnicodeRange(webFont.font.unicodeRange)}; font-weight: 400 800; }`,
    ),
  )
).join('\n');

const browser = await launchChromium();
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });

for (const language of LANGUAGE_CODES) {
  const common = JSON.parse(
    await readFile(new URL(`locales/${language}/common.json`, root), 'utf8'),
  );
  const esc = (/** @type {string} */ text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  await page.setContent(`<!doctype html><html lang="${language}"><head><style>
    ${fontFaces}
    body { margin: 0; width: 1200px; height: 630px; display: flex; align-items: center; gap: 56px;
      padding: 0 80px; box-sizing: border-box; font-family: system-ui, 'Noto Sans', SiteFont, sans-serif;
      background: radial-gradient(circle at 88% 18%, #f2b84b66, transparent 42%), linear-gradient(160deg, #fdf1d8, #fbf8f2 65%); color: #1d3a6e; }
    svg { width: 240px; height: 280px; flex: none; }
    h1 { font-family: SiteFont, system-ui, sans-serif; font-size: 72px; line-height: 1.15; margin: 0 0 20px; font-weight: 800; }
    p { font-size: 34px; line-height: 1.4; margin: 0 0 18px; color: #1f2430; font-family: SiteFont, system-ui, sans-serif; }
    .place { font-size: 28px; color: #4a5163; font-weight: 700; }
  </style></head><body>${crest}<div><h1>${esc(common.school.name)}</h1><p>${esc(common.school.tagline)}</p><p class="place">${esc(common.school.locality)}</p></div></body></html>`);
  await page.evaluate(() => document.fonts.ready);
  const file = fileURLToPath(new URL(`public/og/${language}.jpg`, root));
  // JPEG keeps the card small enough for chat apps' link previews (some drop images over 300 KB).
  await page.screenshot({ path: file, type: 'jpeg', quality: 85 });
  console.log(`public/og/${language}.jpg`);
}
await browser.close();
