import { useCallback, useSyncExternalStore } from 'react';

/**
 * One watch over a list of sections, shared by everyone who asks about the same list (the nav
 * and the cat guide both follow the home page's sections): one IntersectionObserver, started
 * by the first reader and stopped after the last.
 */
interface Watch {
  current: string | undefined;
  listeners: Set<() => void>;
  observer?: IntersectionObserver;
}

const watches = new WeakMap<readonly string[], Watch>();

function watchOf(ids: readonly string[]): Watch {
  let watch = watches.get(ids);
  if (!watch) {
    watch = { current: ids[0], listeners: new Set() };
    watches.set(ids, watch);
  }
  return watch;
}

function start(ids: readonly string[], watch: Watch) {
  if (typeof IntersectionObserver === 'undefined') return;
  watch.current = ids[0];
  const inBand = new Map<string, boolean>();
  watch.observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) inBand.set(entry.target.id, entry.isIntersecting);
      const first = ids.find((id) => inBand.get(id));
      // Between sections (margins) nothing crosses the band: keep the last one.
      if (!first || first === watch.current) return;
      watch.current = first;
      for (const listener of watch.listeners) listener();
    },
    { rootMargin: '-40% 0px -55% 0px' },
  );
  for (const id of ids) {
    const element = document.getElementById(id);
    if (element) watch.observer.observe(element);
  }
}

/**
 * The id of the section crossing a thin band a little above the middle of the screen: the
 * one the reader is looking at. Before the browser reports anything, the first id.
 */
export function useSectionInView<Id extends string>(ids: readonly Id[]): Id | undefined {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const watch = watchOf(ids);
      watch.listeners.add(onChange);
      if (watch.listeners.size === 1) start(ids, watch);
      return () => {
        watch.listeners.delete(onChange);
        if (watch.listeners.size > 0) return;
        watch.observer?.disconnect();
        watch.observer = undefined;
      };
    },
    [ids],
  );
  return useSyncExternalStore(
    subscribe,
    () => watchOf(ids).current as Id | undefined,
    () => ids[0],
  );
}
