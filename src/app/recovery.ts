import { whenLaterPartsLive } from '../ui/pageLive';

// After a deploy, the hashed chunks a page still open in a parent's phone asks for are gone:
// its next lazy import fails (Vite fires `vite:preloadError`). One reload of the same URL
// brings the new build, with the like and the language (both in localStorage) and the scroll
// position (kept here) as they were. Started by ./Recovery.tsx, just after the page is live.

/** sessionStorage key of the last such reload: the URL, when, and the scroll position. */
export const RELOAD_KEY = 'school-site.reloaded-after-deploy';
/** Another missing chunk on the same URL within this time is reported, not reloaded. */
export const RELOAD_GUARD_MS = 5 * 60_000;

type Store = Pick<Storage, 'getItem' | 'setItem'>;
interface ReloadRecord {
  url: string;
  at: number;
  scrollY: number | null;
}

function readRecord(storage: Store): ReloadRecord | null {
  const value: unknown = JSON.parse(storage.getItem(RELOAD_KEY) ?? 'null');
  if (typeof value !== 'object' || value === null) return null;
  const { url, at, scrollY } = value as Record<string, unknown>;
  if (typeof url !== 'string' || typeof at !== 'number') return null;
  return { url, at, scrollY: typeof scrollY === 'number' ? scrollY : null };
}

/**
 * Records a reload of `url` and returns true; false (do not reload) when `url` was reloaded
 * for a missing chunk less than `RELOAD_GUARD_MS` ago, or when storage cannot hold the
 * record, since a reload that is not recorded could repeat for ever.
 */
export function claimReload(
  storage: Store | null,
  url: string,
  scrollY: number,
  now: number,
): boolean {
  if (!storage) return false;
  try {
    const last = readRecord(storage);
    if (last?.url === url && now >= last.at && now - last.at < RELOAD_GUARD_MS) return false;
    const record = JSON.stringify({ url, at: now, scrollY });
    storage.setItem(RELOAD_KEY, record);
    return storage.getItem(RELOAD_KEY) === record;
  } catch {
    return false;
  }
}

/** The scroll position to restore on arriving at `url` after such a reload (once), or null. */
export function scrollToRestore(storage: Store | null, url: string): number | null {
  if (!storage) return null;
  try {
    const last = readRecord(storage);
    if (last?.url !== url || last.scrollY === null) return null;
    storage.setItem(RELOAD_KEY, JSON.stringify({ ...last, scrollY: null }));
    return last.scrollY;
  } catch {
    return null;
  }
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

function sessionStore(): Store | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Restores the scroll after such a reload, and listens for missing chunks; returns a cleanup. */
export function startRecovery() {
  const restore = scrollToRestore(sessionStore(), window.location.href);
  if (restore !== null) {
    void whenLaterPartsLive().then(() => window.scrollTo(0, restore));
  }
  const onPreloadError = (event: Event) => {
    const error = (event as Event & { payload?: unknown }).payload;
    void isGone(error, navigator.onLine).then((gone) => {
      const { href } = window.location;
      if (gone && claimReload(sessionStore(), href, window.scrollY, Date.now())) {
        window.location.reload();
      }
    });
  };
  window.addEventListener('vite:preloadError', onPreloadError);
  return () => window.removeEventListener('vite:preloadError', onPreloadError);
}
