import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { localeBackend } from './localeLoaders';
import type { Namespace } from './namespaces';
import { sharedOptions } from './options';
import { splitLanguagePath } from './paths';

/**
 * The browser's i18next instance: starts in the URL's language with the files of the page's
 * `namespaces` loaded (others load when a page needs them).
 */
export async function startI18n(namespaces: readonly Namespace[]): Promise<i18n> {
  await i18next
    .use(localeBackend)
    .use(initReactI18next)
    .init({
      ...sharedOptions,
      ns: [...namespaces],
      // The URL decides the page's language; unprefixed URLs are English. The visitor's
      // stored choice and the browser's languages (read by i18next's browser language
      // detector, see useRememberedLanguage.ts) only ever lead to a redirect or an offer,
      // never to a page whose text disagrees with its URL.
      lng: splitLanguagePath(window.location.pathname).language,
    });
  return i18next;
}
