import { describe, expect, it } from 'vitest';
import {
  LANGUAGE_STORAGE_KEY,
  preferredBrowserLanguage,
  readStoredLanguage,
  storeLanguage,
  suggestLanguage,
  type KeyValueStore,
} from './preference';

const memory = (initial: Record<string, string> = {}): KeyValueStore => {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
  };
};
const throwing: KeyValueStore = {
  getItem: () => {
    throw new DOMException('denied', 'SecurityError');
  },
  setItem: () => {
    throw new DOMException('full', 'QuotaExceededError');
  },
};

describe('remembered language', () => {
  it('reads back what was stored', () => {
    const storage = memory();
    expect(storeLanguage(storage, 'mr')).toBe(true);
    expect(readStoredLanguage(storage)).toBe('mr');
  });

  it('ignores values we did not write', () => {
    expect(readStoredLanguage(memory({ [LANGUAGE_STORAGE_KEY]: 'fr' }))).toBeNull();
    expect(readStoredLanguage(memory({ [LANGUAGE_STORAGE_KEY]: '{"x":1}' }))).toBeNull();
  });

  it('survives storage that throws', () => {
    expect(readStoredLanguage(throwing)).toBeNull();
    expect(storeLanguage(throwing, 'hi')).toBe(false);
    expect(readStoredLanguage(null)).toBeNull();
  });
});

describe('browser language', () => {
  it('takes the first published language, English meaning no suggestion', () => {
    expect(preferredBrowserLanguage(['mr-IN', 'en'])).toBe('mr');
    expect(preferredBrowserLanguage(['fr', 'hi'])).toBe('hi');
    expect(preferredBrowserLanguage(['en-GB', 'hi'])).toBeNull();
    expect(preferredBrowserLanguage([])).toBeNull();
  });
});

describe('arrival decision', () => {
  it('lets the URL language win over everything', () => {
    expect(suggestLanguage({ urlLanguage: 'hi', stored: 'mr', browser: 'mr' })).toEqual({
      kind: 'none',
    });
  });

  it('redirects an English URL to a remembered Hindi or Marathi choice', () => {
    expect(suggestLanguage({ urlLanguage: 'en', stored: 'mr', browser: null })).toEqual({
      kind: 'redirect',
      to: 'mr',
    });
  });

  it('does not redirect when English was chosen', () => {
    expect(suggestLanguage({ urlLanguage: 'en', stored: 'en', browser: 'hi' })).toEqual({
      kind: 'none',
    });
  });

  it('only offers, never redirects, on a browser preference', () => {
    expect(suggestLanguage({ urlLanguage: 'en', stored: null, browser: 'hi' })).toEqual({
      kind: 'offer',
      language: 'hi',
    });
    expect(suggestLanguage({ urlLanguage: 'en', stored: null, browser: null })).toEqual({
      kind: 'none',
    });
  });
});
