// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { fakeIntersectionObservers } from './fakeIntersectionObserver.test-helper';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSectionInView } from './useSectionInView';

const fakeObservers = fakeIntersectionObservers;

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
