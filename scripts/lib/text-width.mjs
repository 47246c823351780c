// @ts-check
// Exports openFont() and advanceWidth(): text widths in ems as Chromium's shaper (HarfBuzz)
// lays them out, for scripts that size text without a browser (scripts/fallback-metrics.mjs,
// the home-screen name's width in npm run i18n:check), and textWidth(), which measures mixed
// Devanagari and Latin text in Baloo 2.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontverter from 'fontverter';
import * as hb from 'harfbuzzjs';
import { UNICODE_RANGE } from './devanagari-font.mjs';

/** @typedef {{ face: hb.Face; font: hb.Font }} OpenFont */

/** Opens a font file (TTF, OTF, WOFF or WOFF2) for shaping. */
export async function openFont(/** @type {string} */ file) {
  const face = new hb.Face(new hb.Blob(await fontverter.convert(await readFile(file), 'sfnt')));
  return { face, font: new hb.Font(face) };
}

/** Total advance of the texts, each shaped as one run, in ems. */
export function advanceWidth(
  /** @type {OpenFont} */ { face, font },
  /** @type {string[]} */ texts,
) {
  let total = 0;
  for (const text of texts) {
    const buffer = new hb.Buffer();
    buffer.addText(text);
    buffer.guessSegmentProperties();
    hb.shape(font, buffer);
    for (const position of buffer.getGlyphPositions()) total += position.xAdvance;
  }
  return total / face.upem;
}

const resolveFont = (/** @type {string} */ subset) =>
  createRequire(import.meta.url).resolve(
    `@fontsource-variable/baloo-2/files/baloo-2-${subset}-wght-normal.woff2`,
  );

/** @type {Promise<{ devanagari: OpenFont; latin: OpenFont }> | undefined} */
let baloo;

/** The width of `text` in Baloo 2, in ems: Devanagari runs in its Devanagari face, the rest Latin. */
export async function textWidth(/** @type {string} */ text) {
  baloo ??= Promise.all([openFont(resolveFont('devanagari')), openFont(resolveFont('latin'))]).then(
    ([devanagari, latin]) => ({ devanagari, latin }),
  );
  const fonts = await baloo;
  const isDevanagari = (/** @type {string} */ char) => {
    const code = /** @type {number} */ (char.codePointAt(0));
    return UNICODE_RANGE.some(([from, to]) => code >= from && code <= to) && char !== ' ';
  };
  let width = 0;
  let run = '';
  let runIsDevanagari = false;
  const flush = () => {
    if (run) width += advanceWidth(runIsDevanagari ? fonts.devanagari : fonts.latin, [run]);
    run = '';
  };
  for (const char of text) {
    if (run && isDevanagari(char) !== runIsDevanagari) flush();
    runIsDevanagari = isDevanagari(char);
    run += char;
  }
  flush();
  return width;
}
