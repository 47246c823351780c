import { describe, expect, it } from 'vitest';
import { FUN_FACTS } from '../../content/mascot';
import {
  FUN_FACT_MS,
  initialMascotState,
  mascotReducer,
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
