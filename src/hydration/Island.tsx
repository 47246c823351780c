import { lazy, memo, Suspense, useLayoutEffect, useState, type ComponentType } from 'react';
import { ISLAND_ATTRIBUTE, ISLAND_LIVE_EVENT, whenHydrated } from './hydrated';
import { loadOnce, retried } from './loadOnce';
import { untilLoaded } from './untilLoaded';
import { stylesOfPart } from './partStyles';
import styles from './Island.module.scss';

const announceLive = (name: string) =>
  document.dispatchEvent(new CustomEvent(ISLAND_LIVE_EVENT, { detail: name }));

/**
 * A part of a page that is in its prerendered HTML but hydrates just after the rest: its code
 * (and whatever else `load` fetches, such as its text) is asked for once the page is live, so
 * it costs nothing on the way to the first paint or to the first tap above it. Until then
 * React leaves its HTML as it is (a Suspense boundary that hydrates later), and taps on its
 * buttons are held and replayed (src/boot/earlyTaps.ts). The prerender waits for it
 * (src/entry-server.tsx). If its code never arrives, its HTML stays, readable, and is not
 * replaced by an error page; it comes live if its code arrives later (back online).
 *
 * `preload` fetches it at once: for a client-side navigation to its page, which should not
 * show the page without it.
 */
export function island(name: string, load: () => Promise<ComponentType>) {
  const preload = loadOnce(() => retried(load));

  const Part = lazy<ComponentType<{ onLive: (live: boolean) => void }>>(async () => {
    await whenHydrated();
    // If its code or text cannot be downloaded (`preload` tries three times), held taps are
    // let go (they do nothing now) and a navigation need not wait for it; its prerendered HTML
    // stays, and it tries again whenever the browser is back online.
    const loaded = await untilLoaded(preload, 0, () => announceLive(name));
    // Memoised: marking the part live (below) renders the wrapper again, at once and in one
    // piece; the part itself need not render again with it (on the home page that second
    // render was a 137 ms task of a 4× slower CPU, just after the hydration it repeated).
    const Component = memo(loaded);
    function Live({ onLive }: { onLive: (live: boolean) => void }) {
      useLayoutEffect(() => {
        onLive(true);
        announceLive(name);
      }, [onLive]);
      return <Component />;
    }
    return { default: Live };
  });

  // Memoised: a re-render from above (the page noticing it is hydrated, say) would reach the
  // part while it waits for its code, and React then gives up its prerendered HTML, showing
  // nothing until the code arrives. (A change of route or language before then still does:
  // those re-render everything anyway.)
  const Island = memo(function Island() {
    // `data-live` tells tests (and curious engineers) that the part has hydrated too.
    const [live, setLive] = useState(false);
    return (
      <div
        className={styles.part}
        {...{ [ISLAND_ATTRIBUTE]: name }}
        data-live={live ? '' : undefined}
      >
        {/* Its styles, where it lies below the first screen (./partStyles.ts). */}
        {stylesOfPart(name).map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        <Suspense fallback={null}>
          <Part onLive={setLive} />
        </Suspense>
      </div>
    );
  });
  return { Island, preload };
}
