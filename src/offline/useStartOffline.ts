import { useEffect, useRef } from 'react';
import type { i18n as I18n } from 'i18next';
import type { Navigated } from './client';
import { whenIdle } from '../ui/whenIdle';

/**
 * Once the page has loaded and the browser is idle, starts the offline part (./client.ts, a
 * chunk of its own), which keeps the site readable with no network. Returns what to tell it
 * of each change of page (null until it has started).
 */
export function useStartOffline(i18n: I18n) {
  const navigated = useRef<Navigated | null>(null);
  useEffect(() => {
    let cancelled = false;
    const start = () =>
      whenIdle(() => {
        import('./client').then(
          ({ startOffline }) => {
            if (!cancelled) navigated.current = startOffline(i18n);
          },
          () => undefined, // offline already, or gone after a deploy: the site works online
        );
      });
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      cancelled = true;
      window.removeEventListener('load', start);
    };
  }, [i18n]);
  return navigated;
}
