/**
 * Extracts the exported API of every package of typescript-utcp at one git
 * ref and writes data/ts-api/<version>.json (shape: data/ts-api/types.ts).
 *
 *   npm run ts-api:extract -- <typescript-utcp checkout or bare repo> <git ref> [--version 1.0|next] [--out <dir>]
 *
 * Files are read from git (ls-tree + cat-file), so a bare mirror works and a
 * work tree's edits are ignored. Each package is a folder packages/<dir> with
 * a package.json and src/index.ts; its exports are followed from that entry
 * (scripts/ts-api/analyze.ts). The result is validated and then written
 * through a temporary file; on any failure nothing is written.
 */
import path from 'node:path';
import {exitOnHelp, OptionsError, parseOptions} from '../lib/options';
import {
  assertUsableFacts,
  ExtractionFailure,
  listCommitFiles,
  readBlobs,
  resolveCommit,
  stableStringify,
  writeVersionFacts,
} from '../reference/pinnedSource';
import type {TsApiFacts, TsDocsVersion, TsPackage} from '../../data/ts-api/types';
import {AnalysisFailure, compare, SourceSet} from './analyze';
import {typescriptVersions, versionPin} from '../../src/config/versionPins';

exitOnHelp(
  `Usage: npm run ts-api:extract -- <typescript-utcp checkout or bare repo> <git ref> [--version <docs version>] [--out <dir>]

Extracts the typescript-utcp facts at <git ref> into data/ts-api/<version>.json.`,
  module,
);
import {CheckerFailure} from './checker';
import {addPublishedFacts, npmRegistry, type RegistryLookup} from './published';

export const TS_REPOSITORY_URL = 'https://github.com/universal-tool-calling-protocol/typescript-utcp';
const DEFAULT_OUT_DIR = path.resolve(__dirname, '..', '..', 'data', 'ts-api');
export const TS_DOCS_VERSIONS: readonly TsDocsVersion[] = typescriptVersions();

export {ExtractionFailure, stableStringify};

/** The docs version whose typescript-utcp pin has this ref: main → next, v1.0 → 1.0. */
export function versionForRef(ref: string): TsDocsVersion {
  const pinned = TS_DOCS_VERSIONS.find((version) => versionPin(version).typescriptUtcp?.ref === ref);
  if (pinned) return pinned;
  throw new ExtractionFailure(
    `cannot tell the docs version of ref "${ref}"; pass --version (${TS_DOCS_VERSIONS.join(', ')})`,
  );
}

/** Source files that belong to a package's API: TypeScript below packages/<dir>/src, tests left out. */
export function isSourceFile(file: string): boolean {
  return (
    /^packages\/[^/]+\/src\/.+\.tsx?$/.test(file) &&
    !/\.(test|spec)\.tsx?$/.test(file) &&
    !/\.d\.ts$/.test(file) &&
    !file.split('/').some((part) => part === '__tests__' || part === 'tests')
  );
}

/** Extracts the facts of every package from an in-memory file set (path → text). */
export function factsFromFiles(
  files: ReadonlyMap<string, string>,
  version: TsDocsVersion,
  source: TsApiFacts['source'],
): TsApiFacts {
  const sources = new SourceSet(files);
  const packages: TsPackage[] = [];
  for (const manifest of [...files.keys()].filter((f) => /^packages\/[^/]+\/package\.json$/.test(f)).sort(compare)) {
    const dir = manifest.split('/')[1];
    const entry = `packages/${dir}/src/index.ts`;
    if (!files.has(entry)) continue;
    const pkg = JSON.parse(files.get(manifest)!) as {
      name?: string;
      version?: string;
      dependencies?: Record<string, string>;
      peerDependencies?: Record<string, string>;
    };
    if (!pkg.name || !pkg.version) throw new ExtractionFailure(`${manifest} has no name or version`);
    let symbols;
    try {
      symbols = sources.symbolsOf(entry);
    } catch (error) {
      if (error instanceof AnalysisFailure) throw new ExtractionFailure(`${pkg.name}: ${error.message}`);
      throw error;
    }
    packages.push({
      dir,
      name: pkg.name,
      version: pkg.version,
      entry,
      dependencies: pkg.dependencies ?? {},
      peerDependencies: pkg.peerDependencies ?? {},
      symbols,
      // Filled in by addPublishedFacts (scripts/ts-api/published.ts).
      declarations: {from: 'source', commit: source.commit},
      registry: {checked: '', versions: []},
      qualifiedNames: symbols.map((s) => s.qualifiedName),
    });
  }
  const facts: TsApiFacts = {format: 1, version, source, packages};
  validateTsFacts(facts);
  return facts;
}

/**
 * The facts of one ref: exports from the source, types and members from the
 * packages' declaration files, and what the registry holds (`registry`
 * answers `npm view`; a test passes the recorded answers instead).
 */
export function extractTsFacts(
  repo: string,
  ref: string,
  version: TsDocsVersion,
  registry: RegistryLookup = npmRegistry(),
): TsApiFacts {
  const commit = resolveCommit(repo, ref);
  const all = listCommitFiles(repo, commit);
  const wanted = all.filter((file) => isSourceFile(file) || /^packages\/[^/]+\/package\.json$/.test(file));
  if (wanted.length === 0) throw new ExtractionFailure(`no packages/*/package.json at ${ref} (${commit})`);
  const files = readBlobs(repo, commit, wanted);
  const facts = factsFromFiles(files, version, {repository: TS_REPOSITORY_URL, ref, commit});
  try {
    addPublishedFacts(facts, new Map([...files].filter(([file]) => isSourceFile(file))), registry);
  } catch (error) {
    if (error instanceof CheckerFailure) throw new ExtractionFailure(error.message);
    throw error;
  }
  validateTsFacts(facts);
  return facts;
}

/** Throws on anything that would make the file unusable; lists every problem. */
export function validateTsFacts(facts: TsApiFacts): void {
  const problems: string[] = [];
  if (!TS_DOCS_VERSIONS.includes(facts.version)) problems.push(`unknown version "${facts.version}"`);
  for (const pkg of facts.packages) {
    if (!/^\d+\.\d+\.\d+/.test(pkg.version)) problems.push(`package ${pkg.name} has version "${pkg.version}"`);
    if (pkg.symbols.length === 0) problems.push(`package ${pkg.name} exports nothing`);
    const seen = new Set<string>();
    for (const symbol of pkg.symbols) {
      const key = `${symbol.kind} ${symbol.name}`;
      if (seen.has(key)) problems.push(`${pkg.name}: ${key} appears twice`);
      seen.add(key);
      if (!Number.isInteger(symbol.line) || symbol.line < 1) problems.push(`${pkg.name}: ${key} has no line number`);
      if (!symbol.file.startsWith(`packages/${pkg.dir}/`))
        problems.push(`${pkg.name}: ${key} is declared outside the package (${symbol.file})`);
      if (!symbol.signature) problems.push(`${pkg.name}: ${key} has no signature`);
    }
  }
  assertUsableFacts(facts, problems);
}

export function writeTsFacts(facts: TsApiFacts, outDir: string = DEFAULT_OUT_DIR): string {
  return writeVersionFacts(facts, outDir);
}

export function main(argv: string[]): number {
  try {
    const {values, positionals: positional} = parseOptions({
      args: argv,
      options: {version: {type: 'string'}, out: {type: 'string'}},
      allowPositionals: true,
    });
    const outDir = values.out === undefined ? undefined : path.resolve(values.out);
    if (values.version !== undefined && !(TS_DOCS_VERSIONS as readonly string[]).includes(values.version)) {
      throw new ExtractionFailure(`unknown version "${values.version}" (1.0, next)`);
    }
    const version = values.version as TsDocsVersion | undefined;
    if (positional.length !== 2) {
      throw new ExtractionFailure(
        'usage: npm run ts-api:extract -- <typescript-utcp checkout or bare repo> <git ref> [--version 1.0|next] [--out <dir>]',
      );
    }
    const [repo, ref] = [path.resolve(positional[0]), positional[1]];
    const facts = extractTsFacts(repo, ref, version ?? versionForRef(ref));
    const target = writeTsFacts(facts, outDir);
    const counts = facts.packages.map((p) => `${p.name} ${p.symbols.length}`).join(', ');
    console.log(`Wrote ${path.relative(process.cwd(), target)} from ${ref} (${facts.source.commit}): ${counts}.`);
    return 0;
  } catch (error) {
    const message =
      error instanceof ExtractionFailure || error instanceof OptionsError
        ? error.message
        : error instanceof Error
          ? (error.stack ?? error.message)
          : String(error);
    console.error(`ts-api:extract failed: ${message}\nnothing written`);
    return 1;
  }
}

if (require.main === module) process.exit(main(process.argv.slice(2)));
