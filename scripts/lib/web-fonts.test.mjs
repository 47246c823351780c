// The web fonts cut at build time (scripts/build/subset-fonts.mjs): Devanagari's must draw every
// character of the Hindi and Marathi text, in both weights, and stay small; a script the
// registry adds is cut the same way.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fontverter from 'fontverter';
import * as hb from 'harfbuzzjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { FONT_WEIGHTS, inUnicodeRange, webFonts } from '../../locales/languages.mjs';
import { fontCodePoints, maxBytes, subsetInstances } from './web-fonts.mjs';

const deva = /** @type {import('../../locales/languages.mjs').WebFont} */ (
  webFonts().find((entry) => entry.script === 'Deva')
);
const WEIGHTS = FONT_WEIGHTS.map(({ weight }) => weight);

const root = join(import.meta.dirname, '..', '..');
const isDevanagari = (/** @type {number} */ code) => code >= 0x0900 && code <= 0x097f;

/** Every Devanagari code point in the Hindi and Marathi locale files, read afresh here. */
function localeDevanagari() {
  /** @type {Set<number>} */
  const codes = new Set();
  for (const language of ['hi', 'mr']) {
    const dir = join(root, 'locales', language);
    for (const name of readdirSync(dir).filter((file) => file.endsWith('.json'))) {
      for (const char of readFileSync(join(dir, name), 'utf8')) {
        const code = /** @type {number} */ (char.codePointAt(0));
        if (isDevanagari(code)) codes.add(code);
      }
    }
  }
  return codes;
}

/** @type {Map<number, Buffer>} */
let instances;
/** @type {number[]} */
let codePoints;
beforeAll(async () => {
  codePoints = await fontCodePoints(deva);
  instances = await subsetInstances(deva, codePoints);
}, 60_000);

describe('the Devanagari font instances', () => {
  it('cover every Devanagari character of the locale files, the digits and the danda', () => {
    const wanted = localeDevanagari();
    for (let code = 0x0964; code <= 0x096f; code++) wanted.add(code);
    expect(wanted.size).toBeGreaterThan(50);
    for (const code of wanted) expect(codePoints).toContain(code);
  });

  it('keep only characters of the face’s unicode-range', () => {
    for (const code of codePoints) {
      expect(inUnicodeRange(deva.font.unicodeRange, code)).toBe(true);
    }
  });

  it.each(WEIGHTS)(
    'weight %i: has a glyph for each of them, is static and under 60 KB',
    async (weight) => {
      const data = /** @type {Buffer} */ (instances.get(weight));
      expect(data.subarray(0, 4).toString('latin1')).toBe('wOF2');
      expect(data.length).toBeLessThanOrEqual(maxBytes(deva));
      const face = new hb.Face(new hb.Blob(await fontverter.convert(data, 'sfnt')));
      const font = new hb.Font(face);
      expect(face.getAxisInfos()).toEqual({});
      const missing = codePoints.filter((code) => !font.nominalGlyph(code));
      expect(missing.map((code) => code.toString(16))).toEqual([]);
    },
  );

  it('shape conjunct-heavy words of the locale files with no missing glyph or dotted circle', async () => {
    const sfnt = await fontverter.convert(/** @type {Buffer} */ (instances.get(700)), 'sfnt');
    const font = new hb.Font(new hb.Face(new hb.Blob(sfnt)));
    // Spaces are not in the face (Latin text never selects it), so words go one by one.
    for (const word of ['दृष्टिक्षेपात', 'स्कूल', 'कॅम्पस', 'प्रवेश', 'विद्यार्थ्यांना']) {
      const buffer = new hb.Buffer();
      buffer.addText(word);
      buffer.guessSegmentProperties();
      hb.shape(font, buffer);
      const glyphs = buffer.getGlyphInfos().map((info) => info.codepoint);
      expect(glyphs, word).not.toContain(0);
      expect(glyphs, word).not.toContain(font.nominalGlyph(0x25cc));
    }
  });
});

describe('a web font the registry adds for another script', () => {
  // Gujarati in Baloo Bhai 2, as a team adding Gujarati would write it (locales/README.md).
  /** @type {import('../../locales/languages.mjs').WebFont} */
  const gujarati = {
    script: 'Gujr',
    key: 'gujr',
    languages: [],
    pages: ':lang(gu)',
    font: {
      ...deva.font,
      family: 'Baloo Bhai 2',
      source: '@fontsource-variable/baloo-bhai-2/files/baloo-bhai-2-gujarati-wght-normal.woff2',
      sample: 'ક',
      unicodeRange: [
        [0x0a80, 0x0aff],
        [0x200c, 0x200d],
      ],
      fallbacks: [],
    },
  };

  it('keeps its own digits and cuts both weights, static, with a glyph for each', async () => {
    const codes = await fontCodePoints(gujarati);
    expect(codes).toEqual(expect.arrayContaining([0x0ae6, 0x0aef, 0x200c, 0x200d]));
    expect(codes.every((code) => inUnicodeRange(gujarati.font.unicodeRange, code))).toBe(true);
    const cut = await subsetInstances(gujarati, [...codes, 0x0a95, 0x0abe]);
    for (const weight of WEIGHTS) {
      const data = /** @type {Buffer} */ (cut.get(weight));
      expect(data.length).toBeLessThanOrEqual(maxBytes(gujarati));
      const face = new hb.Face(new hb.Blob(await fontverter.convert(data, 'sfnt')));
      expect(face.getAxisInfos()).toEqual({});
      expect(new hb.Font(face).nominalGlyph(0x0a95)).toBeTruthy();
    }
  }, 60_000);
});
