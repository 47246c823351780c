// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { SMOOTH_SCROLL_ATTRIBUTE, smoothScrollOnceTouched } from './smoothScroll';

describe('smoothScrollOnceTouched', () => {
  const fresh = () => {
    const doc = document.implementation.createHTMLDocument('page');
    smoothScrollOnceTouched(doc);
    return doc;
  };

  it('leaves a page that opens at its section to jump there', () => {
    const doc = fresh();
    doc.dispatchEvent(new Event('scroll'));
    expect(doc.documentElement.hasAttribute(SMOOTH_SCROLL_ATTRIBUTE)).toBe(false);
  });

  it.each(['pointerdown', 'keydown'])(
    'glides once the reader has touched the page (%s)',
    (type) => {
      const doc = fresh();
      doc.body.dispatchEvent(new Event(type, { bubbles: true }));
      expect(doc.documentElement.hasAttribute(SMOOTH_SCROLL_ATTRIBUTE)).toBe(true);
    },
  );
});
