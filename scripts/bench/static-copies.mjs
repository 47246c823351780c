// @ts-check
// Each page's static copy, for `npm run bench`: the built page's HTML (dist/…/index.html) with
// every stylesheet it links put inline, in a <style> where its <link rel="stylesheet"> was, and
// no script (its <script> elements and <link rel="modulepreload"> removed); everything else,
// byte for byte as built (images, preloads, the manifest, <style> elements already inline).
// That is the page a parent would get if it were plain HTML and CSS: what the site's own page
// is measured against.
//
// Works on the raw HTML, not a parsed and reserialized tree, so that nothing but the removed and
// inlined parts changes (the copy's other bytes, and so its transfer, are the page's).
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';

/** The attributes of a start tag (`<link rel="stylesheet" href="/a.css">`), names lower-cased. */
export function attributesOf(/** @type {string} */ tag) {
  /** @type {Map<string, string>} */
  const attributes = new Map();
  const inside = tag.replace(/^<[a-zA-Z][^\s/>]*/, '').replace(/\/?>$/, '');
  for (const match of inside.matchAll(
    /([^\s"'=<>/`]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g,
  )) {
    const name = (match[1] ?? '').toLowerCase();
    if (!attributes.has(name)) attributes.set(name, match[2] ?? match[3] ?? match[4] ?? '');
  }
  return attributes;
}

/** The whitespace-separated tokens of `rel`, lower-cased. */
const relOf = (/** @type {Map<string, string>} */ attributes) =>
  (attributes.get('rel') ?? '').toLowerCase().split(/\s+/).filter(Boolean);

/** `<style>` elements: their start tag and their text (raw text: no entity is decoded). */
const STYLE = /<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi;
/** `<script>` elements, up to their first `</script` (where the HTML parser ends them too). */
const SCRIPT = /<script\b[^>]*>[\s\S]*?<\/script\s*>/gi;
const LINK = /<link\b[^>]*>/gi;

/** The CSP source (`'sha256-…'`) that allows a `<style>` whose text is `css`. */
export const styleHash = (/** @type {string} */ css) =>
  `'sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}'`;

/**
 * The static copy of a page's HTML. `readStylesheet(href)` gives a linked stylesheet's text
 * (`href` as written in the page). Returns the copy and the CSP hashes of its `<style>` elements
 * (the inlined ones and any the page already had), which its server's policy must allow.
 * @param {string} html
 * @param {(href: string) => Promise<string>} readStylesheet
 */
export async function staticCopyOf(html, readStylesheet) {
  // Scripts first, so a `<link>` or `<style>` written inside a script's text is not touched.
  let copy = html.replace(SCRIPT, '');
  if (/<script\b/i.test(copy)) throw new Error('A <script> the static copy could not remove');

  /** @type {Map<string, string>} */
  const stylesheets = new Map();
  for (const [tag] of copy.matchAll(LINK)) {
    const attributes = attributesOf(tag);
    const rel = relOf(attributes);
    if (!rel.includes('stylesheet') || rel.includes('alternate')) continue;
    const href = attributes.get('href');
    if (!href) throw new Error(`A stylesheet link without href: ${tag}`);
    if (!stylesheets.has(href)) stylesheets.set(href, await readStylesheet(href));
  }

  copy = copy.replace(LINK, (tag) => {
    const attributes = attributesOf(tag);
    const rel = relOf(attributes);
    if (rel.includes('modulepreload')) return '';
    if (!rel.includes('stylesheet') || rel.includes('alternate')) return tag;
    const css = /** @type {string} */ (stylesheets.get(attributes.get('href') ?? ''));
    if (/<\/style/i.test(css)) throw new Error(`${attributes.get('href')} contains "</style"`);
    const media = attributes.get('media');
    return `<style${media ? ` media="${media}"` : ''}>${css}</style>`;
  });

  const hashes = [...new Set([...copy.matchAll(STYLE)].map((match) => styleHash(match[1] ?? '')))];
  return { html: copy, styleHashes: hashes, inlinedStylesheets: [...stylesheets.keys()] };
}

/**
 * Writes the static copy of each page (`paths`: URL paths of the built site, `/`,
 * `/hi/academics`) below `outDir`, at the same path (`/hi/academics` → outDir/hi/academics/
 * index.html). Stylesheets are read from `dist` by their URL path (the site links its own only).
 * Returns the CSP hashes of all the copies' `<style>` elements.
 * @param {string} dist
 * @param {string} outDir
 * @param {string[]} paths
 */
export async function writeStaticCopies(dist, outDir, paths) {
  /** @type {Set<string>} */
  const hashes = new Set();
  for (const path of paths) {
    const page = join(dist, ...path.split('/').filter(Boolean), 'index.html');
    const pageUrl = new URL(path, 'https://site.invalid');
    const { html, styleHashes } = await staticCopyOf(await readFile(page, 'utf8'), (href) => {
      const url = new URL(href, pageUrl);
      if (url.origin !== pageUrl.origin) throw new Error(`${path} links ${href}, not the site's`);
      const file = resolve(dist, `.${decodeURIComponent(url.pathname)}`);
      if (!file.startsWith(resolve(dist) + sep)) throw new Error(`${href} is outside dist/`);
      // Inlined, a stylesheet's relative url() would resolve against the page, not the file.
      return readFile(file, 'utf8').then((css) => {
        const relativeUrl = /url\(\s*["']?(?![a-z]+:|\/|#)/i.exec(css);
        if (relativeUrl) throw new Error(`${relative(dist, file)} has a relative url()`);
        return css;
      });
    });
    const out = join(outDir, ...path.split('/').filter(Boolean), 'index.html');
    await mkdir(dirname(out), { recursive: true });
    await writeFile(out, html);
    for (const hash of styleHashes) hashes.add(hash);
  }
  return [...hashes];
}
