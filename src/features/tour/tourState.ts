import { TOUR_SCENES } from '../../content/tourScenes';

export const SCENE_COUNT = TOUR_SCENES.length;

/**
 * The tour's state. Beyond the spec (where Play only changes its label), `playing` moves the
 * tour on by itself: TourBody's timer sends `advance` after each scene's few seconds
 * (`./autoplay.ts`). It stops after the last scene instead of wrapping: the cafeteria says
 * goodbye, and a tour left playing in an open dialog should end, not loop; Play on the last
 * scene starts again from the first, as a video that has ended does (docs/decisions.md, 11).
 * Any step the parent takes (Next, Previous, a thumbnail, Start again, the arrow keys) pauses
 * it, and so does closing the tour: they have taken the tour into their own hands.
 */
export interface TourState {
  open: boolean;
  scene: number;
  playing: boolean;
  captions: boolean;
}

export type TourAction =
  | { type: 'open' }
  | { type: 'close' }
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'goTo'; scene: number }
  | { type: 'reset' }
  | { type: 'togglePlaying' }
  /** The timer's step while playing: the next scene, or the end of playing after the last. */
  | { type: 'advance' }
  /** The window lost focus or the page was hidden. */
  | { type: 'pause' }
  | { type: 'toggleCaptions' };

export const initialTourState: TourState = {
  open: false,
  scene: 0,
  playing: false,
  captions: true,
};

/** `index` brought into 0…count-1, wrapping both ways (-1 is the last scene). */
export function wrapScene(index: number, count: number = SCENE_COUNT): number {
  return ((index % count) + count) % count;
}

/** A step the parent takes: to that scene, and no longer playing. */
const step = (state: TourState, scene: number): TourState => ({
  ...state,
  scene: wrapScene(scene),
  playing: false,
});

export function tourReducer(state: TourState, action: TourAction): TourState {
  const last = state.scene === SCENE_COUNT - 1;
  switch (action.type) {
    case 'open':
      return { ...state, open: true };
    case 'close':
      return { ...state, open: false, playing: false };
    case 'next':
      return step(state, state.scene + 1);
    case 'previous':
      return step(state, state.scene - 1);
    case 'goTo':
      return step(state, action.scene);
    case 'reset':
      return step(state, 0);
    case 'togglePlaying':
      return state.playing
        ? { ...state, playing: false }
        : { ...state, playing: true, scene: last ? 0 : state.scene };
    case 'advance':
      // A timer that fires as the parent pauses finds the tour paused: it changes nothing.
      if (!state.playing) return state;
      return last ? { ...state, playing: false } : { ...state, scene: state.scene + 1 };
    case 'pause':
      return state.playing ? { ...state, playing: false } : state;
    case 'toggleCaptions':
      return { ...state, captions: !state.captions };
  }
}
