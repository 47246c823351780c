// @ts-check
// The Content-Security-Policy of a build: what scripts/build/policy.mjs writes into dist/, and what
// scripts/serve/serve.mjs and the tests read back from it.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { styleHash, styleTexts } from '../../deploy/policy.mjs';
import { BUILT_POLICY_FILE, policyOfNginxFile } from '../../deploy/render.mjs';

/** Cloudflare Pages cuts a `_headers` line at about 2,000 characters: stay well below. */
export const MAX_POLICY_LENGTH = 1800;

/** Every `<style>`'s hash in the built pages under `dist`, once each, sorted. */
export async function builtStyleHashes(/** @type {string} */ dist) {
  const hashes = new Set();
  for (const entry of await readdir(dist, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const html = await readFile(join(entry.parentPath, entry.name), 'utf8');
    for (const text of styleTexts(html)) hashes.add(styleHash(text));
  }
  return [...hashes].sort();
}

/** The policy the build wrote into `dist` (its nginx file), or an error naming the step. */
export async function readBuiltPolicy(/** @type {string} */ dist) {
  const file = join(dist, BUILT_POLICY_FILE);
  const text = await readFile(file, 'utf8').catch(() => '');
  const policy = policyOfNginxFile(text);
  if (!policy) throw new Error(`No Content-Security-Policy in ${file}: run npm run build`);
  return policy;
}
