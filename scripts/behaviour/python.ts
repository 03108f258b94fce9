/**
 * Runs the Python cases of the behaviour dataset (tests/behaviour/python/<mechanism>.py) in one
 * python-utcp line: the pinned commit exported into .cache/python-utcp, its source folders on
 * PYTHONPATH with our doubles and stand-ins first, dist-info written so its plugins are found
 * (the same environment `npm run python:verify` builds), one python3 process per mechanism file.
 */
import {execFileSync, spawnSync} from 'node:child_process';
import {existsSync, mkdirSync} from 'node:fs';
import path from 'node:path';
import type {PythonImplementation} from '../../data/behaviour/implementations';
import {declaredInputs, REPOSITORY_ROOT} from '../../data/behaviour/index';
import type {Outcome} from '../../data/behaviour/types';
import {CACHE_DIR, preparePython, PYTHON_DOUBLES, type PythonEnvironment} from '../python-utcp/environment';
import type {Outcomes} from './results';

export const PYTHON_CASES_DIR = path.join(REPOSITORY_ROOT, 'tests', 'behaviour', 'python');
const PYTHON_TESTS = path.join(REPOSITORY_ROOT, 'tests', 'python');
/**
 * The files every Python case depends on besides its own mechanism file (utcp_probe.py: plugins,
 * server), and our test doubles of the packages that cannot be installed here, declared by _run.py.
 */
export const PYTHON_SHARED_SOURCES = [
  ...['_behaviour.py', '_run.py'].map((name) => path.join(PYTHON_CASES_DIR, name)),
  path.join(PYTHON_TESTS, 'support', 'utcp_probe.py'),
  ...declaredInputs(path.join(PYTHON_CASES_DIR, '_run.py')),
];

/** Our own code on the import path, before python-utcp (as python:verify puts it). */
function ourPaths(): string[] {
  return [PYTHON_DOUBLES, path.join(PYTHON_TESTS, 'support')];
}

export function pythonEnvironment(repository: string, impl: PythonImplementation): PythonEnvironment {
  const prepared = preparePython(repository, impl.protocolVersion, ourPaths());
  if (prepared.commit !== impl.commit)
    throw new Error(`${impl.id}: data/protocol pins ${prepared.commit}, implementations.ts ${impl.commit}`);
  const distInfo = path.join(CACHE_DIR, `dist-info-${prepared.commit}`);
  mkdirSync(distInfo, {recursive: true});
  execFileSync('python3', [path.join(PYTHON_TESTS, 'harness', 'write_dist_info.py'), prepared.tree, distInfo], {
    env: prepared.env,
    stdio: ['ignore', 'ignore', 'ignore'],
  });
  return {
    ...prepared,
    env: {
      ...prepared.env,
      PYTHONPATH: `${distInfo}${path.delimiter}${prepared.env.PYTHONPATH}`,
      BEHAVIOUR_IMPL: impl.id,
    },
  };
}

export function mechanismFile(mechanism: string): string {
  return path.join(PYTHON_CASES_DIR, `${mechanism}.py`);
}

export interface MechanismRun {
  results: Outcomes;
  missing: [string, string][];
  file: string;
}

/** Runs the given cases of one mechanism file; a crash of the runner becomes each case's error. */
export function runMechanism(
  environment: PythonEnvironment,
  mechanism: string,
  cases: readonly [string, string][],
): MechanismRun {
  const file = mechanismFile(mechanism);
  if (!existsSync(file)) return {results: {}, missing: [...cases], file};
  const result = spawnSync('python3', [path.join(PYTHON_CASES_DIR, '_run.py')], {
    input: JSON.stringify({module: mechanism, cases}),
    env: environment.env,
    encoding: 'utf8',
    timeout: Math.max(120_000, cases.length * 35_000),
    maxBuffer: 64 * 1024 * 1024,
  });
  const last = result.stdout.trim().split('\n').pop() ?? '';
  try {
    const parsed = JSON.parse(last) as {results: Outcomes; missing: [string, string][]};
    return {...parsed, file};
  } catch {
    const crash: Outcome = {
      error: {type: 'RunnerCrash', message: `status ${result.status}: ${result.stderr.slice(-400)}`},
    };
    const results: Outcomes = {};
    for (const [key, caseId] of cases) (results[key] ??= {})[caseId] = crash;
    return {results, missing: [], file};
  }
}
