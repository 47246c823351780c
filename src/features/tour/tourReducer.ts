import { SCENE_COUNT, type TourAction, type TourState } from './tourState';

// Loaded with the tour's body (TourBody.tsx), not with the page: until then, the launcher
// only opens and closes the tour (TourLauncher.tsx).

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
