import { isLanguage, type Language } from '../../i18n/languages';
import { readItem, writeItem, type KeyValueStore } from '../../ui/storage';

/** localStorage key of the language a visitor chose with the switcher. */
export const LANGUAGE_STORAGE_KEY = 'school-site.language';

/**
 * The visitor's stored choice, or null. Storage that throws (private browsing,
 * blocked cookies) or holds something we did not write counts as no choice.
 */
export function readStoredLanguage(storage: KeyValueStore | null | undefined): Language | null {
  const value = readItem(storage, LANGUAGE_STORAGE_KEY);
  return isLanguage(value) ? value : null;
}

/** Remembers a choice; returns false when storage refuses (the choice then lasts the visit). */
export function storeLanguage(storage: KeyValueStore | null | undefined, language: Language) {
  return writeItem(storage, LANGUAGE_STORAGE_KEY, language);
}
