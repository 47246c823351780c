// @ts-check
// Ends a test run with one line, "N passed, N failed", after a table of the suites that ran
// (scripts/test/run-tests.mjs writes reports/suites.json). A suite with a JSON report (Vitest,
// Playwright, tests/engines) adds its tests; a check without one (lint, types, build…) counts as
// one. A suite that failed before writing its report, or did not run at all, is named and
// counted as one failure, so a summary never looks green for what did not run.
import { readFile } from 'node:fs/promises';

async function readJson(/** @type {string} */ path) {
  try {
    return JSON.parse(await readFile(path, 'utf8'));
  } catch {
    return null;
  }
}

/** @typedef {{ expected?: number; flaky?: number; unexpected?: number; skipped?: number }} Stats */
/** @param {any} report */
function counts(report) {
  if (!report) return null;
  if ('numPassedTests' in report)
    return {
      passed: report.numPassedTests,
      failed: report.numFailedTests,
      skipped: report.numPendingTests,
    };
  /** @type {Stats} */
  const stats = report.stats ?? {};
  // A test that failed and then passed on its traced retry is a failure (failOnFlakyTests).
  return {
    passed: stats.expected ?? 0,
    failed: (stats.unexpected ?? 0) + (stats.flaky ?? 0),
    skipped: stats.skipped ?? 0,
  };
}

/** @type {{ name: string; outcome: string; seconds: number; why?: string; report?: string }[]} */
const suites = (await readJson('reports/suites.json')) ?? [];
let passed = 0;
let failed = 0;
let skipped = 0;
const rows = [];
for (const suite of suites) {
  const tally =
    suite.report && suite.outcome !== 'not run' ? counts(await readJson(suite.report)) : null;
  let note = suite.outcome;
  if (tally) {
    passed += tally.passed;
    failed += tally.failed;
    skipped += tally.skipped;
    note += `: ${tally.passed} passed, ${tally.failed} failed`;
    // A runner that failed with every test green (a crash after them, a server that would
    // not stop) is still a failure.
    if (suite.outcome === 'failed' && tally.failed === 0) {
      failed += 1;
      note += ` (${suite.why ?? 'the suite failed'})`;
    }
  } else if (suite.outcome === 'passed') {
    passed += 1;
  } else if (suite.outcome === 'unavailable') {
    // Counted neither way; named below.
  } else {
    failed += 1;
    note += suite.why ? ` (${suite.why})` : '';
  }
  rows.push(`  ${suite.name.padEnd(10)} ${String(suite.seconds).padStart(5)} s  ${note}`);
}
if (rows.length)
  console.log(`\nSuites (${suites.reduce((t, s) => t + s.seconds, 0)} s):\n${rows.join('\n')}`);
const missed = suites.filter((s) => s.outcome !== 'passed').map((s) => `${s.name} ${s.outcome}`);
if (missed.length) console.log(`Not green: ${missed.join(', ')}`);
if (!suites.length) {
  console.log('No suite ran (reports/suites.json is missing).');
  failed += 1;
}
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
