/** How long the main thread must go without a long task before the page counts as quiet. */
export const QUIET_MS = 5_000;
/** The longest it waits for that, on a page that never goes quiet. */
export const QUIET_AT_MOST_MS = 30_000;

/**
 * Resolves once the main thread has gone `quietMs` without a long task (over 50 ms, seen with
 * a PerformanceObserver), or after `atMostMs` whatever happens: the moment a lab's
 * "time to interactive" is reached, after which background work (the offline part's downloads)
 * no longer competes with anything the reader waits for. Where the browser does not report
 * long tasks, it waits `quietMs`.
 */
export function whenQuiet(quietMs = QUIET_MS, atMostMs = QUIET_AT_MOST_MS): Promise<void> {
  return new Promise((resolve) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let observer: PerformanceObserver | undefined;
    const done = () => {
      clearTimeout(timer);
      clearTimeout(deadline);
      observer?.disconnect();
      resolve();
    };
    const restart = () => {
      clearTimeout(timer);
      timer = setTimeout(done, quietMs);
    };
    const deadline = setTimeout(done, atMostMs);
    // Older browsers have no PerformanceObserver, or no list of what it can observe.
    const observable = (
      typeof PerformanceObserver === 'undefined'
        ? undefined
        : (PerformanceObserver.supportedEntryTypes as readonly string[] | undefined)
    )?.includes('longtask');
    if (observable) {
      observer = new PerformanceObserver(restart);
      observer.observe({ type: 'longtask' });
    }
    restart();
  });
}
