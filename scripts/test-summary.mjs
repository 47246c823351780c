// @ts-check
// Prints one line, "N passed, N failed", summing the unit (Vitest) and end-to-end (Playwright)
// results that CI's JSON reporters wrote to reports/ (Playwright empties test-results/).
import { readFile } from 'node:fs/promises';

async function readJson(/** @type {string} */ path) {
  try {
    return JSON.parse(await readFile(path, 'utf8'));
  } catch {
    return null;
  }
}

const unit = await readJson('reports/unit.json');
const e2e = await readJson('reports/e2e.json');
const passed = (unit?.numPassedTests ?? 0) + (e2e?.stats?.expected ?? 0) + (e2e?.stats?.flaky ?? 0);
const failed = (unit?.numFailedTests ?? 0) + (e2e?.stats?.unexpected ?? 0);
const skipped = (unit?.numPendingTests ?? 0) + (e2e?.stats?.skipped ?? 0);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
