import { ISLAND_ATTRIBUTE } from './hydrated';

/**
 * The stylesheets an island (./Island.tsx) links just before its HTML, by the part's
 * name. Only a part that lies below the first screen has any (`linkStyles` in
 * src/pages/registry.ts): the browser then paints the first screen without parsing or laying
 * out the part, whose styles it has not yet got, and draws the part a round trip later, before
 * the reader can scroll to it. The prerenderer gives the build's file names to the server's
 * render (`setPartStyles`); the browser reads them back from the prerendered page
 * (`readPartStyles`), so the part hydrates with the same links. A part shown by a navigation in
 * the browser has none: its code's loader brings its styles. Only the part's own files are
 * linked (scripts/build/prerender.mjs): its links go with it when a navigation takes it away, so a
 * file another page shares stays in the head.
 */
let partStyles: Readonly<Record<string, readonly string[]>> = {};

export function setPartStyles(styles: Readonly<Record<string, readonly string[]>>) {
  partStyles = styles;
}

export function stylesOfPart(name: string): readonly string[] {
  return partStyles[name] ?? [];
}

/** Takes the links each island of the prerendered page carries. */
export function readPartStyles(doc: Document = document) {
  const styles: Record<string, string[]> = {};
  for (const part of doc.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)) {
    const name = part.getAttribute(ISLAND_ATTRIBUTE);
    if (!name) continue;
    styles[name] = [...part.children]
      .filter((child): child is HTMLLinkElement => child instanceof HTMLLinkElement)
      .filter((link) => link.rel === 'stylesheet')
      .map((link) => link.getAttribute('href') ?? '')
      .filter(Boolean);
  }
  setPartStyles(styles);
}
