// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { untilLoaded } from './untilLoaded';

/** A download that fails `failures` times, then gives `value`. */
function failing(failures: number, value = 'chunk') {
  let calls = 0;
  return vi.fn(() =>
    ++calls > failures ? Promise.resolve(value) : Promise.reject(new TypeError('Failed to fetch')),
  );
}

const backOnline = () => window.dispatchEvent(new Event('online'));

describe('untilLoaded', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('gives what the first attempt gives, with no wait', async () => {
    const load = failing(0);
    expect(await untilLoaded(load)).toBe('chunk');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after one, two, four and eight seconds', async () => {
    const load = failing(4);
    const result = untilLoaded(load);
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(load).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(4000);
    expect(load).toHaveBeenCalledTimes(4);
    await vi.advanceTimersByTimeAsync(7999);
    expect(load).toHaveBeenCalledTimes(4);
    await vi.advanceTimersByTimeAsync(1);
    expect(await result).toBe('chunk');
    expect(load).toHaveBeenCalledTimes(5);
  });

  it('stalls when a round fails, then waits for the browser to be back online, for ever', async () => {
    const onStall = vi.fn();
    const load = failing(Infinity);
    let settled = false;
    void untilLoaded(load, 2, onStall).finally(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(3000);
    expect(load).toHaveBeenCalledTimes(3);
    expect(onStall).toHaveBeenCalledTimes(1);
    expect(onStall).toHaveBeenCalledWith(new TypeError('Failed to fetch'));
    // No more attempts, however long the wait; nothing rejects.
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(load).toHaveBeenCalledTimes(3);
    expect(settled).toBe(false);
    // Back online: a new round, which stalls again.
    backOnline();
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(4);
    await vi.advanceTimersByTimeAsync(3000);
    expect(load).toHaveBeenCalledTimes(6);
    expect(onStall).toHaveBeenCalledTimes(2);
    expect(settled).toBe(false);
  });

  it('comes once the browser is back online after a stall', async () => {
    const load = failing(1);
    const onStall = vi.fn();
    const result = untilLoaded(load, 0, onStall);
    await vi.advanceTimersByTimeAsync(0);
    expect(onStall).toHaveBeenCalledTimes(1);
    backOnline();
    expect(await result).toBe('chunk');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('rejects when the stall says so: a caller that must hear of the failure', async () => {
    const load = failing(Infinity);
    const result = untilLoaded(load, 1, (error) => {
      throw error;
    });
    const settled = expect(result).rejects.toThrow('Failed to fetch');
    await vi.advanceTimersByTimeAsync(1000);
    await settled;
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('takes a load that throws before it returns a promise as a failed attempt', async () => {
    let calls = 0;
    const result = untilLoaded(() => {
      if (++calls === 1) throw new Error('no');
      return Promise.resolve('chunk');
    });
    await vi.advanceTimersByTimeAsync(1000);
    expect(await result).toBe('chunk');
  });
});
