import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};
const clientYear = () => new Date().getFullYear();
// The prerendered HTML carries the build year; the browser swaps in today's year after
// hydration, so a page built in December still reads right in January.
const buildYear = () => __BUILD_YEAR__;

export function useCurrentYear(): number {
  return useSyncExternalStore(subscribe, clientYear, buildYear);
}
