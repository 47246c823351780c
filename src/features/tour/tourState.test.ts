import { describe, expect, it } from 'vitest';
import { TOUR_SCENES } from '../../content/tourScenes';
import {
  initialTourState,
  SCENE_COUNT,
  tourReducer,
  wrapScene,
  type TourAction,
} from './tourState';

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

  it('resets to the first scene and keeps the other settings', () => {
    const state = run(
      { type: 'open' },
      { type: 'goTo', scene: 5 },
      { type: 'toggleCaptions' },
      { type: 'togglePlaying' },
      { type: 'reset' },
    );
    expect(state).toEqual({ open: true, scene: 0, playing: true, captions: false });
  });

  it('toggles play and pause without moving to another scene', () => {
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
});
