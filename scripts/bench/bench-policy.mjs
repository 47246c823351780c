// @ts-check
// The headers of the benchmark's own pages (/__bench/), for `npm run bench`: the production
// headers (deploy/policy.mjs), except that the Content-Security-Policy's style-src also lists
// the hashes of the static copies' <style> elements (scripts/bench/static-copies.mjs), which
// `style-src 'self'` alone would block. The site's own pages keep exactly the policy they are
// served with; only paths below /__bench/ get this one, and only on the bench's servers.
//
// Neither server the bench uses has a hook for that, and their files are not the bench's
// (scripts/lib/nginx.mjs is the deploy test's too; scripts/serve/serve.mjs and deploy/ are the site's),
// so it is added from outside:
// - nginx: startNginx() writes its config into a temporary directory (beside its `caFile`); the
//   bench adds a `location /__bench/` with these headers to that copy of site.conf and reloads
//   that nginx (its master process reads the new config; the pid stays, so stop() still works).
//   Fails loudly if that directory or the site.conf's `location / {` is not where expected.
// - scripts/serve/serve.mjs: started with `--import` of ./serve-csp-hook.mjs (via NODE_OPTIONS), which
//   replaces the header on responses to /__bench/ paths.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { get } from 'node:https';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { REVALIDATE, securityHeaders } from '../../deploy/policy.mjs';
import { BUILT_POLICY_FILE, policyOfNginxFile } from '../../deploy/render.mjs';
import { NGINX } from '../lib/nginx.mjs';
import { root } from '../lib/site.mjs';

/** The production headers, with the built site's policy (scripts/build/policy.mjs writes it). */
function productionHeaders() {
  const file = join(root, 'dist', BUILT_POLICY_FILE);
  const policy = existsSync(file) ? policyOfNginxFile(readFileSync(file, 'utf8')) : null;
  if (!policy) throw new Error(`No Content-Security-Policy in ${file}: run npm run build`);
  return securityHeaders(policy);
}

export const BENCH_PREFIX = '/__bench/';

/** The production Content-Security-Policy with `hashes` added to its style-src. */
export function benchPolicy(/** @type {string[]} */ hashes) {
  const policy = productionHeaders().find(([name]) => name === 'Content-Security-Policy')?.[1];
  if (!policy) throw new Error('No Content-Security-Policy among the production headers');
  const directives = policy.split(';').map((directive) => directive.trim());
  const style = directives.findIndex((directive) => /^style-src\b/.test(directive));
  if (style === -1) directives.push(`style-src 'self' ${hashes.join(' ')}`);
  else directives[style] = [directives[style], ...hashes].join(' ');
  return directives.join('; ');
}

/** Every security header of the policy, with the bench's Content-Security-Policy. */
function benchHeaders(/** @type {string} */ csp) {
  return productionHeaders().map(([name, value]) =>
    name === 'Content-Security-Policy' ? /** @type {const} */ ([name, csp]) : [name, value],
  );
}

/** nginx quoting for a header value (as deploy/render.mjs quotes). */
const quoted = (/** @type {string} */ value) => `"${value.replaceAll('"', '\\"')}"`;

/** The body of the "GET `url`" response's `name` header (the local nginx, by its own CA). */
function headerOf(/** @type {string} */ url, /** @type {string} */ name, /** @type {string} */ ca) {
  return new Promise((resolve) => {
    get(url, { ca, agent: false }, (response) => {
      response.resume();
      resolve(response.headers[name.toLowerCase()] ?? null);
    }).on('error', () => resolve(null));
  });
}

/**
 * Serves /__bench/ with the bench's policy on a running startNginx() server: adds the location
 * to its config and reloads it, then waits until it answers with the new policy.
 * @param {{ origin: string; caFile: string }} site what startNginx() returned
 * @param {string} csp
 */
export async function serveBenchPolicyOnNginx(site, csp) {
  const dir = dirname(site.caFile);
  const conf = join(dir, 'site.conf');
  const main = join(dir, 'nginx.conf');
  if (!existsSync(conf) || !existsSync(main)) {
    throw new Error(`scripts/lib/nginx.mjs no longer writes site.conf beside ${site.caFile}`);
  }
  const config = await readFile(conf, 'utf8');
  const anchor = '\n    location / {\n';
  if (config.split(anchor).length !== 2) {
    throw new Error(`${conf} has no single "location / {" to put the bench's location before`);
  }
  const headers = benchHeaders(csp)
    .map(([name, value]) => `        add_header ${name} ${quoted(value)} always;`)
    .join('\n');
  const location = `
    # scripts/bench/bench-policy.mjs: the benchmark's own pages, whose static copies carry
    # their styles inline (allowed by hash).
    location ${BENCH_PREFIX} {
${headers}
        add_header Cache-Control ${quoted(REVALIDATE)} always;
        try_files $uri $uri/index.html =404;
    }
`;
  await writeFile(conf, config.replace(anchor, `${location}${anchor}`));
  execFileSync(NGINX, ['-t', '-p', dir, '-c', main], { stdio: 'pipe' });
  execFileSync(NGINX, ['-s', 'reload', '-p', dir, '-c', main], { stdio: 'pipe' });
  const ca = await readFile(site.caFile, 'utf8');
  for (let attempt = 0; attempt < 100; attempt++) {
    const served = await headerOf(
      `${site.origin}${BENCH_PREFIX}reference.html`,
      'Content-Security-Policy',
      ca,
    );
    if (served === csp) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nginx did not serve ${BENCH_PREFIX} with the bench's policy after a reload`);
}

/**
 * The environment that makes scripts/serve/serve.mjs send `csp` with every response below /__bench/
 * (see ./serve-csp-hook.mjs).
 * @param {string} csp
 */
export function benchPolicyEnv(csp) {
  const hook = fileURLToPath(new URL('./serve-csp-hook.mjs', import.meta.url));
  const inherited = process.env.NODE_OPTIONS ? `${process.env.NODE_OPTIONS} ` : '';
  return { NODE_OPTIONS: `${inherited}--import=${hook}`, BENCH_CSP: csp };
}
