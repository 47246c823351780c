import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { holdEarlyTaps } from './earlyTaps';
import { HYDRATED_EVENT, LATER_PART_ATTRIBUTE, PART_LIVE_EVENT } from '../ui/pageLive';

describe('taps before hydration', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    document.body.innerHTML =
      '<button id="tour"><span>Watch tour</span></button><a href="#about">About</a>';
  });
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('holds a tap on a button and replays it once the page is hydrated', () => {
    holdEarlyTaps(document);
    const seen: string[] = [];
    const button = document.getElementById('tour');
    button?.addEventListener('click', () => seen.push('tour'));
    button?.querySelector('span')?.click();
    expect(seen).toEqual([]);
    document.dispatchEvent(new Event(HYDRATED_EVENT));
    expect(seen).toEqual([]);
    vi.runAllTimers();
    expect(seen).toEqual(['tour']);
  });

  it('leaves links alone, and stops holding once hydrated', () => {
    holdEarlyTaps(document);
    const link = document.querySelector('a');
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    link?.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    document.dispatchEvent(new Event(HYDRATED_EVENT));
    vi.runAllTimers();
    const seen: string[] = [];
    const button = document.getElementById('tour');
    button?.addEventListener('click', () => seen.push('tour'));
    button?.click();
    expect(seen).toEqual(['tour']);
  });

  it('holds a tap inside a later part until that part is live, not just the page', () => {
    document.body.innerHTML = `<button id="tour">Tour</button><div ${LATER_PART_ATTRIBUTE}="home"><button id="like">Like</button></div>`;
    holdEarlyTaps(document);
    const seen: string[] = [];
    for (const id of ['tour', 'like']) {
      document.getElementById(id)?.addEventListener('click', () => seen.push(id));
    }
    document.getElementById('like')?.click();
    document.dispatchEvent(new Event(HYDRATED_EVENT));
    vi.runAllTimers();
    expect(seen).toEqual([]);
    // The page is live: a tap above the later part goes through; one inside it still waits.
    document.getElementById('tour')?.click();
    document.getElementById('like')?.click();
    expect(seen).toEqual(['tour']);
    document.dispatchEvent(new CustomEvent(PART_LIVE_EVENT, { detail: 'other' }));
    vi.runAllTimers();
    expect(seen).toEqual(['tour']);
    document.dispatchEvent(new CustomEvent(PART_LIVE_EVENT, { detail: 'home' }));
    vi.runAllTimers();
    expect(seen).toEqual(['tour', 'like', 'like']);
    document.getElementById('like')?.click();
    expect(seen).toEqual(['tour', 'like', 'like', 'like']);
  });
});
