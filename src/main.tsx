/*
 * The client entry. The page arrives prerendered, so the first thing a parent needs is to see
 * it: this small module lets the browser paint the HTML first, with the whole connection and
 * main thread to itself, and only then fetches the app and hydrates it. Every chunk the
 * hydration needs (listed by the prerenderer on the root element) is requested before any of
 * it runs, side by side, so nothing waits for a second round trip.
 */

import { holdEarlyTaps } from './boot/earlyTaps';
import { afterFirstPaint } from './boot/afterFirstPaint';
import { nameInlinedStyles } from './boot/inlinedStyles';
import { untilLoaded } from './hydration/untilLoaded';

/**
 * Once the page has painted (its first frame is on the screen: src/boot/afterFirstPaint.ts),
 * asks for each chunk with a `modulepreload` link, then hydrates.
 * One link per task (a message, which is not clamped as nested timers are): each starts a
 * request, a few milliseconds of a cheap phone's main thread, and the page's ten at once were
 * one long task (116 ms of a 4× slower CPU) just after its first paint. The first requests are
 * on their way while the last links go in.
 */
function afterFirstPaintHydrate(chunks: string[]) {
  const channel = new MessageChannel();
  const next = () => channel.port2.postMessage(0);
  channel.port1.onmessage = () => {
    const href = chunks.shift();
    // The app's code runs (the vendor chunk's first evaluation) in one task, the start of
    // hydration in the next. What it needs and cannot download (its code, the page's code or
    // text) is asked for again; until then the page stays as prerendered: it reads, its links
    // work.
    if (!href) {
      return void untilLoaded(async () => {
        const { start } = await import('./boot/hydrate');
        await new Promise((nextTask) => setTimeout(nextTask));
        await start();
      });
    }
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
    next();
  };
  afterFirstPaint(next);
}

nameInlinedStyles(document);
holdEarlyTaps();
afterFirstPaintHydrate(
  (document.getElementById('root')?.dataset.chunks ?? '').split(' ').filter(Boolean),
);
