// @ts-check
// `node scripts/fallback-metrics.mjs <regular.ttf> <bold.ttf>`: the @font-face overrides
// that make a system Devanagari face take the room Baloo 2 will take, for the metric-matched
// fallback in src/styles/global.scss. Both are measured with HarfBuzz (as Chromium shapes):
// every Devanagari run of the Hindi and Marathi locale files is shaped in our static
// instances (scripts/subset-fonts.mjs; run it first) and in the given face, and
// size-adjust is the ratio of their total advances; the vertical overrides are Baloo 2's own
// ascent, descent and line gap (OS/2 typo metrics, USE_TYPO_METRICS set; hhea has the same
// numbers) divided by that size-adjust, as the overrides apply to the adjusted size.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  devanagariCodePoints,
  fileName,
  OUTPUT_DIR,
  UNICODE_RANGE,
  devanagariLanguages,
} from './lib/devanagari-font.mjs';
import { advanceWidth, openFont } from './lib/text-width.mjs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const [regular, bold] = process.argv.slice(2);
if (!regular || !bold) {
  console.error('Usage: node scripts/fallback-metrics.mjs <regular.ttf> <bold.ttf>');
  process.exit(1);
}

const inRange = (/** @type {number} */ code) =>
  UNICODE_RANGE.some(([from, to]) => code >= from && code <= to);

/** Every Devanagari run (between spaces and Latin) of the Hindi and Marathi strings. */
async function runs() {
  /** @type {string[]} */
  const out = [];
  /** @param {unknown} node */
  const walk = (node) => {
    if (typeof node === 'string') {
      let run = '';
      for (const char of node) {
        if (inRange(/** @type {number} */ (char.codePointAt(0)))) run += char;
        else if (run) {
          out.push(run);
          run = '';
        }
      }
      if (run) out.push(run);
    } else if (node && typeof node === 'object') Object.values(node).forEach(walk);
  };
  for (const language of devanagariLanguages) {
    const dir = join(root, 'locales', language);
    for (const name of await readdir(dir)) {
      if (name.endsWith('.json')) walk(JSON.parse(await readFile(join(dir, name), 'utf8')));
    }
  }
  return out;
}

const texts = await runs();
console.log(`${texts.length} Devanagari runs, ${(await devanagariCodePoints()).length} characters`);
for (const [weight, fallback] of /** @type {const} */ ([
  [400, regular],
  [700, bold],
])) {
  const baloo = await openFont(join(OUTPUT_DIR, fileName(weight)));
  const other = await openFont(fallback);
  const sizeAdjust = advanceWidth(baloo, texts) / advanceWidth(other, texts);
  const { ascender, descender, lineGap } = baloo.font.hExtents();
  const percent = (/** @type {number} */ value) =>
    `${((value / baloo.face.upem / sizeAdjust) * 100).toFixed(2)}%`;
  console.log(`${weight} against ${fallback}:
  size-adjust: ${(sizeAdjust * 100).toFixed(2)}%;
  ascent-override: ${percent(ascender)};
  descent-override: ${percent(-descender)};
  line-gap-override: ${percent(lineGap)};`);
}
