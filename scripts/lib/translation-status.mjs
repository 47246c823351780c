// @ts-check
// Reads each language's locale files and its record of what was translated from which English
// (locales/translated-from/<lng>.json), for `npm run i18n:status` (scripts/check/i18n-status.mjs)
// and `npm run i18n:check` (scripts/check/i18n-check.mjs).
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { flatten } from './i18n-check.mjs';
import { namespaceStatus } from './i18n-status.mjs';
import { SOURCE_LANGUAGE, TRANSLATED_LANGUAGES } from '../../locales/languages.mjs';

export const localesDir = fileURLToPath(new URL('../../locales/', import.meta.url));
const recordDir = join(localesDir, 'translated-from');
const SOURCE = SOURCE_LANGUAGE;
const TARGETS = TRANSLATED_LANGUAGES;

/** @returns {Promise<Record<string, string>>} a locale file, flattened ({} if absent) */
export async function locale(/** @type {string} */ language, /** @type {string} */ namespace) {
  try {
    const text = await readFile(join(localesDir, language, `${namespace}.json`), 'utf8');
    return /** @type {Record<string, string>} */ (flatten(JSON.parse(text)));
  } catch {
    return {};
  }
}

/** @returns {Promise<import('./i18n-status.mjs').Record_>} */
export async function readRecord(/** @type {string} */ language) {
  try {
    return JSON.parse(await readFile(join(recordDir, `${language}.json`), 'utf8'));
  } catch {
    return {};
  }
}

export const namespaces = (await readdir(join(localesDir, SOURCE)))
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.replace(/\.json$/, ''))
  .sort();

/** Every language's status, namespace by namespace. */
export async function allStatuses() {
  return Promise.all(
    TARGETS.map(async (language) => {
      const record = await readRecord(language);
      const statuses = await Promise.all(
        namespaces.map(async (namespace) =>
          namespaceStatus({
            namespace,
            english: await locale(SOURCE, namespace),
            translation: await locale(language, namespace),
            record: record[namespace],
          }),
        ),
      );
      return { language, statuses };
    }),
  );
}
