// @ts-check
// `npm run audit`: the production dependencies (what runs on the server and in parents'
// browsers) against npm's advisory database; fails on an advisory of high or critical
// severity. Where the advisory service cannot be reached (a registry mirror that answers only
// GET, as on the project's build machines), it says so and exits 3, which scripts/test/run-tests.mjs
// reports as "unavailable": named in the summary, never counted as a pass.
import { spawnSync } from 'node:child_process';

const result = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8' });
/** @type {any} */
let report;
try {
  report = JSON.parse(result.stdout);
} catch {
  report = null;
}
if (!report?.metadata?.vulnerabilities) {
  const why = report?.message ?? report?.error?.summary ?? result.stderr.trim().split('\n').pop();
  console.log(`The advisory service could not be reached: ${why}`);
  process.exit(3);
}
const { vulnerabilities, dependencies } = report.metadata;
const serious = (vulnerabilities.high ?? 0) + (vulnerabilities.critical ?? 0);
for (const [name, found] of Object.entries(report.vulnerabilities ?? {}))
  console.log(`  ${/** @type {any} */ (found).severity.padEnd(8)} ${name}`);
console.log(
  `${dependencies.prod ?? dependencies.total} production dependencies: ` +
    `${serious} high or critical advisories, ${vulnerabilities.moderate ?? 0} moderate, ${vulnerabilities.low ?? 0} low`,
);
process.exit(serious ? 1 : 0);
