/** How long after its first frame a page may take to report its first paint. */
const PATIENCE_MS = 1000;

/**
 * Runs `then` once the browser says the page has painted: when it reports the first paint (a
 * `paint` entry, written once the frame is on the screen, not when the main thread has merely
 * drawn it). What starts then (the app's download) never competes with the first frame, nor
 * makes it look as if the frame had waited for it.
 *
 * A browser without paint timing runs it after the next frame instead; a page opened hidden
 * (a tab in the background) does not paint, so it runs at once; and if no paint is reported
 * within `PATIENCE_MS` of the first frame, it runs anyway. (A page hidden after it started
 * loading but before its first frame waits until it is shown again, as a hidden page runs no
 * frames.)
 */
export function afterFirstPaint(then: () => void) {
  let done = false;
  const run = () => {
    if (!done) {
      done = true;
      then();
    }
  };
  if (document.hidden) return run();
  let patience = 0;
  try {
    // Throws where there is no observer, or no list of what it observes (older browsers).
    if (PerformanceObserver.supportedEntryTypes.includes('paint')) {
      new PerformanceObserver(run).observe({ type: 'paint', buffered: true });
      patience = PATIENCE_MS;
    }
  } catch {
    // no paint timing: after the next frame
  }
  // An animation frame runs just before the next paint; a task queued from it runs after.
  requestAnimationFrame(() => setTimeout(run, patience));
}
