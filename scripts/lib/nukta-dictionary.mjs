// @ts-check
// The Hindi word list the nukta check reads (`npm run i18n:check`): Debian's hunspell-hi
// (LibreOffice's Hindi dictionary, about 16,000 words, with nukta forms such as फ़ायदा and
// बाक़ी). Its .aff has no affix rules, so the .dic is the whole list: a word a line after the
// count, each maybe followed by "/flags". No npm package ships a Hindi Hunspell dictionary.
import { readFile } from 'node:fs/promises';

/** Where Debian and Ubuntu install each language's dictionary, and the package that does. */
export const DICTIONARIES = {
  hi: {
    package: 'hunspell-hi',
    paths: ['/usr/share/hunspell/hi_IN.dic', '/usr/share/myspell/dicts/hi_IN.dic'],
  },
};

/** The words of a Hunspell .dic file, in NFC: its count line and each word's flags dropped. */
export function hunspellWords(/** @type {string} */ text) {
  return text
    .split('\n')
    .slice(1)
    .map((line) => (line.split('/')[0] ?? '').trim().normalize('NFC'))
    .filter(Boolean);
}

/**
 * A language's dictionary words, or null where it has none or it is not installed (then
 * `missing` names the package to install).
 * @returns {Promise<{ words: string[] | null; missing?: string }>}
 */
export async function dictionaryWords(/** @type {string} */ language) {
  const dictionary = DICTIONARIES[/** @type {keyof typeof DICTIONARIES} */ (language)];
  if (!dictionary) return { words: null };
  for (const path of dictionary.paths) {
    try {
      return { words: hunspellWords(await readFile(path, 'utf8')) };
    } catch {
      // not here: try the next place
    }
  }
  return { words: null, missing: dictionary.package };
}
