// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { readPartStyles, setPartStyles, stylesOfPart } from './partStyles';

describe('an island’s linked stylesheets', () => {
  afterEach(() => {
    setPartStyles({});
    document.body.innerHTML = '';
    document.head.innerHTML = '';
  });

  it('are what the prerenderer gave, by part, and none for another part', () => {
    setPartStyles({ home: ['/assets/HomeRest-1.css', '/assets/brochure-2.css'] });
    expect(stylesOfPart('home')).toEqual(['/assets/HomeRest-1.css', '/assets/brochure-2.css']);
    expect(stylesOfPart('academics')).toEqual([]);
  });

  it('are read back from the prerendered page, so the part hydrates with the same links', () => {
    document.body.innerHTML = `<main>
      <div data-island="home"><link rel="stylesheet" href="/assets/HomeRest-1.css"><link rel="stylesheet" href="/assets/brochure-2.css"><section><link rel="preload" href="/x.css"></section></div>
      <div data-island="academics"><section></section></div>
    </main>`;
    readPartStyles();
    expect(stylesOfPart('home')).toEqual(['/assets/HomeRest-1.css', '/assets/brochure-2.css']);
    expect(stylesOfPart('academics')).toEqual([]);
  });

  it('are none on a page with no island (a page shown by a navigation brings its own)', () => {
    setPartStyles({ home: ['/assets/HomeRest-1.css'] });
    readPartStyles();
    expect(stylesOfPart('home')).toEqual([]);
  });
});
