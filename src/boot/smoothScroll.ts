/** On `<html>` once the reader has touched the page: src/styles/global.scss scrolls smoothly. */
export const SMOOTH_SCROLL_ATTRIBUTE = 'data-smooth-scroll';

/**
 * Scrolling to a section glides once the reader has touched the page (a link in the header,
 * the hero's buttons: a pointer or a key), never as a page opens at its `#section`. There
 * Chromium glides too, for a second or more, to where the section was when the glide began,
 * and a web font that arrives on the way and re-wraps text above moves the section from under
 * it (Marathi's Baloo 2 once left Contact's title 56 px under the header). Opened at once, the
 * browser keeps the section in place as the page settles.
 */
export function smoothScrollOnceTouched(doc: Document = document) {
  const touched = () => doc.documentElement.setAttribute(SMOOTH_SCROLL_ATTRIBUTE, '');
  for (const type of ['pointerdown', 'keydown']) {
    doc.addEventListener(type, touched, { capture: true, once: true });
  }
}
