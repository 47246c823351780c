// @ts-check
// `npm run i18n:check`: every language has exactly the English keys, no empty values, the same
// {{placeholders}} and plural forms, and valid JSON; the glossary's terms and spellings, and no
// word the readings ruled out (WORDING in scripts/lib/i18n-check.mjs). Exits 1 with one line
// per problem.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
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
} from '../lib/i18n-check.mjs';
import { DICTIONARIES, dictionaryWords } from '../lib/nukta-dictionary.mjs';
import { textWidth } from '../lib/text-width.mjs';
import { allStatuses } from '../lib/translation-status.mjs';
import { englishName, SOURCE_LANGUAGE, TRANSLATED_LANGUAGES } from '../../locales/languages.mjs';

const localesDir = fileURLToPath(new URL('../../locales/', import.meta.url));
const SOURCE = SOURCE_LANGUAGE;
const TARGETS = TRANSLATED_LANGUAGES;

/** @type {import('../lib/i18n-check.mjs').Problem[]} */
const problems = [];
/** @type {string[]} */
const warnings = [];
/** @type {import('../lib/i18n-check.mjs').Glossary} */
const glossary = JSON.parse(await readFile(join(localesDir, 'glossary.json'), 'utf8'));

async function load(/** @type {string} */ language, /** @type {string} */ file) {
  const path = `locales/${language}/${file}`;
  let text;
  try {
    text = await readFile(join(localesDir, language, file), 'utf8');
  } catch {
    return { path, missing: true };
  }
  const parsed = parseLocale(path, text);
  if (parsed.problem) problems.push(parsed.problem);
  return { path, data: parsed.data ? flatten(parsed.data) : undefined };
}

// A dropped nukta in any word the language's dictionary knows with one (फायदा for फ़ायदा), not
// only in the glossary's: Debian's hunspell-hi, installed by .ci/run. Missing on a developer's
// machine, it is a warning that names the package; in CI, a problem.
/** @type {Map<string, { index: Map<string, string[]>; source: string }>} */
const nuktaIndexes = new Map();
for (const language of TARGETS) {
  const { words, missing } = await dictionaryWords(language);
  if (missing) {
    const message = `the ${englishName(language)} dictionary (${DICTIONARIES[/** @type {'hi'} */ (language)].paths[0]}) is not installed, so a dropped nukta is caught only in the glossary's words: install it with sudo apt-get install ${missing}`;
    if (process.env.CI)
      problems.push({ file: 'locales/glossary.json', key: `spellings.${language}`, message });
    else warnings.push(message);
  }
  if (words) {
    nuktaIndexes.set(language, {
      index: nuktaIndex(words),
      source: `the ${englishName(language)} dictionary (${DICTIONARIES[/** @type {'hi'} */ (language)].package})`,
    });
  }
}

const namespaces = (await readdir(join(localesDir, SOURCE))).filter((file) =>
  file.endsWith('.json'),
);
/** Every English key, as `namespace:key`. */
/** @type {Set<string>} */
const englishIds = new Set();
for (const file of namespaces) {
  const source = await load(SOURCE, file);
  if (!source.data) continue;
  problems.push(...checkSource(source.path, source.data));
  for (const [key, value] of Object.entries(source.data)) {
    if (typeof value === 'string')
      problems.push(...checkFigures({ file: source.path, key, value, language: SOURCE, glossary }));
  }
  for (const key of Object.keys(source.data))
    englishIds.add(`${file.replace(/\.json$/, '')}:${key}`);
  for (const language of TARGETS) {
    const target = await load(language, file);
    if (target.missing) {
      problems.push({
        file: target.path,
        key: '(file)',
        message: `is missing: copy locales/${SOURCE}/${file} and translate it`,
      });
      continue;
    }
    if (!target.data) continue;
    problems.push(
      ...compareNamespace({
        file: target.path,
        source: source.data,
        target: target.data,
        language,
      }),
    );
    const namespace = file.replace(/\.json$/, '');
    for (const [key, value] of Object.entries(target.data)) {
      const english = source.data[key];
      if (typeof english !== 'string' || typeof value !== 'string') continue;
      problems.push(
        ...checkTranslation({
          file: target.path,
          key,
          id: `${namespace}:${key}`,
          english,
          value,
          language,
          glossary,
        }),
        ...checkWording({ file: target.path, key, id: `${namespace}:${key}`, value, language }),
        ...checkFigures({ file: target.path, key, value, language, glossary, english }),
      );
      const nukta = nuktaIndexes.get(language);
      if (nukta) {
        problems.push(
          ...checkNukta({
            file: target.path,
            key,
            value,
            index: nukta.index,
            spellings: glossary.spellings?.[language],
            source: nukta.source,
          }),
        );
      }
      if (lengthRisk(english, value)) {
        warnings.push(
          `${target.path}: ${key}: layout risk: ${value.length} characters against ${english.length} in English ("${english}"); check it on a 320 px screen`,
        );
      }
    }
  }
}
for (const language of TARGETS) {
  for (const file of await readdir(join(localesDir, language))) {
    if (file.endsWith('.json') && !namespaces.includes(file)) {
      problems.push({
        file: `locales/${language}/${file}`,
        key: '(file)',
        message: 'has no English original: remove it or add it to locales/en',
      });
    }
  }
}

// Text that must fit a fixed width (a phone's home-screen label): measured in Baloo 2 against
// the English reference the glossary names.
for (const [id, { asWideAs, tolerance }] of Object.entries(glossary.widths ?? {})) {
  if (id.startsWith('$')) continue;
  const [namespace, key] = id.split(':');
  const limit = (await textWidth(asWideAs)) * tolerance;
  for (const language of TARGETS) {
    const path = `locales/${language}/${namespace}.json`;
    const target = await load(language, `${namespace}.json`);
    const value = target.data?.[key ?? ''];
    if (typeof value !== 'string') continue;
    const width = await textWidth(value);
    if (width > limit) {
      problems.push({
        file: path,
        key: key ?? id,
        message: `"${value}" is ${((width / limit) * tolerance).toFixed(2)}× as wide as "${asWideAs}" (at most ${tolerance}×): a phone cuts it off; shorten it (see locales/context.json)`,
      });
    }
  }
}

const context = parseLocale(
  'locales/context.json',
  await readFile(join(localesDir, 'context.json'), 'utf8'),
);
if (context.problem) problems.push(context.problem);
if (context.data) problems.push(...checkContext(context.data, (id) => englishIds.has(id)));

const decisions = parseLocale(
  'locales/decisions.json',
  await readFile(join(localesDir, 'decisions.json'), 'utf8'),
);
if (decisions.problem) problems.push(decisions.problem);
if (decisions.data)
  problems.push(
    ...checkDecisions(decisions.data, (id) => englishIds.has(id), TRANSLATED_LANGUAGES),
  );

// Stale translations (the English changed after they were made) are warnings, so an English
// fix can land before its translations: npm run i18n:status lists what changed.
let stale = 0;
for (const { language, statuses } of await allStatuses()) {
  for (const { namespace, key, was } of statuses.flatMap((status) => status.stale)) {
    stale += 1;
    warnings.push(
      was === null
        ? `${language} ${namespace}:${key} stale: never marked as translated (a new key? mark it once its translation is written)`
        : `${language} ${namespace}:${key} stale: its English changed after it was translated`,
    );
  }
}

for (const warning of warnings) console.warn(`warning: ${warning}`);
console.log(
  `i18n:check: ${stale} stale translation(s)${stale ? ' (npm run i18n:status shows what changed)' : ''}`,
);
if (problems.length) {
  for (const { file, key, message } of problems) console.error(`${file}: ${key}: ${message}`);
  console.error(`\ni18n:check found ${problems.length} problem(s). See locales/README.md.`);
  process.exit(1);
}
console.log(
  `i18n:check: ${namespaces.length} namespaces × ${TARGETS.length + 1} languages, all keys match.`,
);
