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
/** Marks the section a link from another page leads to, until the next page. */
const LANDING_ATTRIBUTE = 'data-landing';

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
    document.getElementById('main')?.focus({ preventScroll: true });
    if (!target) {
      window.scrollTo(0, 0);
      return;
    }
    // The sections above it are drawn first (src/sections/Section.module.scss), so the
    // scroll aims at their real heights; at once, not smoothly: a new page opens at its section.
    target.setAttribute(LANDING_ATTRIBUTE, '');
    target.scrollIntoView({ behavior: 'instant' });
    return () => target.removeAttribute(LANDING_ATTRIBUTE);
  }, [pathname, hash, navigationType]);
}
