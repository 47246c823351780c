// @ts-check
// `npm test`: every suite, one after another, each run even when an earlier one failed (a lint
// error must not hide what the browsers would have said). A suite that needs the build is not
// run when the build failed, and says so. Writes reports/suites.json (name, outcome, seconds)
// for scripts/test/summary.mjs, which ends the run with one "N passed, N failed" line and names
// every suite that failed or did not run. Exits non-zero when anything failed or did not run.
//
//   node scripts/test/run-tests.mjs              every suite
//   node scripts/test/run-tests.mjs --only e2e   the named suites (comma-separated), e.g. lint,unit
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

/**
 * The suites in the order they run. `needs`: a suite that must have passed first (the build:
 * a suite that tests the build cannot say anything useful without one). `report`: the JSON
 * report the suite writes under CI, whose test counts the summary adds up; a suite without
 * one counts as one check.
 * @type {{ name: string; script: string; args?: string[]; needs?: string; report?: string }[]}
 */
export const SUITES = [
  { name: 'lint', script: 'lint' },
  { name: 'typecheck', script: 'typecheck' },
  { name: 'i18n', script: 'i18n:check' },
  { name: 'unit', script: 'test:unit', report: 'reports/unit.json' },
  { name: 'audit', script: 'audit' },
  { name: 'build', script: 'build' },
  { name: 'budget', script: 'budget', needs: 'build' },
  { name: 'e2e', script: 'test:e2e', needs: 'build', report: 'reports/e2e.json' },
  {
    name: 'engines',
    script: 'test:engines',
    // Chromium is the e2e suite's engine: in CI the engines suite spends its time on the two
    // engines nothing else covers. Locally all three run (`npm run test:engines`).
    args: process.env.CI ? ['--', '--engines', 'firefox,webkit'] : [],
    needs: 'build',
    report: 'reports/engines.json',
  },
  { name: 'offline', script: 'test:offline', needs: 'build', report: 'reports/offline.json' },
  { name: 'language', script: 'test:language', report: 'reports/pseudo.json' },
  { name: 'deploy', script: 'test:deploy', needs: 'build', report: 'reports/deploy.json' },
];

const { values } = parseArgs({ options: { only: { type: 'string' } } });
const only = values.only?.split(',');
const unknown = only?.filter((name) => !SUITES.some((suite) => suite.name === name)) ?? [];
if (unknown.length) {
  console.error(`No suite named ${unknown.join(', ')}: ${SUITES.map((s) => s.name).join(', ')}`);
  process.exit(2);
}

/** @type {{ name: string; outcome: 'passed' | 'failed' | 'not run' | 'unavailable'; seconds: number; why?: string; report?: string }[]} */
const outcomes = [];
mkdirSync('reports', { recursive: true });
const save = () => writeFileSync('reports/suites.json', `${JSON.stringify(outcomes, null, 2)}\n`);

for (const suite of SUITES) {
  if (only && !only.includes(suite.name)) continue;
  const needed = suite.needs && outcomes.find((o) => o.name === suite.needs);
  if (needed && needed.outcome !== 'passed') {
    outcomes.push({
      name: suite.name,
      outcome: 'not run',
      seconds: 0,
      why: `${suite.needs} failed`,
    });
    console.log(`\n▶ ${suite.name}: not run (${suite.needs} failed)`);
    save();
    continue;
  }
  console.log(`\n▶ ${suite.name} (npm run ${suite.script})`);
  // A report left by an earlier run must not count for this one.
  if (suite.report) rmSync(suite.report, { force: true });
  const started = Date.now();
  const result = spawnSync('npm', ['run', suite.script, ...(suite.args ?? [])], {
    stdio: 'inherit',
  });
  const seconds = Math.round((Date.now() - started) / 1000);
  const passed = result.status === 0;
  // Exit 3 from a suite that depends on a service outside the machine (the audit's advisory
  // database): it could not run here. Named in the summary, never counted as a pass.
  const unavailable = result.status === 3 && suite.name === 'audit';
  outcomes.push({
    name: suite.name,
    outcome: passed ? 'passed' : unavailable ? 'unavailable' : 'failed',
    seconds,
    ...(passed
      ? {}
      : { why: result.signal ? `killed by ${result.signal}` : `exit ${result.status}` }),
    ...(suite.report ? { report: suite.report } : {}),
  });
  console.log(
    `◀ ${suite.name}: ${passed ? 'passed' : unavailable ? 'unavailable' : 'FAILED'} in ${seconds} s`,
  );
  save();
}

process.exit(outcomes.every((o) => o.outcome === 'passed' || o.outcome === 'unavailable') ? 0 : 1);
