// @ts-check
// The web fonts (one per script that has one in the registry, locales/languages.mjs; today
// Baloo 2 for Devanagari): which characters the site draws with each, and the two static
// instances cut from its variable font for them. Used by scripts/build/subset-fonts.mjs (every build
// and `npm run dev`), scripts/build/fallback-metrics.mjs and their unit test.
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';
import { FONT_WEIGHTS, inUnicodeRange, LANGUAGE_REGISTRY } from '../../locales/languages.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Where the instances go (gitignored; the stylesheet refers to them, see vite.config.ts). */
export const OUTPUT_DIR = join(root, 'src', 'styles', 'fonts');

/**
 * What each instance may weigh at most: the font's `maxKB` or 60 KB (Baloo 2's variable
 * Devanagari file is 112 KB; each of its weights, cut, is under 60).
 */
export const maxBytes = (/** @type {import('../../locales/languages.mjs').WebFont} */ { font }) =>
  (font.maxKB ?? 60) * 1024;

/** The variable font a web font's instances are cut from, as a file path. */
export const sourceFile = (/** @type {import('../../locales/languages.mjs').WebFont} */ { font }) =>
  createRequire(import.meta.url).resolve(font.source);

/**
 * Always kept, whatever the text, when the font has them: the script's digits (numbers are
 * formatted by `Intl`, never typed into a translation, e.g. Marathi's Devanagari digits), the
 * danda and double danda, ZWNJ and ZWJ, and the dotted circle that shaping shows for a stray
 * vowel sign.
 */
const ALWAYS = [0x0964, 0x0965, 0x200c, 0x200d, 0x25cc];
const isDigit = (/** @type {number} */ code) => /\p{Nd}/u.test(String.fromCodePoint(code));

/**
 * The text `Intl` writes in a locale for the site (src/i18n/format.ts): each weekday's long
 * and short name, and numbers and percentages (Marathi's in Devanagari digits).
 */
export function intlStrings(/** @type {string} */ locale) {
  const days = Array.from({ length: 7 }, (_, day) => new Date(Date.UTC(2024, 0, day + 1)));
  return [
    ...['long', 'short'].flatMap((weekday) => {
      const format = new Intl.DateTimeFormat(locale, {
        weekday: /** @type {'long' | 'short'} */ (weekday),
        timeZone: 'UTC',
      });
      return days.map((day) => format.format(day));
    }),
    new Intl.NumberFormat(locale).format(1234567890),
    new Intl.NumberFormat(locale, { style: 'percent' }).format(0.95),
  ];
}

/**
 * Every string value of a JSON document.
 * @param {unknown} node
 * @returns {Generator<string>}
 */
export function* strings(node) {
  if (typeof node === 'string') yield node;
  else if (node && typeof node === 'object')
    for (const value of Object.values(node)) yield* strings(value);
}

async function* files(/** @type {string} */ dir, /** @type {RegExp} */ name) {
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && name.test(entry.name)) yield join(entry.parentPath, entry.name);
  }
}

/** Every string of the locale files of the font's languages. */
export async function localeStrings(
  /** @type {import('../../locales/languages.mjs').WebFont} */ webFont,
) {
  /** @type {string[]} */
  const out = [];
  for (const language of webFont.languages) {
    for await (const file of files(join(root, 'locales', language), /\.json$/)) {
      out.push(...strings(JSON.parse(await readFile(file, 'utf8'))));
    }
  }
  return out;
}

/**
 * The code points, within the font's range, of every locale string of its languages, of the
 * languages' names ('हिन्दी', 'मराठी') and of any text of its script in the source, plus the
 * digits and marks of {@link ALWAYS}.
 */
export async function fontCodePoints(
  /** @type {import('../../locales/languages.mjs').WebFont} */ webFont,
) {
  const ranges = webFont.font.unicodeRange;
  /** @type {Set<number>} */
  const codes = new Set();
  for (const [from, to] of ranges) {
    for (let code = from; code <= to; code++) if (isDigit(code)) codes.add(code);
  }
  for (const code of ALWAYS) if (inUnicodeRange(ranges, code)) codes.add(code);
  const add = (/** @type {string} */ text) => {
    // Both forms: a translator's editor may save either.
    for (const form of ['NFC', 'NFD']) {
      for (const char of text.normalize(form)) {
        const code = /** @type {number} */ (char.codePointAt(0));
        if (inUnicodeRange(ranges, code)) codes.add(code);
      }
    }
  };
  for (const text of await localeStrings(webFont)) add(text);
  // Every language's own name: the switcher shows each on every page.
  for (const { name } of LANGUAGE_REGISTRY) add(name);
  // What `Intl` writes in its languages (src/i18n/format.ts): weekday names and numbers.
  for (const entry of LANGUAGE_REGISTRY) {
    if (webFont.languages.includes(entry.code)) intlStrings(entry.intl).forEach(add);
  }
  for await (const file of files(join(root, 'src'), /\.(ts|tsx)$/))
    add(await readFile(file, 'utf8'));
  return [...codes].sort((a, b) => a - b);
}

/**
 * The static instances, woff2: the variable font pinned at each of the weights
 * ({@link FONT_WEIGHTS}) and cut down to `codePoints`. HarfBuzz's layout closure keeps every
 * conjunct, half form and vowel sign variant those characters can shape into.
 */
export async function subsetInstances(
  /** @type {import('../../locales/languages.mjs').WebFont} */ webFont,
  /** @type {number[]} */ codePoints,
) {
  const source = await readFile(sourceFile(webFont));
  const text = String.fromCodePoint(...codePoints);
  /** @type {Map<number, Buffer>} */
  const out = new Map();
  for (const { weight } of FONT_WEIGHTS) {
    out.set(
      weight,
      await subsetFont(source, text, { targetFormat: 'woff2', variationAxes: { wght: weight } }),
    );
  }
  return out;
}
