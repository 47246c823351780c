import i18next, { type i18n } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { localeBackend } from './localeLoaders';
import type { Namespace } from './namespaces';
import { sharedOptions } from './options';
import { splitLanguagePath } from './paths';

const detector = new LanguageDetector();
// The URL decides the page's language; unprefixed URLs are English. The visitor's stored
// choice and the browser's preference only ever lead to a redirect or an offer (see
// `preference.ts`), never to a page whose text disagrees with its URL.
detector.addDetector({
  name: 'urlPrefix',
  lookup: () => splitLanguagePath(window.location.pathname).language,
});

/**
 * The browser's i18next instance: starts in the URL's language with the files of the page's
 * `namespaces` loaded (others load when a page needs them).
 */
export async function startI18n(namespaces: readonly Namespace[]): Promise<i18n> {
  await i18next
    .use(localeBackend)
    .use(detector)
    .use(initReactI18next)
    .init({
      ...sharedOptions,
      ns: [...namespaces],
      // Path first, and nothing cached automatically: only an explicit choice is stored.
      detection: { order: ['urlPrefix'], caches: [] },
    });
  return i18next;
}
