import { useEffect } from 'react';
import { startRecovery } from './recovery';
import { useNavigationGuard, type GuardProps } from './useNavigationGuard';
import { ConnectionNotice } from '../ui/ConnectionNotice';

/**
 * What keeps the page on screen when the network or a deploy gets in the way, loaded just
 * after the page is live (it costs nothing on the way there): one guarded reload when a deploy
 * has removed a chunk (./recovery.ts), and links to another page that fetch its code and text
 * first, saying so (in the language switcher's message area) when they cannot come. The shell
 * hands in what it needs from the router and the text, so this chunk imports no library (a
 * chunk that does changes the order, and the compression, of the shared vendor chunk).
 */
export function Recovery(props: GuardProps & { message: string; retryLabel: string }) {
  const { message, retryLabel, ...guardProps } = props;
  const guard = useNavigationGuard(guardProps);
  useEffect(startRecovery, []);
  if (!guard.failed) return null;
  return <ConnectionNotice message={message} retryLabel={retryLabel} onRetry={guard.retry} />;
}
