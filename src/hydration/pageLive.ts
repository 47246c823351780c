/** Dispatched on the document in the commit that hydrates the page (see `markPageLive`). */
export const HYDRATED_EVENT = 'app:hydrated';
/** Dispatched on the document, with the part's name as detail, when a later part is live. */
export const PART_LIVE_EVENT = 'app:part-live';
/** The attribute that marks a later part's place in the page (see LaterPart.tsx). */
export const LATER_PART_ATTRIBUTE = 'data-later-part';

let live = false;

/**
 * Called in the commit that hydrates the page (AppShell's layout effect). Tells tests (and
 * curious engineers) that the page is live, not just prerendered HTML; the budget and the
 * benchmark count the scripts requested before the `hydrated` mark.
 */
export function markPageLive() {
  live = true;
  document.documentElement.dataset.hydrated = 'true';
  performance.mark('hydrated');
  document.dispatchEvent(new Event(HYDRATED_EVENT));
}

/** Whether the page has hydrated (always false on the server). */
export const isPageLive = () => live;

/** Resolves once the page has hydrated; at once on the server, which has no hydration. */
export function whenPageLive(): Promise<void> {
  if (live || typeof document === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    document.addEventListener(HYDRATED_EVENT, () => resolve(), { once: true });
  });
}

const liveParts = new Set<string>();
if (typeof document !== 'undefined') {
  document.addEventListener(PART_LIVE_EVENT, (event) => {
    liveParts.add(String((event as CustomEvent<unknown>).detail));
  });
}

/** Whether the later part of that name has hydrated (or given up on its code). */
export const isPartLive = (name: string) => liveParts.has(name);

/**
 * Resolves once every later part on the page is live (or has given up on its code). A
 * navigation waits for this: re-rendered before it hydrates, in another language say, a part
 * would no longer match its prerendered HTML.
 */
export function whenLaterPartsLive(doc: Document = document): Promise<void> {
  const pending = () =>
    [...doc.querySelectorAll(`[${LATER_PART_ATTRIBUTE}]`)].some(
      (part) => !isPartLive(part.getAttribute(LATER_PART_ATTRIBUTE) ?? ''),
    );
  if (!pending()) return Promise.resolve();
  return new Promise((resolve) => {
    const check = () => {
      if (pending()) return;
      doc.removeEventListener(PART_LIVE_EVENT, check);
      resolve();
    };
    doc.addEventListener(PART_LIVE_EVENT, check);
  });
}
