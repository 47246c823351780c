// What to do on arrival at a page, from the URL's language, a remembered choice and the
// browser's languages. Free of the language registry (the languages are handed in), so the
// page's entry script can decide the language offer with it (src/features/language-switcher/
// offer.ts) without waiting for the registry's chunk.

/** localStorage key of the language a visitor chose with the switcher or the offer. */
export const LANGUAGE_STORAGE_KEY = 'school-site.language';

/**
 * The first of the browser's preferred languages that we publish (`published`, the default
 * language first), other than the default: `['mr-IN', 'en']` gives `mr`; `['en-GB', 'hi']`
 * gives null (English comes first).
 */
export function preferredBrowserLanguage<Language extends string>(
  languages: readonly string[],
  published: readonly Language[],
): Language | null {
  for (const tag of languages) {
    const base = tag.toLowerCase().split('-')[0];
    const found = published.find((language) => language === base);
    if (found) return found === published[0] ? null : found;
  }
  return null;
}

export type LanguageSuggestion<Language extends string = string> =
  { kind: 'none' } | { kind: 'redirect'; to: Language } | { kind: 'offer'; language: Language };

/**
 * What to do on arrival. The URL's language always wins: only a URL in the default language
 * (unprefixed, English) can lead elsewhere. A stored Hindi or Marathi choice redirects (with
 * history replace); a browser preference without a stored choice only earns an offer, never a
 * redirect.
 */
export function suggestLanguage<Language extends string>(input: {
  defaultLanguage: Language;
  urlLanguage: Language;
  stored: Language | null;
  browser: Language | null;
}): LanguageSuggestion<Language> {
  const { defaultLanguage, urlLanguage, stored, browser } = input;
  if (urlLanguage !== defaultLanguage) return { kind: 'none' };
  if (stored)
    return stored === defaultLanguage ? { kind: 'none' } : { kind: 'redirect', to: stored };
  if (browser && browser !== defaultLanguage) return { kind: 'offer', language: browser };
  return { kind: 'none' };
}
