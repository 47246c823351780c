// How a script's web font is marked as applied (a class on the page, an attribute on a block)
// and remembered as fetched this visit. Shared by ./webFonts.ts (in the entry, before the first
// paint) and ./loadFont.ts (downloaded after load), so neither imports the other.

import { readItem, storageArea, writeItem } from '../ui/storage';

export type WebFont = (typeof __WEB_FONTS__)[number];

/** The class that applies a font to the whole page: `font-deva`. */
export const fontClass = (font: Pick<WebFont, 'key'>) => `font-${font.key}`;
/** The attribute that applies it to one block before the class does: `data-font-deva`. */
export const fontAttribute = (font: Pick<WebFont, 'key'>) => `data-font-${font.key}`;
const fetchedKey = (font: WebFont) => `school-site.font-${font.key}`;

export function fetchedThisSession(font: WebFont): boolean {
  return readItem(storageArea('session'), fetchedKey(font)) === 'fetched';
}

/** Where storage is unavailable (private modes), the next page waits for `load` too. */
export function rememberFetched(font: WebFont) {
  writeItem(storageArea('session'), fetchedKey(font), 'fetched');
}
