import { DEFAULT_LANGUAGE, isLanguage, type Language } from './languages';

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
