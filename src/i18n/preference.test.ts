import { describe, expect, it } from 'vitest';
import { preferredBrowserLanguage, suggestLanguage } from './preference';

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
