// @ts-check
// The pseudo-locale en-XA, for developers and tests only: every English value accented,
// bracketed and made longer, so that text typed into the code instead of a locale file, and
// layouts that break when a translation is longer than the English, show at once. Short
// values grow most, as translated labels do ("Play" becomes "चालू करा"). Never published:
// scripts/serve/pseudo.mjs adds it to a throwaway copy of the site (npm run pseudo).

/** The pseudo-locale's entry in the registry of languages (locales/languages.mjs). */
export const PSEUDO_LANGUAGE = {
  code: 'en-XA',
  name: '[Ƥšéûðö]',
  script: 'Latn',
  intl: 'en',
  openGraph: 'en_XA',
};

const ACCENTED = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((letter, index) => [
    letter,
    [...'áƀçðéƒĝĥíĵķļɱñöþǫŕšţûṽŵẋýžÁƁÇÐÉƑĜĤÍĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ'][index],
  ]),
);

/** Placeholders and nesting stay exactly as they are: the app fills them in. */
const KEEP = /({{[^}]*}}|\$t\([^)]*\))/;

/**
 * Every character through `letters`, and "#" as "№" (the check wants numbers read aloud as
 * words); placeholders left alone.
 */
function rewrite(
  /** @type {string} */ text,
  /** @type {Record<string, string | undefined>} */ letters,
) {
  return text
    .split(KEEP)
    .map((part, index) =>
      index % 2 === 1
        ? part
        : [...part].map((char) => letters[char] ?? (char === '#' ? '№' : char)).join(''),
    )
    .join('');
}

/** Every ASCII letter accented ("Play" → "Þļáý"); placeholders left alone. */
export const accent = (/** @type {string} */ text) => rewrite(text, ACCENTED);

/**
 * Every string value of a locale file through `write`, which is given its key path
 * (`hero.title`).
 * @param {unknown} value
 * @param {(text: string, path: string) => string} write
 * @returns {unknown}
 */
function mapStrings(value, write, path = '') {
  if (typeof value === 'string') return write(value, path);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [
        key,
        mapStrings(inner, write, path ? `${path}.${key}` : key),
      ]),
    );
  }
  return value;
}

/**
 * How much longer a value of this many characters becomes: short labels most, as in the
 * usual expansion tables (up to 10 characters +100 %, long text +40 %).
 */
export function growth(/** @type {number} */ length) {
  if (length <= 10) return 1;
  if (length <= 20) return 0.8;
  if (length <= 30) return 0.6;
  if (length <= 50) return 0.5;
  return 0.4;
}

const FILLER = 'ļöñĝéŕ ŵöŕðš ƒöŕ ţéšţíñĝ ţĥé ļáýöûţ ';

/** One value of the pseudo-locale: accented, padded by {@link growth}, in brackets. */
export function pseudoLocalize(/** @type {string} */ text) {
  const visible = text.replace(new RegExp(KEEP, 'g'), '').length;
  const extra = Math.ceil(visible * growth(visible));
  const padding = FILLER.repeat(Math.ceil(extra / FILLER.length) + 1)
    .slice(0, extra)
    .trim();
  return `[${accent(text)}${padding ? ` ${padding}` : ''}]`;
}

const VOWELS = /** @type {Record<string, string>} */ ({ a: 'á', e: 'é', i: 'í', o: 'ö', u: 'û' });

/**
 * For text of a fixed width (the home-screen name): only the vowels accented, letters as wide
 * as the English ones, so it still fits where the English fits ("Ghátköpár").
 */
export function accentVowels(/** @type {string} */ text) {
  return text.replace(/[aeiou]/g, (vowel) => VOWELS[vowel] ?? vowel);
}

/**
 * A whole locale file: every string value pseudo-localised; those whose width is fixed
 * (`fixedWidth`, e.g. the home-screen name, which the check measures) only get accents.
 * @param {unknown} value
 * @param {(path: string) => boolean} fixedWidth
 * @returns {unknown}
 */
export function pseudoLocalizeFile(value, fixedWidth = () => false) {
  return mapStrings(value, (text, path) =>
    fixedWidth(path) ? accentVowels(text) : pseudoLocalize(text),
  );
}

/**
 * A second throwaway language, in a script the site does not draw (Gujarati), to prove that a
 * new script's web font is cut, declared, loaded, cached offline and embedded from its
 * registry entry alone: every English letter written as a Gujarati letter ("Play" → "પલઅય").
 * Not Gujarati, only its letters. Like en-XA, never published.
 */
export const PSEUDO_SCRIPT_LANGUAGE = {
  code: 'gu-XA',
  name: '[ગુજરાતી]',
  script: 'Gujr',
  intl: 'gu',
  openGraph: 'gu_XA',
};

/**
 * Its script's entry in the registry (`SCRIPTS.Gujr` of locales/languages.mjs), as source text
 * (a RegExp has no JSON): Baloo Bhai 2, Baloo 2's Gujarati sibling, with fontsource's
 * unicode-range for its Gujarati file, Noto Sans Gujarati measured as its fallback, and a
 * little more room.
 */
export const PSEUDO_SCRIPT_SOURCE = `Gujr: {
    letters: /[\\u0A81-\\u0AE3\\u0AE6-\\u0AFF]/gu,
    font: {
      family: 'Baloo Bhai 2',
      source: '@fontsource-variable/baloo-bhai-2/files/baloo-bhai-2-gujarati-wght-normal.woff2',
      sample: 'ક',
      unicodeRange: [[0x0951, 0x0952], [0x0964, 0x0965], [0x0a80, 0x0aff], [0x200c, 0x200d], [0x20b9, 0x20b9], [0x25cc, 0x25cc], [0xa830, 0xa839]],
      fallbacks: [
        {
          // node scripts/build/fallback-metrics.mjs Gujr …/NotoSansGujarati-Regular.ttf …-Bold.ttf
          family: 'Baloo Bhai 2 Fallback',
          400: {
            local: ['Noto Sans Gujarati', 'NotoSansGujarati-Regular'],
            sizeAdjust: '99.02%',
            ascentOverride: '108.87%',
            descentOverride: '54.94%',
            lineGapOverride: '0%',
          },
          700: {
            local: ['Noto Sans Gujarati Bold', 'NotoSansGujarati-Bold'],
            sizeAdjust: '97.30%',
            ascentOverride: '110.79%',
            descentOverride: '55.91%',
            lineGapOverride: '0%',
          },
        },
      ],
      // The weekday names Intl writes in Gujarati bring in its virama, and with it every
      // conjunct: 61 KB in bold.
      maxKB: 64,
    },
  },`;

const GUJARATI = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyz'].flatMap((letter, index) => {
    const gujarati = /** @type {string} */ ([...'અબચદએફગહઇજકલમનઓપખરસતઉવઘછયઝ'][index]);
    return [
      [letter, gujarati],
      [letter.toUpperCase(), gujarati],
    ];
  }),
);

/** Every ASCII letter as a Gujarati letter ("Play" → "પલઅય"); placeholders left alone. */
export const gujaratiLetters = (/** @type {string} */ text) => rewrite(text, GUJARATI);

/**
 * A whole locale file in {@link gujaratiLetters}; those whose width is fixed (`fixedWidth`,
 * the home-screen name) cut to two thirds of their letters, as Gujarati letters are wider.
 * @param {unknown} value
 * @param {(path: string) => boolean} fixedWidth
 * @returns {unknown}
 */
export function gujaratiLettersFile(value, fixedWidth = () => false) {
  return mapStrings(value, (text, path) => {
    const written = gujaratiLetters(text);
    return fixedWidth(path)
      ? [...written].slice(0, Math.ceil((text.length * 2) / 3)).join('')
      : written;
  });
}
