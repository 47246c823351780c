// @ts-check
// `npm run test:deploy` (part of `npm test`): serves the built dist/ from a real nginx with the
// shipped config (deploy/nginx/site.conf; scripts/lib/nginx.mjs) on 127.0.0.1, HTTP on 80
// and HTTPS on 443, then
// 1. runs the serving checks (tests/e2e/served.spec.ts: every page × language, each
//    language's 404, redirects, headers, caching, compression) in Chromium against it;
// 2. scans it with the MDN HTTP Observatory (@mdn/mdn-http-observatory) and requires grade A+
//    with a score of at least 130, for the site (`/`) and for the office inbox (`/office/`,
//    served by the enquiries service with its own policy).
// Its last line is the scanner's verdicts: `observatory: / <grade> <score>, /office/ …`. Needs nginx-light,
// libnginx-mod-http-brotli-static and openssl, and root for ports 80 and 443: .ci/run
// installs them; elsewhere, without them, it says so and skips (in CI it fails).
//
// The scanner is not a devDependency: its install scripts download certificate and HSTS lists
// from the internet (and fail offline), and npm ci would run them. So the first run installs
// the pinned version here, with --ignore-scripts, into node_modules/.cache/.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { get } from 'node:https';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { NGINX, startNginx } from '../lib/nginx.mjs';
import { root } from '../lib/site.mjs';

const MIN_SCORE = 130;
/** The pages scanned: the site, and the office inbox (server/office/), which has its own policy. */
const SCANNED = ['/', '/office/'];
const GRADE = 'A+';
const OBSERVATORY_VERSION = '1.4.8';
const OBSERVATORY_PREFIX = join(root, 'node_modules', '.cache', 'mdn-http-observatory');
const OBSERVATORY = join(OBSERVATORY_PREFIX, 'node_modules', '@mdn', 'mdn-http-observatory');

/** Installs the scanner (once per version) without its install scripts. */
function installObservatory() {
  const installed = join(OBSERVATORY, 'package.json');
  if (
    existsSync(installed) &&
    readFileSync(installed, 'utf8').includes(`"version": "${OBSERVATORY_VERSION}"`)
  ) {
    return;
  }
  console.log(
    `Installing @mdn/mdn-http-observatory@${OBSERVATORY_VERSION} (without its install scripts)…`,
  );
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(
    npm,
    [
      'install',
      '--prefix',
      OBSERVATORY_PREFIX,
      '--ignore-scripts',
      '--loglevel=error',
      '--no-save',
      '--no-audit',
      '--no-fund',
      '--no-package-lock',
      `@mdn/mdn-http-observatory@${OBSERVATORY_VERSION}`,
    ],
    { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (result.status !== 0) throw new Error('Could not install @mdn/mdn-http-observatory');
}

function unavailable(/** @type {string} */ why) {
  if (process.env.CI) {
    console.error(`test:deploy cannot run: ${why}`);
    process.exit(1);
  }
  console.log(`test:deploy skipped: ${why} (CI runs it; .ci/run installs what it needs).`);
  process.exit(0);
}

if (!existsSync(NGINX)) unavailable(`no nginx at ${NGINX} (apt-get install nginx-light)`);
if (spawnSync('openssl', ['version']).status !== 0) unavailable('no openssl');
if (process.getuid?.() !== 0) unavailable('ports 80 and 443 need root');
if (!existsSync(join(root, 'dist', 'index.html'))) {
  console.error('No dist/: run npm run build first.');
  process.exit(1);
}

/** GET over HTTPS, verifying the certificate against `ca` (the run's own authority). */
function httpsGet(/** @type {string} */ url, /** @type {Buffer} */ ca) {
  return new Promise((resolve, reject) => {
    get(url, { ca }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode));
    }).on('error', reject);
  });
}

/** The enquiries service behind nginx, on a port of its own, with a throwaway database. */
async function startService() {
  const port = await new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = /** @type {import('node:net').AddressInfo} */ (probe.address());
      probe.close(() => resolve(address.port));
    });
  });
  const dir = await mkdtemp(join(tmpdir(), 'deploy-enquiries-'));
  const child = spawn(process.execPath, ['scripts/serve/serve.mjs'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      ENQUIRIES_DB: join(dir, 'enquiries.sqlite'),
      // The office inbox answers only once a password is set (its sign-in page is scanned).
      OFFICE_PASSWORD: 'deploy check office password',
    },
  });
  for (let attempt = 0; ; attempt++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/health`)).ok) break;
    } catch {
      if (attempt > 100) throw new Error('The enquiries service did not start');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    address: `127.0.0.1:${port}`,
    async stop() {
      child.kill();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

const failures = [];
const service = await startService();
const nginx = await startNginx({ service: service.address });
let verdict = 'observatory: not run';
try {
  console.log(`nginx serves dist/ at ${nginx.origin} (and http://${nginx.host} redirecting)`);
  const status = await httpsGet(`${nginx.origin}/`, await readFile(nginx.caFile));
  if (status !== 200) failures.push(`GET ${nginx.origin}/ with certificate checks gave ${status}`);

  // 1. The serving checks, in Chromium.
  const e2e = spawnSync(
    process.execPath,
    [
      join(root, 'node_modules', '@playwright', 'test', 'cli.js'),
      'test',
      '-c',
      'playwright.deploy.config.ts',
    ],
    { cwd: root, stdio: 'inherit', env: { ...process.env, DEPLOY_ORIGIN: nginx.origin } },
  );
  if (e2e.status !== 0) failures.push('the serving checks against nginx failed (above)');

  // 2. The Observatory. Its install script would download the HSTS preload list; the site is
  // not on it, so an empty list gives the same verdict offline.
  installObservatory();
  const preload = join(OBSERVATORY, 'conf', 'hsts-preload.json');
  if (!existsSync(preload)) await writeFile(preload, '{}\n');
  const verdicts = [];
  for (const path of SCANNED) {
    // The scanner's command line takes a host name only; it builds each address as
    // `https://${host}${path}`, so a path after the host scans that page.
    const target = path === '/' ? nginx.host : `${nginx.host}${path}`;
    const scan = spawnSync(process.execPath, [join(OBSERVATORY, 'src', 'scan.js'), target], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, NODE_EXTRA_CA_CERTS: nginx.caFile },
    });
    /** @type {{ scan?: { grade: string; score: number }; tests?: Record<string, { pass: boolean; result: string; scoreModifier: number }>; error?: string }} */
    let report = {};
    try {
      report = JSON.parse(scan.stdout);
    } catch {
      report = { error: `${scan.stdout}\n${scan.stderr}`.trim() || `exit ${scan.status}` };
    }
    if (report.error || !report.scan) {
      failures.push(`the Observatory scan of ${path} failed: ${report.error}`);
      verdicts.push(`${path} not scanned`);
      continue;
    }
    console.log(`\nMDN HTTP Observatory, ${path}:`);
    const tests = Object.entries(report.tests ?? {});
    const width = Math.max(...tests.map(([name]) => name.length));
    for (const [name, test] of tests) {
      const modifier =
        test.scoreModifier > 0 ? `+${test.scoreModifier}` : String(test.scoreModifier);
      console.log(
        `  ${test.pass ? 'pass' : 'FAIL'}  ${name.padEnd(width)}  ${modifier.padStart(3)}  ${test.result}`,
      );
    }
    const { grade, score } = report.scan;
    verdicts.push(`${path} ${grade} ${score}`);
    if (grade !== GRADE || score < MIN_SCORE) {
      failures.push(
        `the Observatory gave ${path} ${grade} ${score}; wanted ${GRADE} with at least ${MIN_SCORE}`,
      );
    }
  }
  verdict = `observatory: ${verdicts.join(', ')}`;
} catch (error) {
  failures.push(String(error));
} finally {
  const errors = (await readFile(nginx.errorLog, 'utf8').catch(() => ''))
    .split('\n')
    .filter((line) => /\[(emerg|alert|crit|error)\]/.test(line) && !line.includes('No such file'));
  if (errors.length) console.log(`\nnginx's error log:\n${errors.join('\n')}`);
  await nginx.stop();
  await service.stop();
}
for (const failure of failures) console.error(`test:deploy: ${failure}`);
console.log(verdict);
process.exit(failures.length ? 1 : 0);
