import { whenIslandsLive } from '../hydration/hydrated';
import { readItem, storageArea, writeItem, type KeyValueStore } from '../ui/storage';

// After a deploy, the hashed chunks a page still open in a parent's phone asks for are gone:
// its next lazy import fails (Vite fires `vite:preloadError`). One reload of the same URL
// brings the new build, with the like and the language (both in localStorage) and the scroll
// position (kept here) as they were. Started by ./NetworkGuards.tsx, just after the page is live.

/** sessionStorage key of the last such reload: the URL, when, and the scroll position. */
export const RELOAD_KEY = 'school-site.reloaded-after-deploy';
/** Another missing chunk on the same URL within this time is reported, not reloaded. */
export const RELOAD_GUARD_MS = 5 * 60_000;

/**
 * Where the reader was: the first element with an id (a section, the footer) still on screen
 * and how far its top was from the window's. The home page's sections far from the screen
 * are not drawn (content-visibility: auto) and count as an estimated height until they are, so
 * after a reload the same `scrollY` can show another part of the page; the element cannot.
 */
export interface Anchor {
  id: string;
  top: number;
}
interface ReloadRecord {
  url: string;
  at: number;
  scrollY: number | null;
  anchor: Anchor | null;
}
/** What to restore: the scroll position, and the element to put back in place if there is one. */
export type Place = Pick<ReloadRecord, 'anchor'> & { scrollY: number };

function readAnchor(value: unknown): Anchor | null {
  if (typeof value !== 'object' || value === null) return null;
  const { id, top } = value as Record<string, unknown>;
  return typeof id === 'string' && typeof top === 'number' && Number.isFinite(top)
    ? { id, top }
    : null;
}

/** The stored record, or null; undefined where what is stored is not JSON. */
function readRecord(storage: KeyValueStore | null): ReloadRecord | null | undefined {
  let value: unknown;
  try {
    value = JSON.parse(readItem(storage, RELOAD_KEY) ?? 'null');
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { url, at, scrollY, anchor } = value as Record<string, unknown>;
  if (typeof url !== 'string' || typeof at !== 'number') return null;
  return {
    url,
    at,
    scrollY: typeof scrollY === 'number' ? scrollY : null,
    anchor: readAnchor(anchor),
  };
}

/**
 * Records a reload of `url` and returns true; false (do not reload) when `url` was reloaded
 * for a missing chunk less than `RELOAD_GUARD_MS` ago, or when storage cannot hold the
 * record, since a reload that is not recorded could repeat for ever.
 */
export function claimReload(
  storage: KeyValueStore | null,
  url: string,
  scrollY: number,
  now: number,
  anchor: Anchor | null = null,
): boolean {
  const last = readRecord(storage);
  if (last === undefined) return false;
  if (last?.url === url && now >= last.at && now - last.at < RELOAD_GUARD_MS) return false;
  const record = JSON.stringify({ url, at: now, scrollY, anchor });
  return writeItem(storage, RELOAD_KEY, record) && readItem(storage, RELOAD_KEY) === record;
}

/** The place to restore on arriving at `url` after such a reload (once), or null. */
export function scrollToRestore(storage: KeyValueStore | null, url: string): Place | null {
  const last = readRecord(storage);
  if (last?.url !== url || last.scrollY === null) return null;
  // Restored once: where the record cannot be cleared, not at all.
  const cleared = JSON.stringify({ ...last, scrollY: null, anchor: null });
  if (!writeItem(storage, RELOAD_KEY, cleared)) return null;
  return { scrollY: last.scrollY, anchor: last.anchor };
}

/** The file a failed dynamic import or preload names (Chromium and Firefox name it), or null. */
export function failedFile(error: unknown): string | null {
  const message = error instanceof Error ? error.message : String(error);
  return /(?:https?:\/\/[^\s'"]+)?\/assets\/[^\s'"]+\.(?:js|css)/.exec(message)?.[0] ?? null;
}

/**
 * Whether a chunk that failed to load is gone from the server (a deploy replaced it) rather
 * than out of reach (offline, a dropped connection): asks the server for it once more. When
 * the error names no file, and the browser is online, it counts as gone.
 */
export async function isGone(
  error: unknown,
  online: boolean,
  ask: typeof fetch = (...args) => fetch(...args),
): Promise<boolean> {
  if (!online) return false;
  const file = failedFile(error);
  if (!file) return true;
  try {
    const response = await ask(file, { method: 'HEAD', cache: 'no-store' });
    if (response.status === 404 || response.status === 410) return true;
    // A host that answers every unknown path with the site's HTML.
    return response.ok && (response.headers.get('content-type') ?? '').startsWith('text/html');
  } catch {
    return false; // no answer at all: the network, not a deploy
  }
}

/** The first element of the page's content with an id that is still on screen. */
function anchorNow(): Anchor | null {
  for (const element of document.querySelectorAll('main [id]')) {
    const { top, bottom } = element.getBoundingClientRect();
    if (bottom > 0) return { id: element.id, top };
  }
  return null;
}

/**
 * Puts the reader back: the element where it was on screen, for a few frames while the
 * sections it passes are drawn and take their real heights (or the scroll position, when the
 * page no longer has that element).
 */
function scrollBack({ scrollY, anchor }: Place, frames = 3) {
  const element = anchor ? document.getElementById(anchor.id) : null;
  if (!anchor || !element) {
    window.scrollTo({ top: scrollY, behavior: 'instant' });
    return;
  }
  window.scrollBy({ top: element.getBoundingClientRect().top - anchor.top, behavior: 'instant' });
  if (frames > 1) requestAnimationFrame(() => scrollBack({ scrollY, anchor }, frames - 1));
}

/** Restores the scroll after such a reload, and listens for missing chunks; returns a cleanup. */
export function startReloadAfterDeploy() {
  const restore = scrollToRestore(storageArea('session'), window.location.href);
  if (restore !== null) void whenIslandsLive().then(() => scrollBack(restore));
  const onPreloadError = (event: Event) => {
    const error = (event as Event & { payload?: unknown }).payload;
    void isGone(error, navigator.onLine).then((gone) => {
      const { href } = window.location;
      if (
        gone &&
        claimReload(storageArea('session'), href, window.scrollY, Date.now(), anchorNow())
      ) {
        window.location.reload();
      }
    });
  };
  window.addEventListener('vite:preloadError', onPreloadError);
  return () => window.removeEventListener('vite:preloadError', onPreloadError);
}
