import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  checkContext,
  checkDecisions,
  checkFigures,
  checkNukta,
  checkSource,
  checkTranslation,
  checkWording,
  compareNamespace,
  flatten,
  lengthRisk,
  nuktaIndex,
  parseLocale,
  placeholders,
  ruledOutSpellings,
  WORDING,
} from './i18n-check.mjs';
import { textWidth } from './text-width.mjs';
import { dictionaryWords, hunspellWords } from './nukta-dictionary.mjs';

const file = 'locales/hi/home.json';
/** @param {unknown} source @param {unknown} target */
const check = (source, target) =>
  compareNamespace({ file, source: flatten(source), target: flatten(target) });

describe('i18n check', () => {
  it('passes a complete translation', () => {
    expect(check({ a: { b: 'Hello {{name}}' } }, { a: { b: 'नमस्ते {{name}}' } })).toEqual([]);
  });

  it('names the file and key of a missing translation, quoting the English', () => {
    expect(check({ hero: { title: 'Welcome' } }, { hero: {} })).toEqual([
      expect.objectContaining({
        file,
        key: 'hero.title',
        message: expect.stringContaining('"Welcome"'),
      }),
    ]);
  });

  it('reports a key that English does not have', () => {
    expect(check({ a: 'x' }, { a: 'क', b: 'ख' })).toEqual([
      expect.objectContaining({
        key: 'b',
        message: expect.stringContaining('not in the English file'),
      }),
    ]);
  });

  it('reports an empty translation', () => {
    expect(check({ a: 'Hello' }, { a: '  ' })).toEqual([
      expect.objectContaining({ key: 'a', message: expect.stringContaining('empty') }),
    ]);
  });

  it('reports placeholders that differ from English', () => {
    const problems = check({ a: 'Scene {{n}} of {{total}}' }, { a: 'दृश्य {{num}} / {{total}}' });
    expect(problems).toHaveLength(1);
    expect(problems[0]?.message).toContain('{{n}} {{total}}');
  });

  it('reports plural forms that differ from English', () => {
    const problems = check(
      { likes_one: '{{count}} like', likes_other: '{{count}} likes' },
      { likes_other: '{{count}} पसंद' },
    );
    expect(problems).toEqual([
      expect.objectContaining({
        key: 'likes',
        message: expect.stringContaining('plural forms differ'),
      }),
    ]);
  });

  it('accepts the same plural forms', () => {
    expect(
      check(
        { x_one: '{{count}} a', x_other: '{{count}} b' },
        { x_one: '{{count}} क', x_other: '{{count}} ख' },
      ),
    ).toEqual([]);
  });

  it('wants each language’s own ordinal forms (CLDR), not English’s', () => {
    const english = {
      rank_ordinal_one: '{{count}}st',
      rank_ordinal_two: '{{count}}nd',
      rank_ordinal_few: '{{count}}rd',
      rank_ordinal_other: '{{count}}th',
    };
    const forms = (/** @type {string[]} */ names) =>
      Object.fromEntries(names.map((form) => [`rank_ordinal_${form}`, 'नंबर {{count}}']));
    const compare = (/** @type {string} */ language, /** @type {string[]} */ names) =>
      compareNamespace({ file, source: english, target: forms(names), language });
    // Hindi's ordinals have a fifth form, "many" (6th); Marathi's are English's four.
    expect(compare('hi', ['one', 'two', 'few', 'many', 'other'])).toEqual([]);
    expect(compare('mr', ['one', 'two', 'few', 'other'])).toEqual([]);
    expect(compare('hi', ['one', 'two', 'few', 'other'])).toEqual([
      expect.objectContaining({ key: 'rank_ordinal', message: expect.stringContaining('_many') }),
    ]);
    expect(compare('mr', ['one', 'two', 'few', 'many', 'other'])).toHaveLength(1);
  });

  it('reports a value that is not text', () => {
    expect(check({ a: 'x' }, { a: ['x'] })).toEqual([
      expect.objectContaining({ key: 'a', message: expect.stringContaining('list') }),
    ]);
  });

  it('reports invalid JSON with the file name', () => {
    const { problem } = parseLocale(file, '{ "a": "x", }');
    expect(problem).toEqual(
      expect.objectContaining({
        file,
        key: '(file)',
        message: expect.stringContaining('not valid JSON'),
      }),
    );
  });

  it('reports an empty English value', () => {
    expect(checkSource('locales/en/a.json', { a: '' })).toEqual([
      expect.objectContaining({ key: 'a' }),
    ]);
  });

  it('finds placeholders with formats and spaces', () => {
    expect(placeholders('{{ year }} and {{count, number}} and {{year}}')).toEqual([
      'count',
      'year',
    ]);
  });
});

describe('Hindi and Marathi as first-class languages', () => {
  /** @type {import('./i18n-check.mjs').Glossary} */
  const glossary = {
    terms: [
      { en: 'Cambridge IGCSE', hi: 'कैम्ब्रिज IGCSE', mr: 'केंब्रिज IGCSE' },
      { en: 'Grade', hi: 'कक्षा', mr: ['इयत्ता', 'सातवी'] },
    ],
    sameAsEnglish: { keys: ['home:people.name'] },
  };
  /** @param {Partial<Parameters<typeof checkTranslation>[0]>} input */
  const run = (input) =>
    checkTranslation({
      file: 'locales/mr/home.json',
      key: 'k',
      id: 'home:k',
      english: 'Hello',
      value: 'नमस्कार',
      language: 'mr',
      glossary,
      ...input,
    });

  it('passes a Devanagari translation', () => {
    expect(run({})).toEqual([]);
  });

  it('fails a value left in English, quoting it', () => {
    expect(run({ english: 'Send', value: 'Send' })).toEqual([
      expect.objectContaining({
        key: 'k',
        message: expect.stringContaining('same as the English ("Send")'),
      }),
    ]);
  });

  it('allows a listed key to stay as in English', () => {
    expect(run({ id: 'home:people.name', english: 'A. K.', value: 'A. K.' })).toEqual([]);
  });

  it('fails a value mostly in Latin letters', () => {
    expect(run({ english: 'Send message', value: 'Message पाठवा now' })).toEqual([
      expect.objectContaining({ message: expect.stringContaining('mostly in Latin letters') }),
    ]);
  });

  it('does not count glossary terms and placeholders as Latin text', () => {
    expect(
      run({ english: 'Cambridge IGCSE for {{count}} years', value: 'केंब्रिज IGCSE {{count}} वर्षे' }),
    ).toEqual([]);
  });

  it('fails a translation that does not use the glossary term', () => {
    expect(run({ english: 'Cambridge IGCSE', value: 'कॅम्ब्रिज IGCSE' })).toEqual([
      expect.objectContaining({ message: expect.stringContaining('"केंब्रिज IGCSE"') }),
    ]);
  });

  it('accepts any listed form of a term', () => {
    expect(run({ english: 'Grade VII students', value: 'सातवीतील विद्यार्थी' })).toEqual([]);
    expect(run({ english: 'Grade VII students', value: 'सातव्या वर्गातील विद्यार्थी' })).toHaveLength(
      1,
    );
  });

  it('reports a translation much longer than English as a layout risk', () => {
    expect(lengthRisk('Next', 'पुढील दृश्याकडे चला')).toBe(true);
    expect(lengthRisk('Next scene', 'पुढील दृश्य')).toBe(false);
  });
});

describe('patterns without words', () => {
  it('may equal the English', () => {
    const glossary = { terms: [], sameAsEnglish: { keys: [] } };
    const input = {
      file: 'f',
      key: 'k',
      id: 'home:k',
      language: /** @type {const} */ ('hi'),
      glossary,
    };
    expect(checkTranslation({ ...input, english: '#{{rank}}', value: '#{{rank}}' })).toEqual([]);
    expect(
      checkTranslation({ ...input, english: '{{n}} likes', value: '{{n}} likes' }),
    ).toHaveLength(1);
  });
});

describe('translators’ notes', () => {
  it('must name keys that exist', () => {
    const exists = (/** @type {string} */ id) => id === 'home:a';
    expect(checkContext({ $comment: 'x', 'home:a': 'note' }, exists)).toEqual([]);
    expect(checkContext({ 'home:b': 'note' }, exists)).toEqual([
      expect.objectContaining({ key: 'home:b' }),
    ]);
    expect(checkContext({ 'home:a': '' }, exists)).toHaveLength(1);
  });
});

describe('readers’ decisions', () => {
  const exists = (/** @type {string} */ id) => id === 'home:a';
  const ok = { decision: 'kept', why: 'reads naturally' };
  it('name keys that exist, in a translated language, with a decision and its reason', () => {
    expect(checkDecisions({ $comment: 'x', hi: { 'home:a': ok } }, exists, ['hi'])).toEqual([]);
    expect(checkDecisions({ hi: { 'home:b': ok } }, exists, ['hi'])).toEqual([
      expect.objectContaining({ key: 'hi home:b' }),
    ]);
    expect(checkDecisions({ fr: { 'home:a': ok } }, exists, ['hi'])).toHaveLength(1);
    expect(
      checkDecisions({ hi: { 'home:a': { decision: 'maybe', why: 'x' } } }, exists, ['hi']),
    ).toHaveLength(1);
    expect(
      checkDecisions({ hi: { 'home:a': { decision: 'kept', why: ' ' } } }, exists, ['hi']),
    ).toHaveLength(1);
  });
});

describe('spelling, reading aloud and numbering', () => {
  /** @type {import('./i18n-check.mjs').Glossary} */
  const glossary = {
    terms: [],
    sameAsEnglish: { keys: [] },
    spellings: {
      hi: { nukta: ['ज़रूरत', 'फ़ोन'] },
      mr: {
        pairs: [
          { write: 'तिन्ही', not: ['तीनही'] },
          { write: 'फिरवून दाखवते', not: ['फिरवून आणते'] },
        ],
      },
    },
    spoken: { keys: ['tour:progress.announce'] },
    numbering: { mr: ['क्रमांक'] },
  };
  /** @param {Partial<Parameters<typeof checkTranslation>[0]>} input */
  const run = (input) =>
    checkTranslation({
      file: 'f',
      key: 'k',
      id: 'home:k',
      english: 'x',
      value: 'नमस्ते',
      language: 'hi',
      glossary,
      ...input,
    });

  it('catches a Hindi loanword written without its nukta', () => {
    expect(run({ value: 'हमें आपकी जरूरत है' })).toEqual([
      expect.objectContaining({ message: expect.stringContaining('write "ज़रूरत"') }),
    ]);
  });

  it('accepts the nukta typed either way (precomposed or letter + nukta: one word in NFC)', () => {
    expect(run({ value: 'हमें आपकी \u095Bरूरत है' })).toEqual([]);
    expect(run({ value: 'हमें आपकी \u091C\u093Cरूरत है' })).toEqual([]);
    expect(run({ value: 'फ़ोन कीजिए' })).toEqual([]);
  });

  it('does not mistake a longer word for a ruled-out one', () => {
    expect(run({ value: 'जरूरतें' })).toEqual([]);
  });

  it('catches a listed Marathi misspelling', () => {
    expect(run({ language: 'mr', value: 'तीनही टप्पे' })).toEqual([
      expect.objectContaining({ message: expect.stringContaining('write "तिन्ही"') }),
    ]);
  });

  it('catches a ruled-out phrase of several words, only as whole words in that order', () => {
    expect(run({ language: 'mr', value: 'मी तुम्हाला शाळा फिरवून आणते.' })).toEqual([
      expect.objectContaining({ message: expect.stringContaining('write "फिरवून दाखवते"') }),
    ]);
    expect(run({ language: 'mr', value: 'मी तुम्हाला शाळा फिरवून दाखवते.' })).toEqual([]);
    expect(run({ language: 'mr', value: 'फिरवून आणतेस?' })).toEqual([]);
    expect(run({ language: 'mr', value: 'आणते फिरवून' })).toEqual([]);
  });

  it('catches a bare "/" or "#" in a text read aloud, but not in one that is only seen', () => {
    const spoken = { id: 'tour:progress.announce' };
    expect(run({ ...spoken, value: 'दृश्य {{n}} / {{total}}' })).toEqual([
      expect.objectContaining({ message: expect.stringContaining('read aloud') }),
    ]);
    expect(run({ ...spoken, value: '{{total}} में से दृश्य {{n}}' })).toEqual([]);
    expect(run({ value: 'दृश्य {{n}} / {{total}}' })).toEqual([]);
  });

  it('catches a number marked twice', () => {
    expect(run({ language: 'mr', value: 'आमचा #{{rank}} क्रमांक आहे' })).toEqual([
      expect.objectContaining({ message: expect.stringContaining('numbers twice') }),
    ]);
    expect(run({ language: 'mr', value: 'आमचा {{rank}}रा क्रमांक आहे' })).toEqual([]);
  });

  it('refuses a nukta list entry without a nukta', () => {
    expect(() => ruledOutSpellings({ nukta: ['जरूरत'] })).toThrow(/has none/);
  });
});

describe('figures come from the school’s data', () => {
  /** @type {import('./i18n-check.mjs').Glossary} */
  const glossary = {
    terms: [{ en: 'Grade', hi: ['कक्षा', 'सातवीं'], mr: ['इयत्ता', 'सातवी'] }],
    sameAsEnglish: { keys: [] },
    figures: {
      words: {
        en: ['two', 'twenty', 'second', 'decade*'],
        hi: ['दो', 'बीस', 'दूसरा', 'दशक*'],
        mr: ['दोन', 'वीस', 'दुसरा', 'दशक*'],
      },
      notData: { en: ['second language', 'Grade 12'], hi: ['कक्षा 12'] },
    },
  };
  const file = 'locales/en/home.json';
  /** @param {string} value @param {string} [language] @param {string} [english] */
  const run = (value, language = 'en', english = undefined) =>
    checkFigures({ file, key: 'k', value, language, glossary, english });

  it('fails the English figures of issue 48 written as words, naming the file, key and fix', () => {
    for (const [value, figure] of [
      ['Ranked second among international schools.', 'second'],
      ['Two decades of preschool, primary and secondary education.', 'Two'],
      ['Twenty years of teaching', 'Twenty'],
      ['Programmes, levels, facts and how to reach us, on two pages.', 'two'],
    ]) {
      expect(run(value ?? '')).toEqual([
        {
          file,
          key: 'k',
          message: expect.stringMatching(
            new RegExp(`"${figure}".*src/config/school\\.ts.*figures\\.notData\\.en`),
          ),
        },
      ]);
    }
    expect(run('A decade of teaching')[0]?.message).toContain('"decade"');
    expect(run('Ranked #2 among schools')[0]?.message).toContain('"2"');
  });

  it('passes the English that takes its figures from placeholders', () => {
    expect(run('Ranked {{count, number}}nd among international schools.')).toEqual([]);
    expect(run('{{years}} years of teaching')).toEqual([]);
  });

  it('passes a figure inside a notData phrase, and only there', () => {
    expect(run('A second language, up to Grade 12.')).toEqual([]);
    expect(run('Ranked second; a second language.')).toHaveLength(1);
    expect(run('Grade 12, twelve classes, 12 rooms')[0]?.message).toContain('"12"');
  });

  it('matches whole words only', () => {
    expect(run('Someone at the network')).toEqual([]);
  });

  it('fails a translation that types the figure its English takes from a placeholder', () => {
    const english = 'Ranked {{count, number}}nd among international schools.';
    const hindi = run('इंटरनेशनल स्कूलों की रैंकिंग में दूसरा स्थान।', 'hi', english);
    expect(hindi).toEqual([
      expect.objectContaining({
        file,
        message: expect.stringMatching(/"दूसरा".*\{\{count\}\}.*figures\.notData\.hi/),
      }),
    ]);
    const years = '{{years}} years of preschool.';
    expect(run('{{years}} साल, यानी दो दशक।', 'hi', years)[0]?.message).toContain('"दो", "दशक"');
    expect(run('गेली दोन दशके, {{years}} वर्षे', 'mr', years)[0]?.message).toContain('"दशके"');
    // Digits, Latin and Devanagari, typed beside the placeholder.
    expect(run('{{years}} वर्षे (२० वर्षे)', 'mr', years)[0]?.message).toContain('"२०"');
    expect(run('{{years}} साल (20)', 'hi', years)[0]?.message).toContain('"20"');
  });

  it('passes the translation that uses the placeholder, a Class name and a notData phrase', () => {
    expect(run('नंबर {{count, number}} पर', 'hi', 'Ranked {{count}}nd')).toEqual([]);
    expect(run('{{percent}} सातवीं के विद्यार्थी', 'hi', '{{percent}} of Grade VII')).toEqual([]);
    expect(run('{{years}} साल, कक्षा 12 तक', 'hi', '{{years}} years, to Grade 12')).toEqual([]);
  });

  it('leaves a translation whose English has no placeholder to the English check', () => {
    expect(run('दो अंतरराष्ट्रीय प्रोग्राम', 'hi', 'Two programmes')).toEqual([]);
  });
});

describe('a dropped nukta in any word the dictionary knows', () => {
  const NUKTA = '\u093C';
  /** @param {string} value @param {string[]} words @param {import('./i18n-check.mjs').Spellings} [spellings] */
  const run = (value, words, spellings = {}) =>
    checkNukta({
      file: 'locales/hi/home.json',
      key: 'k',
      value,
      index: nuktaIndex(words),
      spellings,
    });

  it('catches a loanword the glossary does not list, and names the fix and the way out', () => {
    expect(run('इससे बच्चों को फायदा होता है।', ['फ़ायदा'])).toEqual([
      {
        file: 'locales/hi/home.json',
        key: 'k',
        message: expect.stringMatching(/"फायदा": write "फ़ायदा".*spellings\.hi\.bare/),
      },
    ]);
    expect(run('इससे बच्चों को फ़ायदा होता है।', ['फ़ायदा'])).toEqual([]);
  });

  it('sees through the two byte forms of a nukta letter (NFC), in the dictionary and the text', () => {
    const precomposed = '\u095Eायदा'; // फ़ as one code point, as a few dictionary entries are
    expect(precomposed).not.toBe(`फ${NUKTA}ायदा`);
    expect(run('फायदा', [precomposed])).toHaveLength(1);
    expect(run(precomposed, [`फ${NUKTA}ायदा`])).toEqual([]);
  });

  it('catches one nukta of two left out', () => {
    expect(run('ज़्यादा ताजा', ['ताज़ा'])[0]?.message).toContain('"ताज़ा"');
    expect(run('मज़बूत', [`मज़बूत`])).toEqual([]);
    expect(run('रोज', ['रोज़मर्रा'])).toEqual([]);
  });

  it('keeps what the glossary says is ours bare, a word or the words a "*" entry begins', () => {
    const words = ['ज़ो', 'क़िताबें', 'क़िताबों'];
    expect(run('जो क़िताबें', words)).toHaveLength(1);
    expect(run('जो किताबें, किताबों', words, { bare: ['जो', 'किताब*'] })).toEqual([]);
  });

  it('leaves ड़ and ढ़ (Hindi letters, not loan sounds) and the glossary’s own words alone', () => {
    expect(run('पढना', ['पढ़ना'])).toEqual([]);
    expect(run('जरूरत', ['ज़रूरत'], { nukta: ['ज़रूरत'] })).toEqual([]);
  });

  it('reads a Hunspell word list: no count line, no flags, in NFC', () => {
    expect(hunspellWords('3\nफ़ायदा/AB\n\u095Eोन\nघर\n')).toEqual(['फ़ायदा', `फ${NUKTA}ोन`, 'घर']);
  });

  // Debian's hunspell-hi (.ci/run installs it); on a machine without it, npm run i18n:check
  // warns and this test waits for it.
  it.skipIf(!process.env.CI && !existsSync('/usr/share/hunspell/hi_IN.dic'))(
    'catches फायदा and कानून with the real Hindi dictionary, and passes the site’s Hindi words',
    async () => {
      const { words } = await dictionaryWords('hi');
      const index = nuktaIndex(words ?? []);
      const glossary = JSON.parse(readFileSync('locales/glossary.json', 'utf8'));
      const spellings = glossary.spellings.hi;
      const check = (/** @type {string} */ value) =>
        checkNukta({ file: 'f', key: 'k', value, index, spellings }).map(({ message }) => message);
      expect(spellings.nukta).not.toContain('फ़ायदा');
      expect(check('इसका फायदा है')).toEqual([expect.stringContaining('write "फ़ायदा"')]);
      expect(check('कानून')).toEqual([expect.stringContaining('write "क़ानून"')]);
      expect(check('जो फिर किताबें समाज')).toEqual([]);
    },
  );
});

describe('words the readings ruled out (WORDING)', () => {
  /** @param {string} id @param {string} value @param {string} [language] */
  const run = (id, value, language = 'mr') =>
    checkWording({ file: `locales/${language}/x.json`, key: 'k', id, value, language });
  const saying = (/** @type {string} */ word) =>
    expect.objectContaining({ message: expect.stringContaining(`write "${word}"`) });

  it('fails the coined "वर्ग-प्रकल्प" of the 2026-11-27 Marathi text, and passes its fix', () => {
    expect(
      run(
        'common:footer.copyright',
        '© {{year}} घाटकोपर इंटरनॅशनल स्कूल. एका विद्यार्थ्याचा वर्ग-प्रकल्प, शाळेचे अधिकृत संकेतस्थळ नाही.',
      ),
    ).toEqual([saying('प्रकल्प')]);
    expect(
      run(
        'common:footer.copyright',
        '© {{year}} घाटकोपर इंटरनॅशनल स्कूल. एका विद्यार्थ्याचा प्रकल्प, शाळेचे अधिकृत संकेतस्थळ नाही.',
      ),
    ).toEqual([]);
  });

  it('catches it written without its hyphen, with another dash, or inflected', () => {
    expect(run('home:k', 'हा एक वर्गप्रकल्प आहे')).toHaveLength(1);
    expect(run('home:k', 'हा एक वर्ग\u2011प्रकल्प आहे')).toHaveLength(1);
    expect(run('home:k', 'वर्ग-प्रकल्पासाठी')).toHaveLength(1);
  });

  it('fails the bookish "चित्रदालन" in every form the old text used', () => {
    for (const value of ['चित्रदालन', 'शाळेचे चित्रदालन', 'चित्रदालनातील चित्र']) {
      expect(run('home:gallery.title', value)).toEqual([saying('गॅलरी')]);
    }
    expect(run('home:gallery.title', 'शाळेची गॅलरी')).toEqual([]);
  });

  it('matches at the start of a word only, and only in its language', () => {
    expect(run('home:k', 'प्रत्येक वर्ग प्रकल्प सादर करतो')).toEqual([]);
    expect(run('home:k', 'शाळेचे चित्रदालन', 'hi')).toEqual([]);
    expect(run('home:k', 'विद्यार्थी बीजगणित, ज्यामिति, सांख्यिकी और प्रायिकता पढ़ते हैं', 'hi')).toEqual([
      saying('प्रोबैबिलिटी'),
    ]);
  });

  it('keeps "this page" out of the brochure, which is also printed, but not out of other pages', () => {
    const intro =
      'इस पेज पर आप एक नज़र में स्कूल के बारे में जान सकते हैं: हमारे प्रोग्राम, हमारे स्तर और हम तक पहुँचने का तरीक़ा।';
    expect(run('brochure:intro', intro, 'hi')).toEqual([saying('इस ब्रोशर')]);
    expect(run('brochure:intro', intro.replace('इस पेज पर', 'इस ब्रोशर में'), 'hi')).toEqual([]);
    expect(run('errors:routeError.title', 'इस पेज पर कुछ गड़बड़ हो गई', 'hi')).toEqual([]);
    expect(run('brochure:intro', 'या पानावर शाळेची माहिती')).toEqual([saying('या माहितीपत्रका')]);
  });

  it('names what to write and why for every rule', () => {
    for (const rule of WORDING) {
      expect(rule.avoid.length).toBeGreaterThan(0);
      expect(rule.write.trim()).not.toBe('');
      expect(rule.why.trim()).not.toBe('');
    }
  });
});

describe('text widths', () => {
  it('measures Devanagari and Latin in Baloo 2, so a long home-screen name is caught', async () => {
    const reference = await textWidth('Ghatkopar');
    expect(await textWidth('घाटकोपर')).toBeLessThan(reference * 1.1);
    expect(await textWidth('घाटकोपर स्कूल')).toBeGreaterThan(reference * 1.1);
    expect(await textWidth('Ghatkopar School')).toBeGreaterThan(reference * 1.5);
  });
});
