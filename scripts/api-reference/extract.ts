/**
 * Extracts facts about python-utcp from its source at one git ref and writes
 * data/protocol/<version>.json (see data/protocol/types.ts).
 *
 *   npm run api:extract -- <python-utcp checkout or bare repo> <git ref> [--version 1.0|next|0.1] [--out <dir>]
 *
 * Files are read from git (ls-tree + cat-file), never from a work tree, so a
 * bare mirror works and uncommitted edits are ignored. The Python files are
 * parsed by python3's `ast` module (extract_facts.py). The result is checked
 * and only then written, atomically; on any failure nothing is written.
 */
import {execFileSync} from 'node:child_process';
import path from 'node:path';
import {exitOnHelp, parseOptions} from '../lib/options';
import * as pinnedSource from '../reference/pinnedSource';
import {
  assertUsableFacts,
  compareCodePoints as compare,
  ExtractionFailure,
  stableStringify,
} from '../reference/pinnedSource';
import type {FactsVersion, ModuleFacts, PackageFacts, ProtocolFacts} from '../../data/protocol/types';
import {PINNED_VERSIONS, VERSION_PINS} from '../../src/config/versionPins';

exitOnHelp(
  `Usage: npm run api:extract -- <python-utcp checkout or bare repo> <git ref> [--version <docs version>] [--out <dir>]

Extracts the python-utcp facts at <git ref> into data/protocol/<version>.json (python3 needed).`,
  module,
);

export {ExtractionFailure, stableStringify};

export const REPOSITORY_URL = 'https://github.com/universal-tool-calling-protocol/python-utcp';
const HELPER = path.join(__dirname, 'extract_facts.py');
const DEFAULT_OUT_DIR = path.resolve(__dirname, '..', '..', 'data', 'protocol');
const FACTS_VERSIONS: readonly FactsVersion[] = PINNED_VERSIONS;
/** Folders whose Python files are not part of any distribution's API. */
const SKIPPED_DIRS = new Set(['tests', 'test', 'old_tests', 'example', 'examples', 'scripts', 'docs']);

/** v1.0 → 1.0, main → next, v0.1 → 0.1. */
export function versionForRef(ref: string): FactsVersion {
  const pinned = FACTS_VERSIONS.find((version) => VERSION_PINS[version]!.pythonUtcp.ref === ref);
  if (pinned) return pinned;
  const match = /^v(\d+\.\d+)$/.exec(ref);
  if (match && (FACTS_VERSIONS as readonly string[]).includes(match[1])) return match[1] as FactsVersion;
  throw new ExtractionFailure(
    `cannot tell the docs version of ref "${ref}"; pass --version (${FACTS_VERSIONS.join(', ')})`,
  );
}

interface RawFacts {
  packages: Omit<PackageFacts, 'source_root' | 'plugin_entry_point' | 'modules'>[];
  modules: ModuleFacts[];
}

/** The module's dotted name from its path below the source root: `utcp/data/tool.py` → `utcp.data.tool`. */
export function moduleName(relativePath: string): string {
  const parts = relativePath.replace(/\.py$/, '').split('/');
  if (parts[parts.length - 1] === '__init__') parts.pop();
  return parts.join('.');
}

export function extractFacts(repo: string, ref: string, version: FactsVersion): ProtocolFacts {
  const commit = pinnedSource.resolveCommit(repo, ref);
  const files = pinnedSource.listCommitFiles(repo, commit);
  const skipped = (file: string) =>
    file
      .split('/')
      .slice(0, -1)
      .some((dir) => SKIPPED_DIRS.has(dir));
  const pyprojects = files.filter((file) => path.posix.basename(file) === 'pyproject.toml' && !skipped(file));
  if (pyprojects.length === 0) throw new ExtractionFailure(`no pyproject.toml at ${ref} (${commit})`);
  const roots = pyprojects.map((file) => path.posix.dirname(file)).map((dir) => (dir === '.' ? '' : dir));
  // python-utcp uses the src layout: a package's modules are the files below <root>/src.
  const sourceRoot = (root: string) => (root === '' ? 'src' : `${root}/src`);
  // Each Python file belongs to the deepest package root above it.
  const ownerRoot = (file: string) =>
    roots.filter((root) => root === '' || file.startsWith(`${root}/`)).sort((a, b) => b.length - a.length)[0];
  const moduleFiles = files.filter((file) => {
    if (!file.endsWith('.py') || skipped(file)) return false;
    const root = ownerRoot(file);
    return root !== undefined && file.startsWith(`${sourceRoot(root)}/`);
  });
  const blobs = pinnedSource.readBlobs(repo, commit, [...pyprojects, ...moduleFiles]);
  const request = {
    pyprojects: pyprojects.map((file, index) => ({path: file, root: roots[index], text: blobs.get(file)})),
    modules: moduleFiles.map((file) => {
      const root = ownerRoot(file);
      return {path: file, root, name: moduleName(file.slice(sourceRoot(root).length + 1)), text: blobs.get(file)};
    }),
  };
  let stdout: string;
  try {
    stdout = execFileSync('python3', [HELPER], {
      input: JSON.stringify(request),
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
  } catch (error) {
    const stderr = (error as {stderr?: string}).stderr?.trim();
    throw new ExtractionFailure(`parsing the Python sources failed${stderr ? `: ${stderr}` : ''}`);
  }
  const raw = JSON.parse(stdout) as RawFacts;
  const packages: PackageFacts[] = raw.packages
    .map((pkg) => ({
      ...pkg,
      source_root: sourceRoot(pkg.root),
      plugin_entry_point: Object.values(pkg.entry_points['utcp.plugins'] ?? {})[0] ?? null,
      modules: raw.modules
        .filter((mod) => mod.package === pkg.name)
        .map((mod) => mod.name)
        .sort(),
    }))
    .sort((a, b) => compare(a.name, b.name));
  const facts: ProtocolFacts = {
    format: 1,
    version,
    source: {repository: REPOSITORY_URL, ref, commit},
    packages,
    modules: [...raw.modules].sort((a, b) => compare(a.name, b.name)),
  };
  validateFacts(facts);
  return facts;
}

/** Throws on anything that would make the file unusable; lists every problem. */
export function validateFacts(facts: ProtocolFacts): void {
  const problems: string[] = [];
  if (facts.modules.length === 0) problems.push('no modules found');
  const packageNames = new Set(facts.packages.map((pkg) => pkg.name));
  for (const pkg of facts.packages) {
    if (!pkg.version) problems.push(`package ${pkg.name} has no static version in ${pkg.pyproject}`);
    if (pkg.modules.length === 0) problems.push(`package ${pkg.name} has no modules below ${pkg.source_root}`);
  }
  const moduleNames = new Set<string>();
  for (const mod of facts.modules) {
    if (moduleNames.has(mod.name)) problems.push(`module ${mod.name} appears twice (${mod.path})`);
    moduleNames.add(mod.name);
    if (!packageNames.has(mod.package)) problems.push(`module ${mod.name} belongs to unknown package ${mod.package}`);
    const classNames = new Set<string>();
    for (const cls of mod.classes) {
      if (classNames.has(cls.name)) problems.push(`class ${cls.qualified_name} is defined twice`);
      classNames.add(cls.name);
      if (!Number.isInteger(cls.line) || cls.line < 1) problems.push(`class ${cls.qualified_name} has no line number`);
    }
  }
  assertUsableFacts(facts, problems);
}

/** Writes `<outDir>/<version>.json` atomically, as stable JSON. */
export function writeFacts(facts: ProtocolFacts, outDir: string = DEFAULT_OUT_DIR): string {
  return pinnedSource.writeVersionFacts(facts, outDir);
}

interface CliOptions {
  repo: string;
  ref: string;
  version?: FactsVersion;
  outDir?: string;
}

export function parseArgs(argv: string[]): CliOptions {
  let parsed;
  try {
    parsed = parseOptions({
      args: argv,
      options: {version: {type: 'string'}, out: {type: 'string'}},
      allowPositionals: true,
    });
  } catch (error) {
    throw new ExtractionFailure((error as Error).message);
  }
  const {values, positionals: positional} = parsed;
  const options: Partial<CliOptions> = {};
  if (values.out !== undefined) options.outDir = path.resolve(values.out);
  if (values.version !== undefined) {
    if (!(FACTS_VERSIONS as readonly string[]).includes(values.version)) {
      throw new ExtractionFailure(`unknown version "${values.version}" (${FACTS_VERSIONS.join(', ')})`);
    }
    options.version = values.version as FactsVersion;
  }
  if (positional.length !== 2) {
    throw new ExtractionFailure(
      'usage: npm run api:extract -- <python-utcp checkout or bare repo> <git ref> [--version 1.0|next|0.1] [--out <dir>]',
    );
  }
  return {...options, repo: path.resolve(positional[0]), ref: positional[1]};
}

export function main(argv: string[]): number {
  try {
    const options = parseArgs(argv);
    const version = options.version ?? versionForRef(options.ref);
    const facts = extractFacts(options.repo, options.ref, version);
    const target = writeFacts(facts, options.outDir);
    const items = facts.modules.reduce(
      (n, mod) => n + mod.classes.length + mod.functions.length + mod.constants.length,
      0,
    );
    console.log(
      `Wrote ${path.relative(process.cwd(), target)}: ${facts.packages.length} packages, ${facts.modules.length} modules, ${items} top-level items from ${options.ref} (${facts.source.commit}).`,
    );
    return 0;
  } catch (error) {
    const message =
      error instanceof ExtractionFailure
        ? error.message
        : error instanceof Error
          ? (error.stack ?? error.message)
          : String(error);
    console.error(`api:extract failed: ${message}\nnothing written`);
    return 1;
  }
}

if (require.main === module) process.exit(main(process.argv.slice(2)));
