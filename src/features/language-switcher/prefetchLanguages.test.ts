import { describe, expect, it } from 'vitest';
import { languagesToPrefetch, mayPrefetch, rangeHas } from './prefetchLanguages';

describe('prefetching the other languages', () => {
  it('never on Save-Data or a 2G connection', () => {
    expect(mayPrefetch(undefined)).toBe(true);
    expect(mayPrefetch({ effectiveType: '4g' })).toBe(true);
    expect(mayPrefetch({ effectiveType: '3g' })).toBe(true);
    expect(mayPrefetch({ saveData: true, effectiveType: '4g' })).toBe(false);
    expect(mayPrefetch({ effectiveType: '2g' })).toBe(false);
    expect(mayPrefetch({ effectiveType: 'slow-2g' })).toBe(false);
  });

  it('fetches the language the browser prefers first, and never the page’s own', () => {
    expect(languagesToPrefetch('en', 'mr')).toEqual(['mr', 'hi']);
    expect(languagesToPrefetch('en', null)).toEqual(['hi', 'mr']);
    expect(languagesToPrefetch('hi', 'hi')).toEqual(['en', 'mr']);
    expect(languagesToPrefetch('mr', 'hi')).toEqual(['hi', 'en']);
  });

  it('finds the faces that draw a script by their unicode-range', () => {
    const deva = 'U+900-97F, U+1CD0-1CF9, U+200C-200D, U+20B9';
    expect(rangeHas(deva, 'हिन्दी')).toBe(true);
    expect(rangeHas(deva, 'मराठी')).toBe(true);
    expect(rangeHas(deva, 'English')).toBe(false);
    expect(rangeHas('U+0-10FFFF', 'हिन्दी')).toBe(true); // a face with no range draws all
    expect(rangeHas('u+a80-aff', 'हिन्दी')).toBe(false);
    expect(rangeHas('', 'हिन्दी')).toBe(false);
  });
});
