import { describe, expect, it } from 'vitest';
import { fontFileDrawing, languagesToPrefetch, mayPrefetch } from './prefetchLanguages';

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

  it('finds the web font file that draws a script, from an @font-face rule', () => {
    const deva = 'U+900-97F, U+1CD0-1CF9, U+200C-200D, U+20B9';
    expect(fontFileDrawing('url(/assets/deva-400.woff2) format("woff2")', deva, 'हिन्दी')).toBe(
      '/assets/deva-400.woff2',
    );
    expect(fontFileDrawing('url("/assets/deva-700.woff2")', deva, 'मराठी')).toBe(
      '/assets/deva-700.woff2',
    );
    expect(fontFileDrawing('url(/assets/deva-400.woff2)', deva, 'English')).toBeNull();
    expect(fontFileDrawing('local(Noto Sans Devanagari)', deva, 'हिन्दी')).toBeNull();
    expect(fontFileDrawing('url(/assets/gujr.woff2)', 'U+A80-AFF', 'हिन्दी')).toBeNull();
    expect(fontFileDrawing('url(/assets/any.woff2)', '', 'हिन्दी')).toBeNull();
  });
});
