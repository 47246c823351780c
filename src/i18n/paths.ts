import { DEFAULT_LANGUAGE, isLanguage, type Language } from './languages';

export interface LanguagePath {
  /** The language the URL is in; English when there is no (valid) prefix. */
  language: Language;
  /** The path without its language prefix, always starting with `/`. */
  rest: string;
  /** False when the first segment looks like a language prefix we do not publish. */
  prefixed: boolean;
}

/** Splits `/hi/academics` into `hi` and `/academics`; `/academics` is English. */
export function splitLanguagePath(pathname: string): LanguagePath {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  const first = match?.[1];
  if (first && first !== DEFAULT_LANGUAGE && isLanguage(first)) {
    return { language: first, rest: match[2] ?? '/', prefixed: true };
  }
  return { language: DEFAULT_LANGUAGE, rest: pathname || '/', prefixed: false };
}

/** The URL of the page `rest` (`/`, `/academics`, `/#about`) in `language`. */
export function localizedPath(language: Language, rest: string): string {
  const path = rest.startsWith('/') ? rest : `/${rest}`;
  if (language === DEFAULT_LANGUAGE) return path;
  return path === '/' ? `/${language}/` : `/${language}${path}`;
}

/**
 * The same page, query and `#section` in another language:
 * `/academics?level=primary#cards` in Hindi is `/hi/academics?level=primary#cards`.
 */
export function samePageIn(
  language: Language,
  location: { pathname: string; search?: string; hash?: string },
): string {
  const { rest } = splitLanguagePath(location.pathname);
  return `${localizedPath(language, rest)}${location.search ?? ''}${location.hash ?? ''}`;
}
