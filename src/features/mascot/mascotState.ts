import { FUN_FACTS } from '../../content/funFacts';
import { HOME_SECTIONS, type HomeSectionId } from '../../content/sections';

/** The cat falls asleep after this long without anyone touching the card. */
export const SLEEP_DELAY_MS = 10_000;
/** How long a fun fact stays on the card. */
export const FUN_FACT_MS = 4_000;

export const MASCOT_POSITIONS = ['bottom-right', 'centre', 'top-left'] as const;
export type MascotPosition = (typeof MASCOT_POSITIONS)[number];

export interface MascotState {
  awake: boolean;
  /** Bumped on every interaction with the card; restarts the sleep timer. */
  activity: number;
  /** Index into FUN_FACTS of the fact on show, or null. */
  fact: number | null;
  /** The fact shown last, so the next one differs. */
  lastFact: number | null;
  /** Bumped each time a fact is shown, so each one gets its full time. */
  factShown: number;
  muted: boolean;
  closed: boolean;
  position: MascotPosition;
  /**
   * Folded into a small cat button, or open as the card. `auto` until the reader chooses:
   * folded on a small screen, open on a larger one.
   */
  fold: 'auto' | 'open' | 'folded';
  /** The section whose tip was on the card when the reader last folded it. */
  seenTip: HomeSectionId;
}

export type MascotAction =
  | { type: 'interact' }
  | { type: 'sleep' }
  /** `random` is a number in [0, 1) chosen by the caller, so the reducer stays pure. */
  | { type: 'catClicked'; random: number }
  | { type: 'hideFact' }
  | { type: 'toggleMuted' }
  | { type: 'close' }
  | { type: 'move'; position: MascotPosition }
  | { type: 'expand' }
  /** `section` is the one in view: its tip is the one the reader has just seen. */
  | { type: 'minimise'; section: HomeSectionId };

export const initialMascotState: MascotState = {
  awake: true,
  activity: 0,
  fact: null,
  lastFact: null,
  factShown: 0,
  muted: false,
  closed: false,
  position: 'bottom-right',
  fold: 'auto',
  // The page opens at the top: the first tip counts as seen, so the folded cat starts quiet.
  seenTip: HOME_SECTIONS[0].id,
};

/**
 * A random fact other than `previous`: `random` in [0, 1) picks among the remaining ones.
 */
export function pickFact(
  previous: number | null,
  random: number,
  count: number = FUN_FACTS.length,
): number {
  const choices = previous === null || count < 2 ? count : count - 1;
  const pick = Math.min(Math.floor(random * choices), choices - 1);
  // Skip over the previous fact: picks at or after it move up by one.
  return previous !== null && count > 1 && pick >= previous ? pick + 1 : pick;
}

/** True when a click on the cat in this state should beep. */
export function shouldBeep(state: MascotState): boolean {
  return state.awake && !state.muted && !state.closed;
}

export function mascotReducer(state: MascotState, action: MascotAction): MascotState {
  const touched = { ...state, activity: state.activity + 1 };
  switch (action.type) {
    case 'interact':
      return touched;
    case 'sleep':
      return { ...state, awake: false, fact: null };
    case 'catClicked': {
      if (!state.awake) return { ...touched, awake: true };
      const fact = pickFact(state.lastFact, action.random);
      return { ...touched, fact, lastFact: fact, factShown: state.factShown + 1 };
    }
    case 'hideFact':
      return { ...state, fact: null };
    case 'toggleMuted':
      return { ...touched, muted: !state.muted };
    case 'close':
      return { ...state, closed: true, fact: null };
    case 'move':
      return { ...touched, position: action.position };
    // Opening the card is a tap on the cat: it wakes up to greet the reader.
    case 'expand':
      return { ...touched, fold: 'open', awake: true };
    case 'minimise':
      return { ...touched, fold: 'folded', fact: null, seenTip: action.section };
  }
}

/** How the guide shows, given its state, the screen and the section in view. */
export interface MascotView {
  /** Only the small cat button shows (small screens until the reader opens the card, or
   * any screen once the reader folds it). */
  collapsed: boolean;
  /** The folded cat has a tip the reader has not seen yet: the section changed since. */
  newTip: boolean;
}

export function mascotView(
  state: MascotState,
  compact: boolean,
  section: HomeSectionId,
): MascotView {
  const folded = state.fold === 'folded' || (state.fold === 'auto' && compact);
  const collapsed = folded && !state.closed;
  return { collapsed, newTip: collapsed && section !== state.seenTip };
}
