// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useMediaQuery } from './useMediaQuery';

/** A stand-in for window.matchMedia whose answer the test changes. */
function fakeMatchMedia(initial: boolean) {
  let matches = initial;
  const listeners = new Set<() => void>();
  const matchMedia = vi.fn((media: string) => ({
    media,
    get matches() {
      return matches;
    },
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  }));
  return {
    matchMedia,
    listeners,
    set(next: boolean) {
      matches = next;
      for (const listener of listeners) listener();
    },
  };
}

describe('useMediaQuery', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('answers false where the browser has no matchMedia', () => {
    vi.stubGlobal('matchMedia', undefined);
    const { result } = renderHook(() => useMediaQuery('(max-width: 30rem)'));
    expect(result.current).toBe(false);
  });

  it('answers what the browser says for the query', () => {
    const media = fakeMatchMedia(true);
    vi.stubGlobal('matchMedia', media.matchMedia);
    const { result } = renderHook(() => useMediaQuery('(max-width: 30rem)'));
    expect(result.current).toBe(true);
    expect(media.matchMedia).toHaveBeenCalledWith('(max-width: 30rem)');
  });

  it('follows changes, and stops listening once unmounted', () => {
    const media = fakeMatchMedia(false);
    vi.stubGlobal('matchMedia', media.matchMedia);
    const { result, unmount } = renderHook(() => useMediaQuery('(max-width: 30rem)'));
    expect(result.current).toBe(false);
    act(() => media.set(true));
    expect(result.current).toBe(true);
    act(() => media.set(false));
    expect(result.current).toBe(false);
    unmount();
    expect(media.listeners.size).toBe(0);
  });
});
