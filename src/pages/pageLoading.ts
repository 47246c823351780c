import type { ComponentType } from 'react';
import i18next from 'i18next';
import { loadPageModule, namespacesOf, pageAt, type PageId, type RoutedPageId } from './registry';
import { splitLanguagePath } from '../i18n/paths';
import type { Language } from '../i18n/languages';
import { isLanguageLoaded, loadedNamespaces, loadLanguage } from '../i18n/loading';
import type { Namespace } from '../i18n/namespaces';
import { isHydrated, whenIslandsLive } from '../hydration/hydrated';

// What a page needs before it can be shown, and fetching it: its code (each page its own
// chunk) and its text. The router (src/shell/SiteRouter.tsx, before a navigation shows a page),
// the shell (src/shell/AppShell.tsx, which renders it) and the link guard
// (src/shell/useNavigationGuard.ts) use it.

/** Pages whose code is here (the 404 page comes with the shell). */
const pagesHere = new Set<PageId>(['notFound']);
/** The page components loaded so far. */
const components = new Map<RoutedPageId, ComponentType>();

/**
 * Each page is its own chunk, so a parent opening the brochure does not download the home
 * page's sections. A navigation shows the whole page at once: its island comes first. On
 * arrival, the island hydrates after the rest (src/hydration/Island.tsx).
 */
export async function loadPage(page: RoutedPageId): Promise<void> {
  const { Component, preload } = await loadPageModule(page);
  components.set(page, Component);
  if (isHydrated()) await preload();
  if (isHydrated()) pagesHere.add(page); // a page's island comes only after
}

/**
 * The component of a page whose code is loaded: the router shows a page only once it is
 * (`loader`), hydration and the prerenderer load it first.
 */
export function pageComponent(page: RoutedPageId): ComponentType {
  const Component = components.get(page);
  if (!Component) throw new Error(`The code of the ${page} page is not loaded`);
  return Component;
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

/**
 * Fetches what the page at `pathname` needs, its code and its text side by side (one round
 * trip, not two, before a navigation shows it); false when it could not (offline, say).
 */
export async function preparePage(pathname: string): Promise<boolean> {
  const page = pageAt(pathname);
  const [code, text] = await Promise.all([
    page === 'notFound'
      ? true
      : loadPage(page).then(
          () => true,
          () => false,
        ),
    loadLanguage(i18next, ...textFor(pathname)),
  ]);
  return code && text;
}

/**
 * Before a navigation shows the page at `pathname` (src/shell/SiteRouter.tsx): its code and
 * text; then, if it is in another language, resolves to the change of language, which the
 * router makes in the same commit as the page, so it appears whole and in its own language.
 * Rejects when they cannot come.
 */
export async function loader(pathname: string): Promise<(() => void) | undefined> {
  // A parent who taps a link (or a remembered language that redirects) right after the page
  // comes live must not re-render a part still hydrating (src/hydration/Island.tsx).
  await whenIslandsLive();
  if (!(await preparePage(pathname))) {
    throw new Error(`What the page at ${pathname} needs could not be downloaded`);
  }
  const [language] = textFor(pathname);
  if (i18next.resolvedLanguage === language) return undefined;
  // Its text is here, so i18next changes language at once (no await): in the router's commit.
  return () => void i18next.changeLanguage(language);
}
