/**
 * Each page carries its stylesheets inside it, one `<style data-href="/assets/x.css">` per file
 * (scripts/build/prerender.mjs), so its first paint waits for no file. The chunks the app then loads
 * list those files as their CSS, and Vite's loader fetches a chunk's stylesheet unless the page
 * already has a stylesheet link to its URL. This gives it one for each: disabled, so never
 * fetched, and made here rather than written into the HTML, where WebKit's preload scanner
 * fetches a disabled link anyway. Run before the app's first dynamic import.
 */
export function nameInlinedStyles(document: Document) {
  for (const style of document.querySelectorAll<HTMLStyleElement>('style[data-href]')) {
    const href = style.dataset.href;
    if (!href) continue;
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.setAttribute('disabled', ''); // before the URL: a link enabled with one would fetch it
    link.href = href;
    style.after(link);
  }
}
