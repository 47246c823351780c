import { TOUR_SCENES } from '../../content/tourScenes';

export const SCENE_COUNT = TOUR_SCENES.length;

/**
 * The tour's state (its reducer, `./tourReducer.ts`, loads with the tour's body). Beyond the
 * spec (where Play only changes its label), `playing` moves the tour on by itself: TourBody's
 * timer sends `advance` after each scene's few seconds (`./autoplay.ts`). It stops after the last scene instead of wrapping: the cafeteria says
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
