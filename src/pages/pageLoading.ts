import i18next from 'i18next';
import { loadPageModule, namespacesOf, pageAt, type PageId, type RoutedPageId } from './registry';
import { splitLanguagePath } from '../i18n/paths';
import type { Language } from '../i18n/languages';
import { isLanguageLoaded, loadedNamespaces, loadLanguage } from '../i18n/loading';
import type { Namespace } from '../i18n/namespaces';
import { isPageLive } from '../hydration/pageLive';

// What a page needs before it can be shown, and fetching it: its code (each page its own
// chunk) and its text. The route table (src/shell/routes.tsx) and the shell
// (src/shell/AppShell.tsx, before a navigation) both use it.

/** Pages whose code is here (the 404 page comes with the shell). */
const pagesHere = new Set<PageId>(['notFound']);

/**
 * Each page is its own chunk, so a parent opening the brochure does not download the home
 * page's sections. A navigation shows the whole page at once: its later part comes first. On
 * arrival, the later part hydrates after the rest (src/hydration/LaterPart.tsx).
 */
export async function loadPage(page: RoutedPageId) {
  const { Component, preload } = await loadPageModule(page);
  if (isPageLive()) await preload();
  if (isPageLive()) pagesHere.add(page); // a page's later part comes only after
  return { Component };
}

/**
 * The text the page at `pathname` needs. A change of language brings along whatever else is
 * on screen in the old one (the cat's text, say), so nothing mounted shows raw keys or has to
 * start again.
 */
export function textFor(pathname: string): [Language, Namespace[]] {
  const { language } = splitLanguagePath(pathname);
  const own = namespacesOf(pageAt(pathname));
  if (language === i18next.resolvedLanguage) return [language, own];
  return [language, [...new Set([...own, ...loadedNamespaces(i18next, i18next.language)])]];
}

/** True when the page at `pathname` can be shown at once: its code and text are here. */
export function isPageReady(pathname: string): boolean {
  return pagesHere.has(pageAt(pathname)) && isLanguageLoaded(i18next, ...textFor(pathname));
}

/** Fetches what the page at `pathname` needs; false when it could not (offline, say). */
export async function preparePage(pathname: string): Promise<boolean> {
  const page = pageAt(pathname);
  try {
    if (page !== 'notFound') await loadPage(page);
  } catch {
    return false;
  }
  return loadLanguage(i18next, ...textFor(pathname));
}
