// @ts-check
// Exports `inlineCode(html)`: what in a page a strict Content-Security-Policy (script-src and
// style-src 'self', no 'unsafe-inline') would block. scripts/build/prerender.mjs refuses to write a
// page that has any.

/** A start tag, its attributes' quoted values read whole (they may hold a `>`). */
const START_TAG =
  /<([a-zA-Z][\w:-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+))?)*)\s*\/?>/g;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+))?/g;

/**
 * The inline code in a page: `style="…"` attributes, `<style>` elements and `<script>`
 * elements without a `src` (JSON and JSON-LD data blocks aside), each described in a few words, in the order they appear.
 * @param {string} html
 * @returns {string[]}
 */
export function inlineCode(html) {
  /** @type {string[]} */
  const found = [];
  for (const [, tag = '', attributes = ''] of html.matchAll(START_TAG)) {
    const name = tag.toLowerCase();
    const names = [...attributes.matchAll(ATTRIBUTE)].map(([, attribute = '']) =>
      attribute.toLowerCase(),
    );
    if (name === 'style') found.push('a <style> element');
    // A data block (JSON-LD, JSON) is not a script: no browser runs it and the policy ignores it.
    const dataBlock = /\stype\s*=\s*(["']?)application\/(?:ld\+)?json\1/i.test(attributes);
    if (name === 'script' && !names.includes('src') && !dataBlock) {
      found.push('an inline <script>');
    }
    if (names.includes('style')) found.push(`a style attribute on <${name}>`);
  }
  return found;
}
