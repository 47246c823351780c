import type { TFunction } from 'i18next';
import { school } from '../config/school';
import { formatYear } from '../i18n/format';
import type { Language } from '../i18n/languages';

/** The prerendered pages of each language, with the path of each below its language prefix. */
export const PAGE_PATHS = {
  home: '/',
  academics: '/academics',
  brochure: '/brochure',
} as const;

export type PageId = keyof typeof PAGE_PATHS | 'notFound';

/** What a route tells the shell about itself (`handle` in the route table). */
export interface RouteHandle {
  page: PageId;
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'page' in value;
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
