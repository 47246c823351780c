import { TOUR_SCENES } from '../../content/tourScenes';

export const SCENE_COUNT = TOUR_SCENES.length;

/**
 * The tour's state. `playing` only changes the play/pause button (and lets the scene's
 * little animations run): per the spec the tour never advances on its own.
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

export function tourReducer(state: TourState, action: TourAction): TourState {
  switch (action.type) {
    case 'open':
      return { ...state, open: true };
    case 'close':
      return { ...state, open: false };
    case 'next':
      return { ...state, scene: wrapScene(state.scene + 1) };
    case 'previous':
      return { ...state, scene: wrapScene(state.scene - 1) };
    case 'goTo':
      return { ...state, scene: wrapScene(action.scene) };
    case 'reset':
      return { ...state, scene: 0 };
    case 'togglePlaying':
      return { ...state, playing: !state.playing };
    case 'toggleCaptions':
      return { ...state, captions: !state.captions };
  }
}
