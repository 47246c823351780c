import { describe, expect, it } from 'vitest';
import { FUN_FACTS } from '../../content/funFacts';
import {
  FUN_FACT_MS,
  initialMascotState,
  mascotReducer,
  mascotView,
  pickFact,
  shouldBeep,
  SLEEP_DELAY_MS,
  type MascotAction,
} from './mascotState';

const run = (...actions: MascotAction[]) => actions.reduce(mascotReducer, initialMascotState);

describe('mascot state', () => {
  it('uses the timings of the spec', () => {
    expect(SLEEP_DELAY_MS).toBe(10_000);
    expect(FUN_FACT_MS).toBe(4_000);
    expect(FUN_FACTS).toHaveLength(4);
  });

  it('starts awake, with sound, open, in the bottom-right corner', () => {
    expect(initialMascotState).toMatchObject({
      awake: true,
      fact: null,
      muted: false,
      closed: false,
      position: 'bottom-right',
      fold: 'auto',
    });
  });

  it('shows a fun fact when the awake cat is clicked', () => {
    const state = run({ type: 'catClicked', random: 0.5 });
    expect(state.fact).toBe(2);
    expect(state.awake).toBe(true);
  });

  it('wakes the sleeping cat on a click, without a fun fact', () => {
    const state = run({ type: 'sleep' }, { type: 'catClicked', random: 0.5 });
    expect(state).toMatchObject({ awake: true, fact: null });
  });

  it('hides the fun fact when the cat falls asleep', () => {
    const state = run({ type: 'catClicked', random: 0 }, { type: 'sleep' });
    expect(state).toMatchObject({ awake: false, fact: null });
  });

  it('never shows the same fact twice in a row', () => {
    for (const random of [0, 0.2, 0.4, 0.6, 0.8, 0.999]) {
      let state = run({ type: 'catClicked', random });
      for (const next of [0, 0.3, 0.5, 0.7, 0.999]) {
        const previous = state.fact;
        state = mascotReducer(state, { type: 'catClicked', random: next });
        expect(state.fact).not.toBe(previous);
        expect(state.fact).toBeGreaterThanOrEqual(0);
        expect(state.fact).toBeLessThan(FUN_FACTS.length);
      }
    }
  });

  it('can pick every fact other than the previous one', () => {
    const picks = new Set([0, 0.34, 0.67, 0.99].map((random) => pickFact(1, random)));
    expect([...picks].sort()).toEqual([0, 2, 3]);
    expect(pickFact(null, 0.99)).toBe(3);
  });

  it('counts clicks, mute and moves as interaction', () => {
    expect(run({ type: 'catClicked', random: 0 }).activity).toBe(1);
    expect(run({ type: 'toggleMuted' }).activity).toBe(1);
    expect(run({ type: 'move', position: 'centre' }).activity).toBe(1);
    expect(run({ type: 'interact' }).activity).toBe(1);
  });

  it('mutes and unmutes, and beeps only awake with sound on', () => {
    const muted = run({ type: 'toggleMuted' });
    expect(muted.muted).toBe(true);
    expect(shouldBeep(muted)).toBe(false);
    expect(shouldBeep(initialMascotState)).toBe(true);
    expect(shouldBeep(run({ type: 'sleep' }))).toBe(false);
    expect(run({ type: 'toggleMuted' }, { type: 'toggleMuted' }).muted).toBe(false);
  });

  it('moves to each position', () => {
    expect(run({ type: 'move', position: 'centre' }).position).toBe('centre');
    expect(run({ type: 'move', position: 'top-left' }).position).toBe('top-left');
  });

  it('closes for good, keeping the other settings', () => {
    const state = run({ type: 'toggleMuted' }, { type: 'close' });
    expect(state).toMatchObject({ closed: true, muted: true });
  });
});

describe('mascot on a phone', () => {
  it('starts folded on a small screen and open on a large one', () => {
    expect(mascotView(initialMascotState, true, 'home').collapsed).toBe(true);
    expect(mascotView(initialMascotState, false, 'home').collapsed).toBe(false);
  });

  it('opens on a tap and folds again, keeping its other settings', () => {
    const open = run(
      { type: 'toggleMuted' },
      { type: 'move', position: 'top-left' },
      { type: 'expand' },
    );
    expect(mascotView(open, true, 'home').collapsed).toBe(false);
    const folded = mascotReducer(open, { type: 'minimise', section: 'about' });
    expect(folded).toMatchObject({ fold: 'folded', muted: true, position: 'top-left' });
    expect(mascotView(folded, true, 'about').collapsed).toBe(true);
  });

  it('is open on a large screen until the reader folds it, and then stays folded', () => {
    expect(mascotView(initialMascotState, false, 'home').collapsed).toBe(false);
    const folded = mascotReducer(initialMascotState, { type: 'minimise', section: 'about' });
    expect(mascotView(folded, false, 'about').collapsed).toBe(true);
    expect(mascotView(folded, true, 'about').collapsed).toBe(true);
    expect(mascotView(mascotReducer(folded, { type: 'expand' }), false, 'about').collapsed).toBe(
      false,
    );
  });

  it('wakes the cat when the folded cat is tapped', () => {
    const state = run({ type: 'sleep' }, { type: 'expand' });
    expect(state).toMatchObject({ awake: true, fold: 'open', fact: null });
  });

  it('counts opening and folding as interaction, and folding puts a fun fact away', () => {
    expect(run({ type: 'expand' }).activity).toBe(1);
    const state = run(
      { type: 'expand' },
      { type: 'catClicked', random: 0 },
      { type: 'minimise', section: 'home' },
    );
    expect(state).toMatchObject({ activity: 3, fact: null });
  });

  it('still falls asleep while folded', () => {
    const state = run({ type: 'sleep' });
    expect(state.awake).toBe(false);
    expect(mascotView(state, true, 'home').collapsed).toBe(true);
  });

  it('signals a new tip once the reader reaches another section, not at the start', () => {
    expect(mascotView(initialMascotState, true, 'home').newTip).toBe(false);
    expect(mascotView(initialMascotState, true, 'clubs').newTip).toBe(true);
  });

  it('counts the tip on the card when it was folded as seen', () => {
    const folded = run({ type: 'expand' }, { type: 'minimise', section: 'clubs' });
    expect(mascotView(folded, true, 'clubs').newTip).toBe(false);
    expect(mascotView(folded, true, 'gallery').newTip).toBe(true);
  });

  it('shows no dot on an open card, a large screen or a closed guide', () => {
    expect(mascotView(run({ type: 'expand' }), true, 'clubs').newTip).toBe(false);
    expect(mascotView(initialMascotState, false, 'clubs').newTip).toBe(false);
    const closed = run({ type: 'close' });
    expect(mascotView(closed, true, 'clubs')).toEqual({ collapsed: false, newTip: false });
  });
});
