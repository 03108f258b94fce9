/**
 * Runs python-utcp from source at the commit a docs version pins.
 *
 * The commit comes from data/protocol/<version>.json (written by `npm run api:extract`), the
 * tree from `git archive` of any python-utcp checkout or bare mirror, the interpreter is the
 * machine's python3 (pydantic 2 from pip, aiohttp and friends from Debian). Nothing is installed
 * from PyPI: the import path is built from the source folders of every distribution in the tree.
 */
import {execFileSync, spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync} from 'node:fs';
import path from 'node:path';
import {PINNED_VERSIONS, versionPin} from '../../src/config/versionPins';

/** A docs version id as src/config/version-pins.json keys it: 'next', '1.0', '0.1'... */
export type PythonVersion = string;
export const PYTHON_VERSIONS: readonly PythonVersion[] = PINNED_VERSIONS;

const ROOT = path.resolve(__dirname, '..', '..');
export const CACHE_DIR = path.join(ROOT, '.cache', 'python-utcp');
/**
 * The one home of our test doubles for Python packages that cannot be installed here (mcp, mcp-use,
 * gql, fastapi, the ruff command): the block runner, the probes, the signature checker and the
 * conformance judge all put it on the import path before python-utcp.
 */
export const PYTHON_DOUBLES = path.join(ROOT, 'tests', 'python', 'doubles');
/** Debian's build of these matches pyenv's CPython 3.11; they are not on PyPI-free machines otherwise. */
export const DEBIAN_PACKAGES = ['python3-aiohttp', 'python3-authlib', 'python3-aiofiles', 'python3-tomli'] as const;
const DEBIAN_SITE_PACKAGES = '/usr/lib/python3/dist-packages';
/** Modules the plugins import at start-up, with the Debian package that brings each. */
const REQUIRED_MODULES: Record<string, string> = {
  pydantic: 'pip: pydantic>=2 (pyenv python3 has it)',
  aiohttp: 'python3-aiohttp',
  authlib: 'python3-authlib',
  aiofiles: 'python3-aiofiles',
  tomli: 'python3-tomli',
  yaml: 'python3-yaml',
  dotenv: 'python3-dotenv',
};

export class PythonEnvironmentError extends Error {}

/**
 * The python-utcp commit a docs version pins (src/config/version-pins.json); its
 * data/protocol/<version>.json must have been extracted at the same commit.
 */
export function pinnedCommit(version: PythonVersion): string {
  const commit = versionPin(version).pythonUtcp.commit;
  const file = path.join(ROOT, 'data', 'protocol', `${version}.json`);
  const facts = JSON.parse(readFileSync(file, 'utf8')) as {source?: {commit?: string}};
  if (facts.source?.commit !== commit) {
    throw new PythonEnvironmentError(
      `${file} was extracted at ${facts.source?.commit ?? 'no commit'}, but src/config/version-pins.json pins ${commit}: run npm run api:extract`,
    );
  }
  return commit;
}

/**
 * The folders to put on PYTHONPATH for one exported tree: the `src` folder beside every
 * pyproject.toml (the 1.x monorepo has one per plugin), then Debian's site-packages.
 * Sorted, so the same tree always gives the same path.
 */
export function sourceFolders(pyprojectFiles: readonly string[]): string[] {
  return pyprojectFiles
    .map((file) => path.posix.join(path.posix.dirname(file), 'src'))
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

function listPyprojects(tree: string, relative = ''): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(path.join(tree, relative), {withFileTypes: true})) {
    const child = relative ? `${relative}/${entry.name}` : entry.name;
    if (entry.isDirectory() && !/^(\.|node_modules$|tests?$|old_tests$|examples?$)/.test(entry.name)) {
      found.push(...listPyprojects(tree, child));
    } else if (entry.name === 'pyproject.toml') {
      found.push(child);
    }
  }
  return found;
}

/** Exports `commit` of `repository` into the cache (once) and returns the folder. */
export function exportTree(repository: string, commit: string): string {
  const target = path.join(CACHE_DIR, commit);
  if (existsSync(path.join(target, '.complete'))) return target;
  if (!existsSync(repository)) throw new PythonEnvironmentError(`no python-utcp repository at ${repository}`);
  const staging = `${target}.partial-${process.pid}`;
  rmSync(staging, {recursive: true, force: true});
  mkdirSync(staging, {recursive: true});
  try {
    const archive = execFileSync('git', ['-C', repository, 'archive', '--format=tar', commit], {
      maxBuffer: 512 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    execFileSync('tar', ['-x', '-C', staging], {input: archive});
  } catch (error) {
    rmSync(staging, {recursive: true, force: true});
    const stderr = String((error as {stderr?: Buffer}).stderr ?? '').trim();
    throw new PythonEnvironmentError(`cannot export ${commit} from ${repository}${stderr ? `: ${stderr}` : ''}`);
  }
  execFileSync('touch', [path.join(staging, '.complete')]);
  rmSync(target, {recursive: true, force: true});
  renameSync(staging, target);
  return target;
}

export interface PythonEnvironment {
  version: PythonVersion;
  commit: string;
  tree: string;
  /** Environment variables for a python3 child process. */
  env: NodeJS.ProcessEnv;
}

/** Module names python3 cannot import with the given PYTHONPATH. */
export function missingModules(pythonPath: string): string[] {
  const probe = `import importlib.util, json\nprint(json.dumps([m for m in ${JSON.stringify(
    Object.keys(REQUIRED_MODULES),
  )} if importlib.util.find_spec(m) is None]))`;
  const result = spawnSync('python3', ['-c', probe], {encoding: 'utf8', env: {...process.env, PYTHONPATH: pythonPath}});
  if (result.error || result.status !== 0) {
    throw new PythonEnvironmentError(`python3 does not run: ${result.error?.message ?? result.stderr}`);
  }
  return JSON.parse(result.stdout) as string[];
}

/** Checks the interpreter; as root, installs the Debian packages it lacks, as ensure-chromium.sh does. */
export function ensureInterpreter(extraPath: string): void {
  let missing = missingModules(extraPath);
  if (missing.length === 0) return;
  const debian = [...new Set(missing.map((m) => REQUIRED_MODULES[m]).filter((p) => p.startsWith('python3-')))];
  if (debian.length > 0 && process.getuid?.() === 0) {
    console.error(`Installing ${debian.join(' ')} with apt-get...`);
    execFileSync('apt-get', ['update', '-qq'], {stdio: 'inherit'});
    execFileSync('apt-get', ['install', '-y', '-qq', ...debian], {stdio: 'inherit'});
    missing = missingModules(extraPath);
  }
  if (missing.length > 0) {
    throw new PythonEnvironmentError(
      `python3 lacks ${missing.join(', ')}; install: ${missing.map((m) => REQUIRED_MODULES[m]).join(', ')}`,
    );
  }
}

/**
 * Everything needed to run python-utcp of one docs version: the pinned commit exported from
 * `repository`, and an environment whose PYTHONPATH holds its source folders, any `extraPaths`
 * (test doubles go first so they shadow what is not installed) and Debian's site-packages.
 */
export function preparePython(
  repository: string,
  version: PythonVersion,
  extraPaths: readonly string[] = [],
): PythonEnvironment {
  const commit = pinnedCommit(version);
  const tree = exportTree(repository, commit);
  const folders = sourceFolders(listPyprojects(tree))
    .map((folder) => path.join(tree, folder))
    .filter((folder) => existsSync(folder) && statSync(folder).isDirectory());
  const pythonPath = [...extraPaths, ...folders, DEBIAN_SITE_PACKAGES].join(path.delimiter);
  ensureInterpreter(pythonPath);
  return {
    version,
    commit,
    tree,
    env: {...process.env, PYTHONPATH: pythonPath, PYTHONDONTWRITEBYTECODE: '1', PYTHONHASHSEED: '0'},
  };
}

export interface PythonRun {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a Python program (source text) in the prepared environment. */
export function runPython(
  environment: PythonEnvironment,
  source: string,
  options: {cwd?: string; timeoutMs?: number; env?: NodeJS.ProcessEnv; input?: string} = {},
): PythonRun {
  const result = spawnSync('python3', ['-'], {
    input: source,
    encoding: 'utf8',
    cwd: options.cwd,
    timeout: options.timeoutMs ?? 60_000,
    env: {...environment.env, ...options.env},
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.error) throw new PythonEnvironmentError(`python3 failed to run: ${result.error.message}`);
  return {status: result.status, stdout: result.stdout, stderr: result.stderr};
}
