// The reader's place through a change of language. The same page in Hindi or Marathi is taller
// or shorter than in English above the line being read, so keeping the scroll position would
// move the reader hundreds of pixels (and the browser's scroll anchoring loses its anchor when
// the text under it is replaced). Instead the element being read stays where it was on screen.

export interface ReadingPlace {
  element: Element;
  /** Its top, from the top of the viewport. */
  top: number;
}

/** Where the eye is: just below the sticky header, across the middle of the page. */
const LINE_BELOW_HEADER = 8;

/**
 * The element the parent is reading: the innermost element of the page's content (`main`) on the
 * line just below the header, across the middle of the page. Null at the top of the page (it stays at the top) or when nothing
 * of the content is there.
 */
export function readingPlace(doc: Document = document): ReadingPlace | null {
  const view = doc.defaultView;
  if (!view || view.scrollY <= 0) return null;
  const header = doc.querySelector('header');
  const line = Math.max(0, header?.getBoundingClientRect().bottom ?? 0) + LINE_BELOW_HEADER;
  const main = doc.querySelector('main');
  if (!main) return null;
  // Across the middle first; beside it where the middle falls between columns.
  let best: Element | null = null;
  for (const x of [0.5, 0.25, 0.75].map((share) => view.innerWidth * share)) {
    const element: Element | undefined = doc
      .elementsFromPoint(x, line)
      .find((hit) => main.contains(hit) && hit !== main);
    if (element) {
      best = element;
      break;
    }
  }
  best ??= main;
  return { element: best, top: best.getBoundingClientRect().top };
}

/** Scrolls so that the place's element is where it was; returns how far it scrolled. */
export function restoreReadingPlace(place: ReadingPlace, doc: Document = document): number {
  const view = doc.defaultView;
  if (!view || !place.element.isConnected) return 0;
  const moved = place.element.getBoundingClientRect().top - place.top;
  if (Math.abs(moved) >= 1) view.scrollBy({ top: moved, behavior: 'instant' });
  return moved;
}

/** How long after the switch the place is held while late text settles (fonts: until they are in). */
export const HOLD_MS = 1500;
/** The longest it waits for web fonts still arriving (a slow connection). */
export const HOLD_FONTS_MS = 10_000;

/**
 * Holds `place` for `HOLD_MS`, and past that until the web fonts the page asked for have arrived
 * (at most `HOLD_FONTS_MS`): after each frame and when a font arrives, the element is put back
 * where it was. A parent who scrolls, taps or presses a key in the meantime ends it.
 */
export function holdReadingPlace(place: ReadingPlace, doc: Document = document): () => void {
  const view = doc.defaultView;
  if (!view) return () => {};
  let frame = 0;
  let ended = false;
  const restore = () => {
    if (!ended) restoreReadingPlace(place, doc);
  };
  const end = () => {
    ended = true;
    view.cancelAnimationFrame(frame);
    view.clearTimeout(timer);
    view.clearTimeout(fontsTimer);
    for (const type of STOP_EVENTS) view.removeEventListener(type, end, true);
    doc.fonts.removeEventListener('loadingdone', restore);
  };
  const tick = () => {
    restore();
    frame = view.requestAnimationFrame(tick);
  };
  frame = view.requestAnimationFrame(tick);
  const timer = view.setTimeout(() => {
    if (doc.fonts.status === 'loaded') return end();
    view.cancelAnimationFrame(frame); // from here only when a font arrives
    void doc.fonts.ready.then(() => {
      restore();
      end();
    });
  }, HOLD_MS);
  const fontsTimer = view.setTimeout(end, HOLD_FONTS_MS);
  for (const type of STOP_EVENTS)
    view.addEventListener(type, end, { capture: true, passive: true });
  doc.fonts.addEventListener('loadingdone', restore);
  return end;
}

const STOP_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'];
