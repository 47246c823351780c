// @ts-check
// The HTML pages of the enquiries service: what a parent who posted the contact form without
// script reads next. The body is rendered by the site's server bundle (src/entry-server.tsx,
// `renderEnquiryPage`) in the parent's language; the head is the home page's of that language,
// with its styles, so the page looks like the site and its <style> elements carry hashes the
// Content-Security-Policy already allows. No script: none is needed, and a page that posted
// without script reads this without it. The build writes the fixed ones (the confirmation, a
// message too long) into dist/ (scripts/build/prerender.mjs), so nginx can serve them too.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { LANGUAGE_CODES, SOURCE_LANGUAGE } from '../locales/languages.mjs';

/** Where a language's enquiry pages are, in dist/ and in URLs: `/mr/enquiry/sent/`. */
export const enquiryPagePath = (
  /** @type {string} */ language,
  /** @type {'sent' | 'too-large'} */ page,
) => `${language === SOURCE_LANGUAGE ? '' : `/${language}`}/enquiry/${page}/`;

/** The prerendered pages: served with 303 (the confirmation) or 413 (too long). */
export const FIXED_PAGES = /** @type {const} */ ({ sent: 'sent', 'too-large': 'tooLarge' });

const escapeHtml = (/** @type {string} */ text) =>
  text.replace(
    /[&<>"]/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c,
  );

/**
 * The home page's head made fit for another page: its title and description replaced, kept out
 * of search engines, and without what belongs to the home page alone (scripts and their
 * preloads, data blocks, canonical and alternate links, Open Graph, the manifest).
 * @param {string} home the home page's HTML
 * @param {string} title
 * @param {string} body the body's inner HTML
 */
export function pageFromHome(home, title, body) {
  const head = /<head>([\s\S]*?)<\/head>/.exec(home)?.[1];
  const open = /<html[^>]*>/.exec(home)?.[0];
  if (!head || !open) throw new Error('The home page has no <html> or <head>');
  const kept = head
    .replace(/<script\b[\s\S]*?<\/script>\s*/g, '')
    .replace(
      /<link\b[^>]*\brel="(?:modulepreload|preload|prefetch|canonical|alternate|manifest)"[^>]*>\s*/g,
      '',
    )
    .replace(/<meta\b[^>]*\b(?:property="og:|name="twitter:|name="description")[^>]*>\s*/g, '')
    .replace(
      /<title>[\s\S]*?<\/title>/,
      `<title>${escapeHtml(title)}</title>\n    <meta name="robots" content="noindex">`,
    );
  // The stylesheets the home page links beside its islands (the contact form's among them).
  const linked = [...home.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*>/g)]
    .filter(({ index }) => index > home.indexOf('</head>'))
    .map(([link]) => `  ${link}\n  `)
    .join('');
  return `<!doctype html>\n${open}\n  <head>${kept}${linked}</head>\n  <body>\n${body}\n  </body>\n</html>\n`;
}

/**
 * @typedef {import('../src/pages/EnquiryPage').EnquiryOutcome} EnquiryOutcome
 * @typedef {import('../src/features/contact/EnquiryForm').Refused} Refused
 * @typedef {{ renderEnquiryPage(language: any, outcome: EnquiryOutcome, refused?: Refused): { title: string; html: string } }} ServerBundle
 */

/**
 * The service's page maker for a build: the server bundle and each language's home page, read
 * once.
 * @param {{ dist: string; ssr: string }} where dist/ and dist-ssr/
 */
export async function enquiryPages({ dist, ssr }) {
  /** @type {ServerBundle} */
  const bundle = await import(pathToFileURL(join(ssr, 'entry-server.js')).href);
  /** @type {Map<string, string>} */
  const homes = new Map(
    LANGUAGE_CODES.map((language) => [
      language,
      readFileSync(join(dist, language === SOURCE_LANGUAGE ? '' : language, 'index.html'), 'utf8'),
    ]),
  );
  return {
    /**
     * @param {string} language
     * @param {EnquiryOutcome} outcome
     * @param {Refused} [refused]
     */
    page(language, outcome, refused) {
      const home = homes.get(language) ?? homes.get(SOURCE_LANGUAGE) ?? '';
      const { title, html } = bundle.renderEnquiryPage(language, outcome, refused);
      return pageFromHome(home, title, html);
    },
  };
}
