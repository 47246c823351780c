// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { nameInlinedStyles } from './inlinedStyles';

describe('the stylesheets a page carries inline', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('are named for the loader by a disabled stylesheet link each, after their <style>', () => {
    document.head.innerHTML =
      '<style data-href="/assets/hydrate-1.css">a{}</style><style>b{}</style>' +
      '<style data-href="/assets/HomePage-2.css">c{}</style>';
    nameInlinedStyles(document);
    const links = [...document.head.querySelectorAll('link')];
    expect(
      links.map((link) => [link.rel, link.getAttribute('href'), link.hasAttribute('disabled')]),
    ).toEqual([
      ['stylesheet', '/assets/hydrate-1.css', true],
      ['stylesheet', '/assets/HomePage-2.css', true],
    ]);
    expect(links[0]?.previousElementSibling?.getAttribute('data-href')).toBe(
      '/assets/hydrate-1.css',
    );
  });
});
