import { LANGUAGE_REGISTRY } from '../../locales/languages.mjs';

// The list of languages lives in locales/languages.mjs, read by the app, the scripts and the
// tests alike; this module gives the app its typed view of it.

type Entry = (typeof LANGUAGE_REGISTRY)[number];

/** The languages the site is published in, in the order the switcher shows them. */
export const LANGUAGES = LANGUAGE_REGISTRY.map<Entry['code']>((entry) => entry.code);
export type Language = Entry['code'];

/** English lives at the unprefixed URLs; the others under `/<code>/`. */
export const DEFAULT_LANGUAGE: Language = LANGUAGE_REGISTRY[0].code;

const byLanguage = <Value>(pick: (entry: Entry) => Value) =>
  Object.fromEntries(LANGUAGE_REGISTRY.map((entry) => [entry.code, pick(entry)])) as Record<
    Language,
    Value
  >;

/** Each language's own name for itself (an endonym is the same on every page). */
export const LANGUAGE_NAMES = /* @__PURE__ */ byLanguage((entry) => entry.name as string);

/** Open Graph locale per language. */
export const OG_LOCALES = /* @__PURE__ */ byLanguage((entry) => entry.openGraph as string);

/** The locale `Intl` formats a language's numbers and dates with. */
export const INTL_LOCALES = /* @__PURE__ */ byLanguage((entry) => entry.intl as string);

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
