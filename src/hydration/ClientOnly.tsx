import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { isHydrated } from './hydrated';

/**
 * Its children exist only in the browser (they are not in the prerendered HTML). On a page
 * that hydrates, they come just after, in a render of their own at transition priority, which
 * yields to the browser and runs their effects (the cat's download, say) in a later task. As
 * the browser's value of a `useSyncExternalStore` (as they were), React rendered them again
 * synchronously inside the hydration's own effects, and ran their effects there too: with
 * those, one task of 171 ms of a 4× slower CPU just after `/hi/` came live. On a page rendered
 * after that (a client-side navigation) they are there from its first render.
 */
export function ClientOnly({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(isHydrated);
  useEffect(() => {
    if (!shown) startTransition(() => setShown(true));
  }, [shown]);
  return shown ? children : null;
}
