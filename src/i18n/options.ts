import type { InitOptions } from 'i18next';
import { DEFAULT_LANGUAGE, LANGUAGES } from './languages';
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
