import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenQuiet } from './whenQuiet';

describe('whenQuiet', () => {
  let longTask: (() => void) | undefined;
  beforeEach(() => {
    vi.useFakeTimers();
    longTask = undefined;
    class FakeObserver {
      static supportedEntryTypes = ['longtask'];
      constructor(callback: () => void) {
        longTask = callback;
      }
      observe() {}
      disconnect() {
        longTask = undefined;
      }
    }
    vi.stubGlobal('PerformanceObserver', FakeObserver);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const settled = (promise: Promise<void>) => {
    let done = false;
    void promise.then(() => {
      done = true;
    });
    return () => done;
  };

  it('waits for 5 s with no long task, starting again after each one', async () => {
    const done = settled(whenQuiet());
    await vi.advanceTimersByTimeAsync(4_000);
    longTask?.();
    await vi.advanceTimersByTimeAsync(4_000);
    expect(done()).toBe(false);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(done()).toBe(true);
    expect(longTask).toBeUndefined(); // stopped observing
  });

  it('gives up waiting after 30 s on a page that is never quiet', async () => {
    const done = settled(whenQuiet());
    for (let second = 0; second < 29; second++) {
      await vi.advanceTimersByTimeAsync(1_000);
      longTask?.();
    }
    expect(done()).toBe(false);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(done()).toBe(true);
  });

  it('waits the quiet time alone where long tasks are not reported', async () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    const done = settled(whenQuiet());
    await vi.advanceTimersByTimeAsync(4_999);
    expect(done()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done()).toBe(true);
  });
});
