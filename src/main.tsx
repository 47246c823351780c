import { startWebFonts } from './styles/webFonts';
import { holdEarlyTaps } from './app/earlyTaps';

/**
 * The client entry. The page arrives prerendered, so the first thing a parent needs is to see
 * it: this small module lets the browser paint the HTML first, with the whole connection and
 * main thread to itself, and only then fetches the app and hydrates it. Every chunk the
 * hydration needs (listed by the prerenderer on the root element) is requested at once, side
 * by side, so nothing waits for a second round trip.
 */
function afterFirstPaint(callback: () => void) {
  // A hidden tab never paints (and never runs animation frames): hydrate it straight away.
  if (document.visibilityState === 'hidden') {
    callback();
    return;
  }
  // An animation frame runs just before the next paint; a task queued from it runs after.
  requestAnimationFrame(() => setTimeout(callback, 0));
}

function preload(chunks: string) {
  for (const href of chunks.split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
}

// Baloo 2 at once where this visit has it cached; otherwise fetched after load.
startWebFonts();
holdEarlyTaps();
afterFirstPaint(() => {
  preload(document.getElementById('root')?.dataset.chunks ?? '');
  void import('./app/hydrate').then(({ start }) => start());
});
