import {
  HYDRATED_EVENT,
  isPartLive,
  ISLAND_ATTRIBUTE,
  ISLAND_LIVE_EVENT,
  LIVE_EARLY_ATTRIBUTE,
  PENDING_ATTRIBUTE,
} from '../hydration/hydrated';
import { isPlainClick } from '../ui/plainClick';

/**
 * On a held button until its tap is replayed: it looks pressed at once (src/styles/global.scss),
 * so the parent sees the tap was taken, and the tap's next paint is not left waiting for the
 * part's hydration.
 */
export const HELD_ATTRIBUTE = 'data-tap-held';

/**
 * The events that come with a tap before its click. React answers one on a part it has not
 * hydrated by hydrating that part synchronously (the whole page, mid-hydration, or a later
 * part the moment its code arrives): one long task, and the tap's next paint waits for it (the
 * tour's first tap at 4× CPU: 152 ms to the next paint with them, 48 without). Kept from React,
 * they leave hydration in its short tasks; the click is replayed. Not prevented: the browser
 * still focuses and clicks. Keys are left to React: only clicks are replayed, and an arrow key
 * held back from the academics tabs would be lost.
 */
const TAP_EVENTS = 'pointerdown pointerup mousedown mouseup touchstart touchend';

/**
 * A parent may tap a button of the prerendered page before the app has hydrated it; on its own
 * that tap would be lost (a button does nothing until React listens, and React drops a tap on
 * a part it cannot hydrate at once). This holds such taps and replays them, in order, once
 * their part of the page is hydrated: the page, or for a button inside an island (see
 * src/hydration/Island.tsx), that part. Links and form fields work without the app, so they are
 * left alone; but not a link that is a button or a tab (the menu toggle, the academics tabs),
 * which is a link only for a page whose script never arrives (CONTROLS).
 */
const CONTROLS = 'button, a[role="button"], a[role="tab"]';

/**
 * A tab tapped before its part is live is chosen at once in the page, as the app would choose
 * it (WAI-ARIA tabs: it is selected and in the Tab order, its panel shown, the others `hidden`):
 * the parent sees the stage they chose in the tap's next frame. The held click, replayed once
 * the part is live, then chooses it in the app too, which finds the page as it would have made
 * it and writes the address (`?level=`).
 */
export function chooseTabNow(tab: HTMLElement) {
  const list = tab.closest('[role="tablist"]');
  if (!list) return;
  for (const other of list.querySelectorAll<HTMLElement>('[role="tab"]')) {
    const chosen = other === tab;
    other.setAttribute('aria-selected', String(chosen));
    other.tabIndex = chosen ? 0 : -1;
    const panel = tab.ownerDocument.getElementById(other.getAttribute('aria-controls') ?? '');
    if (panel) panel.hidden = !chosen;
  }
}

/**
 * A toggle button (`aria-pressed`: a subject card, Like) tapped before its part is live shows
 * its new state at once, as the app would (a card's `data-flipped` turns it over in CSS); the
 * held click, replayed once the part is live, makes the same change in the app.
 */
export function toggleNow(button: HTMLElement) {
  const pressed = button.getAttribute('aria-pressed') !== 'true';
  button.setAttribute('aria-pressed', String(pressed));
  if (button.hasAttribute('data-flipped')) button.setAttribute('data-flipped', String(pressed));
}

/**
 * A disclosure (`aria-expanded` with `aria-controls`: the phone's Menu) tapped before the page
 * is live opens at once: its stylesheet shows what it controls by its `aria-expanded`
 * (src/features/nav/SiteNav.module.scss), as the app sets it; the held click, replayed once
 * live, opens it in the app too.
 */
export function expandNow(button: HTMLElement) {
  button.setAttribute('aria-expanded', String(button.getAttribute('aria-expanded') !== 'true'));
}

/**
 * A button that opens a modal dialog the page already holds (`aria-haspopup="dialog"`,
 * `aria-controls` naming the `<dialog>`, `data-shows` the part of it to show: a gallery
 * picture, src/features/gallery/Gallery.tsx; the tour's "getting ready" line,
 * src/features/tour/TourLauncher.tsx), tapped before its part is live, opens it at once:
 * that part shown, the others left `hidden`, and the dialog opened modal, as the app would (the
 * browser moves focus into it). Returns the dialog, or nothing if there is none to open.
 */
export function openDialogNow(button: HTMLElement) {
  const doc = button.ownerDocument;
  const dialog = doc.getElementById(button.getAttribute('aria-controls') ?? '');
  const shown = doc.getElementById(button.dataset.shows ?? '');
  if (button.getAttribute('aria-haspopup') !== 'dialog' || !shown) return null;
  if (!(dialog instanceof HTMLDialogElement) || dialog.open) return null;
  shown.hidden = false;
  // Eager, as the app makes the picture shown: not left waiting a frame to be seen in view.
  for (const image of shown.querySelectorAll('img')) image.loading = 'eager';
  dialog.showModal();
  // Where the app starts focus (the tour's close button, not the language links before it).
  dialog.querySelector<HTMLElement>('[data-initial-focus]')?.focus();
  return dialog;
}

/**
 * A language link tapped before the page is live is a plain link: the browser loads the page in
 * that language, and until it paints (seconds on a slow phone) the parent would see nothing
 * but the old page. The link stays pressed until then, as the app's switch keeps it; and not
 * after, if the parent comes back to this page from the browser's cache.
 */
function pressLanguageLinks(doc: Document, live: () => boolean) {
  doc.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest('a[hreflang][href]') : null;
    if (!link || live() || event.defaultPrevented || !isPlainClick(event)) return;
    link.setAttribute(PENDING_ATTRIBUTE, '');
  });
  doc.defaultView?.addEventListener('pageshow', () => {
    for (const link of doc.querySelectorAll(`a[hreflang][${PENDING_ATTRIBUTE}]`)) {
      link.removeAttribute(PENDING_ATTRIBUTE);
    }
  });
}

export function holdEarlyTaps(doc: Document = document) {
  let hydrated = false;
  let held: HTMLElement[] = [];
  /** Each dialog opened before its part was live, with the button that opened it. */
  const opened = new Map<HTMLDialogElement, HTMLElement>();
  /**
   * A dialog opened early is closed early as the app would close it (its close button, a tap
   * on the backdrop, Escape): the part it showed hidden again, focus back on the button, and
   * that button's tap dropped, so the app does not open it again once live.
   */
  const closeEarly = (dialog: HTMLDialogElement) => {
    const opener = opened.get(dialog);
    if (!opener) return;
    opened.delete(dialog);
    held = held.filter((button) => button !== opener);
    opener.removeAttribute(HELD_ATTRIBUTE);
    const shown = doc.getElementById(opener.dataset.shows ?? '');
    if (shown) shown.hidden = true;
    if (dialog.open) dialog.close();
    opener.focus({ preventScroll: true });
  };
  const openedAround = (target: EventTarget | null) => {
    const dialog = target instanceof Element ? target.closest('dialog') : null;
    return dialog && opened.has(dialog) ? dialog : null;
  };
  const waiting = (button: Element) => {
    if (button.closest(`[${LIVE_EARLY_ATTRIBUTE}]`)) return false;
    if (!hydrated) return true;
    const part = button.closest(`[${ISLAND_ATTRIBUTE}]`)?.getAttribute(ISLAND_ATTRIBUTE);
    return part != null && !isPartLive(part);
  };
  const hold = (event: Event) => {
    const early = openedAround(event.target);
    if (early && (event.target === early || (event.target as Element).closest('button'))) {
      // A tap on the close button or the backdrop of a dialog opened early, until its opener's
      // tap is replayed: kept from React, like any tap, and it closes the dialog. (A link in it
      // is a link, as anywhere.)
      event.stopImmediatePropagation();
      if (event.type !== 'click') return;
      event.preventDefault();
      closeEarly(early);
      return;
    }
    const button =
      event.target instanceof Element ? event.target.closest<HTMLElement>(CONTROLS) : null;
    if (!button || !waiting(button)) return;
    event.stopImmediatePropagation();
    if (event.type !== 'click') return;
    event.preventDefault();
    const disclosure = button.hasAttribute('aria-expanded') && button.hasAttribute('aria-controls');
    if (held.includes(button)) {
      // A second tap on a Menu opened early closes it, as a parent expects: nothing is left
      // to replay. On anything else, it is a parent who saw nothing happen, not one who wants
      // it twice: replayed once, a card turns over and stays so (twice, it would turn back).
      if (!disclosure) return;
      expandNow(button);
      button.removeAttribute(HELD_ATTRIBUTE);
      held = held.filter((other) => other !== button);
      return;
    }
    button.setAttribute(HELD_ATTRIBUTE, '');
    held.push(button);
    if (button.getAttribute('role') === 'tab') chooseTabNow(button);
    else if (button.hasAttribute('aria-pressed')) toggleNow(button);
    else if (disclosure) expandNow(button);
    else {
      const dialog = openDialogNow(button);
      if (dialog) opened.set(dialog, button);
    }
  };
  const replay = () => {
    // After the commit that hydrated them, when their handlers are attached.
    setTimeout(() => {
      const ready = held.filter((button) => !waiting(button));
      held = held.filter(waiting);
      for (const button of ready) {
        button.removeAttribute(HELD_ATTRIBUTE);
        // A dialog it opened early is the app's now: the replayed tap opens it in the app, which
        // finds it open.
        for (const [dialog, opener] of opened) if (opener === button) opened.delete(dialog);
        if (button.isConnected) button.click();
      }
    }, 0);
  };
  for (const type of `click ${TAP_EVENTS}`.split(' ')) doc.addEventListener(type, hold, true);
  // Escape on a dialog opened early.
  doc.addEventListener(
    'cancel',
    (event) => {
      const dialog = event.target as HTMLDialogElement;
      if (!opened.has(dialog)) return;
      event.preventDefault();
      closeEarly(dialog);
    },
    true,
  );
  pressLanguageLinks(doc, () => hydrated);
  doc.addEventListener(
    HYDRATED_EVENT,
    () => {
      hydrated = true;
      replay();
    },
    { once: true },
  );
  doc.addEventListener(ISLAND_LIVE_EVENT, replay);
}
