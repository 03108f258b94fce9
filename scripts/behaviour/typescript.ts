/**
 * Runs the TypeScript cases of the behaviour dataset (tests/behaviour/ts/<mechanism>.ts) in one
 * line of the published @utcp packages. Each line has its own install folder,
 * tests/behaviour/ts/lines/<line> with its own lockfile, installed here with `npm ci` when missing
 * or stale: aliased packages in the site's node_modules would each carry a private copy of
 * @utcp/sdk, and a plugin registers into the copy it imports, not into the SDK the case uses.
 * One child process per mechanism file (a fresh module context), two at a time; a case that
 * overruns its timeout or kills its process is recorded as an error and the rest go on in a new one.
 */
import {execFileSync, fork} from 'node:child_process';
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import type {TypeScriptImplementation} from '../../data/behaviour/implementations';
import {declaredInputs, REPOSITORY_ROOT} from '../../data/behaviour/index';
import type {Outcome} from '../../data/behaviour/types';
import type {Outcomes} from './results';
import type {ChildMessage, ParentMessage} from './typescriptOutcome';

export const TS_CASES_DIR = path.join(REPOSITORY_ROOT, 'tests', 'behaviour', 'ts');
export const TS_LINES_DIR = path.join(TS_CASES_DIR, 'lines');
const CHILD = path.join(__dirname, 'typescriptChild.ts');
/** The files every TypeScript case depends on besides its own mechanism file. */
export function tsSharedSources(): string[] {
  const support = path.join(TS_CASES_DIR, 'support');
  return [
    ...readdirSync(support)
      .filter((name) => /\.(ts|mjs)$/.test(name))
      .sort()
      .map((name) => path.join(support, name)),
    path.join(__dirname, 'typescriptChild.ts'),
    path.join(__dirname, 'typescriptOutcome.ts'),
  ];
}
const PARALLEL = 3;
/** Time a child gets beyond a case's own timeout before it is killed (start-up, slow machine). */
const GRACE_MS = 20_000;

/** The install folder of an implementation: sdk-1.0 → tests/behaviour/ts/lines/1.0. */
export function lineFolder(impl: TypeScriptImplementation): string {
  return path.join(TS_LINES_DIR, impl.id.replace(/^sdk-/, ''));
}

/** The exact dependencies a line folder installs. */
export function linePackages(folder: string): Record<string, string> {
  return (JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8')) as {dependencies: Record<string, string>})
    .dependencies;
}

/** Whether node_modules holds every package at the version the folder's lockfile names. */
export function lineInstalled(folder: string): boolean {
  const installed = path.join(folder, 'node_modules', '.package-lock.json');
  if (!existsSync(installed)) return false;
  type Lock = {packages?: Record<string, {version?: string}>};
  const wanted = (JSON.parse(readFileSync(path.join(folder, 'package-lock.json'), 'utf8')) as Lock).packages ?? {};
  const have = (JSON.parse(readFileSync(installed, 'utf8')) as Lock).packages ?? {};
  return Object.entries(wanted).every(([key, entry]) => key === '' || have[key]?.version === entry.version);
}

export function ensureLineInstalled(folder: string): void {
  if (lineInstalled(folder)) return;
  console.log(`Installing ${path.relative(REPOSITORY_ROOT, folder)} (npm ci)...`);
  execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], {cwd: folder, stdio: 'inherit'});
}

export function caseFile(mechanism: string): string {
  return path.join(TS_CASES_DIR, `${mechanism}.ts`);
}

interface FileRun {
  results: Outcomes;
  missing: [string, string][];
}

/** Runs cases of one case file, in as many child processes as timeouts and crashes require. */
async function runFile(
  folder: string,
  impl: TypeScriptImplementation,
  file: string,
  cases: [string, string][],
): Promise<FileRun> {
  const run: FileRun = {results: {}, missing: []};
  const record = (key: string, caseId: string, outcome: Outcome) => {
    run.results[key] = {...run.results[key], [caseId]: outcome};
  };
  let remaining = [...cases];
  while (remaining.length > 0) {
    const done = new Set<string>();
    let current: {key: string; case: string} | undefined;
    let crash = '';
    await new Promise<void>((resolve) => {
      const child = fork(CHILD, [folder, impl.id, file], {
        execArgv: ['--import', 'tsx'],
        cwd: REPOSITORY_ROOT,
        stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
      });
      let stderr = '';
      child.stderr?.on('data', (chunk: Buffer) => {
        stderr = (stderr + chunk.toString()).slice(-2000);
      });
      let watchdog: NodeJS.Timeout | undefined;
      const arm = (ms: number) => {
        clearTimeout(watchdog);
        watchdog = setTimeout(() => {
          crash = `the process gave no outcome within ${ms} ms and was killed`;
          child.kill('SIGKILL');
        }, ms);
      };
      arm(GRACE_MS * 3);
      child.on('message', (message: ChildMessage) => {
        if (message.type === 'start') {
          current = {key: message.key, case: message.case};
          arm(message.timeoutMs + GRACE_MS);
        } else if (message.type === 'outcome' || message.type === 'missing') {
          done.add(`${message.key}@${message.case}`);
          if (message.type === 'outcome') record(message.key, message.case, message.outcome);
          else run.missing.push([message.key, message.case]);
          current = undefined;
          arm(GRACE_MS * 3);
        } else if (message.type === 'crash') crash = message.message;
      });
      child.on('exit', (code) => {
        clearTimeout(watchdog);
        if (!crash && code !== 0 && code !== 3)
          crash = `exit ${code}: ${stderr.trim().split('\n').slice(-3).join(' | ')}`;
        resolve();
      });
      child.send({cases: remaining} satisfies ParentMessage);
    });
    if (crash) {
      // The case that was running when the process failed gets the failure; one without a case
      // running (the file failed to load) fails all that are left.
      const victims = current
        ? [[current.key, current.case] as [string, string]]
        : remaining.filter(([k, c]) => !done.has(`${k}@${c}`));
      for (const [key, caseId] of victims) {
        record(key, caseId, {error: {type: 'RunnerCrash', message: crash.split('\n')[0]}});
        done.add(`${key}@${caseId}`);
      }
    }
    remaining = remaining.filter(([key, caseId]) => !done.has(`${key}@${caseId}`));
  }
  return run;
}

export interface TypeScriptRun {
  results: Outcomes;
  missing: [string, string][];
  sources: string[];
}

export async function collectTypeScript(
  impl: TypeScriptImplementation,
  cases: [string, string][],
): Promise<TypeScriptRun> {
  const folder = lineFolder(impl);
  ensureLineInstalled(folder);
  const byMechanism = new Map<string, [string, string][]>();
  for (const entry of cases) {
    const mechanism = entry[0].split('.')[0];
    byMechanism.set(mechanism, [...(byMechanism.get(mechanism) ?? []), entry]);
  }
  const result: TypeScriptRun = {
    results: {},
    missing: [],
    sources: [...tsSharedSources(), path.join(folder, 'package-lock.json')],
  };
  // The slowest files first, so that they do not end up running alone at the end.
  const slow = ['mcp', 'http'];
  const queue = [...byMechanism.entries()].sort(
    ([a], [b]) => (slow.indexOf(a) + 1 || slow.length + 1) - (slow.indexOf(b) + 1 || slow.length + 1),
  );
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [mechanism, list] = next;
      const file = caseFile(mechanism);
      if (!existsSync(file)) {
        result.missing.push(...list);
        continue;
      }
      const started = Date.now();
      const run = await runFile(folder, impl, file, list);
      for (const [key, outcomes] of Object.entries(run.results))
        result.results[key] = {...result.results[key], ...outcomes};
      result.missing.push(...run.missing);
      result.sources.push(file, ...declaredInputs(file));
      process.stdout.write(
        `  ${impl.id} ${mechanism}: ${list.length} cases in ${((Date.now() - started) / 1000).toFixed(1)} s\n`,
      );
    }
  };
  await Promise.all(Array.from({length: PARALLEL}, worker));
  return result;
}
