import { describe, expect, it } from 'vitest';
import { preferredBrowserLanguage, suggestLanguage } from './preference';

const PUBLISHED = ['en', 'hi', 'mr'] as const;

describe('browser language', () => {
  it('takes the first published language, English meaning no suggestion', () => {
    expect(preferredBrowserLanguage(['mr-IN', 'en'], PUBLISHED)).toBe('mr');
    expect(preferredBrowserLanguage(['fr', 'hi'], PUBLISHED)).toBe('hi');
    expect(preferredBrowserLanguage(['en-GB', 'hi'], PUBLISHED)).toBeNull();
    expect(preferredBrowserLanguage([], PUBLISHED)).toBeNull();
  });
});

describe('arrival decision', () => {
  it('lets the URL language win over everything', () => {
    expect(
      suggestLanguage({ defaultLanguage: 'en', urlLanguage: 'hi', stored: 'mr', browser: 'mr' }),
    ).toEqual({
      kind: 'none',
    });
  });

  it('redirects an English URL to a remembered Hindi or Marathi choice', () => {
    expect(
      suggestLanguage({ defaultLanguage: 'en', urlLanguage: 'en', stored: 'mr', browser: null }),
    ).toEqual({
      kind: 'redirect',
      to: 'mr',
    });
  });

  it('does not redirect when English was chosen', () => {
    expect(
      suggestLanguage({ defaultLanguage: 'en', urlLanguage: 'en', stored: 'en', browser: 'hi' }),
    ).toEqual({
      kind: 'none',
    });
  });

  it('only offers, never redirects, on a browser preference', () => {
    expect(
      suggestLanguage({ defaultLanguage: 'en', urlLanguage: 'en', stored: null, browser: 'hi' }),
    ).toEqual({
      kind: 'offer',
      language: 'hi',
    });
    expect(
      suggestLanguage({ defaultLanguage: 'en', urlLanguage: 'en', stored: null, browser: null }),
    ).toEqual({
      kind: 'none',
    });
  });
});
