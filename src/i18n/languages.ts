/** The languages the site is published in, in the order the switcher shows them. */
export const LANGUAGES = ['en', 'hi', 'mr'] as const;
export type Language = (typeof LANGUAGES)[number];

/** English lives at the unprefixed URLs; the others under `/<code>/`. */
export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language's own name for itself (an endonym is the same on every page). */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  hi: 'हिन्दी',
  mr: 'मराठी',
};

/** Open Graph locale per language. */
export const OG_LOCALES: Record<Language, string> = {
  en: 'en_IN',
  hi: 'hi_IN',
  mr: 'mr_IN',
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
