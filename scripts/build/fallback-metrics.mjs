// @ts-check
// `node scripts/build/fallback-metrics.mjs <script> <regular.ttf> <bold.ttf>` (e.g. `Deva
// /usr/share/fonts/truetype/noto/NotoSansDevanagari-Regular.ttf …-Bold.ttf`): the overrides
// that make a system face take the room a script's web font will take, for that font's
// `fallbacks` in the registry (locales/languages.mjs). Both are measured with HarfBuzz (as
// Chromium shapes): every run of the script in its languages' locale files is shaped in our
// static instances (scripts/build/subset-fonts.mjs; run it first) and in the given face, and
// size-adjust is the ratio of their total advances; the vertical overrides are the web font's
// own ascent, descent and line gap (its OS/2 typo metrics where it asks for them; Baloo 2's
// hhea has the same numbers) divided by that size-adjust, as the overrides apply to the
// adjusted size.
import { join } from 'node:path';
import { FONT_WEIGHTS, fontFileName, inUnicodeRange, webFonts } from '../../locales/languages.mjs';
import { fontCodePoints, localeStrings, OUTPUT_DIR } from '../lib/web-fonts.mjs';
import { advanceWidth, openFont } from '../lib/text-width.mjs';

const [script, regular, bold] = process.argv.slice(2);
const webFont = webFonts().find((entry) => entry.script === script);
if (!webFont || !regular || !bold) {
  console.error(
    `Usage: node scripts/build/fallback-metrics.mjs <script> <regular.ttf> <bold.ttf>\n  <script>: ${webFonts()
      .map((entry) => entry.script)
      .join(', ')}`,
  );
  process.exit(1);
}
const ranges = webFont.font.unicodeRange;

/** Every run of the script (between spaces and Latin) of its languages' strings. */
const texts = (await localeStrings(webFont)).flatMap((text) =>
  [...text]
    .map((char) =>
      inUnicodeRange(ranges, /** @type {number} */ (char.codePointAt(0))) ? char : ' ',
    )
    .join('')
    .split(' ')
    .filter(Boolean),
);

console.log(`${texts.length} ${script} runs, ${(await fontCodePoints(webFont)).length} characters`);
const faces = /** @type {Record<number, string>} */ ({ 400: regular, 700: bold });
for (const { weight } of FONT_WEIGHTS) {
  const fallback = /** @type {string} */ (faces[weight]);
  const ours = await openFont(join(OUTPUT_DIR, fontFileName(webFont, weight)));
  const other = await openFont(fallback);
  const sizeAdjust = advanceWidth(ours, texts) / advanceWidth(other, texts);
  const { ascender, descender, lineGap } = ours.font.hExtents();
  const percent = (/** @type {number} */ value) =>
    `'${((value / ours.face.upem / sizeAdjust) * 100).toFixed(2)}%'`;
  console.log(`${weight}: { // against ${fallback}
  sizeAdjust: '${(sizeAdjust * 100).toFixed(2)}%',
  ascentOverride: ${percent(ascender)},
  descentOverride: ${percent(-descender)},
  lineGapOverride: ${percent(lineGap)},
},`);
}
