import { LATER_PART_ATTRIBUTE } from '../hydration/pageLive';
import { fontAttribute, fontClass, rememberFetched, type WebFont } from './webFontMarks';

// Fetches a script's web font and applies it, once src/fontLoading/webFonts.ts has found the page
// loaded and live and the font not yet fetched this visit: only on the pages of its languages
// (other pages add its class at once, for a later switch of language). Until it is applied the
// text is drawn by a system face matched to the font's metrics, so the swap moves nothing.

/** Chromium names a face declared in CSS as written there, quotes and all. */
const isFamily = (face: FontFace, family: string) => face.family.replace(/["']/g, '') === family;

/** The page's blocks, top to bottom: the shell's, the page's and a later part's sections. */
const BLOCKS = `#root > :not(main), main > :not([${LATER_PART_ATTRIBUTE}]), [${LATER_PART_ATTRIBUTE}] > *`;

/**
 * Runs `change`, which may reflow the page, keeping what the reader sees at the top of the
 * window where it was. Chromium and Firefox do this themselves (scroll anchoring); WebKit does
 * not, and there a page opened at a Marathi section moved 26 px as Baloo 2 replaced its
 * stand-in (whose metrics WebKit matches less closely).
 */
function keepInPlace(doc: Document, change: () => void) {
  const win = doc.defaultView;
  const headerBottom = doc.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
  const anchor =
    win && win.scrollY > 0 ? doc.elementFromPoint(win.innerWidth / 2, headerBottom + 1) : null;
  const before = anchor?.getBoundingClientRect().top;
  change();
  if (!anchor || before === undefined || !anchor.isConnected) return;
  const moved = anchor.getBoundingClientRect().top - before;
  if (Math.abs(moved) >= 1) win?.scrollBy({ top: moved, behavior: 'instant' });
}

/**
 * Applies the face one block per frame, top to bottom, then to the whole page (and what the app
 * renders later) with the class. Redrawing a long Devanagari page in a new face at once takes
 * a cheap phone a few hundred milliseconds of layout, long enough to hold up a tap; a block at
 * a time, no frame takes long. Metrics are matched, so little moves as it goes, and what the
 * reader is looking at stays in place.
 */
function applyBlockByBlock(doc: Document, attribute: string, applyEverywhere: () => void) {
  const blocks = [...doc.querySelectorAll(BLOCKS)];
  const step = () => {
    const block = blocks.shift();
    if (!block || doc.visibilityState === 'hidden') {
      keepInPlace(doc, applyEverywhere);
      return;
    }
    keepInPlace(doc, () => block.setAttribute(attribute, ''));
    requestAnimationFrame(step);
  };
  step();
}

/** Fetches one web font and applies it (see above). */
export function loadWebFont(font: WebFont, doc: Document = document) {
  const root = doc.documentElement;
  const apply = () => root.classList.add(fontClass(font));
  // A browser without the Font Loading API: the class, and the browser does the rest.
  if (!(doc as Partial<Document>).fonts) {
    apply();
    return;
  }
  doc.fonts.addEventListener('loadingdone', (event) => {
    if (event.fontfaces.some((face) => isFamily(face, font.family))) rememberFetched(font);
  });
  // Pages in other languages never fetch it (after a switch to Hindi, the class applies it).
  if (!root.matches(font.pages)) {
    apply();
    return;
  }
  // Fetched before anything is drawn in it, so its arrival redraws nothing by itself.
  void Promise.all(
    ['400', '700'].map((weight) => doc.fonts.load(`${weight} 1em "${font.family}"`, font.sample)),
  )
    .catch(() => undefined) // offline: the fallback stays, which reads as well
    .then(() => applyBlockByBlock(doc, fontAttribute(font), apply));
}
