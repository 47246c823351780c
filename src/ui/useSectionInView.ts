import { useEffect, useState } from 'react';

/**
 * The id of the section crossing a thin band a little above the middle of the screen: the
 * one the reader is looking at. Before the browser reports anything, the first id.
 */
export function useSectionInView<Id extends string>(ids: readonly Id[]): Id | undefined {
  const [current, setCurrent] = useState<Id | undefined>(ids[0]);

  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    const inBand = new Map<string, boolean>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) inBand.set(entry.target.id, entry.isIntersecting);
        const first = ids.find((id) => inBand.get(id));
        // Between sections (margins) nothing crosses the band: keep the last one.
        if (first) setCurrent(first);
      },
      { rootMargin: '-40% 0px -55% 0px' },
    );
    for (const id of ids) {
      const element = document.getElementById(id);
      if (element) observer.observe(element);
    }
    return () => observer.disconnect();
  }, [ids]);

  return current;
}
