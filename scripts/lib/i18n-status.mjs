// @ts-check
// Exports what `npm run i18n:status` and `npm run i18n:check` need to tell fresh translations
// from stale ones: each language's record (locales/translated-from/<lng>.json) keeps, per
// namespace and key, the English text (NFC) its translation was made from. A translation is
// stale when the English has changed since; a translator marks it fresh again after updating
// it (`npm run i18n:status -- --mark <lng> <namespace>[:<key>]`).

/**
 * @typedef {Record<string, Record<string, string>>} Record_ English by namespace, then key
 * @typedef {{ namespace: string; key: string; was: string | null; now: string }} Stale
 * @typedef {{ namespace: string; translated: number; stale: Stale[]; missing: string[] }} NamespaceStatus
 */

const nfc = (/** @type {string} */ text) => text.normalize('NFC');

/**
 * The state of one language's namespace: keys translated from today's English, keys whose
 * English changed since (stale, with what it was), keys with no translation (missing).
 * @param {{ namespace: string; english: Record<string, string>; translation: Record<string, string>; record: Record<string, string> | undefined }} input
 *   `english` and `translation` flattened (`hero.title`), `record` this namespace's record
 * @returns {NamespaceStatus}
 */
export function namespaceStatus({ namespace, english, translation, record }) {
  /** @type {NamespaceStatus} */
  const status = { namespace, translated: 0, stale: [], missing: [] };
  for (const [key, now] of Object.entries(english)) {
    if (typeof translation[key] !== 'string' || translation[key] === '') {
      status.missing.push(key);
      continue;
    }
    const was = record?.[key] ?? null;
    if (was === nfc(now)) status.translated += 1;
    else status.stale.push({ namespace, key, was, now: nfc(now) });
  }
  return status;
}

/**
 * The record after a translator marks keys as translated from today's English: one key
 * (`key` given), or every key of the namespace. Keys no longer in English are dropped.
 * @param {Record_} record
 * @param {{ namespace: string; english: Record<string, string>; key?: string }} mark
 * @returns {Record_}
 */
export function markTranslated(record, { namespace, english, key }) {
  if (key !== undefined && !(key in english)) {
    throw new Error(`${namespace}:${key} is not an English key`);
  }
  /** @type {Record<string, string>} */
  const entries = {};
  for (const [name, text] of Object.entries(english)) {
    const previous = record[namespace]?.[name];
    const marked = key === undefined || key === name;
    if (marked) entries[name] = nfc(text);
    else if (previous !== undefined) entries[name] = previous;
  }
  return { ...record, [namespace]: entries };
}

/**
 * A word diff from `was` to `now`: unchanged words as they are, removed ones as [-…-], added
 * ones as {+…+}.
 */
export function wordDiff(/** @type {string} */ was, /** @type {string} */ now) {
  const a = was.split(/\s+/).filter(Boolean);
  const b = now.split(/\s+/).filter(Boolean);
  // Longest common subsequence of words, by dynamic programming (texts are short): `common(i,
  // j)` is its length for a[i…] and b[j…].
  const width = b.length + 1;
  const table = new Int32Array((a.length + 1) * width);
  const common = (/** @type {number} */ i, /** @type {number} */ j) => table[i * width + j] ?? 0;
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      table[i * width + j] =
        a[i] === b[j] ? common(i + 1, j + 1) + 1 : Math.max(common(i + 1, j), common(i, j + 1));
    }
  }
  /** @type {string[]} */
  const out = [];
  /** @type {string[]} */
  let removed = [];
  /** @type {string[]} */
  let added = [];
  const flush = () => {
    if (removed.length) out.push(`[-${removed.join(' ')}-]`);
    if (added.length) out.push(`{+${added.join(' ')}+}`);
    removed = [];
    added = [];
  };
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      flush();
      out.push(/** @type {string} */ (a[i]));
      i++;
      j++;
    } else if (j < b.length && (i >= a.length || common(i, j + 1) >= common(i + 1, j))) {
      added.push(/** @type {string} */ (b[j++]));
    } else {
      removed.push(/** @type {string} */ (a[i++]));
    }
  }
  flush();
  return out.join(' ');
}

/**
 * The lines `npm run i18n:status` prints for a language: a summary per namespace, then each
 * stale key as `<lng> <namespace>:<key> stale` with the English it was translated from, the
 * English now, and the word diff between them.
 * @param {string} language
 * @param {NamespaceStatus[]} statuses
 */
export function statusReport(language, statuses) {
  const lines = [];
  for (const { namespace, translated, stale, missing } of statuses) {
    lines.push(
      `${language} ${namespace}: ${translated} translated, ${stale.length} stale, ${missing.length} missing`,
    );
  }
  for (const { namespace, key, was, now } of statuses.flatMap((status) => status.stale)) {
    lines.push(`${language} ${namespace}:${key} stale`);
    lines.push(`    translated from: ${was ?? '(no record: never marked)'}`);
    lines.push(`    English now:     ${now}`);
    if (was !== null) lines.push(`    change:          ${wordDiff(was, now)}`);
  }
  for (const { namespace, missing } of statuses) {
    for (const key of missing) lines.push(`${language} ${namespace}:${key} missing`);
  }
  return lines;
}
