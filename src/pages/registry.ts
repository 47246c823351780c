import type { TFunction } from 'i18next';
import { school } from '../config/school';
import { formatYear } from '../i18n/format';
import type { Language } from '../i18n/languages';
import type { Namespace } from '../i18n/namespaces';
import { splitLanguagePath } from '../i18n/paths';

/** The prerendered pages of each language, with the path of each below its language prefix. */
export const PAGE_PATHS = {
  home: '/',
  academics: '/academics',
  brochure: '/brochure',
} as const;

export type PageId = keyof typeof PAGE_PATHS | 'notFound';

/**
 * The text each page reads before it is interactive, beyond the shell's own (`common`,
 * `errors`): a page downloads only its namespaces, in its language. The home page's cat
 * (`mascot`) asks for its own text when it arrives, after hydration, and so does the share
 * button of the home and brochure pages (`share`), in the part of the page that hydrates after
 * it (src/features/share/shareText.ts).
 */
const PAGE_NAMESPACES: Record<PageId, readonly Namespace[]> = {
  home: ['home', 'tour'],
  academics: ['academics'],
  brochure: ['brochure'],
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
