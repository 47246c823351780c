import {
  LANGUAGE_STORAGE_KEY,
  preferredBrowserLanguage,
  suggestLanguage,
} from '../../i18n/preference';
import { readItem, storageArea } from '../../ui/storage';
import type { OfferClasses, OfferWords, ShownOffer } from './offerCard';

export type { OfferClasses, OfferWords };

// The offer to read an English page in the browser's language, shown with the page: its words
// for each language are in the page (a data block the prerenderer writes on English pages), and
// this small module, part of the page's entry script, decides at once whether to offer; only
// then does it fetch the card's own small chunk (./offerCard.ts), which draws it in a slot React
// leaves alone (SiteHeader's `[data-below-header]`), so it works before the page is live and
// hydration never meets it. It stays apart from the language registry (locales/languages.mjs,
// with every font's data): the languages it knows are the page's own (English, `<html lang>`)
// and those the block has words in.

/** The id of the data block with the offer's words (src/entry-server.tsx). */
export const OFFER_BLOCK_ID = 'language-offer';

/** What an English page carries for the offer: its look, and its words in each other language. */
export interface OfferBlock {
  classes: OfferClasses;
  words: Record<string, OfferWords>;
}

const WORD_KEYS = ['label', 'message', 'accept', 'dismiss'] as const;
const CLASS_KEYS = ['offer', 'message', 'actions', 'accept', 'dismiss'] as const;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
const allStrings = (value: unknown, keys: readonly string[]) =>
  isRecord(value) && keys.every((key) => typeof value[key] === 'string');

/** The block as the prerenderer wrote it, with the words of each language it has them in; null for anything the prerenderer did not write. */
export function readOfferBlock(block: unknown): OfferBlock | null {
  if (!isRecord(block) || !allStrings(block.classes, CLASS_KEYS) || !isRecord(block.words))
    return null;
  const words = Object.entries(block.words).filter(([, said]) => allStrings(said, WORD_KEYS));
  return {
    classes: block.classes as OfferClasses,
    words: Object.fromEntries(words) as Record<string, OfferWords>,
  };
}

/** The browser's languages, most preferred first. */
function browserLanguages(): readonly string[] {
  const { languages, language } = navigator;
  return languages.length ? languages : language ? [language] : [];
}

/** The offer on the screen, once its card is drawn. */
let shown: ShownOffer | null = null;
let asked = false;

/**
 * On arrival at an English page (`data` is that page's offer data block): where the browser
 * prefers Hindi or Marathi and the parent has chosen nothing yet, a small card below the
 * header, in that language, offers the same page in it; it never redirects. Its chunk failing
 * to arrive leaves the page as a visitor without an offer has it.
 */
export function offerLanguage(data: unknown, doc: Document = document) {
  const block = asked ? null : readOfferBlock(data);
  const slot = doc.querySelector<HTMLElement>('[data-below-header]');
  if (!block || !slot) return;
  const english = doc.documentElement.lang;
  const published = [english, ...Object.keys(block.words)];
  const remembered = readItem(storageArea('local'), LANGUAGE_STORAGE_KEY);
  const suggestion = suggestLanguage({
    defaultLanguage: english,
    urlLanguage: english,
    // A value we did not write counts as no choice.
    stored: remembered !== null && published.includes(remembered) ? remembered : null,
    browser: preferredBrowserLanguage(browserLanguages(), published),
  });
  const words = suggestion.kind === 'offer' ? block.words[suggestion.language] : undefined;
  if (suggestion.kind !== 'offer' || !words) return;
  asked = true;
  const offer = { language: suggestion.language, english, words, classes: block.classes };
  void import('./offerCard').then(
    ({ showOfferCard }) => {
      shown = showOfferCard(slot, offer, () => (shown = null));
    },
    () => undefined,
  );
}

/**
 * After the app shows another page or language: the offer goes when the page is no longer
 * English (the parent chose a language in the switcher), and finds its place again on another
 * page.
 */
export function offerFollowsPage(language: string) {
  shown?.follow(language);
}
