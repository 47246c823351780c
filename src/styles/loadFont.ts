import { LATER_PART_ATTRIBUTE, whenPageLive } from '../ui/pageLive';

/**
 * Baloo 2, the Devanagari face, is applied only under `html.devanagari-font` (or an element
 * marked `data-devanagari-font`; src/styles/global.scss), and fetched by this module after the
 * page's `load` event, once the page is live, when it no longer competes with the first
 * paint, the page's script and its text. Until then Devanagari is drawn by a system face matched to Baloo 2's
 * metrics, so the swap moves nothing. Later pages of the same visit (the session remembers
 * that the font was fetched, so it is in the browser's cache) add the class at once.
 * The stylesheet only applies it on Hindi and Marathi pages; English pages never fetch it.
 */
export const DEVANAGARI_FONT_CLASS = 'devanagari-font';
/** Pages in a language written in Devanagari (`:lang(hi), :lang(mr)`), from the registry. */
const DEVANAGARI_PAGES = __WEB_FONT_PAGES__.Deva ?? ':not(*)';
const FETCHED_KEY = 'school-site.devanagari-font';

function fetchedThisSession(): boolean {
  try {
    return sessionStorage.getItem(FETCHED_KEY) === 'fetched';
  } catch {
    return false;
  }
}

function rememberFetched() {
  try {
    sessionStorage.setItem(FETCHED_KEY, 'fetched');
  } catch {
    // Storage may be unavailable (private modes); the next page then waits for `load` too.
  }
}

/** Chromium names a face declared in CSS as written there, quotes and all. */
const isBaloo = (face: FontFace) => face.family.replace(/["']/g, '') === 'Baloo 2';

/** Where the face is applied block by block before the class applies it everywhere. */
export const DEVANAGARI_FONT_ATTRIBUTE = 'data-devanagari-font';
/** The page's blocks, top to bottom: the shell's, the page's and a later part's sections. */
const BLOCKS = `#root > :not(main), main > :not([${LATER_PART_ATTRIBUTE}]), [${LATER_PART_ATTRIBUTE}] > *`;

/**
 * Applies the face one block per frame, top to bottom, then to the whole page (and what the app
 * renders later) with the class. Redrawing a long Devanagari page in a new face at once takes
 * a cheap phone a few hundred milliseconds of layout, long enough to hold up a tap; a block at
 * a time, no frame takes long. Metrics are matched, so nothing moves as it goes.
 */
function applyBlockByBlock(doc: Document, applyEverywhere: () => void) {
  const blocks = [...doc.querySelectorAll(BLOCKS)];
  const step = () => {
    const block = blocks.shift();
    if (!block || doc.visibilityState === 'hidden') {
      applyEverywhere();
      return;
    }
    block.setAttribute(DEVANAGARI_FONT_ATTRIBUTE, '');
    requestAnimationFrame(step);
  };
  step();
}

export function loadDevanagariFont(doc: Document = document) {
  const root = doc.documentElement;
  const apply = () => root.classList.add(DEVANAGARI_FONT_CLASS);
  // A browser without the Font Loading API: the class, after load, and the browser does the rest.
  if (!(doc as Partial<Document>).fonts) {
    doc.defaultView?.addEventListener('load', apply);
    return;
  }
  doc.fonts.addEventListener('loadingdone', (event) => {
    if (event.fontfaces.some(isBaloo)) rememberFetched();
  });
  // Cached: applied before the first paint, so there is nothing to redraw.
  if (fetchedThisSession()) {
    apply();
    return;
  }
  const start = async () => {
    // English pages never fetch it (after a switch to Hindi, the class applies it).
    if (!root.matches(DEVANAGARI_PAGES)) {
      apply();
      return;
    }
    // Fetched before anything is drawn in it, so its arrival redraws nothing by itself.
    await Promise.all(
      ['400', '700'].map((weight) => doc.fonts.load(`${weight} 1em "Baloo 2"`, 'क')),
    ).catch(() => undefined); // offline: the fallback stays, which reads as well
    applyBlockByBlock(doc, apply);
  };
  // After `load` and once the page is live: well after the first paint, so the font never
  // shares the line with anything a parent is waiting for (and a lab's model of the first
  // paint never counts it in).
  const loaded =
    doc.readyState === 'complete'
      ? Promise.resolve()
      : new Promise((resolve) =>
          doc.defaultView?.addEventListener('load', resolve, { once: true }),
        );
  void Promise.all([loaded, whenPageLive()]).then(start);
}

// Imported for this effect by src/main.tsx (the browser entry only; the prerenderer never
// imports this module).
if (typeof document !== 'undefined') loadDevanagariFont();
