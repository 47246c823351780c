// @ts-check
// `npm run i18n:status`: per language and namespace, how many translations are fresh, stale
// (the English changed after they were made) or missing, and for each stale key the English
// it was translated from, the English now and a word diff. The record of what each
// translation was made from is locales/translated-from/<lng>.json, which this command keeps:
//
//   npm run i18n:status -- --mark hi home:hero.title   the key's translation is up to date
//   npm run i18n:status -- --mark hi home              the whole namespace was reviewed
//   npm run i18n:status -- --mark hi                   every namespace (a new language)
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { markTranslated, statusReport } from '../lib/i18n-status.mjs';
import {
  allStatuses,
  locale,
  localesDir,
  namespaces,
  readRecord,
} from '../lib/translation-status.mjs';
import { SOURCE_LANGUAGE, TRANSLATED_LANGUAGES } from '../../locales/languages.mjs';

const recordDir = join(localesDir, 'translated-from');
const SOURCE = SOURCE_LANGUAGE;
const TARGETS = TRANSLATED_LANGUAGES;

async function mark(/** @type {string} */ language, /** @type {string | undefined} */ target) {
  if (!(/** @type {readonly string[]} */ (TARGETS).includes(language))) {
    throw new Error(`--mark: "${language}" is not a translated language (${TARGETS.join(', ')})`);
  }
  const [namespace, key] = target?.split(/:(.*)/s) ?? [];
  if (namespace !== undefined && !namespaces.includes(namespace)) {
    throw new Error(`--mark: no namespace "${namespace}" (${namespaces.join(', ')})`);
  }
  let record = await readRecord(language);
  for (const name of namespace === undefined ? namespaces : [namespace]) {
    const english = await locale(SOURCE, name);
    record = markTranslated(record, { namespace: name, english, key: key || undefined });
  }
  const sorted = Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));
  await mkdir(recordDir, { recursive: true });
  await writeFile(join(recordDir, `${language}.json`), `${JSON.stringify(sorted, null, 2)}\n`);
  console.log(
    `Marked ${language} ${target ?? '(every namespace)'} as translated from today's English.`,
  );
}

const args = process.argv.slice(2);
try {
  const at = args.indexOf('--mark');
  if (at !== -1) await mark(args[at + 1] ?? '', args[at + 2]);
  for (const { language, statuses } of await allStatuses()) {
    for (const line of statusReport(language, statuses)) console.log(line);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
