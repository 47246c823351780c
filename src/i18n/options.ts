import type { i18n, InitOptions } from 'i18next';
import { formatNumber } from './format';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './languages';
import { DEFAULT_NAMESPACE, NAMESPACES } from './namespaces';

/** Options shared by the browser and the prerenderer, so both resolve text the same way. */
export const sharedOptions = {
  supportedLngs: [...LANGUAGES],
  // Every language (Hindi, Marathi…) falls back to nothing at run time, so a Hindi page never
  // downloads the English files; `npm run i18n:check` guarantees that every key exists in every language.
  fallbackLng: {
    ...Object.fromEntries(LANGUAGES.map((language) => [language, []])),
    default: [DEFAULT_LANGUAGE],
  },
  ns: [...NAMESPACES],
  defaultNS: DEFAULT_NAMESPACE,
  interpolation: { escapeValue: false }, // React escapes already
  react: { useSuspense: false },
} satisfies InitOptions;

/**
 * `{{count, number}}` in a locale string goes through src/i18n/format.ts like every other
 * number on the page (i18next's own `number` would make its own Intl formatter, the page's
 * first, while the page hydrates). Called on every instance, in the browser and the
 * prerenderer alike. Only the plain `number` format: the locale files use no other (a
 * `number(…)` with options would need them passed on here).
 */
export function applySiteFormats(instance: i18n) {
  instance.services.formatter?.add('number', (value: unknown, language: string | undefined) =>
    formatNumber((language ?? DEFAULT_LANGUAGE) as Language, Number(value)),
  );
}
