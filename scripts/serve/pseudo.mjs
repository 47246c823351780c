// @ts-check
// `npm run pseudo`: builds a throwaway copy of the site with two more languages added as the
// translators' guide says (scripts/lib/new-language.mjs) and serves it.
//
//   npm run pseudo                               builds the copy and serves it: open http://127.0.0.1:4180/en-XA/
//   node scripts/serve/pseudo.mjs --dir <dir>    builds the copy in <dir>
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PSEUDO_LANGUAGE } from '../lib/pseudo-locale.mjs';
import { buildWithNewLanguage } from '../lib/new-language.mjs';

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const at = process.argv.indexOf('--dir');
  const dir =
    at > 0 ? /** @type {string} */ (process.argv[at + 1]) : await mkdtemp(join(tmpdir(), 'site-'));
  if (at > 0) await rm(dir, { recursive: true, force: true });
  await buildWithNewLanguage(dir);
  if (process.argv.includes('--serve')) {
    const port = process.env.PORT ?? '4180';
    console.log(
      `\nThe site with ${PSEUDO_LANGUAGE.code}: http://127.0.0.1:${port}/${PSEUDO_LANGUAGE.code}/`,
    );
    console.log(`(a copy in ${dir}; Ctrl+C stops it)`);
    spawn('node', ['scripts/serve/serve.mjs'], {
      cwd: dir,
      stdio: 'inherit',
      env: { ...process.env, PORT: port },
    });
  } else {
    console.log(`\nBuilt with ${PSEUDO_LANGUAGE.code} in ${dir}`);
  }
}
