import { useLocation } from 'react-router-dom';
import type { Language } from './languages';
import { localizedPath, splitLanguagePath } from './paths';

/** The language of the current URL (English for unprefixed and unknown prefixes). */
export function useLanguage(): Language {
  return splitLanguagePath(useLocation().pathname).language;
}

/** A function turning `/academics` or `/#about` into the same page in the current language. */
export function useLocalizedPath(): (rest: string) => string {
  const language = useLanguage();
  return (rest) => localizedPath(language, rest);
}
