import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HYDRATED_EVENT, holdEarlyTaps } from './earlyTaps';

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
});
