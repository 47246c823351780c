// @ts-check
// Exports startTrace: a Chromium page traced over CDP with its CPU 4× slower (a cheap phone),
// for the benchmarks in scripts/bench/ that read what its main thread did.

/**
 * @typedef {{ name: string; ph: string; ts: number; dur?: number; tdur?: number; pid: number;
 *   tid: number; id?: string; args?: any }} TraceEvent
 */

/**
 * Slows the page's CPU 4× and starts tracing `categories`; the returned function ends the
 * trace and resolves with its events.
 * @param {import('@playwright/test').CDPSession} cdp
 * @param {string[]} categories
 */
export async function startTrace(cdp, categories) {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  /** @type {TraceEvent[]} */
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) =>
    events.push(.../** @type {TraceEvent[]} */ (/** @type {unknown} */ (value))),
  );
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', { traceConfig: { includedCategories: categories } });
  return async () => {
    await cdp.send('Tracing.end');
    await complete;
    return events;
  };
}
