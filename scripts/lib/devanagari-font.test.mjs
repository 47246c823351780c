// @vitest-environment node
// The Devanagari font cut at build time (scripts/subset-fonts.mjs) must draw every character
// of the Hindi and Marathi text, in both weights, and stay small.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fontverter from 'fontverter';
import * as hb from 'harfbuzzjs';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  devanagariCodePoints,
  MAX_BYTES,
  subsetInstances,
  UNICODE_RANGE,
  WEIGHTS,
} from './devanagari-font.mjs';

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
  codePoints = await devanagariCodePoints();
  instances = await subsetInstances(codePoints);
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
      expect(UNICODE_RANGE.some(([from, to]) => code >= from && code <= to)).toBe(true);
    }
  });

  it.each(WEIGHTS)(
    'weight %i: has a glyph for each of them, is static and under 60 KB',
    async (weight) => {
      const data = /** @type {Buffer} */ (instances.get(weight));
      expect(data.subarray(0, 4).toString('latin1')).toBe('wOF2');
      expect(data.length).toBeLessThanOrEqual(MAX_BYTES);
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
