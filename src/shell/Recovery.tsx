import { useEffect, useRef } from 'react';
import type { i18n as I18n } from 'i18next';
import type { Navigated } from '../offline/client';
import { startRecovery } from './recovery';
import { useNavigationGuard, type GuardProps } from './useNavigationGuard';
import { ConnectionNotice } from '../ui/ConnectionNotice';
import { whenIdle } from '../ui/whenIdle';

/**
 * What keeps the page on screen when the network or a deploy gets in the way, loaded just
 * after the page is live (it costs nothing on the way there): one guarded reload when a deploy
 * has removed a chunk (./recovery.ts), and links to another page that fetch its code and text
 * first, saying so (in the language switcher's message area) when they cannot come. The shell
 * hands in what it needs from the router and the text, so this chunk imports no library (a
 * chunk that does changes the order, and the compression, of the shared vendor chunk).
 * Once the page has loaded and the browser is idle, it starts the offline part too
 * (src/offline/client.ts, a chunk of its own), which keeps the site readable with no network.
 */
export function Recovery(props: GuardProps & { message: string; retryLabel: string; i18n: I18n }) {
  const { message, retryLabel, i18n, ...guardProps } = props;
  const guard = useNavigationGuard(guardProps);
  useEffect(startRecovery, []);
  const offline = useOffline(i18n);
  const { pathname } = guardProps;
  const shown = useRef(pathname);
  useEffect(() => {
    if (pathname === shown.current) return;
    shown.current = pathname;
    offline.current?.(pathname);
  }, [pathname, offline]);
  if (!guard.failed) return null;
  return <ConnectionNotice message={message} retryLabel={retryLabel} onRetry={guard.retry} />;
}

/**
 * Once the page has loaded and the browser is idle: starts the offline part.
 */
function useOffline(i18n: I18n) {
  const navigated = useRef<Navigated | null>(null);
  useEffect(() => {
    let cancelled = false;
    const start = () =>
      whenIdle(() => {
        import('../offline/client').then(
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
