import { describe, expect, it } from 'vitest';
import { shouldHydrate } from './prerenderMark';

describe('hydrate or render', () => {
  it('hydrates the page that was prerendered for this path', () => {
    expect(shouldHydrate({ path: '/hi/academics', language: 'hi' }, '/hi/academics/')).toBe(true);
    expect(shouldHydrate({ path: '/hi/', language: 'hi' }, '/hi')).toBe(true);
  });

  it('renders afresh when the HTML belongs to another page', () => {
    expect(shouldHydrate({ path: '/', language: 'en' }, '/academics')).toBe(false);
  });

  it('hydrates a 404 page only for an unknown path in its language', () => {
    expect(shouldHydrate({ path: '', language: 'hi' }, '/hi/nope')).toBe(true);
    expect(shouldHydrate({ path: '', language: 'en' }, '/hi/nope')).toBe(false);
    expect(shouldHydrate({ path: '', language: 'en' }, '/academics')).toBe(false);
    expect(shouldHydrate({ path: '', language: 'en' }, '/xx/academics')).toBe(true);
  });

  it('renders when there is no prerendered HTML', () => {
    expect(shouldHydrate(null, '/')).toBe(false);
  });
});
