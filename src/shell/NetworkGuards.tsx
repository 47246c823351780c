import { useEffect, useRef } from 'react';
import type { i18n as I18n } from 'i18next';
import { startReloadAfterDeploy } from './reloadAfterDeploy';
import { useNavigationGuard, type GuardProps } from './useNavigationGuard';
import { useStartOffline } from '../offline/useStartOffline';
import { ConnectionNotice } from '../ui/ConnectionNotice';

/**
 * What keeps the page on screen when the network or a deploy gets in the way, loaded just
 * after the page is live (it costs nothing on the way there), three guards in one chunk:
 * - links to another page fetch its code and text first, and say so (in the language
 *   switcher's message area) when they cannot come (./useNavigationGuard.ts);
 * - one guarded reload when a deploy has removed a chunk (./reloadAfterDeploy.ts);
 * - once the page has loaded and the browser is idle, the offline part
 *   (src/offline/useStartOffline.ts), which keeps the site readable with no network.
 * The shell hands in what it needs from the router and the text, so this chunk imports no
 * library (a chunk that does changes the order, and the compression, of the shared vendor
 * chunk).
 */
export function NetworkGuards(
  props: GuardProps & { message: string; retryLabel: string; i18n: I18n },
) {
  const { message, retryLabel, i18n, ...guardProps } = props;
  const guard = useNavigationGuard(guardProps);
  useEffect(startReloadAfterDeploy, []);
  const offline = useStartOffline(i18n);
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
