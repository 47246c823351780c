// @ts-check
// The locale checks behind `npm run i18n:check`: pure functions over parsed files, so each rule
// can be tested with small bad fixtures.

import { englishName, languageEntry, SCRIPTS } from '../../locales/languages.mjs';

/** A script's name in English, for messages: "Devanagari", "Gujarati". */
const scriptName = (/** @type {string} */ script) =>
  new Intl.DisplayNames('en', { type: 'script' }).of(script) ?? script;

/** @typedef {{ file: string; key: string; message: string }} Problem */
/** @typedef {Record<string, unknown>} Json */

/** Flattens nested objects to dotted keys: { a: { b: 'x' } } → { 'a.b': 'x' }. */
export function flatten(/** @type {unknown} */ value, prefix = '') {
  /** @type {Record<string, unknown>} */
  const out = {};
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) {
      Object.assign(out, flatten(child, prefix ? `${prefix}.${key}` : key));
    }
  } else {
    out[prefix] = value;
  }
  return out;
}

/** The `{{placeholders}}` of a string, sorted and de-duplicated. */
export function placeholders(/** @type {string} */ text) {
  const names = [...text.matchAll(/{{\s*([^}\s,]+)[^}]*}}/g)].map((match) => match[1] ?? '');
  return [...new Set(names)].sort();
}

/** `tour.scene_one` → { base: 'tour.scene', form: 'one' }; null for keys without a plural suffix. */
export function pluralForm(/** @type {string} */ key) {
  const match = /^(.*)_(zero|one|two|few|many|other)$/.exec(key);
  return match ? { base: match[1] ?? '', form: match[2] ?? '' } : null;
}

/** Plural bases mapped to whether they exist, to compare languages by base, not by form. */
function pluralBases(/** @type {string[]} */ keys) {
  return new Set(keys.map((key) => pluralForm(key)?.base).filter(Boolean));
}

/**
 * The ordinal plural forms a language needs (CLDR, through `Intl.PluralRules`, as i18next picks
 * them): `t(key, { count, ordinal: true })` reads `key_ordinal_<form>`. English has one, two,
 * few and other (1st, 2nd, 3rd, 4th); Hindi adds many; each language has its own.
 */
export function ordinalForms(/** @type {string} */ language) {
  const locale = languageEntry(language)?.intl ?? language;
  return new Intl.PluralRules(locale, { type: 'ordinal' }).resolvedOptions().pluralCategories;
}

/**
 * Compares one language's namespace with English.
 * @param {{ file: string; source: Record<string, unknown>; target: Record<string, unknown>; language?: string }} input
 *   flattened English (`source`) and translated (`target`) keys; `language`, the translation's,
 *   decides which ordinal forms (`_ordinal_two`…) it must have
 * @returns {Problem[]}
 */
export function compareNamespace({ file, source, target, language }) {
  /** @type {Problem[]} */
  const problems = [];
  const report = (/** @type {string} */ key, /** @type {string} */ message) =>
    problems.push({ file, key, message });

  const sourceKeys = Object.keys(source);
  const targetKeys = Object.keys(target);
  const sourcePlurals = pluralBases(sourceKeys);
  const targetPlurals = pluralBases(targetKeys);

  for (const key of sourceKeys) {
    const plural = pluralForm(key);
    // Plural forms differ by language (Hindi and Marathi use one/other like English, others
    // do not): a missing form is reported below by base, not key by key.
    if (plural && targetPlurals.has(plural.base)) continue;
    if (!(key in target)) {
      report(key, `missing: add it with a translation of the English "${String(source[key])}"`);
    }
  }
  for (const key of targetKeys) {
    const plural = pluralForm(key);
    if (plural && sourcePlurals.has(plural.base)) continue;
    if (!(key in source)) {
      report(key, 'not in the English file: remove it, or check the key is spelt as in English');
    }
  }
  for (const base of sourcePlurals) {
    if (!base || !targetPlurals.has(base)) continue;
    const english = sourceKeys
      .filter((key) => pluralForm(key)?.base === base)
      .map((key) => pluralForm(key)?.form);
    const translated = targetKeys
      .filter((key) => pluralForm(key)?.base === base)
      .map((key) => pluralForm(key)?.form);
    // An ordinal's forms are the language's own (Hindi's 6th is "many"), a count's those of
    // English (Hindi and Marathi count one/other, as English does).
    if (language && base.endsWith('_ordinal')) {
      const forms = /** @type {string[]} */ (ordinalForms(language));
      const missing = forms.filter((form) => !translated.includes(form));
      const extra = translated.filter((form) => !forms.includes(form ?? ''));
      if (missing.length || extra.length) {
        report(
          base,
          `ordinal forms are not ${englishName(language)}'s: it needs ${forms.map((form) => `_${form}`).join(', ')} (this file has ${translated.map((form) => `_${form}`).join(', ')}); write each, even where they read the same`,
        );
      }
      continue;
    }
    const missing = english.filter((form) => !translated.includes(form));
    const extra = translated.filter((form) => !english.includes(form));
    if (missing.length || extra.length) {
      report(
        base,
        `plural forms differ from English (English has ${english.join(', ')}; this file has ${translated.join(', ')})`,
      );
    }
  }
  for (const [key, value] of Object.entries(target)) {
    if (typeof value !== 'string') {
      report(key, `must be text in quotes, not ${Array.isArray(value) ? 'a list' : typeof value}`);
      continue;
    }
    if (value.trim() === '') {
      report(key, 'is empty: write the translation between the quotes');
      continue;
    }
    const english = source[key] ?? source[`${pluralForm(key)?.base}_other`];
    if (typeof english !== 'string') continue;
    const want = placeholders(english);
    const have = placeholders(value);
    if (want.join() !== have.join()) {
      const shown = (/** @type {string[]} */ names) =>
        names.length ? names.map((name) => `{{${name}}}`).join(' ') : 'none';
      report(
        key,
        `placeholders differ from English: English has ${shown(want)}, this has ${shown(have)}. Keep each {{name}} exactly as in English (it is replaced by a value); only move it within the sentence`,
      );
    }
  }
  return problems;
}

/** Checks the English files on their own: empty values and non-text values. */
export function checkSource(
  /** @type {string} */ file,
  /** @type {Record<string, unknown>} */ source,
) {
  /** @type {Problem[]} */
  const problems = [];
  for (const [key, value] of Object.entries(source)) {
    if (typeof value !== 'string') problems.push({ file, key, message: 'must be text in quotes' });
    else if (value.trim() === '') problems.push({ file, key, message: 'is empty' });
  }
  return problems;
}

/** Parses a locale file, turning a syntax error into a problem a translator can act on. */
export function parseLocale(/** @type {string} */ file, /** @type {string} */ text) {
  try {
    const data = JSON.parse(text);
    if (!data || typeof data !== 'object' || Array.isArray(data)) {
      return { problem: { file, key: '(file)', message: 'must hold one { … } object of keys' } };
    }
    return { data: /** @type {Json} */ (data) };
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return {
      problem: {
        file,
        key: '(file)',
        message: `is not valid JSON (${detail}). Look for a missing comma or quote, or a stray comma before } near that position`,
      },
    };
  }
}

/**
 * @typedef {{ en: string } & Record<string, string | string[]>} GlossaryTerm
 * @typedef {{ nukta?: string[]; bare?: string[]; pairs?: { write: string; not: string[] }[] }} Spellings
 * @typedef {{
 *   terms: GlossaryTerm[];
 *   sameAsEnglish: { keys: string[] };
 *   spellings?: Record<string, Spellings>;
 *   spoken?: { keys: string[] };
 *   figures?: { words?: Record<string, string[]>; notData?: Record<string, string[]> };
 *   numbering?: Record<string, string[]>;
 *   widths?: Record<string, { asWideAs: string; tolerance: number }>;
 * }} Glossary
 */

const NUKTA = '\u093C';
/** A text's words, in NFC (where the nukta letters U+0958–U+095F are base letter + nukta). */
/** @returns {string[]} */
const wordsOf = (/** @type {string} */ text) =>
  Array.from(text.normalize('NFC').match(/[\p{L}\p{M}]+/gu) ?? []);
/** Text without its {{placeholders}}. */
const withoutPlaceholders = (/** @type {string} */ text) => text.replace(/{{[^}]*}}/g, '');

/**
 * The spellings a language's glossary rules out, each with the one to write: every `nukta`
 * word without its nukta, and every pair's `not` forms. Compared in NFC, so the same word
 * typed with a precomposed nukta letter or with base letter + nukta is one word.
 * @param {Spellings | undefined} spellings
 * @returns {Map<string, string>} wrong form → right form
 */
export function ruledOutSpellings(spellings) {
  /** @type {Map<string, string>} */
  const wrong = new Map();
  for (const word of spellings?.nukta ?? []) {
    const right = word.normalize('NFC');
    if (!right.includes(NUKTA))
      throw new Error(`glossary: "${word}" is listed under nukta but has none`);
    wrong.set(right.replaceAll(NUKTA, ''), right);
  }
  for (const { write, not } of spellings?.pairs ?? []) {
    for (const form of not) wrong.set(form.normalize('NFC'), write.normalize('NFC'));
  }
  return wrong;
}

/** A nukta on one of the letters of Persian, Arabic and English sounds: क़ ख़ ग़ ज़ फ़. */
const LOAN_NUKTA = /([\u0915\u0916\u0917\u091C\u092B])\u093C/gu;
/** A word (NFC) without the nukta of its loan letters: फ़ायदा → फायदा; ड़ and ढ़ stay. */
const withoutLoanNukta = (/** @type {string} */ word) => word.replace(LOAN_NUKTA, '$1');

/**
 * The known words with a loan-letter nukta, by their form without it: from a dictionary's list
 * and the glossary's `nukta` words, compared in NFC.
 * @param {Iterable<string>} words
 * @returns {Map<string, string[]>} bare form → the nukta forms it may stand for
 */
export function nuktaIndex(words) {
  /** @type {Map<string, string[]>} */
  const index = new Map();
  for (const word of words) {
    const form = word.normalize('NFC');
    const bare = withoutLoanNukta(form);
    if (bare === form) continue;
    const forms = index.get(bare) ?? [];
    if (!forms.includes(form)) forms.push(form);
    index.set(bare, forms);
  }
  return index;
}

/** Whether `word` is `form` with some of its nuktas left out (and nothing else changed). */
function dropsNukta(/** @type {string} */ form, /** @type {string} */ word) {
  let at = 0;
  for (const char of form) {
    if (char === word[at]) at += 1;
    else if (char !== NUKTA) return false;
  }
  return at === word.length && word !== form;
}

/**
 * A Hindi word written without the nukta of a word the language knows with it (ज़िंदगी,
 * फ़ायदा, बाक़ी): house style writes the nukta (locales/README.md), unless the glossary's
 * `bare` list says the bare word is ours (जो, not the dictionary's ज़ो; राज, rule, beside राज़,
 * secret). A `bare` entry ending in "*" covers the words it begins (किताब* for किताबें).
 * Words the glossary's own `nukta` list covers are left to that check.
 * @param {{ file: string; key: string; value: string; index: Map<string, string[]>; spellings: Spellings | undefined; source?: string }} input
 *   `index` from `nuktaIndex`; `source` names the word list in the message
 * @returns {Problem[]}
 */
export function checkNukta({ file, key, value, index, spellings, source = 'the dictionary' }) {
  const listed = ruledOutSpellings(spellings);
  const bare = (spellings?.bare ?? []).map((word) => word.normalize('NFC'));
  const ours = (/** @type {string} */ word) =>
    bare.some((entry) =>
      entry.endsWith('*') ? word.startsWith(entry.slice(0, -1)) : word === entry,
    );
  /** @type {Map<string, string>} */
  const found = new Map();
  for (const word of wordsOf(withoutPlaceholders(value))) {
    if (listed.has(word) || ours(word)) continue;
    const forms = (index.get(withoutLoanNukta(word)) ?? []).filter((form) =>
      dropsNukta(form, word),
    );
    if (forms.length && !found.has(word)) found.set(word, forms.join('" or "'));
  }
  return [...found].map(([word, right]) => ({
    file,
    key,
    message: `writes "${word}": write "${right}", with its nukta (${source} knows it; see Spelling in locales/README.md); if "${word}" is right here (another word, or the dictionary is wrong), add it to spellings.hi.bare in locales/glossary.json`,
  }));
}

const LATIN_LETTER = SCRIPTS.Latn.letters;
/** How much longer than English a translation may be before it is reported as a layout risk. */
export const LENGTH_RISK_RATIO = 2.5;

/**
 * The checks that keep Hindi and Marathi first class, for one translated value:
 * not left in English, written mostly in Devanagari, and using the glossary's terms.
 * @param {{ file: string; key: string; id: string; english: string; value: string; language: string; glossary: Glossary }} input
 *   `id` is `namespace:key`, as the glossary's allow-list names keys
 * @returns {Problem[]}
 */
export function checkTranslation({ file, key, id, english, value, language, glossary }) {
  /** @type {Problem[]} */
  const problems = [];
  const report = (/** @type {string} */ message) => problems.push({ file, key, message });
  const allowedSame = glossary.sameAsEnglish.keys.includes(id);
  // A pattern without words ("#{{rank}}", "{{years}}+") is the same in every language.
  const hasWords = /\p{L}/u.test(value.replace(/{{[^}]*}}/g, ''));
  if (value === english && hasWords && !allowedSame) {
    report(
      `is the same as the English ("${english}"): translate it, or, if it must stay as it is (a name), add "${id}" to sameAsEnglish in locales/glossary.json`,
    );
    return problems;
  }
  if (!allowedSame) {
    // Terms kept in Latin letters (IGCSE, HTML…) and {{placeholders}} do not count.
    let letters = value.replace(/{{[^}]*}}/g, '');
    for (const term of glossary.terms) {
      for (const form of [term[language] ?? []].flat()) letters = letters.split(form).join('');
    }
    // The language's own script (the registry's, locales/languages.mjs) must outweigh Latin
    // letters; a language written in Latin letters has nothing to compare.
    const script = languageEntry(language)?.script ?? 'Latn';
    const own = letters.match(SCRIPTS[script].letters)?.length ?? 0;
    const latin = letters.match(LATIN_LETTER)?.length ?? 0;
    if (script !== 'Latn' && latin > own) {
      report(
        `is mostly in Latin letters, not ${scriptName(script)} (English: "${english}"): write it in ${englishName(language)}`,
      );
    }
  }
  // A ruled-out form may be one word or a phrase ("फिरवून आणते"): match whole words in order.
  const spaced = ` ${wordsOf(value).join(' ')} `;
  for (const [form, right] of ruledOutSpellings(glossary.spellings?.[language])) {
    if (spaced.includes(` ${wordsOf(form).join(' ')} `))
      report(`writes "${form}": write "${right}" (see spellings in locales/glossary.json)`);
  }
  if (glossary.spoken?.keys.includes(id) && /[/#]/.test(withoutPlaceholders(value))) {
    report(
      'is read aloud by screen readers, which say "/" and "#" as symbols: write it as words (e.g. "{{total}} में से {{n}}")',
    );
  }
  const numberingWords = glossary.numbering?.[language] ?? [];
  const numberingWord = numberingWords.find((word) =>
    wordsOf(value).includes(word.normalize('NFC')),
  );
  if (value.includes('#') && numberingWord) {
    report(`numbers twice: "#" and "${numberingWord}" say the same; keep one`);
  }
  for (const term of glossary.terms) {
    if (!english.toLowerCase().includes(term.en.toLowerCase())) continue;
    const forms = [term[language] ?? []].flat();
    if (!forms.length) {
      report(
        `the English "${english}" says "${term.en}", and locales/glossary.json has no ${englishName(language)} form of it: add "${language}" to that term`,
      );
      continue;
    }
    if (!forms.some((form) => value.includes(form))) {
      report(
        `the English "${english}" says "${term.en}", so this must say ${forms.map((form) => `"${form}"`).join(' or ')} (see locales/glossary.json)`,
      );
    }
  }
  return problems;
}

const escapeRegExp = (/** @type {string} */ text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A literal phrase as a pattern of whole words, any letter case, in NFC. */
const phrasePattern = (/** @type {string} */ phrase) =>
  new RegExp(
    `(?<![\\p{L}\\p{M}\\p{Nd}])${escapeRegExp(phrase.normalize('NFC'))}(?![\\p{L}\\p{M}\\p{Nd}])`,
    'giu',
  );
/** Digits, Latin or Devanagari: a number typed into the text. */
const DIGITS = /^[0-9\u0966-\u096F]+$/u;

/**
 * The figures a text types instead of taking them from a {{placeholder}}: the glossary's
 * figure words of its language (`figures.words`: whole words, any letter case; "decade*" also
 * matches "decades") and digits, Latin or Devanagari. Not reported: what is inside a
 * `figures.notData` phrase (a Class name, a figure of speech, what a programme is), and, in a
 * translation, the glossary's form of a term its English names ("सातवीं" for "Grade VII").
 * @param {{ text: string; language: string; glossary: Glossary; english?: string }} input
 * @returns {string[]} each figure as written, in order
 */
export function typedFigures({ text, language, glossary, english }) {
  let rest = withoutPlaceholders(text).normalize('NFC');
  for (const phrase of glossary.figures?.notData?.[language] ?? [])
    rest = rest.replace(phrasePattern(phrase), ' ');
  if (english !== undefined) {
    for (const term of glossary.terms) {
      if (!english.toLowerCase().includes(term.en.toLowerCase())) continue;
      for (const form of [term[language] ?? []].flat())
        rest = rest.replace(phrasePattern(form), ' ');
    }
  }
  const words = (glossary.figures?.words?.[language] ?? []).map((word) =>
    word.normalize('NFC').toLocaleLowerCase(language),
  );
  const isFigure = (/** @type {string} */ word) =>
    words.some((figure) =>
      figure.endsWith('*') ? word.startsWith(figure.slice(0, -1)) : word === figure,
    );
  return Array.from(
    rest.matchAll(/[\p{L}\p{M}]+|[0-9\u0966-\u096F]+/gu),
    ([token]) => token,
  ).filter((token) => DIGITS.test(token) || isFigure(token.toLocaleLowerCase(language)));
}

/**
 * A figure about the school comes from its data (src/config/school.ts) through a
 * {{placeholder}}, formatted for the language: the English may not type one (as a word or in
 * digits), nor may a translation of an English text that gives its figures through
 * placeholders ("Ranked {{count}}th" translated "दूसरा स्थान" says 2 for ever).
 * @param {{ file: string; key: string; value: string; language: string; glossary: Glossary; english?: string }} input
 *   `english`: for a translation, the English it translates (absent for the English itself)
 * @returns {Problem[]}
 */
export function checkFigures({ file, key, value, language, glossary, english }) {
  if (english !== undefined && placeholders(english).length === 0) return [];
  const figures = [...new Set(typedFigures({ text: value, language, glossary, english }))];
  if (!figures.length) return [];
  const listed = `${figures.length > 1 ? 'figures' : 'figure'} ${figures.map((figure) => `"${figure}"`).join(', ')}`;
  const allowList = `figures.notData.${language} in locales/glossary.json`;
  const message =
    english === undefined
      ? `types the ${listed}: a figure about the school (a rank, a year, a count, the brochure's pages) comes from src/config/school.ts through a {{placeholder}} (see "Numbers" in locales/README.md); if it is not the school's data (a Class name, a figure of speech), add the phrase it stands in to ${allowList}`
      : `types the ${listed}, where the English ("${english}") gives its figures through ${placeholders(
          english,
        )
          .map((name) => `{{${name}}}`)
          .join(
            ' ',
          )}: use the placeholder, never the number (see "Numbers" in locales/README.md); if it is not one of those figures (a Class name), add the phrase it stands in to ${allowList}`;
  return [{ file, key, message }];
}

/**
 * @typedef {{ language: string; avoid: string[]; write: string; why: string; namespaces?: string[] }} WordingRule
 */

/**
 * Words the native readings found coined, bookish or wrong where they stand, each with what to
 * write instead and why. A rule with `namespaces` holds only there (the brochure page is also
 * printed as the PDF brochure, where "this page" is wrong). Each word is matched at the start
 * of a word, so its inflected forms are caught too ("चित्रदालनातील"); a hyphen in it matches
 * any dash or none ("वर्गप्रकल्प", "वर्ग‑प्रकल्प"); words of a phrase are separated by spaces.
 * @type {WordingRule[]}
 */
export const WORDING = [
  {
    language: 'mr',
    avoid: ['वर्ग-प्रकल्प'],
    write: 'प्रकल्प',
    why: 'a word-for-word "class project" that Marathi does not use',
  },
  {
    language: 'mr',
    avoid: ['चित्रदालन'],
    write: 'गॅलरी',
    why: 'bookish: parents and the Marathi dailies say गॅलरी',
  },
  {
    language: 'hi',
    avoid: ['प्रायिकता'],
    write: 'प्रोबैबिलिटी',
    why: 'a Hindi-medium textbook word; IGCSE parents say प्रोबैबिलिटी',
  },
  {
    language: 'hi',
    avoid: ['इस पेज', 'इस पृष्ठ', 'इस पन्ने'],
    namespaces: ['brochure'],
    write: 'इस ब्रोशर',
    why: 'the brochure is also printed as a two-page PDF, where "this page" is wrong',
  },
  {
    language: 'mr',
    avoid: ['या पाना', 'या पृष्ठा'],
    namespaces: ['brochure'],
    write: 'या माहितीपत्रका',
    why: 'the brochure is also printed as a two-page PDF, where "this page" is wrong',
  },
];

const DASH = '[\\u002D\\u2010-\\u2014\\u2212]';
/** A word or phrase to avoid as a pattern: at the start of a word, any dash or none for "-". */
function avoidedPattern(/** @type {string} */ form) {
  const escape = (/** @type {string} */ text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const words = form
    .normalize('NFC')
    .trim()
    .split(/\s+/u)
    .map((word) => word.split(new RegExp(DASH, 'u')).map(escape).join(`${DASH}?`));
  return new RegExp(`(?<![\\p{L}\\p{M}])${words.join('\\s+')}`, 'u');
}

/**
 * The wording rules (`WORDING`) for one translated value.
 * @param {{ file: string; key: string; id: string; value: string; language: string; rules?: WordingRule[] }} input
 *   `id` is `namespace:key`
 * @returns {Problem[]}
 */
export function checkWording({ file, key, id, value, language, rules = WORDING }) {
  const namespace = id.split(':')[0] ?? '';
  const text = withoutPlaceholders(value).normalize('NFC');
  return rules
    .filter((rule) => rule.language === language)
    .filter((rule) => !rule.namespaces || rule.namespaces.includes(namespace))
    .flatMap((rule) => {
      const found = rule.avoid.find((form) => avoidedPattern(form).test(text));
      return found
        ? [
            {
              file,
              key,
              message: `writes "${found}": write "${rule.write}" instead (${rule.why}; see WORDING in scripts/lib/i18n-check.mjs)`,
            },
          ]
        : [];
    });
}

/** A translation much longer than its English may break a button or a tab: a warning, not an error. */
export function lengthRisk(/** @type {string} */ english, /** @type {string} */ value) {
  return english.length >= 4 && value.length > english.length * LENGTH_RISK_RATIO;
}

/**
 * The readers' decisions (locales/decisions.json): each names a key that exists in a language
 * the site has, says whether the string was changed or kept (or is disputed), and why, so a
 * settled string is not reopened without a new reason.
 * @param {Record<string, unknown>} decisions by language, then by `namespace:key`
 * @param {(id: string) => boolean} exists whether `namespace:key` is an English key
 * @param {readonly string[]} languages the translated languages
 * @returns {Problem[]}
 */
export function checkDecisions(decisions, exists, languages) {
  const file = 'locales/decisions.json';
  return Object.entries(decisions)
    .filter(([language]) => !language.startsWith('$'))
    .flatMap(([language, byKey]) => {
      if (!languages.includes(language))
        return [{ file, key: language, message: 'not a language the site is translated into' }];
      return Object.entries(/** @type {Record<string, any>} */ (byKey)).flatMap(([id, entry]) => {
        const key = `${language} ${id}`;
        if (!exists(id))
          return [{ file, key, message: 'no such key in the English files: fix the name' }];
        if (!['changed', 'kept', 'disputed'].includes(entry?.decision))
          return [{ file, key, message: 'decision must be "changed", "kept" or "disputed"' }];
        if (typeof entry.why !== 'string' || entry.why.trim() === '')
          return [{ file, key, message: 'say why, in one line, for the next translator' }];
        return [];
      });
    });
}

/**
 * Translators' notes must point at keys that exist, or they mislead.
 * @param {Record<string, unknown>} context notes by `namespace:key` (a `$comment` is ignored)
 * @param {(id: string) => boolean} exists whether `namespace:key` is an English key
 * @returns {Problem[]}
 */
export function checkContext(context, exists) {
  return Object.entries(context)
    .filter(([id]) => !id.startsWith('$'))
    .flatMap(([id, note]) => {
      if (typeof note !== 'string' || note.trim() === '') {
        return [{ file: 'locales/context.json', key: id, message: 'the note must be text' }];
      }
      return exists(id)
        ? []
        : [
            {
              file: 'locales/context.json',
              key: id,
              message: 'no such key in the English files: fix the name or remove the note',
            },
          ];
    });
}
