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

/** A terminal colour code, as Playwright writes them into its errors. */
const ANSI_COLOUR = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

/** The first line of an error, without terminal colours, short enough for one line. */
function firstLine(/** @type {unknown} */ text) {
  const line =
    String(text ?? '')
      .replace(ANSI_COLOUR, '')
      .trim()
      .split('\n')[0] ?? '';
  return line.length > 160 ? `${line.slice(0, 159)}…` : line;
}

/**
 * Each test that failed (or passed only on its retry) in `report`, with its first error line,
 * so that the end of a CI log says what to look at even when only its end is kept.
 * @param {any} report
 * @returns {string[]}
 */
function failures(report) {
  if (!report) return [];
  if ('numPassedTests' in report)
    return (report.testResults ?? []).flatMap((/** @type {any} */ file) =>
      (file.assertionResults ?? [])
        .filter((/** @type {any} */ test) => test.status === 'failed')
        .map(
          (/** @type {any} */ test) => `${test.fullName}: ${firstLine(test.failureMessages?.[0])}`,
        ),
    );
  if (Array.isArray(report.results))
    return report.results
      .filter((/** @type {any} */ result) => !result.ok && !result.known)
      .map(
        (/** @type {any} */ result) =>
          `${result.engine} ${result.name}: ${firstLine(result.error)}`,
      );
  /** @type {string[]} */
  const found = [];
  const walk = (/** @type {any} */ suite, /** @type {string[]} */ path) => {
    const here =
      suite.title && !/\.(spec|test)\.[tj]s$/.test(suite.title) ? [...path, suite.title] : path;
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
        const error = (test.results ?? []).find((/** @type {any} */ r) => r.errors?.length)
          ?.errors[0]?.message;
        const where = `${spec.file}:${spec.line}`;
        found.push(
          `${test.status === 'flaky' ? 'flaky' : 'failed'} ${where} ${[...here, spec.title].join(' › ')}: ${firstLine(error)}`,
        );
      }
    for (const inner of suite.suites ?? []) walk(inner, here);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return found;
}

/** @type {{ name: string; outcome: string; seconds: number; why?: string; report?: string }[]} */
const suites = (await readJson('reports/suites.json')) ?? [];
let passed = 0;
let failed = 0;
let skipped = 0;
const rows = [];
/** @type {string[]} */
const failedTests = [];
for (const suite of suites) {
  const report = suite.report && suite.outcome !== 'not run' ? await readJson(suite.report) : null;
  const tally = counts(report);
  failedTests.push(...failures(report).map((line) => `  ${suite.name}: ${line}`));
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
if (failedTests.length) console.log(`Failed tests:\n${failedTests.join('\n')}`);
if (!suites.length) {
  console.log('No suite ran (reports/suites.json is missing).');
  failed += 1;
}
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
