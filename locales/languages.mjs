// @ts-check
// The languages the site is published in: the one list that the app, the prerenderer, the
// checks (`npm run i18n:check`, `npm run i18n:status`), the Open Graph images, the brochure
// PDFs, the fonts, the host configs (deploy/) and the tests all read. Adding a language is an
// entry here, its folder locales/<code>/, its glossary forms, and its generated picture and PDF
// (see "Adding a language" in locales/README.md); a test builds a throwaway fourth language
// this way (scripts/test/new-language.mjs).

/**
 * The scripts the languages are written in: the letters a translation must mostly be in, and
 * the web font that draws them (`null`: the reader's system font, as for English).
 *
 * A web font is all the code needs to cut, declare and embed it (scripts/build/subset-fonts.mjs, the
 * stylesheet through vite.config.ts, the Open Graph pictures and the brochure PDFs):
 * - `family`: its name in CSS;
 * - `source`: the variable font (weight axis covering 400–800) that its two static weights
 *   ({@link FONT_WEIGHTS}) are cut from, as a module path;
 * - `sample`: one letter of the script, which the brochure's printer asks the font for;
 * - `unicodeRange`: the font's `unicode-range`, so pages in other scripts never download it;
 * - `fallbacks`: system faces that draw the text until the font has arrived, each weight with
 *   `local()` names and the overrides that give it the font's room, so the swap moves nothing
 *   (`node scripts/build/fallback-metrics.mjs <script> <regular> <bold>` measures them). A script
 *   may have none: its text then shifts a little when the font arrives;
 * - `maxKB` (optional): what each weight may weigh at most once cut, 60 KB unless it says
 *   otherwise (the build fails above it).
 */
export const SCRIPTS = /** @type {const} */ ({
  Latn: { letters: /[A-Za-z]/gu, font: null },
  Deva: {
    letters: /[\u0900-\u0963\u0966-\u097F]/gu,
    font: {
      family: 'Baloo 2',
      source: '@fontsource-variable/baloo-2/files/baloo-2-devanagari-wght-normal.woff2',
      sample: 'क',
      // As fontsource's unicode-range for the file.
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
      fallbacks: [
        {
          // Noto Sans Devanagari (Android's, ChromeOS's and Linux's Devanagari face), resized
          // to Baloo 2's widths and given its ascent and descent. Measured with Noto Sans
          // Devanagari 2.001 (Debian's fonts-noto-core) against our instances; Baloo 2's
          // ascent 1078, descent 524, line gap 0 per 1000 units (OS/2 typo metrics, which it
          // asks to be used; hhea agrees), divided by size-adjust. Measure again if the
          // translations change a great deal.
          family: 'Baloo 2 Fallback',
          400: {
            local: [
              'Noto Sans Devanagari',
              'Noto Sans Devanagari Regular',
              'NotoSansDevanagari-Regular',
            ],
            sizeAdjust: '99.39%',
            ascentOverride: '108.46%',
            descentOverride: '52.72%',
            lineGapOverride: '0%',
          },
          700: {
            local: ['Noto Sans Devanagari Bold', 'NotoSansDevanagari-Bold'],
            sizeAdjust: '97.21%',
            ascentOverride: '110.89%',
            descentOverride: '53.9%',
            lineGapOverride: '0%',
          },
        },
        {
          // Windows' (Nirmala UI, older Mangal) and Apple's (Kohinoor Devanagari) faces: we
          // had none of them to measure, so their widths are left as they are and only Baloo
          // 2's ascent and descent are given them, which keeps each line's text where Baloo 2
          // will put it.
          family: 'Baloo 2 System Fallback',
          400: {
            local: [
              'Nirmala UI',
              'NirmalaUI',
              'Kohinoor Devanagari Regular',
              'KohinoorDevanagari-Regular',
              'Mangal',
            ],
            ascentOverride: '107.8%',
            descentOverride: '52.4%',
            lineGapOverride: '0%',
          },
          700: {
            local: [
              'Nirmala UI Bold',
              'NirmalaUI-Bold',
              'Kohinoor Devanagari Semibold',
              'KohinoorDevanagari-Semibold',
              'Mangal Bold',
              'Mangal-Bold',
            ],
            ascentOverride: '107.8%',
            descentOverride: '52.4%',
            lineGapOverride: '0%',
          },
        },
      ],
    },
  },
});

/**
 * The static weights cut from each web font, and the CSS weights each one draws: 400 for body
 * text and the 500 of a few labels, 700 for the 600–800 of headings, buttons, nav links and
 * numbers. No text is then synthesised bold.
 */
export const FONT_WEIGHTS = /** @type {const} */ ([
  { weight: 400, draws: '400 500' },
  { weight: 700, draws: '600 800' },
]);

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

/**
 * @typedef {object} FallbackFace One weight of a fallback: its `local()` names and overrides.
 * @property {readonly string[]} local
 * @property {string} [sizeAdjust]
 * @property {string} [ascentOverride]
 * @property {string} [descentOverride]
 * @property {string} [lineGapOverride]
 * @typedef {{ family: string } & Record<(typeof FONT_WEIGHTS)[number]['weight'], FallbackFace>} Fallback
 * @typedef {object} Font A script's web font in {@link SCRIPTS} (see there).
 * @property {string} family
 * @property {string} source
 * @property {string} sample
 * @property {readonly (readonly [number, number])[]} unicodeRange
 * @property {readonly Fallback[]} fallbacks
 * @property {number} [maxKB]
 */

/**
 * @typedef {object} WebFont A script's web font, as the site uses it.
 * @property {string} script the key in {@link SCRIPTS} (`Deva`)
 * @property {string} key its lower-case form, in class names and file names (`deva`)
 * @property {Font} font
 * @property {string[]} languages the codes of the languages written in it (`['hi', 'mr']`)
 * @property {string} pages the selector list of their pages (`:lang(hi), :lang(mr)`)
 */

/** Each script that has a web font and at least one language written in it. */
export function webFonts() {
  return Object.entries(SCRIPTS).flatMap(([script, { font }]) => {
    const languages = LANGUAGE_REGISTRY.filter((entry) => entry.script === script).map(
      (entry) => entry.code,
    );
    if (!font || languages.length === 0) return [];
    /** @type {WebFont} */
    const entry = {
      script,
      key: script.toLowerCase(),
      font,
      languages,
      pages: languages.map((code) => `:lang(${code})`).join(', '),
    };
    return [entry];
  });
}

/** The file a web font's static weight is written to: `baloo-2-deva-400.woff2`. */
export function fontFileName(/** @type {WebFont} */ { font, key }, /** @type {number} */ weight) {
  return `${font.family.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${key}-${weight}.woff2`;
}

/** Whether a code point is in a font's unicode-range. */
export function inUnicodeRange(
  /** @type {readonly (readonly [number, number])[]} */ ranges,
  /** @type {number} */ code,
) {
  return ranges.some(([from, to]) => code >= from && code <= to);
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
