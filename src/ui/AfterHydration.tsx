import type { ReactNode } from 'react';
import { useHydrated } from './useHydrated';

/**
 * Its children exist only in the browser, from just after hydration on (they are not in the
 * prerendered HTML). React renders this component again, synchronously, when hydration ends;
 * keeping that here rather than in the page means only the children render then, not the
 * page around them (on `/`, rendering the shell again took 100-190 ms of a 4× slower CPU).
 */
export function AfterHydration({ children }: { children: ReactNode }) {
  return useHydrated() ? children : null;
}
