import { describe, expect, it } from 'vitest';
import { localizedPath, samePageIn, splitLanguagePath } from './paths';

describe('language paths', () => {
  it('reads the language from the prefix', () => {
    expect(splitLanguagePath('/hi/academics')).toEqual({
      language: 'hi',
      rest: '/academics',
      prefixed: true,
    });
    expect(splitLanguagePath('/mr/')).toEqual({ language: 'mr', rest: '/', prefixed: true });
    expect(splitLanguagePath('/mr')).toEqual({ language: 'mr', rest: '/', prefixed: true });
  });

  it('treats unprefixed and unknown prefixes as English', () => {
    expect(splitLanguagePath('/academics')).toMatchObject({
      language: 'en',
      rest: '/academics',
      prefixed: false,
    });
    expect(splitLanguagePath('/xx/academics')).toMatchObject({
      language: 'en',
      rest: '/xx/academics',
    });
    expect(splitLanguagePath('/en/academics')).toMatchObject({ language: 'en', prefixed: false });
  });

  it('builds the same page in another language', () => {
    expect(localizedPath('en', '/academics')).toBe('/academics');
    expect(localizedPath('hi', '/')).toBe('/hi/');
    expect(localizedPath('mr', '/brochure')).toBe('/mr/brochure');
    expect(localizedPath('hi', '/#about')).toBe('/hi/#about');
  });

  it('keeps the query and the section when changing language', () => {
    const here = { pathname: '/academics', search: '?level=primary', hash: '#cards' };
    expect(samePageIn('hi', here)).toBe('/hi/academics?level=primary#cards');
    expect(samePageIn('en', { pathname: '/mr/', hash: '#gallery' })).toBe('/#gallery');
  });
});
