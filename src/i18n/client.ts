import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { firstScreenParts, isSplit, localeBackend } from './localeLoaders';
import { loadLanguage } from './loading';
import type { Namespace } from './namespaces';
import { applySiteFormats, sharedOptions } from './options';
import { splitLanguagePath } from './paths';

/** i18next being set up (once, whatever comes of its files). */
let setUp: Promise<void> | undefined;

/**
 * The browser's i18next instance: starts in the URL's language with the files of the page's
 * `namespaces` loaded (others load when a page needs them); of a namespace split in two
 * (see localeLoaders.ts), only what the first screen reads.
 *
 * Rejects when any of those files could not be fetched: a page hydrated without its text
 * would not match its HTML and show its keys instead (React throws its prerendered HTML
 * away). Called again, it fetches only what is still missing.
 */
export async function startI18n(namespaces: readonly Namespace[]): Promise<i18n> {
  // The URL decides the page's language; unprefixed URLs are English. The visitor's stored
  // choice and the browser's languages (read by i18next's browser language detector, see
  // useRememberedLanguage.ts) only ever lead to a redirect or an offer, never to a page
  // whose text disagrees with its URL.
  const language = splitLanguagePath(window.location.pathname).language;
  const whole = namespaces.filter((namespace) => !isSplit(namespace));
  // `npm run dev` only: `?keys` and locale files that update the page as they are saved.
  const devOptions = import.meta.env.DEV
    ? (await import('./devTools')).devToolsOptions(i18next)
    : {};
  // Set up once, its backend fetching the whole files (one that fails is left out).
  setUp ??= i18next
    .use(localeBackend)
    .use(initReactI18next)
    .init({ ...sharedOptions, ...devOptions, ns: whole, lng: language })
    .then(() => applySiteFormats(i18next));
  // A whole file i18next could not fetch is asked for once more (loadLanguage asks for none
  // when all are here). Called again, it gets the first-screen parts it has from memory
  // (their modules are loaded) and asks only for the files still missing.
  const [parts, loaded] = await Promise.all([
    firstScreenParts(language, namespaces),
    setUp.then(() => loadLanguage(i18next, language, whole)),
  ]);
  if (!loaded) throw new Error(`The ${language} text could not be loaded`);
  for (const [namespace, data] of Object.entries(parts)) {
    i18next.addResourceBundle(language, namespace, data, true, true);
  }
  return i18next;
}
