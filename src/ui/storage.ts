// The one way the site touches web storage: the language chosen, the like, the reload after a
// deploy, the web font fetched this visit. Storage can be missing or throw at any step (private
// modes, blocked cookies, a full quota, Safari's reading of the property itself), and none of
// that may break a page: every call here answers instead of throwing.

/** Just the part of `Storage` the site uses, so a test can hand in a fake that throws. */
export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'> &
  Partial<Pick<Storage, 'removeItem'>>;

/** `localStorage` (kept across visits) or `sessionStorage` (this tab's visit), or null. */
export function storageArea(kind: 'local' | 'session'): KeyValueStore | null {
  try {
    if (typeof window === 'undefined') return null;
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

/** The stored value, or null where there is none or storage cannot be read. */
export function readItem(store: KeyValueStore | null | undefined, key: string): string | null {
  try {
    return store?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Stores a value; false when storage refuses (what it remembers then lasts the visit). */
export function writeItem(
  store: KeyValueStore | null | undefined,
  key: string,
  value: string,
): boolean {
  if (!store) return false;
  try {
    store.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

/** Forgets a value; false when storage refuses. */
export function removeItem(store: KeyValueStore | null | undefined, key: string): boolean {
  if (!store?.removeItem) return false;
  try {
    store.removeItem(key);
    return true;
  } catch {
    return false;
  }
}
