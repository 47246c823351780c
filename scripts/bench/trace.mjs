// @ts-check
// Where a page's main thread goes, task by task: `node scripts/bench/trace.mjs [path …]`
// (default `/hi/`). Loads each path from the built site (scripts/serve/serve.mjs on dist/, or
// `ORIGIN=http://…` for a site already served) in Chromium with its CPU 4× slower, as a phone,
// traced with V8's sampling profiler, for 8 s after `load`. Prints every task after the first
// contentful paint that takes 50 ms or more (what Total Blocking Time counts), with what the
// browser did in it (layout, style, script…) and the functions the profiler saw most in it,
// by chunk and position (minified: look the position up in dist/assets/). A probe for
// finding causes, not a benchmark: one load, on a shared machine; compare with
// compare-builds.mjs. `--min 30` lists shorter tasks too; `--save trace.json` keeps the trace
// (open it in Chrome's performance panel).
import { writeFile } from 'node:fs/promises';
import { launchChromium } from '../lib/browser.mjs';
import { startTrace } from '../lib/cdp-trace.mjs';
import { startSite } from '../lib/site.mjs';

const args = process.argv.slice(2);
const option = (/** @type {string} */ name) => {
  const at = args.indexOf(name);
  return at === -1 ? undefined : args.splice(at, 2)[1];
};
const minMs = Number(option('--min') ?? 50);
const save = option('--save');
// A path starts with a slash; anything else (`--help`, a mistyped option) gets the usage.
if (args.some((arg) => !arg.startsWith('/')) || !Number.isFinite(minMs)) {
  console.error('Usage: npm run trace -- [--min ms] [--save trace.json] [/path …] (default /hi/)');
  process.exit(args.includes('--help') ? 0 : 1);
}
const paths = args.length > 0 ? args : ['/hi/'];
/** With several paths, each trace is kept beside the name given: `t.json` → `t.hi-academics.json`. */
const savedAs = (/** @type {string} */ file, /** @type {string} */ path) =>
  paths.length === 1
    ? file
    : file.replace(
        /(\.json)?$/,
        `.${path.replace(/^\/|\/$/g, '').replace(/\//g, '-') || 'home'}$1`,
      );

/** @typedef {import('../lib/cdp-trace.mjs').TraceEvent} TraceEvent */

/** The profiler's samples on that thread: [time in µs, function label]. */
function samples(/** @type {TraceEvent[]} */ events, /** @type {string} */ thread) {
  const profile = events.find((e) => e.name === 'Profile' && `${e.pid}:${e.tid}` === thread);
  if (!profile) return [];
  /** @type {Map<number, string>} */
  const labels = new Map();
  /** @type {[number, string][]} */
  const out = [];
  let time = profile.args.data.startTime;
  for (const e of events) {
    if (e.name !== 'ProfileChunk' || e.id !== profile.id || e.pid !== profile.pid) continue;
    const { cpuProfile = {}, timeDeltas = [] } = e.args.data;
    for (const node of cpuProfile.nodes ?? []) {
      const { functionName, url = '', lineNumber = 0, columnNumber = 0 } = node.callFrame;
      const file = url.split('/').pop();
      labels.set(
        node.id,
        file
          ? `${functionName || '(anonymous)'} ${file}:${lineNumber + 1}:${columnNumber + 1}`
          : functionName,
      );
    }
    (cpuProfile.samples ?? []).forEach((/** @type {number} */ node, /** @type {number} */ i) => {
      time += timeDeltas[i] ?? 0;
      out.push([time, labels.get(node) ?? '?']);
    });
  }
  return out;
}

const top = (/** @type {Map<string, number>} */ counts, /** @type {number} */ n) =>
  [...counts].sort((a, b) => b[1] - a[1]).slice(0, n);

const WORK = new Set([
  'ParseHTML',
  'UpdateLayoutTree',
  'Layout',
  'PrePaint',
  'Paint',
  'Commit',
  'v8.compileModule',
  'v8.evaluateModule',
  'EvaluateScript',
  'FunctionCall',
  'TimerFire',
  'FireAnimationFrame',
  'EventDispatch',
  'RunMicrotasks',
  'MinorGC',
  'MajorGC',
]);
const IDLE = new Set(['(idle)', '(program)', '(root)', '(garbage collector)']);

function report(/** @type {string} */ path, /** @type {TraceEvent[]} */ events) {
  // The page's first contentful paint names its renderer's main thread and its navigation.
  const paint = events.find((e) => e.name === 'firstContentfulPaint');
  const start = events.find(
    (e) =>
      e.name === 'navigationStart' &&
      e.args?.data?.navigationId === paint?.args?.data?.navigationId,
  )?.ts;
  if (!paint || start === undefined) return false;
  const thread = `${paint.pid}:${paint.tid}`;
  const fcp = paint.ts;
  const onMain = events
    .filter((e) => `${e.pid}:${e.tid}` === thread && e.ph === 'X')
    .sort((a, b) => a.ts - b.ts);
  const hydrated = events.find((e) => e.name === 'hydrated' && e.pid === paint.pid)?.ts;
  const ms = (/** @type {number} */ ts) => ((ts - start) / 1000).toFixed(0);
  const sampled = samples(events, thread);
  console.log(
    `\n${path}: first contentful paint ${ms(fcp)} ms, hydrated ${hydrated ? ms(hydrated) : '–'} ms`,
  );
  let blocking = 0;
  for (const task of onMain) {
    const dur = (task.dur ?? 0) / 1000;
    if (task.name !== 'RunTask' || task.ts < fcp || dur < minMs) continue;
    blocking += Math.max(0, dur - 50);
    const end = task.ts + (task.dur ?? 0);
    /** @type {Map<string, number>} */
    const work = new Map();
    for (const e of onMain) {
      if (e.ts < task.ts || e.ts >= end || e === task || !WORK.has(e.name)) continue;
      work.set(e.name, (work.get(e.name) ?? 0) + (e.dur ?? 0) / 1000);
    }
    /** @type {Map<string, number>} */
    const functions = new Map();
    let inTask = 0;
    for (const [time, label] of sampled) {
      if (time < task.ts || time >= end) continue;
      inTask += 1;
      if (!IDLE.has(label)) functions.set(label, (functions.get(label) ?? 0) + 1);
    }
    const perSample = inTask ? dur / inTask : 0;
    console.log(`  task at ${ms(task.ts)} ms: ${dur.toFixed(0)} ms`);
    console.log(
      `    ${top(work, 6)
        .map(([name, time]) => `${name} ${time.toFixed(0)}`)
        .join(', ')}`,
    );
    for (const [label, count] of top(functions, 6)) {
      console.log(`      ${(count * perSample).toFixed(0).padStart(4)} ms  ${label}`);
    }
  }
  console.log(`  blocking time of these tasks (their time over 50 ms): ${blocking.toFixed(0)} ms`);
  return true;
}

/** One load of `path`, traced. */
async function trace(
  /** @type {import('@playwright/test').Browser} */ browser,
  /** @type {string} */ path,
) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const stopTrace = await startTrace(cdp, [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'v8.execute',
      'disabled-by-default-v8.cpu_profiler',
      'blink.user_timing',
      'loading',
      'toplevel',
    ]);
    await page.goto(site.origin + path, { waitUntil: 'load' });
    await page.waitForTimeout(8000);
    return await stopTrace();
  } finally {
    await context.close();
  }
}

const site = process.env.ORIGIN ? { origin: process.env.ORIGIN, stop() {} } : await startSite();
const browser = await launchChromium();
try {
  for (const path of paths) {
    // Now and then a trace misses the page's first paint (a busy machine): that load is
    // traced again, twice at most.
    for (let attempt = 1; ; attempt++) {
      const events = await trace(browser, path);
      if (save) await writeFile(savedAs(save, path), JSON.stringify({ traceEvents: events }));
      if (report(path, events)) break;
      if (attempt === 3) {
        console.log(`${path}: no first paint in three traces`);
        break;
      }
    }
  }
} finally {
  await browser.close();
  site.stop();
}
