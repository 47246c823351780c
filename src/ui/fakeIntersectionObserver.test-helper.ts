import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * A stand-in IntersectionObserver for unit tests: each one made is recorded (its callback,
 * root margin, targets and whether it was disconnected), and `report` tells the last one made
 * that the element with `id` entered or left its root.
 */
export function fakeIntersectionObservers() {
  const made: {
    callback: IntersectionObserverCallback;
    rootMargin: string;
    observed: Element[];
    disconnect: ReturnType<typeof vi.fn<() => void>>;
  }[] = [];
  class FakeObserver {
    record: (typeof made)[number];
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.record = {
        callback,
        rootMargin: options?.rootMargin ?? '',
        observed: [],
        disconnect: vi.fn<() => void>(),
      };
      made.push(this.record);
    }
    observe(target: Element) {
      this.record.observed.push(target);
    }
    disconnect() {
      this.record.disconnect();
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  const report = (id: string, isIntersecting: boolean) => {
    const target = document.getElementById(id);
    act(() => {
      made
        .at(-1)
        ?.callback(
          [{ target, isIntersecting } as unknown as IntersectionObserverEntry],
          {} as unknown as IntersectionObserver,
        );
    });
  };
  return { made, report };
}
