import type { ComponentType } from 'react';
import i18next from 'i18next';
import { namespacesOf, pageAt, type PageId } from './registry';
import { splitLanguagePath } from '../i18n/paths';
import type { Language } from '../i18n/languages';
import { isLanguageLoaded, loadedNamespaces, loadLanguage } from '../i18n/loading';
import type { Namespace } from '../i18n/namespaces';
import { isPageLive } from '../hydration/pageLive';

// What a page needs before it can be shown, and fetching it: its code (each page its own
// chunk) and its text. The route table (./routes.tsx) and the shell (./AppShell.tsx, before a
// navigation) both use it.

/** The module behind each lazily loaded page, for the prerenderer's preload hints. */
export const PAGE_MODULES = {
  home: 'src/pages/HomePage.tsx',
  academics: 'src/pages/AcademicsPage.tsx',
  brochure: 'src/pages/BrochurePage.tsx',
} as const;

/**
 * Parts of a page in its HTML that hydrate after it (src/hydration/LaterPart.tsx): the prerenderer
 * links their stylesheets (their HTML is on the page) but leaves their code out of what the
 * page loads before it is live.
 */
export const LATER_PART_MODULES: Partial<Record<keyof typeof PAGE_MODULES, string[]>> = {
  home: ['src/pages/HomeRest.tsx'],
  academics: ['src/features/academics/AcademicLevels.tsx'],
  brochure: ['src/pages/BrochureShare.tsx'],
};

// Each page is its own chunk, so a parent opening the brochure does not download the home
// page's sections. The prerendered HTML preloads the chunk of its own page.
const PAGES: Record<Exclude<PageId, 'notFound'>, () => Promise<ComponentType>> = {
  home: async () => {
    const { HomePage, preloadHomePage } = await import('./HomePage');
    // A navigation shows the whole page at once; on arrival, the part below the first screen
    // hydrates after the rest (src/hydration/LaterPart.tsx).
    if (isPageLive()) await preloadHomePage();
    return HomePage;
  },
  academics: async () => {
    const { AcademicsPage, preloadAcademicsPage } = await import('./AcademicsPage');
    if (isPageLive()) await preloadAcademicsPage(); // as the home page's, just above
    return AcademicsPage;
  },
  brochure: async () => {
    const { BrochurePage, preloadBrochurePage } = await import('./BrochurePage');
    if (isPageLive()) await preloadBrochurePage(); // as the home page's, above
    return BrochurePage;
  },
};

/** Pages whose code is here (the 404 page comes with the shell). */
const pagesHere = new Set<PageId>(['notFound']);

export async function loadPage(page: keyof typeof PAGES) {
  const Component = await PAGES[page]();
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
