import { LIVE_EARLY_ATTRIBUTE } from '../../hydration/hydrated';
import { storageArea, writeItem } from '../../ui/storage';
import { LANGUAGE_STORAGE_KEY } from '../../i18n/preference';
import { offerDrop } from './offerSpot';

// The language offer's card (./offer.ts decides whether there is one): drawn in the slot below
// the header, placed over nothing a parent could tap, its buttons plain DOM that answer at once.

/** The offer's words in one language. */
export interface OfferWords {
  label: string;
  message: string;
  accept: string;
  dismiss: string;
}

/** The class names of the offer's parts (SiteHeader.module.scss). */
export interface OfferClasses {
  offer: string;
  message: string;
  actions: string;
  accept: string;
  dismiss: string;
}

/** The offer on the screen, as the app keeps it in step with the page. */
export interface ShownOffer {
  /** After the app shows another page or language. */
  follow: (language: string) => void;
}

/** What a finger could land on, and the floating buttons in the bottom corners. */
const OBSTACLES =
  'a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"]), [data-floating]';
/** How far the offer goes below its place under the header (SiteHeader.module.scss). */
const DROP = '--offer-drop';
/** The room the offer takes below the header, for html's scroll-padding-top (global.scss). */
const ROOM = '--offer-room';

/**
 * Keeps in-page links and keyboard focus from landing under the offer while it is shown: the
 * page's scroll padding grows by the room it takes below the header (a change to scrolling,
 * not to layout).
 */
function keepRoom(offer: HTMLElement) {
  const room = offer.offsetTop + offer.offsetHeight;
  offer.ownerDocument.documentElement.style.setProperty(ROOM, `${Math.ceil(room)}px`);
}

/**
 * Puts the offer where it lies over nothing the parent could tap, measured as it appears
 * (before it is drawn): under the header, or lower if a link or button is there (the Back
 * link at the top of the academics page, say).
 */
function place(offer: HTMLElement) {
  const doc = offer.ownerDocument;
  offer.style.removeProperty(DROP);
  const box = offer.getBoundingClientRect();
  const obstacles = [...doc.querySelectorAll(OBSTACLES)]
    .filter(
      (element) =>
        !offer.contains(element) &&
        !element.closest('header') &&
        // Not measured (nor laid out for it) when off screen behind content-visibility.
        (!('checkVisibility' in element) ||
          element.checkVisibility({ contentVisibilityAuto: true, visibilityProperty: true })),
    )
    .map((element) => element.getBoundingClientRect())
    .filter((rect) => rect.width > 0 && rect.height > 0 && rect.bottom > box.top);
  const gap = parseFloat(getComputedStyle(offer).marginTop) || 0;
  const drop = offerDrop(box, obstacles, doc.defaultView?.innerHeight ?? 0, gap);
  if (drop > 0) offer.style.setProperty(DROP, `${Math.ceil(drop)}px`);
  keepRoom(offer);
}

function element<Tag extends keyof HTMLElementTagNameMap>(
  doc: Document,
  tag: Tag,
  className: string,
  text?: string,
) {
  const made = doc.createElement(tag);
  made.className = className;
  if (text !== undefined) made.textContent = text;
  return made;
}

/**
 * Draws the offer to read the page in `language` in `slot`. "Read in …" takes the parent there
 * with the header's own link for it (a plain link before the page is live, the app's switch
 * after); "No, thanks" is remembered, so it does not come back. `gone` is called when it goes.
 */
export function showOfferCard(
  slot: HTMLElement,
  offer: { language: string; english: string; words: OfferWords; classes: OfferClasses },
  gone: () => void,
): ShownOffer {
  const { language, english, words, classes } = offer;
  const doc = slot.ownerDocument;
  const card = element(doc, 'section', classes.offer);
  card.lang = language;
  card.setAttribute('aria-label', words.label);
  // Its buttons answer at once: the early-tap holder leaves them alone (src/boot/earlyTaps.ts).
  card.setAttribute(LIVE_EARLY_ATTRIBUTE, '');
  const actions = element(doc, 'div', classes.actions);
  const accept = element(doc, 'button', classes.accept, words.accept);
  const dismiss = element(doc, 'button', classes.dismiss, words.dismiss);
  accept.type = dismiss.type = 'button';
  actions.append(accept, dismiss);
  card.append(element(doc, 'p', classes.message, words.message), actions);

  const link = () => doc.querySelector<HTMLAnchorElement>(`header a[hreflang="${language}"]`);
  const room =
    typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => keepRoom(card));
  const remove = () => {
    room?.disconnect();
    card.remove();
    doc.documentElement.style.removeProperty(ROOM);
    gone();
  };
  accept.addEventListener('click', () => {
    writeItem(storageArea('local'), LANGUAGE_STORAGE_KEY, language);
    const to = link();
    remove();
    to?.click();
  });
  dismiss.addEventListener('click', () => {
    // Remember the answer, so the offer does not come back on every page.
    writeItem(storageArea('local'), LANGUAGE_STORAGE_KEY, english);
    // Focus would fall to the start of the page with the button: it goes to the same
    // language in the switcher, where the parent can still choose it.
    const hadFocus = card.contains(doc.activeElement);
    remove();
    if (hadFocus) link()?.focus();
  });

  slot.append(card);
  // Before the browser draws it, so it never moves.
  place(card);
  room?.observe(card);
  let path = doc.location.pathname;
  return {
    follow(now) {
      if (now !== english) {
        remove();
        return;
      }
      // Another page: once it has taken its place (and scrolled to its top).
      if (doc.location.pathname === path) return;
      path = doc.location.pathname;
      requestAnimationFrame(() => card.isConnected && place(card));
    },
  };
}
