import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * `onServer` while rendering on the server and while hydrating (so the first render matches
 * the prerendered HTML), then what `read` returns in the browser. React renders again right
 * after hydration only if the two differ, and then synchronously, inside the hydration's
 * effects: keep the component that calls this small, since everything it renders is rendered
 * again then (for a part that exists only in the browser, see ClientOnly.tsx instead).
 * `read` is called on every render and must return the same value while nothing changed.
 */
export function useBrowserValue<T>(read: () => T, onServer: T): T {
  return useSyncExternalStore(noSubscription, read, () => onServer);
}
