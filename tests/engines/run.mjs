// @ts-check
// `npm run test:engines`: the site as parents get it, in the three engines their browsers are
// built on (Chromium as the control, Firefox, WebKit), against the production build under the
// production headers. Prints a feature × engine table and writes reports/engines.json for
// scripts/test/summary.mjs. Options: --engines chromium,webkit  --only <regular expression
// matched against a case's name or feature>
import { mkdirSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { CASES, CheckFailed } from './checks.mjs';
import { ENGINES } from './engines.mjs';
import { startTestServer } from './server.mjs';

const { values: options } = parseArgs({
  options: {
    engines: { type: 'string', default: Object.keys(ENGINES).join(',') },
    only: { type: 'string' },
    port: { type: 'string', default: process.env.ENGINES_PORT ?? '4600' },
  },
});
const engineNames = /** @type {(keyof typeof ENGINES)[]} */ (options.engines.split(','));
const only = options.only ? new RegExp(options.only) : null;
const cases = CASES.filter((c) => !only || only.test(c.name) || only.test(c.feature));
if (cases.length === 0) {
  console.error(`No case matches --only ${options.only}`);
  process.exit(1);
}
const CASE_MS = 90_000;
const SHOTS = 'reports/engines';

/** What an engine could not check directly, and how it was checked instead. */
/** @type {string[]} */
const limits = [];
/** @type {{ engine: string; feature: string; name: string; ok: boolean; known?: string; error?: string; ms: number }[]} */
const results = [];

for (const [index, engineName] of engineNames.entries()) {
  // Each engine gets its own origin (port): its service workers and storage start empty.
  const server = await startTestServer(Number(options.port) + index * 2);
  const engine = await ENGINES[engineName]();
  console.log(`\n${engineName}: ${engine.version}`);
  mkdirSync(`${SHOTS}/${engineName}`, { recursive: true });
  /** @type {import('./checks.mjs').Context} */
  const context = {
    origin: server.origin,
    database: server.database,
    newTab: engine.newTab,
    async problems(tab) {
      await tab.evaluate(() => /** @type {any} */ (window).__engineProbe?.flush()).catch(() => {});
      const seen = [
        ...tab.consoleErrors().splice(0),
        ...server.drain().map((r) => `${r.kind}: ${r.text}`),
      ];
      // A 404 page's own status is what it should be; the browser may log it too.
      return seen.filter(
        (line) =>
          !/^http: 404 \/(hi\/|mr\/)?no-such-page$/.test(line) && !/status of 404/.test(line),
      );
    },
    async screenshot(tab, name) {
      await tab.screenshot(`${SHOTS}/${engineName}/${name}.png`);
    },
  };
  for (const testCase of cases) {
    const started = Date.now();
    server.drain();
    /** @type {import('./engines.mjs').Tab | undefined} */
    let tab;
    /** @type {string | undefined} */
    let error;
    try {
      await Promise.race([
        (async () => {
          tab = await engine.newTab(testCase.size);
          await testCase.run(tab, context);
        })(),
        new Promise((_, reject) =>
          setTimeout(() => reject(new CheckFailed(`took over ${CASE_MS / 1000} s`)), CASE_MS),
        ),
      ]);
    } catch (caught) {
      error =
        caught instanceof CheckFailed
          ? caught.message
          : String(/** @type {Error} */ (caught)?.stack ?? caught);
      await tab
        ?.screenshot(`${SHOTS}/${engineName}/FAILED-${testCase.name.replace(/[^\w.-]+/g, '_')}.png`)
        .catch(() => {});
    }
    await tab?.close().catch(() => {});
    const known = testCase.known?.[engineName];
    const ms = Date.now() - started;
    results.push({
      engine: engineName,
      feature: testCase.feature,
      name: testCase.name,
      ok: !error,
      // A failure an engine is known for (the case's `known`): reported, not failing the run.
      known: error && known ? known : undefined,
      error,
      ms,
    });
    console.log(
      `  ${error ? (known ? '~ known:' : '✘') : '✔'} ${testCase.name} (${(ms / 1000).toFixed(1)} s)${error ? `\n      ${error.replace(/\n/g, '\n      ')}` : ''}`,
    );
  }
  limits.push(...engine.limits.map((limit) => `${engineName}: ${limit}`));
  await engine.close();
  await server.close();
}

// The table: one row a feature, one column an engine.
const features = [...new Set(cases.map((c) => c.feature))];
const cell = (/** @type {string} */ feature, /** @type {string} */ engine) => {
  const mine = results.filter((r) => r.feature === feature && r.engine === engine);
  const passed = mine.filter((r) => r.ok).length;
  const known = mine.filter((r) => r.known).length;
  if (passed === mine.length) return `pass ${passed}/${mine.length}`;
  return passed + known === mine.length
    ? `known ${passed}/${mine.length}`
    : `FAIL ${passed}/${mine.length}`;
};
const width = Math.max(...features.map((f) => f.length));
console.log(`\n${'feature'.padEnd(width)} | ${engineNames.map((e) => e.padEnd(12)).join(' | ')}`);
console.log(`${'-'.repeat(width)}-|-${engineNames.map(() => '-'.repeat(12)).join('-|-')}`);
for (const feature of features)
  console.log(
    `${feature.padEnd(width)} | ${engineNames.map((e) => cell(feature, e).padEnd(12)).join(' | ')}`,
  );

for (const limit of limits) console.log(`* ${limit}`);
for (const r of results.filter((r) => r.known))
  console.log(`* ${r.engine}: known defect, failed as expected: ${r.name}: ${r.known}`);

const failed = results.filter((r) => !r.ok && !r.known).length;
const knownFailures = results.filter((r) => r.known).length;
mkdirSync('reports', { recursive: true });
writeFileSync(
  'reports/engines.json',
  JSON.stringify(
    {
      stats: {
        expected: results.length - failed - knownFailures,
        unexpected: failed,
        skipped: knownFailures,
      },
      results,
    },
    null,
    2,
  ),
);
console.log(
  `\nengines: ${results.length - failed - knownFailures} passed, ${failed} failed` +
    (knownFailures ? `, ${knownFailures} skipped (known defects)` : ''),
);
process.exit(failed ? 1 : 0);
