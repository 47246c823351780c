import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSectionInView } from './useSectionInView';

/** A stand-in IntersectionObserver: the test says which sections cross the band. */
function fakeObservers() {
  const made: { callback: IntersectionObserverCallback; disconnect: ReturnType<typeof vi.fn> }[] =
    [];
  class FakeObserver {
    disconnect = vi.fn();
    constructor(callback: IntersectionObserverCallback) {
      made.push({ callback, disconnect: this.disconnect });
    }
    observe() {}
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  const report = (id: string, isIntersecting: boolean) => {
    const target = document.getElementById(id);
    act(() => {
      made
        .at(-1)
        ?.callback(
          [{ target, isIntersecting } as unknown as IntersectionObserverEntry],
          {} as IntersectionObserver,
        );
    });
  };
  return { made, report };
}

const IDS = ['home', 'about', 'contact'] as const;

describe('useSectionInView', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
  });

  it('starts at the first section and follows the one crossing the band', () => {
    document.body.innerHTML = IDS.map((id) => `<section id="${id}"></section>`).join('');
    const { report } = fakeObservers();
    const { result } = renderHook(() => useSectionInView(IDS));
    expect(result.current).toBe('home');
    report('about', true);
    expect(result.current).toBe('about');
    // Between sections nothing crosses the band: the last one stays.
    report('about', false);
    expect(result.current).toBe('about');
  });

  it('shares one observer among its readers and stops it after the last one leaves', () => {
    document.body.innerHTML = IDS.map((id) => `<section id="${id}"></section>`).join('');
    const { made, report } = fakeObservers();
    const nav = renderHook(() => useSectionInView(IDS));
    const guide = renderHook(() => useSectionInView(IDS));
    expect(made).toHaveLength(1);
    report('contact', true);
    expect(nav.result.current).toBe('contact');
    expect(guide.result.current).toBe('contact');
    nav.unmount();
    expect(made[0]?.disconnect).not.toHaveBeenCalled();
    guide.unmount();
    expect(made[0]?.disconnect).toHaveBeenCalled();
  });
});
