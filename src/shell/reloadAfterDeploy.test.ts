import { describe, expect, it, vi } from 'vitest';
import {
  claimReload,
  failedFile,
  isGone,
  RELOAD_GUARD_MS,
  RELOAD_KEY,
  scrollToRestore,
} from './reloadAfterDeploy';
import {
  memoryStorage as memoryStore,
  throwingStorage as throwing,
} from '../ui/fakeStorage.test-helper';

const URL_HI = 'https://school.example/hi/';

describe('claimReload', () => {
  it('allows one reload of a URL, then none within the guard time', () => {
    const store = memoryStore();
    expect(claimReload(store, URL_HI, 1200, 1_000)).toBe(true);
    expect(claimReload(store, URL_HI, 1200, 1_000 + RELOAD_GUARD_MS - 1)).toBe(false);
  });

  it('allows another once the guard time has passed (a later deploy)', () => {
    const store = memoryStore();
    expect(claimReload(store, URL_HI, 0, 1_000)).toBe(true);
    expect(claimReload(store, URL_HI, 0, 1_000 + RELOAD_GUARD_MS)).toBe(true);
  });

  it('a record from the future (a clock set back) does not hold a reload back', () => {
    const store = memoryStore();
    expect(claimReload(store, URL_HI, 0, 10_000)).toBe(true);
    expect(claimReload(store, URL_HI, 0, 5_000)).toBe(true);
  });

  it('never reloads when storage throws, is missing or does not keep what it is given', () => {
    expect(claimReload(throwing, URL_HI, 0, 1_000)).toBe(false);
    expect(claimReload(null, URL_HI, 0, 1_000)).toBe(false);
    const forgetful = { getItem: () => null, setItem: () => undefined };
    expect(claimReload(forgetful, URL_HI, 0, 1_000)).toBe(false);
  });

  it('treats junk in storage as no record', () => {
    for (const junk of ['{', '"x"', '{"url":1}', 'null']) {
      expect(claimReload(memoryStore({ [RELOAD_KEY]: junk }), URL_HI, 0, 1_000)).toBe(junk !== '{');
    }
  });
});

describe('scrollToRestore', () => {
  it('gives the scroll position once, on the URL that was reloaded', () => {
    const store = memoryStore();
    claimReload(store, URL_HI, 1234, 1_000);
    expect(scrollToRestore(store, 'https://school.example/')).toBeNull();
    expect(scrollToRestore(store, URL_HI)).toEqual({ scrollY: 1234, anchor: null });
    expect(scrollToRestore(store, URL_HI)).toBeNull();
    // The guard still holds after the scroll is restored.
    expect(claimReload(store, URL_HI, 0, 2_000)).toBe(false);
  });

  it('gives the element that was on screen with it, and ignores one it did not write', () => {
    const store = memoryStore();
    claimReload(store, URL_HI, 6400, 1_000, { id: 'contact', top: -312.5 });
    expect(scrollToRestore(store, URL_HI)).toEqual({
      scrollY: 6400,
      anchor: { id: 'contact', top: -312.5 },
    });
    for (const anchor of ['contact', { id: 7, top: 0 }, { id: 'contact', top: 'x' }, null]) {
      const odd = memoryStore({
        [RELOAD_KEY]: JSON.stringify({ url: URL_HI, at: 1_000, scrollY: 10, anchor }),
      });
      expect(scrollToRestore(odd, URL_HI)).toEqual({ scrollY: 10, anchor: null });
    }
  });

  it('gives nothing when storage throws', () => {
    expect(scrollToRestore(throwing, URL_HI)).toBeNull();
  });
});

describe('failedFile', () => {
  it('finds the chunk a failed import names', () => {
    expect(
      failedFile(
        new TypeError(
          'Failed to fetch dynamically imported module: https://school.example/assets/TourBody-CX.js',
        ),
      ),
    ).toBe('https://school.example/assets/TourBody-CX.js');
    expect(failedFile(new Error('Unable to preload CSS for /assets/HomePage-cH.css'))).toBe(
      '/assets/HomePage-cH.css',
    );
    expect(failedFile(new TypeError('Importing a module script failed.'))).toBeNull();
  });
});

describe('isGone', () => {
  const error = new TypeError('Failed to fetch dynamically imported module: /assets/A-1.js');
  const answer = (status: number, type = 'text/javascript') =>
    vi.fn(() => Promise.resolve(new Response(null, { status, headers: { 'content-type': type } })));

  it('is never gone while offline, and asks nothing', async () => {
    const ask = answer(404);
    expect(await isGone(error, false, ask)).toBe(false);
    expect(ask).not.toHaveBeenCalled();
  });

  it('is gone when the server no longer has the file, or answers with the site’s HTML', async () => {
    expect(await isGone(error, true, answer(404))).toBe(true);
    expect(await isGone(error, true, answer(410))).toBe(true);
    expect(await isGone(error, true, answer(200, 'text/html; charset=utf-8'))).toBe(true);
  });

  it('is not gone when the file is there (a dropped download) or nothing answers', async () => {
    expect(await isGone(error, true, answer(200))).toBe(false);
    expect(await isGone(error, true, answer(503))).toBe(false);
    const unreachable = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await isGone(error, true, unreachable)).toBe(false);
  });

  it('in doubt (no file named), counts as gone', async () => {
    expect(await isGone(new TypeError('Importing a module script failed.'), true)).toBe(true);
  });
});
