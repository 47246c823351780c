import { DEFAULT_LANGUAGE, isLanguage, type Language } from './languages';

/** localStorage key of the language a visitor chose with the switcher. */
export const LANGUAGE_STORAGE_KEY = 'school-site.language';

/** Just the part of `Storage` we use, so tests can hand in a fake that throws. */
export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * The visitor's stored choice, or null. Storage that throws (private browsing,
 * blocked cookies) or holds something we did not write counts as no choice.
 */
export function readStoredLanguage(storage: KeyValueStore | null | undefined): Language | null {
  try {
    const value = storage?.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

/** Remembers a choice; returns false when storage refuses (the choice then lasts the visit). */
export function storeLanguage(storage: KeyValueStore | null | undefined, language: Language) {
  try {
    storage?.setItem(LANGUAGE_STORAGE_KEY, language);
    return Boolean(storage);
  } catch {
    return false;
  }
}

/**
 * The first of the browser's preferred languages that we publish, other than English:
 * `['mr-IN', 'en']` gives `mr`; `['en-GB', 'hi']` gives null (English comes first).
 */
export function preferredBrowserLanguage(languages: readonly string[]): Language | null {
  for (const tag of languages) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base === DEFAULT_LANGUAGE ? null : base;
  }
  return null;
}

export type LanguageSuggestion =
  { kind: 'none' } | { kind: 'redirect'; to: Language } | { kind: 'offer'; language: Language };

/**
 * What to do on arrival. The URL's language always wins: only an unprefixed (English) URL
 * can lead elsewhere. A stored Hindi or Marathi choice redirects (with history replace);
 * a browser preference without a stored choice only earns an offer, never a redirect.
 */
export function suggestLanguage(input: {
  urlLanguage: Language;
  stored: Language | null;
  browser: Language | null;
}): LanguageSuggestion {
  const { urlLanguage, stored, browser } = input;
  if (urlLanguage !== DEFAULT_LANGUAGE) return { kind: 'none' };
  if (stored)
    return stored === DEFAULT_LANGUAGE ? { kind: 'none' } : { kind: 'redirect', to: stored };
  if (browser && browser !== DEFAULT_LANGUAGE) return { kind: 'offer', language: browser };
  return { kind: 'none' };
}

/** Safe access to localStorage: reading the property itself throws in some browsers. */
export function browserStorage(): KeyValueStore | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
