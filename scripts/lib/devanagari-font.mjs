// @ts-check
// The Devanagari face (Baloo 2): which characters the site draws with it, and the two static
// instances cut from the variable font for them. Used by scripts/subset-fonts.mjs (every
// build and `npm run dev`) and by its unit test.
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';
import { LANGUAGE_REGISTRY, SCRIPTS } from '../../locales/languages.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** The variable font the instances are cut from (weight axis 400–800). */
export const SOURCE_FONT = createRequire(import.meta.url).resolve(
  '@fontsource-variable/baloo-2/files/baloo-2-devanagari-wght-normal.woff2',
);

/** Where the instances go (gitignored; src/styles/global.scss refers to them). */
export const OUTPUT_DIR = join(root, 'src', 'styles', 'fonts');

/**
 * The two static weights and the CSS weights each one draws (global.scss declares the same
 * ranges): 400 for body text and the 500 of a few labels, 700 for the 600–800 of headings,
 * buttons, nav links and numbers. No text is then synthesised bold.
 */
export const WEIGHTS = /** @type {const} */ ([400, 700]);
export const fileName = (/** @type {number} */ weight) => `baloo-2-devanagari-${weight}.woff2`;

/** Each instance must stay under this (the variable font is 112 KB). */
export const MAX_BYTES = 60 * 1024;

/**
 * The characters the face covers, as in fontsource's `unicode-range` for Baloo 2's
 * Devanagari file, so that Latin text never selects (or downloads) it.
 */
export const UNICODE_RANGE = SCRIPTS.Deva.font.unicodeRange;

/** The languages written in Devanagari, whose text the face is cut to (from the registry). */
export const devanagariLanguages = LANGUAGE_REGISTRY.filter((entry) => entry.script === 'Deva').map(
  (entry) => entry.code,
);
const inRange = (/** @type {number} */ code) =>
  UNICODE_RANGE.some(([from, to]) => code >= from && code <= to);

/**
 * Always kept, whatever the text: the Devanagari digits (Marathi numbers are formatted by
 * `Intl`, never typed into a translation), the danda and double danda, ZWNJ and ZWJ, and the
 * dotted circle that shaping shows for a stray vowel sign.
 */
const ALWAYS = [
  ...Array.from({ length: 10 }, (_, i) => 0x0966 + i),
  0x0964,
  0x0965,
  0x200c,
  0x200d,
  0x25cc,
];

/**
 * Every string value of a JSON document.
 * @param {unknown} node
 * @returns {Generator<string>}
 */
function* strings(node) {
  if (typeof node === 'string') yield node;
  else if (node && typeof node === 'object')
    for (const value of Object.values(node)) yield* strings(value);
}

async function* files(/** @type {string} */ dir, /** @type {RegExp} */ name) {
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && name.test(entry.name)) yield join(entry.parentPath, entry.name);
  }
}

/**
 * The code points, within the face's range, of every Hindi and Marathi locale string and of
 * any Devanagari in the source (the language names, 'हिन्दी' and 'मराठी'), plus {@link ALWAYS}.
 */
export async function devanagariCodePoints() {
  /** @type {Set<number>} */
  const codes = new Set(ALWAYS);
  const add = (/** @type {string} */ text) => {
    // Both forms: a translator's editor may save either.
    for (const form of ['NFC', 'NFD']) {
      for (const char of text.normalize(form)) {
        const code = /** @type {number} */ (char.codePointAt(0));
        if (inRange(code)) codes.add(code);
      }
    }
  };
  for (const language of devanagariLanguages) {
    for await (const file of files(join(root, 'locales', language), /\.json$/)) {
      for (const text of strings(JSON.parse(await readFile(file, 'utf8')))) add(text);
    }
  }
  for await (const file of files(join(root, 'src'), /\.(ts|tsx)$/))
    add(await readFile(file, 'utf8'));
  return [...codes].sort((a, b) => a - b);
}

/**
 * The static instances, woff2: the variable font pinned at each of {@link WEIGHTS} and cut
 * down to `codePoints`. HarfBuzz's layout closure keeps every conjunct, half form and vowel
 * sign variant those characters can shape into.
 */
export async function subsetInstances(/** @type {number[]} */ codePoints) {
  const source = await readFile(SOURCE_FONT);
  const text = String.fromCodePoint(...codePoints);
  /** @type {Map<number, Buffer>} */
  const out = new Map();
  for (const weight of WEIGHTS) {
    out.set(
      weight,
      await subsetFont(source, text, { targetFormat: 'woff2', variationAxes: { wght: weight } }),
    );
  }
  return out;
}
