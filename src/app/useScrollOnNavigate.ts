import { useEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router-dom';
import { splitLanguagePath } from '../i18n/paths';

/**
 * Scrolling after client-side navigation, as a reader expects it:
 * - to another page: to its `#section` if it has one, else to the top, with focus on `<main>`
 *   so a screen reader starts reading the new page;
 * - to the same page in another language: nowhere (the reader keeps their place);
 * - back/forward: left to the browser's own scroll restoration.
 */
export function useScrollOnNavigate() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  const previousPage = useRef(splitLanguagePath(pathname).rest);

  useEffect(() => {
    const page = splitLanguagePath(pathname).rest;
    const samePage = page === previousPage.current;
    previousPage.current = page;
    if (samePage || navigationType === NavigationType.Pop) return;
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) {
      // At once, not smoothly: a new page opens at its section (and a smooth scroll would aim
      // at estimated heights of the home page's sections it passes, not yet drawn).
      target.scrollIntoView({ behavior: 'instant' });
    } else {
      window.scrollTo(0, 0);
    }
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [pathname, hash, navigationType]);
}
