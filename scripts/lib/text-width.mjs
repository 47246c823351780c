// @ts-check
// Exports openFont() and advanceWidth(): text widths in ems as Chromium's shaper (HarfBuzz)
// lays them out, for scripts that size text without a browser (scripts/build/fallback-metrics.mjs,
// the home-screen name's width in npm run i18n:check), and textWidth(), which measures mixed
// text, each script in its web font (Devanagari in Baloo 2) and Latin in Baloo 2's Latin.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontverter from 'fontverter';
import * as hb from 'harfbuzzjs';
import { inUnicodeRange, webFonts } from '../../locales/languages.mjs';
import { sourceFile } from './web-fonts.mjs';

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

/** Latin text is measured in Baloo 2's Latin file, as wide as the system faces within a few %. */
const LATIN_FONT = createRequire(import.meta.url).resolve(
  '@fontsource-variable/baloo-2/files/baloo-2-latin-wght-normal.woff2',
);

/** @type {Map<string, Promise<OpenFont>>} */
const opened = new Map();
const open = (/** @type {string} */ file) => {
  if (!opened.has(file)) opened.set(file, openFont(file));
  return /** @type {Promise<OpenFont>} */ (opened.get(file));
};

/**
 * The width of `text`, in ems: each run of a script with a web font (Devanagari) in that font
 * (the registry's variable font, locales/languages.mjs), the rest in Latin.
 */
export async function textWidth(/** @type {string} */ text) {
  const fonts = webFonts();
  /** The web font that draws a character, or Latin (-1). */
  const fontOf = (/** @type {string} */ char) =>
    char === ' '
      ? -1
      : fonts.findIndex(({ font }) =>
          inUnicodeRange(font.unicodeRange, /** @type {number} */ (char.codePointAt(0))),
        );
  let width = 0;
  let run = '';
  let runFont = -1;
  const flush = async () => {
    if (run) {
      const webFont = fonts[runFont];
      const file = webFont ? sourceFile(webFont) : LATIN_FONT;
      width += advanceWidth(await open(file), [run]);
    }
    run = '';
  };
  for (const char of text) {
    if (run && fontOf(char) !== runFont) await flush();
    runFont = fontOf(char);
    run += char;
  }
  await flush();
  return width;
}
