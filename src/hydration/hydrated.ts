/** Dispatched on the document in the commit that hydrates the page (see `markHydrated`). */
export const HYDRATED_EVENT = 'app:hydrated';
/** Dispatched on the document, with the part's name as detail, when an island is live. */
export const ISLAND_LIVE_EVENT = 'app:island-live';
/** The attribute that marks an island's place in the page (see Island.tsx). */
export const ISLAND_ATTRIBUTE = 'data-island';
/**
 * Marks a part of the page whose buttons are plain DOM with their own listeners, working before
 * the page is live (the language offer): the early-tap holder leaves their taps alone.
 */
export const LIVE_EARLY_ATTRIBUTE = 'data-live-early';
/**
 * On a language link from the tap until the page shows in that language (the switcher draws it
 * pressed): set by the switch once the page is live, by the early-tap holder before.
 */
export const PENDING_ATTRIBUTE = 'data-pending';

let live = false;

/**
 * Called in the commit that hydrates the page (AppShell's layout effect). Tells tests (and
 * curious engineers) that the page is live, not just prerendered HTML; the budget and the
 * benchmark count the scripts requested before the `hydrated` mark.
 */
export function markHydrated() {
  live = true;
  document.documentElement.dataset.hydrated = 'true';
  performance.mark('hydrated');
  document.dispatchEvent(new Event(HYDRATED_EVENT));
}

/** Whether the page has hydrated (always false on the server). */
export const isHydrated = () => live;

/** Resolves once the page has hydrated; at once on the server, which has no hydration. */
export function whenHydrated(): Promise<void> {
  if (live || typeof document === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    document.addEventListener(HYDRATED_EVENT, () => resolve(), { once: true });
  });
}

const liveParts = new Set<string>();
if (typeof document !== 'undefined') {
  document.addEventListener(ISLAND_LIVE_EVENT, (event) => {
    liveParts.add(String((event as CustomEvent<unknown>).detail));
  });
}

/** Whether the island of that name has hydrated (or given up on its code). */
export const isPartLive = (name: string) => liveParts.has(name);

/**
 * Resolves once every island on the page is live (or has given up on its code). A
 * navigation waits for this: re-rendered before it hydrates, in another language say, a part
 * would no longer match its prerendered HTML.
 */
export function whenIslandsLive(doc: Document = document): Promise<void> {
  const pending = () =>
    [...doc.querySelectorAll(`[${ISLAND_ATTRIBUTE}]`)].some(
      (part) => !isPartLive(part.getAttribute(ISLAND_ATTRIBUTE) ?? ''),
    );
  if (!pending()) return Promise.resolve();
  return new Promise((resolve) => {
    const check = () => {
      if (pending()) return;
      doc.removeEventListener(ISLAND_LIVE_EVENT, check);
      resolve();
    };
    doc.addEventListener(ISLAND_LIVE_EVENT, check);
  });
}
