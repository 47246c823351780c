// @ts-check
// `npm run deploy:config`: writes the hosts' configuration from deploy/policy.mjs (through
// deploy/render.mjs): deploy/nginx/site.conf, deploy/systemd/school-site.service,
// public/_headers and public/_redirects. With
// --check, writes nothing and fails if a file differs from what the policy gives.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { deployFiles } from '../../deploy/render.mjs';
import { root } from '../lib/site.mjs';

const check = process.argv.includes('--check');
let stale = 0;
for (const [path, text] of Object.entries(deployFiles())) {
  const file = join(root, path);
  const current = await readFile(file, 'utf8').catch(() => null);
  if (current === text) continue;
  if (check) {
    console.error(`${path} differs from deploy/policy.mjs: run npm run deploy:config`);
    stale += 1;
  } else {
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, text);
    console.log(`Wrote ${path}`);
  }
}
if (stale > 0) process.exit(1);
