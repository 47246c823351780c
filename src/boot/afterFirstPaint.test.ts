import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint } from './afterFirstPaint';

/** A stand-in for the browser's PerformanceObserver, with `paint` entries the test reports. */
class FakeObserver {
  static supportedEntryTypes: readonly string[] = ['paint'];
  static live = new Set<FakeObserver>();
  constructor(private readonly callback: PerformanceObserverCallback) {}
  observe() {
    FakeObserver.live.add(this);
  }
  disconnect() {
    FakeObserver.live.delete(this);
  }
  static report(name: string) {
    const list = { getEntries: () => [{ name }] } as unknown as PerformanceObserverEntryList;
    for (const observer of [...FakeObserver.live]) {
      observer.callback(list, observer as unknown as PerformanceObserver);
    }
  }
}

let hidden = false;

describe('afterFirstPaint', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    hidden = false;
    vi.spyOn(document, 'hidden', 'get').mockImplementation(() => hidden);
  });
  afterEach(() => {
    FakeObserver.live.clear();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('waits until the browser reports the first paint, not for the frame that draws it', () => {
    const then = vi.fn();
    afterFirstPaint(then);
    vi.advanceTimersByTime(50); // a few frames go by: drawn, not yet reported on the screen
    expect(then).not.toHaveBeenCalled();
    FakeObserver.report('first-paint');
    expect(then).toHaveBeenCalledTimes(1);
    // Once only: a later paint entry and the patience timer do nothing.
    FakeObserver.report('first-contentful-paint');
    vi.advanceTimersByTime(5000);
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('runs anyway if no paint is reported in time', () => {
    const then = vi.fn();
    afterFirstPaint(then);
    vi.advanceTimersByTime(900);
    expect(then).not.toHaveBeenCalled();
    vi.advanceTimersByTime(200);
    expect(then).toHaveBeenCalledTimes(1);
    FakeObserver.report('first-contentful-paint');
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('runs at once on a page opened hidden', () => {
    hidden = true;
    const then = vi.fn();
    afterFirstPaint(then);
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('runs after the next frame where the browser has no paint timing', () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    const then = vi.fn();
    afterFirstPaint(then);
    expect(then).not.toHaveBeenCalled();
    vi.advanceTimersByTime(17); // one frame, and the task after it
    expect(then).toHaveBeenCalledTimes(1);
  });
});
