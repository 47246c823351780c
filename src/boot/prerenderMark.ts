import { splitLanguagePath } from '../i18n/paths';
import { pageAt } from '../pages/registry';

/** What the prerenderer wrote on the root element about the page it rendered. */
export interface PrerenderMark {
  /** The page's path, or '' for a 404 page (served for any unknown path). */
  path: string;
  language: string;
}

const trimSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/**
 * Hydrate only when the HTML we were served is the page the router will render: a host that
 * answers `/hi/foo` with the English `404.html` gets a fresh render instead of a mismatch.
 */
export function shouldHydrate(mark: PrerenderMark | null, pathname: string): boolean {
  if (!mark) return false;
  if (mark.path) return trimSlash(mark.path) === trimSlash(pathname);
  return pageAt(pathname) === 'notFound' && splitLanguagePath(pathname).language === mark.language;
}
