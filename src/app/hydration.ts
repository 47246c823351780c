import { LANGUAGES } from '../i18n/languages';
import { localizedPath, splitLanguagePath } from '../i18n/paths';
import { PAGE_PATHS } from './pages';

/** What the prerenderer wrote on the root element about the page it rendered. */
export interface PrerenderMark {
  /** The page's path, or '' for a 404 page (served for any unknown path). */
  path: string;
  language: string;
}

const trimSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

const KNOWN_PATHS = new Set(
  LANGUAGES.flatMap((language) =>
    Object.values(PAGE_PATHS).map((path) => trimSlash(localizedPath(language, path))),
  ),
);

/**
 * Hydrate only when the HTML we were served is the page the router will render: a host that
 * answers `/hi/foo` with the English `404.html` gets a fresh render instead of a mismatch.
 */
export function shouldHydrate(mark: PrerenderMark | null, pathname: string): boolean {
  if (!mark) return false;
  const path = trimSlash(pathname);
  if (mark.path) return trimSlash(mark.path) === path;
  return !KNOWN_PATHS.has(path) && splitLanguagePath(pathname).language === mark.language;
}
