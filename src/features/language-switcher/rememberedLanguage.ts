import { isLanguage, type Language } from '../../i18n/languages';
import { LANGUAGE_STORAGE_KEY } from '../../i18n/preference';
import { readItem, writeItem, type KeyValueStore } from '../../ui/storage';

export { LANGUAGE_STORAGE_KEY };

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
