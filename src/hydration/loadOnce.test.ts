import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadOnce, retried } from './loadOnce';

afterEach(() => {
  vi.useRealTimers();
});

describe('loadOnce', () => {
  it('shares one attempt between callers at the same time', async () => {
    const load = vi.fn(() => Promise.resolve('part'));
    const once = loadOnce(load);
    expect(await Promise.all([once(), once()])).toEqual(['part', 'part']);
    expect(await once()).toBe('part');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed attempt, so the next call tries again', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce('part');
    const once = loadOnce(load);
    await expect(once()).rejects.toThrow('Failed to fetch');
    expect(await once()).toBe('part');
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('retried', () => {
  it('tries three times, one and then two seconds apart, before giving up', async () => {
    vi.useFakeTimers();
    const load = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    const result = retried(load);
    const settled = expect(result).rejects.toThrow('Failed to fetch');
    await vi.advanceTimersByTimeAsync(999);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(load).toHaveBeenCalledTimes(3);
    await settled;
  });
});
