/**
 * The commit message rule (CONTRIBUTING.md, "Commits"): a subject of at most 72 characters,
 * then, when there is a body, one blank line before it. Git's own merge and revert subjects
 * are let through. Run by the commit-msg hook in .githooks/ on the message file Git passes it.
 */
import {readFileSync} from 'node:fs';
import {parseOptions} from '../lib/options';

export const MAX_SUBJECT_LENGTH = 72;

/** The message as Git will record it: comment lines and Git's scissors section dropped. */
export function meaningfulLines(message: string): string[] {
  const lines = message.replace(/\r\n/g, '\n').split('\n');
  const scissors = lines.findIndex((line) => /^# -+ >8 -+$/.test(line));
  return (scissors === -1 ? lines : lines.slice(0, scissors)).filter((line) => !line.startsWith('#'));
}

/** What is wrong with a commit message; empty when it follows the rule. */
export function commitMessageProblems(message: string): string[] {
  const lines = meaningfulLines(message);
  while (lines.length > 0 && lines[0]!.trim() === '') {
    lines.shift();
  }
  const subject = lines[0]?.trimEnd() ?? '';
  if (subject === '') {
    return ['the message is empty'];
  }
  if (/^(Merge|Revert) /.test(subject)) {
    return [];
  }
  const problems: string[] = [];
  const length = [...subject].length;
  if (length > MAX_SUBJECT_LENGTH) {
    problems.push(`the subject is ${length} characters; keep it to ${MAX_SUBJECT_LENGTH} and put the why in the body`);
  }
  if (lines.length > 1 && lines[1]!.trim() !== '') {
    problems.push('the subject must be followed by a blank line before the body');
  }
  return problems;
}

function main(file: string | undefined): number {
  if (!file) {
    console.error('usage: commit-message.ts <commit message file>');
    return 2;
  }
  const problems = commitMessageProblems(readFileSync(file, 'utf8'));
  for (const problem of problems) {
    console.error(`commit-msg: ${problem}.`);
  }
  if (problems.length > 0) {
    console.error(`commit-msg: your message is kept in ${file}; fix it with git commit -e -F ${file}`);
  }
  return problems.length > 0 ? 1 : 0;
}

if (require.main === module) {
  const {positionals} = parseOptions({args: process.argv.slice(2), options: {}, allowPositionals: true});
  process.exitCode = main(positionals[0]);
}
