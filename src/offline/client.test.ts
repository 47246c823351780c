import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { takeUpdate } from './client';

/** A waiting version, and what it was told. */
const worker = () => {
  const told = vi.fn<(message: unknown) => void>();
  return { told, worker: { postMessage: told } as unknown as ServiceWorker };
};

describe('takeUpdate', () => {
  let container: EventTarget;
  let reload: ReturnType<typeof vi.fn<() => void>>;
  let quietNow: () => void;
  const quiet = (then: () => void) => {
    quietNow = then;
  };
  beforeEach(() => {
    container = new EventTarget();
    reload = vi.fn<() => void>();
    quietNow = () => {
      throw new Error('takeUpdate did not wait for quiet');
    };
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("asks each waiting version once to take over, once the page's requests are quiet", () => {
    const offered = worker();
    const later = worker();
    takeUpdate([offered.worker, later.worker, offered.worker, null], container, reload, quiet);
    expect(offered.told).not.toHaveBeenCalled();
    quietNow();
    expect(offered.told).toHaveBeenCalledOnce();
    expect(offered.told).toHaveBeenCalledWith({ type: 'TAKE_UPDATE' });
    expect(later.told).toHaveBeenCalledOnce();
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads the page once the new version is in control, only once, and never before', () => {
    vi.useFakeTimers();
    takeUpdate([worker().worker], container, reload, quiet);
    quietNow();
    vi.advanceTimersByTime(60_000);
    expect(reload).not.toHaveBeenCalled();
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledOnce();
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledOnce();
  });
});
