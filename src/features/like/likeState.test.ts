import { describe, expect, it } from 'vitest';
import {
  INITIAL_LIKES,
  initialLikeState,
  like,
  LIKED_STORAGE_KEY,
  readLiked,
  storeLiked,
} from './likeState';
import {
  memoryStorage as memory,
  throwingStorage as throwing,
} from '../../ui/fakeStorage.test-helper';

describe('like state', () => {
  it('starts at 147, not liked', () => {
    expect(initialLikeState(false)).toEqual({ count: 147, liked: false });
    expect(INITIAL_LIKES).toBe(147);
  });

  it('adds one on the first like only', () => {
    const once = like(initialLikeState(false));
    expect(once).toEqual({ count: 148, liked: true });
    expect(like(once)).toBe(once);
  });

  it('starts liked (and at 147) when a flag was stored', () => {
    const state = initialLikeState(true);
    expect(state).toEqual({ count: 147, liked: true });
    expect(like(state)).toBe(state);
  });

  it('stores and reads the flag under the school-site key', () => {
    const storage = memory();
    expect(readLiked(storage)).toBe(false);
    storeLiked(storage);
    expect(storage.data.get(LIKED_STORAGE_KEY)).toBe('true');
    expect(readLiked(storage)).toBe(true);
  });

  it('treats other stored values as not liked', () => {
    const storage = memory();
    storage.setItem(LIKED_STORAGE_KEY, 'yes please');
    expect(readLiked(storage)).toBe(false);
  });

  it('survives storage that throws', () => {
    expect(readLiked(throwing)).toBe(false);
    expect(() => storeLiked(throwing)).not.toThrow();
    expect(readLiked(null)).toBe(false);
  });
});
