// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FUN_FACT_MS, SLEEP_DELAY_MS } from './mascotState';
import { useMascot } from './useMascot';

describe('mascot timers', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const advance = (ms: number) => {
    act(() => {
      vi.advanceTimersByTime(ms);
    });
  };

  it('falls asleep at exactly 10 seconds without interaction', () => {
    const { result } = renderHook(() => useMascot());
    advance(SLEEP_DELAY_MS - 1);
    expect(result.current[0].awake).toBe(true);
    advance(1);
    expect(result.current[0].awake).toBe(false);
  });

  it('restarts the sleep timer on each interaction', () => {
    const { result } = renderHook(() => useMascot());
    advance(9_000);
    act(() => {
      result.current[1]({ type: 'interact' });
    });
    advance(9_000);
    expect(result.current[0].awake).toBe(true);
    act(() => {
      result.current[1]({ type: 'move', position: 'centre' });
    });
    advance(SLEEP_DELAY_MS - 1);
    expect(result.current[0].awake).toBe(true);
    advance(1);
    expect(result.current[0].awake).toBe(false);
  });

  it('wakes on a click and sleeps again 10 seconds later', () => {
    const { result } = renderHook(() => useMascot());
    advance(SLEEP_DELAY_MS);
    act(() => {
      result.current[1]({ type: 'catClicked', random: 0 });
    });
    expect(result.current[0]).toMatchObject({ awake: true, fact: null });
    advance(SLEEP_DELAY_MS - 1);
    expect(result.current[0].awake).toBe(true);
    advance(1);
    expect(result.current[0].awake).toBe(false);
  });

  it('hides a fun fact at exactly 4 seconds', () => {
    const { result } = renderHook(() => useMascot());
    act(() => {
      result.current[1]({ type: 'catClicked', random: 0 });
    });
    expect(result.current[0].fact).toBe(0);
    advance(FUN_FACT_MS - 1);
    expect(result.current[0].fact).toBe(0);
    advance(1);
    expect(result.current[0].fact).toBeNull();
    expect(result.current[0].awake).toBe(true);
  });

  it('gives a second fact its own 4 seconds', () => {
    const { result } = renderHook(() => useMascot());
    act(() => {
      result.current[1]({ type: 'catClicked', random: 0 });
    });
    advance(3_000);
    act(() => {
      result.current[1]({ type: 'catClicked', random: 0 });
    });
    expect(result.current[0].fact).toBe(1);
    advance(FUN_FACT_MS - 1);
    expect(result.current[0].fact).toBe(1);
    advance(1);
    expect(result.current[0].fact).toBeNull();
  });

  it('stops its timers once closed', () => {
    const { result } = renderHook(() => useMascot());
    act(() => {
      result.current[1]({ type: 'close' });
    });
    advance(SLEEP_DELAY_MS * 3);
    expect(result.current[0]).toMatchObject({ closed: true, awake: true });
    expect(vi.getTimerCount()).toBe(0);
  });
});
