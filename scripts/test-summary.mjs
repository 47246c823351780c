// @ts-check
// Prints one line, "N passed, N failed", summing the unit (Vitest), end-to-end (Playwright) and
// cross-engine (tests/engines) results that CI's JSON reporters wrote to reports/ (Playwright
// empties test-results/).
import { readFile } from 'node:fs/promises';

async function readJson(/** @type {string} */ path) {
  try {
    return JSON.parse(await readFile(path, 'utf8'));
  } catch {
    return null;
  }
}

const unit = await readJson('reports/unit.json');
const browserRuns = [
  await readJson('reports/e2e.json'),
  await readJson('reports/pseudo.json'),
  await readJson('reports/offline.json'),
  await readJson('reports/deploy.json'),
  await readJson('reports/engines.json'),
];
/** @typedef {{ expected?: number; flaky?: number; unexpected?: number; skipped?: number }} Stats */
const sum = (/** @type {(stats: Stats) => number} */ pick) =>
  browserRuns.reduce((total, run) => total + (run?.stats ? pick(run.stats) : 0), 0);
const passed =
  (unit?.numPassedTests ?? 0) + sum((stats) => (stats.expected ?? 0) + (stats.flaky ?? 0));
const failed = (unit?.numFailedTests ?? 0) + sum((stats) => stats.unexpected ?? 0);
const skipped = (unit?.numPendingTests ?? 0) + sum((stats) => stats.skipped ?? 0);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
