// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { play, SCENE_MS } from './autoplay';
import { tourReducer } from './tourReducer';
import { initialTourState, SCENE_COUNT, type TourAction } from './tourState';

const hidden = (value: boolean) =>
  Object.defineProperty(document, 'visibilityState', {
    configurable: true,
    get: () => (value ? 'hidden' : 'visible'),
  });

/**
 * The tour as TourBody runs it: the reducer's state, and `play` from the moment it plays to
 * the moment it stops.
 */
function tour() {
  let state = { ...initialTourState, open: true };
  let stop: (() => void) | undefined;
  const dispatch = (action: TourAction) => {
    const next = tourReducer(state, action);
    const changed = next.playing !== state.playing;
    state = next;
    if (!changed) return;
    stop?.();
    stop = state.playing
      ? play(window, {
          advance: () => dispatch({ type: 'advance' }),
          pause: () => dispatch({ type: 'pause' }),
        })
      : undefined;
  };
  return { dispatch, state: () => state, stop: () => stop?.() };
}

describe('the tour playing on a timer', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    hidden(false);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('gives each scene about five seconds', () => {
    expect(SCENE_MS).toBe(5000);
  });

  it('moves on each time a scene has had its time, not before', () => {
    const advance = vi.fn();
    const stop = play(window, { advance, pause: vi.fn() });
    vi.advanceTimersByTime(SCENE_MS - 1);
    expect(advance).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(advance).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(SCENE_MS - 1);
    expect(advance).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(1);
    expect(advance).toHaveBeenCalledTimes(2);
    stop();
  });

  it('once stopped, neither moves on nor pauses', () => {
    const advance = vi.fn();
    const pause = vi.fn();
    play(window, { advance, pause })();
    vi.advanceTimersByTime(SCENE_MS * 3);
    window.dispatchEvent(new Event('blur'));
    hidden(true);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(advance).not.toHaveBeenCalled();
    expect(pause).not.toHaveBeenCalled();
  });

  it('pauses when the window loses focus, not when a button inside it does', () => {
    const pause = vi.fn();
    const stop = play(window, { advance: vi.fn(), pause });
    const button = document.body.appendChild(document.createElement('button'));
    button.dispatchEvent(new FocusEvent('blur'));
    expect(pause).not.toHaveBeenCalled();
    window.dispatchEvent(new FocusEvent('blur'));
    expect(pause).toHaveBeenCalledOnce();
    stop();
    button.remove();
  });

  it('pauses when the page is hidden, not when it is shown again', () => {
    const pause = vi.fn();
    const stop = play(window, { advance: vi.fn(), pause });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(pause).not.toHaveBeenCalled();
    hidden(true);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(pause).toHaveBeenCalledOnce();
    stop();
  });

  it('plays through every scene, one every five seconds, and stops after the last', () => {
    const { dispatch, state, stop } = tour();
    dispatch({ type: 'togglePlaying' });
    for (let scene = 1; scene < SCENE_COUNT; scene++) {
      vi.advanceTimersByTime(SCENE_MS - 1);
      expect(state().scene).toBe(scene - 1);
      vi.advanceTimersByTime(1);
      expect(state()).toMatchObject({ scene, playing: true });
    }
    // The last scene has its time too, then the tour stops there.
    vi.advanceTimersByTime(SCENE_MS);
    expect(state()).toMatchObject({ scene: SCENE_COUNT - 1, playing: false });
    vi.advanceTimersByTime(SCENE_MS * 10);
    expect(state()).toMatchObject({ scene: SCENE_COUNT - 1, playing: false });
    stop();
  });

  it('stays on the scene a step chose, paused', () => {
    const { dispatch, state, stop } = tour();
    dispatch({ type: 'togglePlaying' });
    vi.advanceTimersByTime(SCENE_MS * 2);
    expect(state().scene).toBe(2);
    dispatch({ type: 'next' });
    vi.advanceTimersByTime(SCENE_MS * 5);
    expect(state()).toMatchObject({ scene: 3, playing: false });
    stop();
  });

  it('stays where it was when the window loses focus, and plays on from there', () => {
    const { dispatch, state, stop } = tour();
    dispatch({ type: 'togglePlaying' });
    vi.advanceTimersByTime(SCENE_MS);
    window.dispatchEvent(new FocusEvent('blur'));
    vi.advanceTimersByTime(SCENE_MS * 5);
    expect(state()).toMatchObject({ scene: 1, playing: false });
    dispatch({ type: 'togglePlaying' });
    vi.advanceTimersByTime(SCENE_MS);
    expect(state()).toMatchObject({ scene: 2, playing: true });
    stop();
  });

  it('gives a scene its full time after a pause, however far into it the pause came', () => {
    const { dispatch, state, stop } = tour();
    dispatch({ type: 'togglePlaying' });
    vi.advanceTimersByTime(SCENE_MS - 100);
    dispatch({ type: 'togglePlaying' });
    dispatch({ type: 'togglePlaying' });
    vi.advanceTimersByTime(SCENE_MS - 1);
    expect(state().scene).toBe(0);
    vi.advanceTimersByTime(1);
    expect(state().scene).toBe(1);
    stop();
  });
});
