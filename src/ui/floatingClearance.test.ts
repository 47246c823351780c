// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { fakeIntersectionObservers } from './fakeIntersectionObserver.test-helper';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ALWAYS_CLEAR, useStepAside } from './floatingClearance';

const fakeObservers = fakeIntersectionObservers;

/** The like button's dock, 48 px in the bottom-right corner of a 360 × 740 screen. */
function floatingControl() {
  const element = document.getElementById('like') as HTMLElement;
  element.getBoundingClientRect = () =>
    ({ left: 296, top: 676, right: 344, bottom: 724, width: 48, height: 48 }) as DOMRect;
  return { current: element };
}

const shown = () => document.getElementById('like')?.hasAttribute('data-clear');

describe('useStepAside', () => {
  beforeEach(() => {
    document.body.innerHTML = `
      <main><a id="call" href="tel:+912212345678">Call</a><button id="send">Send</button>
        <dl id="details" data-keep-clear=""><dd>Ghatkopar East</dd></dl></main>
      <div id="like" data-floating="" data-steps-aside=""><button id="own">147</button></div>`;
    Object.defineProperty(document.documentElement, 'clientWidth', {
      value: 360,
      configurable: true,
    });
    Object.defineProperty(document.documentElement, 'clientHeight', {
      value: 740,
      configurable: true,
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
  });

  it('watches its own box for what a parent needs, not for its own buttons', () => {
    const { made } = fakeObservers();
    renderHook(() => useStepAside(floatingControl(), {}));
    expect(made).toHaveLength(1);
    // The screen shrunk to the control's box: 676 from the top, 16 from the right and bottom.
    expect(made[0]?.rootMargin).toBe('-676px -16px -16px -296px');
    expect(made[0]?.observed.map((element) => element.id)).toEqual(['call', 'send', 'details']);
  });

  it('is hidden until measured, then shown only while nothing lies under it', () => {
    const { report } = fakeObservers();
    renderHook(() => useStepAside(floatingControl(), {}));
    expect(shown()).toBe(false);
    report('call', false);
    expect(shown()).toBe(true);
    report('send', true);
    expect(shown()).toBe(false);
    report('details', true);
    report('send', false);
    expect(shown()).toBe(false); // the address is still under it
    report('details', false);
    expect(shown()).toBe(true);
  });

  it('shows at once when the reader made it appear, and follows the rule once they scroll', () => {
    const { report } = fakeObservers();
    renderHook(() => useStepAside(floatingControl(), { held: true }));
    expect(shown()).toBe(true);
    report('send', true);
    expect(shown()).toBe(true);
    // The page scrolling by itself (a language switch keeping the reader's section) is not them.
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    expect(shown()).toBe(true);
    act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'PageDown' }));
    });
    expect(shown()).toBe(false);
  });

  it('a swipe releases it too', () => {
    const { report } = fakeObservers();
    renderHook(() => useStepAside(floatingControl(), { held: true }));
    report('send', true);
    act(() => {
      window.dispatchEvent(new Event('touchmove'));
    });
    expect(shown()).toBe(false);
  });

  it('steps aside from the focused element, whatever it is, even when held', () => {
    const { made, report } = fakeObservers();
    document.querySelector('main')?.insertAdjacentHTML('beforeend', '<p id="note" tabindex="0">');
    renderHook(() => useStepAside(floatingControl(), { held: true }));
    expect(shown()).toBe(true);
    act(() => document.getElementById('note')?.focus());
    expect(made.at(-1)?.observed.map((element) => element.id)).toEqual(['note']);
    report('note', true);
    expect(shown()).toBe(false);
    report('note', false);
    expect(shown()).toBe(true);
    // Focus in the control itself: not watched (global.scss shows it while it holds focus).
    act(() => document.getElementById('own')?.focus());
    expect(shown()).toBe(true);
  });

  it('keeps clear of the marked few only, measured at once', () => {
    document
      .querySelector('main')
      ?.insertAdjacentHTML('beforeend', '<footer><nav id="pages"></nav></footer>');
    const pages = document.getElementById('pages') as HTMLElement;
    pages.getBoundingClientRect = () =>
      ({ left: 280, top: 600, right: 360, bottom: 700, width: 80, height: 100 }) as DOMRect;
    const { made } = fakeObservers();
    renderHook(() => useStepAside(floatingControl(), { keepClear: ALWAYS_CLEAR }));
    expect(made[0]?.observed.map((element) => element.id)).toEqual(['pages']);
    expect(shown()).toBe(false);
  });

  it('leaves a place the reader chose alone, and stops watching when it goes', () => {
    const { made } = fakeObservers();
    const chosen = renderHook(() => useStepAside(floatingControl(), { watched: false }));
    expect(made).toHaveLength(0);
    chosen.unmount();
    const watched = renderHook(() => useStepAside(floatingControl(), {}));
    watched.unmount();
    expect(made[0]?.disconnect).toHaveBeenCalled();
  });

  it('watches what arrives later too', async () => {
    const { made } = fakeObservers();
    renderHook(() => useStepAside(floatingControl(), {}));
    const link = document.createElement('a');
    link.href = 'mailto:admissions@example.org';
    link.id = 'later';
    document.querySelector('main')?.append(link);
    await vi.waitFor(() =>
      expect(made[0]?.observed.map((element) => element.id)).toContain('later'),
    );
  });
});
