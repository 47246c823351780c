import { whenPageLive } from '../hydration/pageLive';
import { fetchedThisSession, fontClass, type WebFont } from './webFontMarks';

/**
 * The start of each script's web font (Baloo 2, for Devanagari; the registry's,
 * locales/languages.mjs), in the page's entry: the little that must run before the first
 * paint. A font this visit has fetched already is in the browser's cache, so its class
 * (`html.font-deva`, src/styles/global.scss) is added at once and the page is first drawn in
 * it, with nothing to redraw. Every other font is fetched and applied by ./loadFont.ts, which
 * is itself only downloaded after the page's `load` event, once the page is live, so neither
 * the font nor its code competes with the first paint, the page's script or its text.
 */
/**
 * Applies the cached fonts at once; fetches ./loadFont.ts for the rest after load, once live.
 * Called by src/main.tsx, the browser entry, before anything else.
 */
export function startWebFonts(doc: Document = document, fonts: readonly WebFont[] = __WEB_FONTS__) {
  const later = fonts.filter((font) => {
    // A page in another language reads no storage here, on the way to its first paint (the
    // visit's first read of sessionStorage is about 20 ms of a cheap phone): ./loadFont.ts adds
    // the class after load (for the switcher's हिन्दी, say).
    if (!doc.documentElement.matches(font.pages) || !fetchedThisSession(font)) return true;
    doc.documentElement.classList.add(fontClass(font));
    return false;
  });
  if (later.length === 0) return;
  const loaded =
    doc.readyState === 'complete'
      ? Promise.resolve()
      : new Promise((resolve) =>
          doc.defaultView?.addEventListener('load', resolve, { once: true }),
        );
  void Promise.all([loaded, whenPageLive()])
    .then(() => import('./loadFont'))
    .then(({ loadWebFont }) => later.forEach((font) => loadWebFont(font, doc)))
    // The chunk did not arrive (offline before it was saved): the fallback faces stay, which
    // read as well.
    .catch(() => undefined);
}
