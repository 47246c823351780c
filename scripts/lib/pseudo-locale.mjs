// @ts-check
// The pseudo-locale en-XA, for developers and tests only: every English value accented,
// bracketed and made longer, so that text typed into the code instead of a locale file, and
// layouts that break when a translation is longer than the English, show at once. Short
// values grow most, as translated labels do ("Play" becomes "चालू करा"). Never published:
// scripts/new-language.mjs adds it to a throwaway copy of the site (npm run pseudo).

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

/** Every ASCII letter accented ("Play" → "Þļáý"); placeholders left alone. */
export function accent(/** @type {string} */ text) {
  return text
    .split(KEEP)
    .map((part, index) =>
      index % 2 === 1
        ? part
        : [...part].map((char) => ACCENTED[char] ?? (char === '#' ? '№' : char)).join(''),
    )
    .join('');
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
export function pseudoLocalizeFile(value, fixedWidth = () => false, path = '') {
  if (typeof value === 'string') {
    return fixedWidth(path) ? accentVowels(value) : pseudoLocalize(value);
  }
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [
        key,
        pseudoLocalizeFile(inner, fixedWidth, path ? `${path}.${key}` : key),
      ]),
    );
  }
  return value;
}
