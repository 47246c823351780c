import { describe, expect, it } from 'vitest';
import { flipReducer, initialFlipState, type FlipAction, type FlipState } from './flip';

const run = (actions: FlipAction[], state: FlipState = initialFlipState('preschool')) =>
  actions.reduce(flipReducer, state);

describe('the flip-card rule', () => {
  it('starts with no card flipped', () => {
    expect(initialFlipState('preschool')).toEqual({ tab: 'preschool', flipped: null });
  });

  it('flips the card that is clicked', () => {
    expect(run([{ type: 'toggle', card: 'art' }]).flipped).toBe('art');
  });

  it('unflips the flipped card when it is clicked again', () => {
    expect(
      run([
        { type: 'toggle', card: 'art' },
        { type: 'toggle', card: 'art' },
      ]).flipped,
    ).toBeNull();
  });

  it('keeps at most one card flipped: clicking another card flips that one instead', () => {
    expect(
      run([
        { type: 'toggle', card: 'art' },
        { type: 'toggle', card: 'music' },
      ]).flipped,
    ).toBe('music');
  });

  it('unflips when the tab changes', () => {
    const state = run([
      { type: 'toggle', card: 'art' },
      { type: 'showTab', tab: 'primary' },
    ]);
    expect(state).toEqual({ tab: 'primary', flipped: null });
  });

  it('does not bring an old flip back on returning to a tab', () => {
    const state = run([
      { type: 'toggle', card: 'art' },
      { type: 'showTab', tab: 'primary' },
      { type: 'showTab', tab: 'preschool' },
    ]);
    expect(state.flipped).toBeNull();
  });

  it('leaves the state untouched when the same tab is shown again', () => {
    const state = run([{ type: 'toggle', card: 'art' }]);
    expect(flipReducer(state, { type: 'showTab', tab: 'preschool' })).toBe(state);
  });
});
