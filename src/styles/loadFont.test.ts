import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEVANAGARI_FONT_ATTRIBUTE, DEVANAGARI_FONT_CLASS, loadDevanagariFont } from './loadFont';
import { markPageLive } from '../ui/pageLive';

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
    [...document.querySelectorAll(`[${DEVANAGARI_FONT_ATTRIBUTE}]`)].map((element) => element.id);

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
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(load).toHaveBeenCalledTimes(2);
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

  it('applies it at once when this visit fetched it already (it is cached)', () => {
    document.documentElement.lang = 'mr';
    sessionStorage.setItem('school-site.devanagari-font', 'fetched');
    loadDevanagariFont(document);
    expect(load).not.toHaveBeenCalled();
    expect(document.documentElement.classList.contains(DEVANAGARI_FONT_CLASS)).toBe(true);
  });
});
