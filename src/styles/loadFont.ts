/**
 * Baloo 2, the Devanagari face, is applied only under `html.devanagari-font`
 * (src/styles/global.scss), so the browser asks for it only once this adds the class: after
 * the page's `load` event, when it no longer competes with the first paint, the page's
 * script and its text. Until then Devanagari is drawn by a system face matched to Baloo 2's
 * metrics, so the swap moves nothing. Later pages of the same visit (the session remembers
 * that the font was fetched, so it is in the browser's cache) add the class at once.
 * The stylesheet only applies it on Hindi and Marathi pages; English pages never fetch it.
 */
export const DEVANAGARI_FONT_CLASS = 'devanagari-font';
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

export function loadDevanagariFont(doc: Document = document) {
  const root = doc.documentElement;
  doc.fonts.addEventListener('loadingdone', (event) => {
    if (event.fontfaces.some(isBaloo)) rememberFetched();
  });
  const apply = () => root.classList.add(DEVANAGARI_FONT_CLASS);
  if (fetchedThisSession() || doc.readyState === 'complete') apply();
  else doc.defaultView?.addEventListener('load', apply, { once: true });
}

// Imported for this effect by src/main.tsx (the browser entry only; the prerenderer never
// imports this module).
if (typeof document !== 'undefined') loadDevanagariFont();
