import { describe, expect, it } from 'vitest';
import { TOUR_SCENES } from '../../content/tourScenes';
import { tourReducer, wrapScene } from './tourReducer';
import { initialTourState, SCENE_COUNT, type TourAction } from './tourState';

const run = (...actions: TourAction[]) => actions.reduce(tourReducer, initialTourState);

describe('tour state', () => {
  it('has eight scenes in the order of the spec', () => {
    expect(SCENE_COUNT).toBe(8);
    expect(TOUR_SCENES.map((scene) => scene.id)).toEqual([
      'welcome',
      'classrooms',
      'science-labs',
      'sports',
      'arts',
      'library',
      'robotics',
      'cafeteria',
    ]);
  });

  it('starts closed on the first scene, captions shown, paused', () => {
    expect(initialTourState).toEqual({ open: false, scene: 0, playing: false, captions: true });
  });

  it('moves to the next and the previous scene', () => {
    expect(run({ type: 'next' }, { type: 'next' }).scene).toBe(2);
    expect(run({ type: 'next' }, { type: 'next' }, { type: 'previous' }).scene).toBe(1);
  });

  it('wraps from the last scene to the first', () => {
    const last = run({ type: 'goTo', scene: 7 });
    expect(last.scene).toBe(7);
    expect(tourReducer(last, { type: 'next' }).scene).toBe(0);
  });

  it('wraps from the first scene to the last', () => {
    expect(run({ type: 'previous' }).scene).toBe(7);
  });

  it('goes round the whole tour forwards and backwards', () => {
    const forwards = Array.from({ length: 8 }, (): TourAction => ({ type: 'next' }));
    const backwards = Array.from({ length: 8 }, (): TourAction => ({ type: 'previous' }));
    expect(run(...forwards).scene).toBe(0);
    expect(run(...backwards).scene).toBe(0);
  });

  it('wraps any index into the tour', () => {
    expect(wrapScene(-1)).toBe(7);
    expect(wrapScene(8)).toBe(0);
    expect(wrapScene(17)).toBe(1);
    expect(wrapScene(-9)).toBe(7);
  });

  it('resets to the first scene and keeps the captions setting', () => {
    const state = run(
      { type: 'open' },
      { type: 'goTo', scene: 5 },
      { type: 'toggleCaptions' },
      { type: 'reset' },
    );
    expect(state).toEqual({ open: true, scene: 0, playing: false, captions: false });
  });

  it('toggles play and pause without moving to another scene before the last', () => {
    const playing = run({ type: 'goTo', scene: 3 }, { type: 'togglePlaying' });
    expect(playing).toMatchObject({ scene: 3, playing: true });
    const paused = tourReducer(playing, { type: 'togglePlaying' });
    expect(paused).toMatchObject({ scene: 3, playing: false });
  });

  it('shows and hides the caption', () => {
    const hidden = run({ type: 'toggleCaptions' });
    expect(hidden.captions).toBe(false);
    expect(tourReducer(hidden, { type: 'toggleCaptions' }).captions).toBe(true);
  });

  it('keeps the scene and settings when closed and opened again', () => {
    const state = run(
      { type: 'open' },
      { type: 'goTo', scene: 4 },
      { type: 'toggleCaptions' },
      { type: 'close' },
      { type: 'open' },
    );
    expect(state).toEqual({ open: true, scene: 4, playing: false, captions: false });
  });

  describe('playing', () => {
    const playingAt = (scene: number) => run({ type: 'goTo', scene }, { type: 'togglePlaying' });

    it('moves to the next scene each time the timer says so', () => {
      const playing = playingAt(0);
      const once = tourReducer(playing, { type: 'advance' });
      expect(once).toMatchObject({ scene: 1, playing: true });
      expect(tourReducer(once, { type: 'advance' })).toMatchObject({ scene: 2, playing: true });
    });

    it('stops on the last scene instead of wrapping to the first', () => {
      const last = playingAt(6);
      const arrived = tourReducer(last, { type: 'advance' });
      expect(arrived).toMatchObject({ scene: 7, playing: true });
      expect(tourReducer(arrived, { type: 'advance' })).toMatchObject({
        scene: 7,
        playing: false,
      });
    });

    it('starts again from the first scene when Play is pressed on the last', () => {
      expect(playingAt(7)).toMatchObject({ scene: 0, playing: true });
    });

    it('does not move when paused, whatever the timer says', () => {
      const paused = run({ type: 'goTo', scene: 3 });
      expect(tourReducer(paused, { type: 'advance' })).toBe(paused);
    });

    it('pauses on every step the parent takes, which goes where it says', () => {
      const cases: [TourAction, number][] = [
        [{ type: 'next' }, 4],
        [{ type: 'previous' }, 2],
        [{ type: 'goTo', scene: 6 }, 6],
        [{ type: 'reset' }, 0],
      ];
      for (const [action, scene] of cases)
        expect(tourReducer(playingAt(3), action), action.type).toMatchObject({
          scene,
          playing: false,
        });
    });

    it('pauses when the window loses focus or the page is hidden, on the same scene', () => {
      expect(tourReducer(playingAt(3), { type: 'pause' })).toMatchObject({
        scene: 3,
        playing: false,
      });
      const paused = run({ type: 'goTo', scene: 3 });
      expect(tourReducer(paused, { type: 'pause' })).toBe(paused);
    });

    it('keeps playing when the captions are turned off or on', () => {
      expect(tourReducer(playingAt(3), { type: 'toggleCaptions' })).toMatchObject({
        scene: 3,
        playing: true,
        captions: false,
      });
    });

    it('is paused when the tour is closed, and opens again paused on the same scene', () => {
      const closed = tourReducer(playingAt(3), { type: 'close' });
      expect(closed).toMatchObject({ open: false, scene: 3, playing: false });
      expect(tourReducer(closed, { type: 'open' })).toMatchObject({ open: true, playing: false });
    });
  });
});
