import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};
const inBrowser = () => true;

/**
 * `onServer` while rendering on the server and while hydrating (so the first render matches
 * the prerendered HTML), then what `read` returns in the browser. React renders again right
 * after hydration only if the two differ, and then synchronously: keep the component that
 * calls this small (see AfterHydration.tsx), since everything it renders is rendered again.
 * `read` is called on every render and must return the same value while nothing changed.
 */
export function useBrowserValue<T>(read: () => T, onServer: T): T {
  return useSyncExternalStore(noSubscription, read, () => onServer);
}

/**
 * False while rendering on the server and while hydrating, true afterwards: for parts of the
 * page that exist only in the browser (they are not in the prerendered HTML).
 */
export function useHydrated(): boolean {
  return useBrowserValue(inBrowser, false);
}
