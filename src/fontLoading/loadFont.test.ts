import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startWebFonts } from './webFonts';
import { fontAttribute, fontClass, type WebFont } from './webFontMarks';
import { markPageLive } from '../hydration/pageLive';

// The registry's Devanagari font, as the build writes it (vite.config.ts).
const deva = __WEB_FONTS__.find((font) => font.key === 'deva') as WebFont;
const DEVANAGARI_FONT_CLASS = fontClass(deva);
const loadDevanagariFont = (doc: Document) => startWebFonts(doc, [deva]);

describe('the Devanagari face, after load', () => {
  let frames: FrameRequestCallback[] = [];
  let pending: (() => void)[] = [];
  const arrive = () => pending.splice(0).forEach((resolve) => resolve());
  const load = vi.fn(
    () =>
      new Promise<FontFace[]>((resolve) => {
        pending.push(() => resolve([]));
      }),
  );
  const nextFrame = () => frames.shift()?.(0);
  const marked = () =>
    [...document.querySelectorAll(`[${fontAttribute(deva)}]`)].map((element) => element.id);

  beforeEach(() => {
    frames = [];
    pending = [];
    load.mockClear();
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
      frames.push(callback);
      return frames.length;
    });
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { load, addEventListener: () => {} },
    });
    sessionStorage.clear();
    document.documentElement.className = '';
    document.body.innerHTML = `<div id="root"><header id="header"></header><main><section id="hero"></section><div data-later-part="home"><section id="about"></section><section id="contact"></section></div></main><footer id="footer"></footer></div>`;
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    document.documentElement.lang = 'en';
  });

  it('on a Hindi page, once it is live, fetches it first, then applies it one block a frame, top to bottom', async () => {
    document.documentElement.lang = 'hi';
    loadDevanagariFont(document); // jsdom's document has loaded already
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(load).not.toHaveBeenCalled(); // not before the page is live
    markPageLive();
    // ./loadFont.ts is fetched now, then asks for both weights.
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    expect(marked()).toEqual([]); // nothing is drawn in it before it has arrived
    arrive();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(marked()).toEqual(['header']);
    nextFrame();
    expect(marked()).toEqual(['header', 'hero']);
    nextFrame();
    nextFrame();
    nextFrame();
    expect(marked()).toEqual(['header', 'hero', 'about', 'contact', 'footer']);
    expect(document.documentElement.classList.contains(DEVANAGARI_FONT_CLASS)).toBe(false);
    nextFrame();
    expect(document.documentElement.classList.contains(DEVANAGARI_FONT_CLASS)).toBe(true);
  });

  it('never fetches it on an English page', async () => {
    document.documentElement.lang = 'en';
    loadDevanagariFont(document);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(load).not.toHaveBeenCalled();
    expect(document.documentElement.classList.contains(DEVANAGARI_FONT_CLASS)).toBe(true);
  });

  it('reads no storage on the way to an English page’s first paint, and applies it after', async () => {
    document.documentElement.lang = 'en';
    sessionStorage.setItem('school-site.font-deva', 'fetched');
    const read = vi.spyOn(Storage.prototype, 'getItem');
    loadDevanagariFont(document);
    expect(read).not.toHaveBeenCalled();
    read.mockRestore();
    await vi.waitFor(() =>
      expect(document.documentElement.classList.contains(DEVANAGARI_FONT_CLASS)).toBe(true),
    );
  });

  it('applies it at once when this visit fetched it already (it is cached)', () => {
    document.documentElement.lang = 'mr';
    sessionStorage.setItem('school-site.font-deva', 'fetched');
    loadDevanagariFont(document);
    expect(load).not.toHaveBeenCalled();
    expect(document.documentElement.classList.contains(DEVANAGARI_FONT_CLASS)).toBe(true);
  });

  it("asks each script's font for its own letter, and only on its own pages", async () => {
    const gujarati: WebFont = {
      key: 'gujr',
      family: 'Baloo Bhai 2',
      sample: 'ક',
      pages: ':lang(gu)',
    };
    document.documentElement.lang = 'gu';
    startWebFonts(document, [deva, gujarati]);
    markPageLive();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    expect(load.mock.calls).toEqual([
      ['400 1em "Baloo Bhai 2"', 'ક'],
      ['700 1em "Baloo Bhai 2"', 'ક'],
    ]);
    // Devanagari's class is there at once (a switch to Hindi would apply it), Gujarati's once
    // its face has arrived and every block has it.
    expect(document.documentElement.classList.contains('font-deva')).toBe(true);
    arrive();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.querySelector('#header')?.hasAttribute('data-font-gujr')).toBe(true);
    for (let frame = 0; frame < 5; frame++) nextFrame();
    expect(document.documentElement.classList.contains('font-gujr')).toBe(true);
  });
});
