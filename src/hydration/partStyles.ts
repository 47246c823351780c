import { LATER_PART_ATTRIBUTE } from './pageLive';

/**
 * The stylesheets a later part (./LaterPart.tsx) links just before its HTML, by the part's
 * name. Only a part that lies below the first screen has any (`linkStyles` in
 * src/pages/registry.ts): the browser then paints the first screen without parsing or laying
 * out the part, whose styles it has not yet got, and draws the part a round trip later, before
 * the reader can scroll to it. The prerenderer gives the build's file names to the server's
 * render (`setPartStyles`); the browser reads them back from the prerendered page
 * (`readPartStyles`), so the part hydrates with the same links. A part shown by a navigation in
 * the browser has none: its code's loader brings its styles.
 */
let partStyles: Readonly<Record<string, readonly string[]>> = {};

export function setPartStyles(styles: Readonly<Record<string, readonly string[]>>) {
  partStyles = styles;
}

export function stylesOfPart(name: string): readonly string[] {
  return partStyles[name] ?? [];
}

/**
 * Takes the links each later part of the prerendered page carries, and keeps each stylesheet in
 * the head as well: the part's own link goes when the part does (a navigation to another page),
 * and a file it links may style that page too (the brochure page's contact details), whose code's
 * loader found the link and did not add one. Once the head's copy has loaded, the part's link is
 * switched off, so the rules are not there twice.
 */
export function readPartStyles(doc: Document = document) {
  const styles: Record<string, string[]> = {};
  for (const part of doc.querySelectorAll<HTMLElement>(`[${LATER_PART_ATTRIBUTE}]`)) {
    const name = part.getAttribute(LATER_PART_ATTRIBUTE);
    if (!name) continue;
    const links = [...part.children].filter(
      (child): child is HTMLLinkElement =>
        child instanceof HTMLLinkElement &&
        child.rel === 'stylesheet' &&
        child.hasAttribute('href'),
    );
    styles[name] = links.map((link) => link.getAttribute('href') ?? '');
    for (const link of links) keepInHead(doc, link);
  }
  setPartStyles(styles);
}

function keepInHead(doc: Document, partLink: HTMLLinkElement) {
  const href = partLink.getAttribute('href') ?? '';
  if (doc.head.querySelector(`link[rel="stylesheet"][href="${CSS.escape(href)}"]`)) return;
  const kept = doc.createElement('link');
  kept.rel = 'stylesheet';
  kept.href = href;
  kept.addEventListener('load', () => partLink.setAttribute('disabled', ''), { once: true });
  doc.head.append(kept);
}
