import { useCallback, useEffect, useState } from 'react';

/** What the guard needs from the page loading and the router, handed in by the shell. */
export interface GuardProps {
  isPageReady: (pathname: string) => boolean;
  preparePage: (pathname: string) => Promise<boolean>;
  navigate: (to: string) => unknown;
  /** The current page's path. */
  pathname: string;
}

/** A plain click (not "open in a new tab") on a link to another page of this site. */
function linkToFollow(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  // A link with `hreflang` is the language switcher's, which loads the text itself first.
  if (
    !(link instanceof HTMLAnchorElement) ||
    link.target ||
    link.matches('[download],[hreflang]')
  ) {
    return null;
  }
  // A link within this page (a section's #anchor) needs nothing downloaded.
  const samePage = link.pathname === window.location.pathname;
  return link.origin === window.location.origin && !samePage ? link : null;
}

/**
 * Keeps the page on screen when the next one cannot be downloaded (offline, say), as the
 * language switcher does for a language: a link to a page whose code or text is not here yet
 * fetches them first, and only then changes the page; if they cannot come, `failed` is true
 * (until the parent goes elsewhere) and `retry` follows the link again. Without this, the
 * route's error page would replace the page.
 */
export function useNavigationGuard(props: GuardProps) {
  const { isPageReady, preparePage, navigate, pathname } = props;
  // The address that could not be opened, and the page it was asked from.
  const [failure, setFailure] = useState<{ from: string; to: string } | null>(null);

  const follow = useCallback(
    async (to: string, target: string) => {
      if (await preparePage(to)) void navigate(target);
      else setFailure({ from: window.location.pathname, to: target });
    },
    [navigate, preparePage],
  );

  useEffect(() => {
    // Capturing on the window runs before React Router's own handler on the link.
    const onClick = (event: MouseEvent) => {
      const link = linkToFollow(event);
      if (!link || isPageReady(link.pathname)) return;
      event.preventDefault();
      event.stopPropagation();
      void follow(link.pathname, link.pathname + link.search + link.hash);
    };
    window.addEventListener('click', onClick, true);
    return () => window.removeEventListener('click', onClick, true);
  }, [follow, isPageReady]);

  const retry = useCallback(() => {
    if (!failure) return;
    setFailure(null); // shown again if it fails again, so it is announced again
    void follow(new URL(failure.to, window.location.href).pathname, failure.to);
  }, [failure, follow]);
  return { failed: failure?.from === pathname, retry };
}
