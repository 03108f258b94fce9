// npm's prepare step: points Git at the repository's hooks in .githooks/ (the commit-msg check).
// Does nothing outside a Git work tree, and leaves a hooks path the developer set to something else.
import {execFileSync} from 'node:child_process';

const git = (...args) => execFileSync('git', args, {encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore']}).trim();

try {
  git('rev-parse', '--is-inside-work-tree');
} catch {
  process.exit(0);
}
let current = '';
try {
  current = git('config', '--get', 'core.hooksPath');
} catch {
  // not set
}
if (current === '' || current === '.githooks') {
  git('config', 'core.hooksPath', '.githooks');
} else {
  console.log(`Git hooks: core.hooksPath is ${current}; the commit-msg check in .githooks/ is not installed.`);
}
