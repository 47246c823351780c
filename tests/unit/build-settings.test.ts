// The build's settings (SITE_ORIGIN, SCHOOL_PHONE, ADMISSIONS_EMAIL) go through their parsers
// in vite.config.ts: a malformed one stops `vite build` at once with the parser's one line
// (the parsers' own rules are tested beside them, in src/config/).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
// Were a setting not checked, the build would run: into a folder of its own, not dist/.
const outDir = mkdtempSync(join(tmpdir(), 'build-settings-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

function build(env: Record<string, string>) {
  return spawnSync(
    process.execPath,
    [join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--outDir', outDir],
    { cwd: root, env: { ...process.env, ...env }, encoding: 'utf8', timeout: 120_000 },
  );
}

describe('vite build with a malformed setting', () => {
  it.each([
    [
      'SCHOOL_PHONE',
      'bad',
      'SCHOOL_PHONE="bad" is not a phone number: it must start with + and the country code (expected the international form, e.g. +91 22 1234 5678)',
    ],
    [
      'ADMISSIONS_EMAIL',
      'admissions.school.in',
      'ADMISSIONS_EMAIL="admissions.school.in" is not an e-mail address: it must hold exactly one @ (expected e.g. admissions@school.in)',
    ],
  ])('%s=%j stops with one clear line', (name, value, line) => {
    const result = build({ [name]: value });
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split('\n')).toEqual([line]);
    expect(result.stdout).not.toMatch(/built in/);
  });
});
