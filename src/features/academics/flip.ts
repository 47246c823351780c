/**
 * The flip-card rule: at most one card is flipped; clicking the flipped card again unflips it;
 * clicking another card flips that one instead; changing tab unflips everything.
 * `tab` is the tab the flip belongs to, so a flip never survives a change of tab, however
 * the tab changed (a click, a key, the browser's back button).
 */
export interface FlipState {
  tab: string;
  flipped: string | null;
}

export type FlipAction = { type: 'toggle'; card: string } | { type: 'showTab'; tab: string };

export function initialFlipState(tab: string): FlipState {
  return { tab, flipped: null };
}

export function flipReducer(state: FlipState, action: FlipAction): FlipState {
  switch (action.type) {
    case 'toggle':
      return { ...state, flipped: state.flipped === action.card ? null : action.card };
    case 'showTab':
      return action.tab === state.tab ? state : initialFlipState(action.tab);
  }
}
