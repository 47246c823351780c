import { useCallback, useMemo, useSyncExternalStore } from 'react';

/** The browser's list for `query`; null where there is no matchMedia (the prerenderer, jsdom). */
function mediaList(query: string): MediaQueryList | null {
  if (typeof window === 'undefined') return null;
  const { matchMedia } = window as Partial<Pick<Window, 'matchMedia'>>;
  return matchMedia ? matchMedia.call(window, query) : null;
}

/**
 * Whether a media query matches now, following changes (a phone turned on its side, a window
 * resized). False where the browser cannot say, and while rendering on the server: use it for
 * parts of the page that render only after hydration, or accept a "false" first paint.
 */
export function useMediaQuery(query: string): boolean {
  // One list per query, asked on every render and told about every change.
  const list = useMemo(() => mediaList(query), [query]);
  const subscribe = useCallback(
    (onChange: () => void) => {
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [list],
  );
  return useSyncExternalStore(
    subscribe,
    () => list?.matches ?? false,
    () => false,
  );
}
