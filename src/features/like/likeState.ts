import { readItem, writeItem, type KeyValueStore } from '../../ui/storage';

/** The count every visit starts from; the count itself is never stored. */
export const INITIAL_LIKES = 147;
/** localStorage key of the "already liked" flag. */
export const LIKED_STORAGE_KEY = 'school-site.liked-school-site';

export interface LikeState {
  count: number;
  liked: boolean;
}

/** A stored flag (from an earlier visit) means the button starts disabled, at 147. */
export function initialLikeState(likedBefore: boolean): LikeState {
  return { count: INITIAL_LIKES, liked: likedBefore };
}

/** One like per visitor: a second click changes nothing. */
export function like(state: LikeState): LikeState {
  return state.liked ? state : { count: state.count + 1, liked: true };
}

export function readLiked(storage: KeyValueStore | null): boolean {
  return readItem(storage, LIKED_STORAGE_KEY) === 'true';
}

/** Remembers the like; storage that throws (private browsing) just means "for this visit". */
export function storeLiked(storage: KeyValueStore | null): void {
  writeItem(storage, LIKED_STORAGE_KEY, 'true');
}
