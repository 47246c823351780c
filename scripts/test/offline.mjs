// @ts-check
// `npm run test:offline`: the site with no network, in a real browser
// (tests/offline/offline.spec.ts). First builds the version a deploy would bring next: a copy of
// the working tree with one Hindi sentence changed, so that the tests can serve the two builds
// one after the other at the same address and watch the update arrive.
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { copySite, run } from '../lib/new-language.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
/** What the next version adds to the Hindi home page's heading. */
const MARK = '(नया संस्करण)';

const dir = await mkdtemp(join(tmpdir(), 'site-next-'));
try {
  await copySite(dir);
  const file = join(dir, 'locales', 'hi', 'home.json');
  const home = JSON.parse(await readFile(file, 'utf8'));
  home.hero.title = `${home.hero.title} ${MARK}`;
  await writeFile(file, `${JSON.stringify(home, null, 2)}\n`);
  // Served by scripts/serve/serve.mjs, which sends the plain files where no compressed copy exists:
  // the copy is not compressed (the main build's compression has its own checks).
  process.env.SKIP_COMPRESSION = '1';
  run(dir, ['npm', 'run', '-s', 'build']);
  execFileSync('npx', ['playwright', 'test', '-c', 'playwright.offline.config.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, OFFLINE_NEXT_DIST: join(dir, 'dist'), OFFLINE_NEXT_MARK: MARK },
  });
} finally {
  await rm(dir, { recursive: true, force: true });
}
