// @ts-check
// Adds a language to a throwaway copy of the site, exactly as the translators' guide says a
// team adds one ("Adding a language" in locales/README.md): its entry in the registry
// (locales/languages.mjs), its folder locales/<code>/, its glossary forms, its record of what
// was translated, its Open Graph picture and its brochure PDF; then builds the copy. Nothing
// else in the copy is touched, so the copy proves that those steps are the whole job.
//
// Two languages are added (scripts/lib/pseudo-locale.mjs), neither ever part of the published
// site: the pseudo-locale en-XA, every English value accented, bracketed and longer, to see
// hard-coded text and layouts that break with longer text; and gu-XA, English written in
// Gujarati letters, a script the site does not draw, so its registry entry brings its own web
// font (Baloo Bhai 2) as a team adding Gujarati would.
//
// Used by `npm run pseudo` (scripts/serve/pseudo.mjs), `npm run test:language`
// (scripts/test/new-language.mjs) and `npm run test:offline` (copySite, run).
import { execFileSync } from 'node:child_process';
import { cp, mkdir, readdir, readFile, symlink, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  PSEUDO_LANGUAGE,
  PSEUDO_SCRIPT_LANGUAGE,
  PSEUDO_SCRIPT_SOURCE,
  accent,
  gujaratiLetters,
  gujaratiLettersFile,
  pseudoLocalizeFile,
} from '../lib/pseudo-locale.mjs';

/** The languages added, each with how its text and its glossary forms are made from English. */
export const NEW_LANGUAGES = [
  {
    entry: PSEUDO_LANGUAGE,
    script: '',
    /** @type {(english: unknown, fixedWidth: (path: string) => boolean) => unknown} */
    translate: (english, fixedWidth) => pseudoLocalizeFile(english, fixedWidth),
    term: accent,
  },
  {
    entry: PSEUDO_SCRIPT_LANGUAGE,
    script: PSEUDO_SCRIPT_SOURCE,
    /** @type {(english: unknown, fixedWidth: (path: string) => boolean) => unknown} */
    translate: (english, fixedWidth) => gujaratiLettersFile(english, fixedWidth),
    term: gujaratiLetters,
  },
];

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Runs a command in the copy, its output shown; throws if it fails. */
export function run(/** @type {string} */ dir, /** @type {string[]} */ command) {
  execFileSync(/** @type {string} */ (command[0]), command.slice(1), {
    cwd: dir,
    stdio: 'inherit',
    env: { ...process.env, FORCE_COLOR: '0' },
  });
}

/** Copies the working tree (tracked and new files, as git lists them) into `dir`. */
export async function copySite(/** @type {string} */ dir) {
  const files = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard', '--deduplicate'],
    { cwd: root, encoding: 'utf8' },
  )
    .split('\0')
    .filter(Boolean);
  for (const file of files) {
    await mkdir(join(dir, dirname(file)), { recursive: true });
    await cp(join(root, file), join(dir, file)).catch((/** @type {NodeJS.ErrnoException} */ e) => {
      if (e.code !== 'ENOENT') throw e; // a file deleted but not yet committed
    });
  }
  await symlink(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
}

/**
 * The registry entry, added as the last language of locales/languages.mjs; and the entry of
 * its script in SCRIPTS (`script`, source text), when the site does not draw that script yet.
 */
async function addToRegistry(
  /** @type {string} */ dir,
  /** @type {object} */ entry,
  /** @type {string} */ script,
) {
  const file = join(dir, 'locales', 'languages.mjs');
  let source = await readFile(file, 'utf8');
  if (script) {
    const scripts = source.indexOf('\n});', source.indexOf('export const SCRIPTS'));
    if (scripts < 0) throw new Error('No SCRIPTS object in locales/languages.mjs');
    source = `${source.slice(0, scripts)}\n  ${script}${source.slice(scripts)}`;
  }
  const end = source.indexOf(']);', source.indexOf('export const LANGUAGE_REGISTRY'));
  if (end < 0) throw new Error('No LANGUAGE_REGISTRY array in locales/languages.mjs');
  const line = `  ${JSON.stringify(entry)},\n`;
  await writeFile(file, source.slice(0, end) + line + source.slice(end));
}

/**
 * An ordinal's forms (`key_ordinal_one`, `_two`…) as the language has them (CLDR, through
 * `Intl.PluralRules`), not as English has them: each of its forms takes English's form of that
 * name, or English's `_other`.
 * @param {unknown} value a locale file, or a part of it
 * @param {string} code the language's code
 * @returns {unknown}
 */
export function ownOrdinals(value, code) {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const categories = new Intl.PluralRules(code, { type: 'ordinal' }).resolvedOptions()
    .pluralCategories;
  /** @type {Record<string, unknown>} */
  const out = {};
  for (const [key, inner] of Object.entries(value)) {
    const ordinal = /^(.*)_ordinal_(zero|one|two|few|many|other)$/.exec(key);
    if (!ordinal) {
      out[key] = ownOrdinals(inner, code);
      continue;
    }
    const base = ordinal[1];
    if (Object.keys(out).some((seen) => seen.startsWith(`${base}_ordinal_`))) continue;
    const source = /** @type {Record<string, unknown>} */ (value);
    for (const category of categories)
      out[`${base}_ordinal_${category}`] =
        source[`${base}_ordinal_${category}`] ?? source[`${base}_ordinal_other`];
  }
  return out;
}

/** locales/<code>/: every English file, translated by `language.translate`. */
async function writeLocale(
  /** @type {string} */ dir,
  /** @type {(typeof NEW_LANGUAGES)[number]} */ language,
) {
  const { code } = language.entry;
  const glossary = JSON.parse(await readFile(join(dir, 'locales', 'glossary.json'), 'utf8'));
  const fixedWidth = Object.keys(glossary.widths ?? {}).filter((id) => !id.startsWith('$'));
  await mkdir(join(dir, 'locales', code), { recursive: true });
  for (const name of await readdir(join(dir, 'locales', 'en'))) {
    if (!name.endsWith('.json')) continue;
    const namespace = name.replace(/\.json$/, '');
    const english = JSON.parse(await readFile(join(dir, 'locales', 'en', name), 'utf8'));
    const translated = language.translate(english, (path) =>
      fixedWidth.includes(`${namespace}:${path}`),
    );
    const written = ownOrdinals(translated, code);
    await writeFile(join(dir, 'locales', code, name), `${JSON.stringify(written, null, 2)}\n`);
  }
  // The glossary's form of each term: its English, written as the text is; and the phrases
  // whose figures are not the school's data, written the same way.
  for (const term of glossary.terms) term[code] = language.term(term.en);
  if (glossary.figures?.notData?.en)
    glossary.figures.notData[code] = glossary.figures.notData.en.map(language.term);
  await writeFile(join(dir, 'locales', 'glossary.json'), `${JSON.stringify(glossary, null, 2)}\n`);
}

/**
 * Builds a copy of the site with the two throwaway languages in `dir` (made if
 * needed). Returns the copy's root.
 */
export async function buildWithNewLanguage(/** @type {string} */ dir) {
  await mkdir(dir, { recursive: true });
  await copySite(dir);
  for (const language of NEW_LANGUAGES) {
    await addToRegistry(dir, language.entry, language.script);
    await writeLocale(dir, language);
    // A new language's translations are all fresh: record what they were made from.
    run(dir, ['node', 'scripts/check/i18n-status.mjs', '--mark', language.entry.code]);
  }
  run(dir, ['node', 'scripts/check/i18n-check.mjs']);
  run(dir, ['node', 'scripts/build/og-images.mjs']);
  run(dir, ['npm', 'run', '-s', 'build']);
  run(dir, ['node', 'scripts/build/brochure-pdf.mjs']);
  return dir;
}
