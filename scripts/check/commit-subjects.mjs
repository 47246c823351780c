// @ts-check
// Part of `npm run lint`: every commit since the rule began has a subject of at most 72
// characters, so `git log --oneline` stays readable; the details go in the body. Commits
// before FROM keep their long subjects (history is not rewritten). Without git, or in a copy
// without this history, it says so and passes.
import { execFileSync } from 'node:child_process';

const FROM = '041732d'; // the first commit under the rule
const LIMIT = 72;

/** @param {string[]} args */
const git = (args) =>
  execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });

let subjects;
try {
  git(['cat-file', '-e', `${FROM}^{commit}`]);
  subjects = git(['log', '--format=%h %s', `${FROM}~1..HEAD`])
    .split('\n')
    .filter(Boolean);
} catch {
  console.log(`commit-subjects: no git history from ${FROM} here; not checked`);
  process.exit(0);
}
const long = subjects.filter((line) => [...line.slice(line.indexOf(' ') + 1)].length > LIMIT);
for (const line of long)
  console.error(
    `commit-subjects: over ${LIMIT} characters: ${line} (shorten it; details in the body)`,
  );
if (long.length) process.exit(1);
console.log(`commit-subjects: ${subjects.length} subjects, each at most ${LIMIT} characters`);
