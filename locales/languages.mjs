// @ts-check
// The languages the site is published in: the one list that the app, the prerenderer, the
// checks (`npm run i18n:check`, `npm run i18n:status`), the Open Graph images, the brochure
// PDFs, the fonts, the host configs (deploy/) and the tests all read. Adding a language is an
// entry here, its folder locales/<code>/, its glossary forms, and its generated picture and PDF
// (see "Adding a language" in locales/README.md); a test builds a throwaway fourth language
// this way (scripts/test-new-language.mjs).

/**
 * The scripts the languages are written in: the letters a translation must mostly be in, and
 * the web font that draws them (`null`: the reader's system font, as for English).
 * `unicodeRange` is the font's `unicode-range`, so pages in other scripts never download it.
 */
export const SCRIPTS = /** @type {const} */ ({
  Latn: { letters: /[A-Za-z]/gu, font: null },
  Deva: {
    letters: /[\u0900-\u0963\u0966-\u097F]/gu,
    font: {
      family: 'Baloo 2',
      // The variable font of @fontsource-variable/baloo-2, cut down to what the text uses by
      // scripts/lib/devanagari-font.mjs.
      source: '@fontsource-variable/baloo-2/files/baloo-2-devanagari-wght-normal.woff2',
      // As fontsource's unicode-range for the file; src/styles/global.scss writes the same
      // (a unit test compares them), since Sass cannot read this file.
      unicodeRange: [
        [0x0900, 0x097f],
        [0x1cd0, 0x1cf9],
        [0x200c, 0x200d],
        [0x20a8, 0x20a8],
        [0x20b9, 0x20b9],
        [0x20f0, 0x20f0],
        [0x25cc, 0x25cc],
        [0xa830, 0xa839],
        [0xa8e0, 0xa8ff],
        [0x11b00, 0x11b09],
      ],
    },
  },
});

/**
 * One published language.
 * - `code`: the BCP 47 code, in URLs (`/hi/…`), `lang` attributes and locales/<code>/;
 * - `name`: its own name, in its own script (the switcher shows it on every page);
 * - `script`: a key of {@link SCRIPTS};
 * - `intl`: the locale `Intl` formats numbers and dates with (Marathi: Devanagari digits);
 * - `openGraph`: its Open Graph locale (`og:locale`).
 * The first language is the default one: it has no URL prefix and every other falls back to
 * nothing, never to it, at run time (the check guarantees every key exists).
 */
export const LANGUAGE_REGISTRY = /** @type {const} */ ([
  {
    code: 'en',
    name: 'English',
    script: 'Latn',
    intl: 'en',
    openGraph: 'en_IN',
  },
  {
    code: 'hi',
    name: 'हिन्दी',
    script: 'Deva',
    intl: 'hi',
    openGraph: 'hi_IN',
  },
  {
    code: 'mr',
    name: 'मराठी',
    script: 'Deva',
    intl: 'mr',
    openGraph: 'mr_IN',
  },
]);

/** @typedef {(typeof LANGUAGE_REGISTRY)[number]} LanguageEntry */

/** Every language's code, in the switcher's order. */
export const LANGUAGE_CODES = /* @__PURE__ */ LANGUAGE_REGISTRY.map((entry) => entry.code);

/** The default language (no URL prefix): the first of the registry. */
export const SOURCE_LANGUAGE = LANGUAGE_REGISTRY[0].code;

/** The translated languages: every language but the default, each under `/<code>/`. */
export const TRANSLATED_LANGUAGES = /* @__PURE__ */ LANGUAGE_CODES.filter(
  (code) => code !== SOURCE_LANGUAGE,
);

/** A language's entry by code, or undefined. */
export function languageEntry(/** @type {string} */ code) {
  return LANGUAGE_REGISTRY.find((entry) => entry.code === code);
}

/** The languages drawn in a web font (not the reader's system font), by script. */
export function webFontLanguages() {
  return LANGUAGE_REGISTRY.filter((entry) => SCRIPTS[entry.script].font);
}

/** A font's ranges as CSS writes them: `U+0900-097F, U+200C-200D, U+25CC`. */
export function cssUnicodeRange(/** @type {readonly (readonly [number, number])[]} */ ranges) {
  const hex = (/** @type {number} */ code) => code.toString(16).toUpperCase().padStart(4, '0');
  return ranges
    .map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`))
    .join(', ');
}

/** A language's name in English, for messages to developers and translators: "Marathi". */
export function englishName(/** @type {string} */ code) {
  return new Intl.DisplayNames('en', { type: 'language' }).of(code) ?? code;
}
