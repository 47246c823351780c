import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TAKE_RELOAD_SECONDS, takeUpdate } from './client';

/** A waiting version, and what it was told. */
const worker = () => {
  const told = vi.fn<(message: unknown) => void>();
  return { told, worker: { postMessage: told } as unknown as ServiceWorker };
};

describe('takeUpdate', () => {
  let container: EventTarget;
  let reload: ReturnType<typeof vi.fn<() => void>>;
  beforeEach(() => {
    vi.useFakeTimers();
    container = new EventTarget();
    reload = vi.fn<() => void>();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks each waiting version once to take over', () => {
    const offered = worker();
    const later = worker();
    takeUpdate([offered.worker, later.worker, offered.worker, null], container, reload);
    expect(offered.told).toHaveBeenCalledOnce();
    expect(offered.told).toHaveBeenCalledWith({ type: 'TAKE_UPDATE' });
    expect(later.told).toHaveBeenCalledOnce();
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads the page once the new version is in control, and only once', () => {
    takeUpdate([worker().worker], container, reload);
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(TAKE_RELOAD_SECONDS * 1000);
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('reloads anyway when the new version has not taken over within the wait', () => {
    takeUpdate([worker().worker], container, reload);
    vi.advanceTimersByTime(TAKE_RELOAD_SECONDS * 1000 - 1);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledOnce();
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledOnce();
  });
});
