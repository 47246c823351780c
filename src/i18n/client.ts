import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { firstScreenParts, isSplit, localeBackend } from './localeLoaders';
import type { Namespace } from './namespaces';
import { applySiteFormats, sharedOptions } from './options';
import { splitLanguagePath } from './paths';

/**
 * The browser's i18next instance: starts in the URL's language with the files of the page's
 * `namespaces` loaded (others load when a page needs them); of a namespace split in two
 * (see localeLoaders.ts), only what the first screen reads.
 */
export async function startI18n(namespaces: readonly Namespace[]): Promise<i18n> {
  // The URL decides the page's language; unprefixed URLs are English. The visitor's stored
  // choice and the browser's languages (read by i18next's browser language detector, see
  // useRememberedLanguage.ts) only ever lead to a redirect or an offer, never to a page
  // whose text disagrees with its URL.
  const language = splitLanguagePath(window.location.pathname).language;
  // `npm run dev` only: `?keys` and locale files that update the page as they are saved.
  const devOptions = import.meta.env.DEV
    ? (await import('./devTools')).devToolsOptions(i18next)
    : {};
  const [parts] = await Promise.all([
    firstScreenParts(language, namespaces),
    i18next
      .use(localeBackend)
      .use(initReactI18next)
      .init({
        ...sharedOptions,
        ...devOptions,
        ns: namespaces.filter((namespace) => !isSplit(namespace)),
        lng: language,
      }),
  ]);
  applySiteFormats(i18next);
  for (const [namespace, data] of Object.entries(parts)) {
    i18next.addResourceBundle(language, namespace, data, true, true);
  }
  return i18next;
}
