// @ts-check
// A step of the build, after the prerender: the Content-Security-Policy of the built pages.
// Each page carries the styles of its first paint in `<style>` elements (scripts/build/prerender.mjs);
// the policy allows each by its SHA-256 hash, and nothing else inline. Writes it where the
// hosts read it (deploy/render.mjs): dist/_headers (Netlify, Cloudflare Pages) and
// dist/content-security-policy.conf (the nginx config includes it; scripts/serve/serve.mjs reads it).
// Usage: node scripts/build/policy.mjs [dist]
import { writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { contentSecurityPolicy } from '../../deploy/policy.mjs';
import { builtPolicyFiles } from '../../deploy/render.mjs';
import { builtStyleHashes, MAX_POLICY_LENGTH } from '../lib/built-policy.mjs';
import { root } from '../lib/site.mjs';

const dist = resolve(process.argv[2] ?? join(root, 'dist'));
const hashes = await builtStyleHashes(dist);
const policy = contentSecurityPolicy(hashes);
if (policy.length > MAX_POLICY_LENGTH) {
  console.error(
    `The Content-Security-Policy is ${policy.length} characters, over ${MAX_POLICY_LENGTH}: ` +
      'the pages have too many distinct <style> texts (scripts/build/prerender.mjs)',
  );
  process.exit(1);
}
const files = builtPolicyFiles(policy);
for (const [file, text] of Object.entries(files)) await writeFile(join(dist, file), text);
console.log(
  `Content-Security-Policy with ${hashes.length} style hashes (${policy.length} characters) ` +
    `written to ${Object.keys(files)
      .map((file) => `dist/${file}`)
      .join(' and ')}`,
);
