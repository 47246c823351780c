import type { ComponentType } from 'react';
import type { TFunction } from 'i18next';
import { school } from '../config/school';
import { formatYear } from '../i18n/format';
import type { Language } from '../i18n/languages';
import type { Namespace } from '../i18n/namespaces';
import { splitLanguagePath } from '../i18n/paths';

/** An island of a page (see `islands` below). */
export interface IslandEntry {
  module: string;
  linkStyles?: boolean;
}

/** What a page module gives the route: the page, and what to fetch before a navigation shows it. */
export interface PageModule {
  Component: ComponentType;
  /** Its island's code and text (src/hydration/Island.tsx). */
  preload: () => Promise<unknown>;
}

/**
 * Every page of the site, once: which page a path is, the page loading, the prerenderer's list of pages,
 * its preload hints and the text each page downloads all come from here. A new page is an
 * entry here and its own module (and its text in locales/).
 * - `path`: below the language prefix (`/academics`, served also at `/hi/academics`);
 * - `namespaces`: the text it reads before it is interactive, beyond the shell's own (`common`,
 *   `errors`): a page downloads only its namespaces, in its language. The home page's cat
 *   (`mascot`) asks for its own text when it arrives, after hydration, and so does the share
 *   button of the home and brochure pages (`share`), in the part of the page that hydrates
 *   after it (src/features/share/shareText.ts);
 * - `module` and `load`: the page's own chunk (the path, for the prerenderer's manifest
 *   look-up, and its import);
 * - `islands`: its islands (src/hydration/Island.tsx) by the name the page gives
 *   each, with its module: their HTML is on the page, so the prerenderer gives the page their
 *   styles but leaves their code out of what the page loads before it is live (a part left out
 *   ships its HTML unstyled: src/pages/registry.test.ts finds every `island` of the pages).
 *   `linkStyles`: the part lies below the first screen, so its styles are a stylesheet linked
 *   just before its HTML rather than inside the page's head (src/hydration/partStyles.ts).
 */
const PAGES = {
  home: {
    path: '/',
    namespaces: ['home', 'tour'],
    module: 'src/pages/HomePage.tsx',
    load: async () => {
      const { HomePage, preloadHomePage } = await import('./HomePage');
      return { Component: HomePage, preload: preloadHomePage };
    },
    islands: { home: { module: 'src/pages/HomeRest.tsx', linkStyles: true } },
  },
  academics: {
    path: '/academics',
    namespaces: ['academics'],
    module: 'src/pages/AcademicsPage.tsx',
    load: async () => {
      const { AcademicsPage, preloadAcademicsPage } = await import('./AcademicsPage');
      return { Component: AcademicsPage, preload: preloadAcademicsPage };
    },
    islands: { academics: { module: 'src/features/academics/AcademicLevels.tsx' } },
  },
  brochure: {
    path: '/brochure',
    namespaces: ['brochure'],
    module: 'src/pages/BrochurePage.tsx',
    load: async () => {
      const { BrochurePage, preloadBrochurePage } = await import('./BrochurePage');
      return { Component: BrochurePage, preload: preloadBrochurePage };
    },
    islands: { 'brochure-share': { module: 'src/pages/BrochureShare.tsx' } },
  },
} as const satisfies Record<
  string,
  {
    path: string;
    namespaces: readonly Namespace[];
    module: string;
    load: () => Promise<PageModule>;
    islands: Readonly<Record<string, IslandEntry>>;
  }
>;

/** The prerendered pages (every page but the 404 page, which comes with the shell). */
export type RoutedPageId = keyof typeof PAGES;
export type PageId = RoutedPageId | 'notFound';
export const ROUTED_PAGES = Object.keys(PAGES) as RoutedPageId[];

const fromPages = <T>(pick: (page: (typeof PAGES)[RoutedPageId]) => T) =>
  Object.fromEntries(ROUTED_PAGES.map((id) => [id, pick(PAGES[id])])) as Record<RoutedPageId, T>;

/** Each page's path below its language prefix. */
export const PAGE_PATHS = fromPages((page) => page.path);
/** The module behind each lazily loaded page, for the prerenderer's preload hints. */
export const PAGE_MODULES = fromPages((page) => page.module);
/** Each page's islands, by name (see `islands` above). */
export const LATER_PARTS = fromPages((page): Readonly<Record<string, IslandEntry>> => page.islands);
/** Each page's own chunk: the page and what it fetches before a navigation shows it. */
export const loadPageModule = (page: RoutedPageId): Promise<PageModule> => PAGES[page].load();

const PAGE_NAMESPACES: Record<PageId, readonly Namespace[]> = {
  ...fromPages((page) => page.namespaces),
  notFound: [],
};
const SHELL_NAMESPACES: readonly Namespace[] = ['common', 'errors'];

/** The page at a URL path: `/hi/academics/` is academics; anything unknown is notFound. */
export function pageAt(pathname: string): PageId {
  const { rest } = splitLanguagePath(pathname);
  const path = rest.length > 1 ? rest.replace(/\/+$/, '') : rest;
  const found = Object.entries(PAGE_PATHS).find(([, pagePath]) => pagePath === path);
  return found ? (found[0] as PageId) : 'notFound';
}

export function namespacesOf(page: PageId): Namespace[] {
  return [...SHELL_NAMESPACES, ...PAGE_NAMESPACES[page]];
}

/** The document title: the home page's own, else "Page — School, Mumbai". */
export function pageTitle(t: TFunction, page: PageId): string {
  if (page === 'home') return t('meta.home.title');
  return `${t(`meta.${page}.title`)} — ${t('meta.titleSuffix')}`;
}

export function pageDescription(t: TFunction, page: PageId, language: Language): string {
  if (page === 'home') {
    return t('meta.home.description', { established: formatYear(language, school.established) });
  }
  return t(`meta.${page}.description`);
}
