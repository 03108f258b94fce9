/**
 * The published side of the TypeScript facts: what the npm registry holds
 * for each package, and the types of every export as the compiler reads
 * them from the package's declaration files (scripts/ts-api/checker.ts).
 *
 * A version npm serves must be installed in node_modules (under its own name
 * or an alias such as `utcp-sdk-11`, pinned in package.json), so extraction
 * reads exactly the published `.d.ts`; a version npm lacks gets declarations
 * emitted from the source at the facts' commit.
 */
import {execFileSync} from 'node:child_process';
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {TsApiFacts, TsMember, TsPackage, TsRegistryRecord, TsSymbol} from '../../data/ts-api/types';
import {
  CheckerFailure,
  DeclarationReader,
  emitDeclarations,
  readerOptions,
  sourceDeclarationReader,
  type CheckedSymbol,
} from './checker';

export const REPO_ROOT = path.resolve(__dirname, '..', '..');

export type RegistryLookup = (name: string) => TsRegistryRecord;

/** `npm view <name> versions --json`; a 404 means nothing is published under the name. */
export function npmRegistry(today: string = new Date().toISOString().slice(0, 10)): RegistryLookup {
  return (name) => {
    try {
      const out = execFileSync('npm', ['view', name, 'versions', '--json'], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const parsed = JSON.parse(out) as string[] | string;
      return {checked: today, versions: Array.isArray(parsed) ? parsed : [parsed]};
    } catch (error) {
      const text = `${(error as {stdout?: string}).stdout ?? ''}${(error as {stderr?: string}).stderr ?? ''}`;
      if (/E404|404 Not Found/.test(text)) return {checked: today, versions: []};
      throw new CheckerFailure(`npm view ${name} versions failed: ${text.trim().split('\n')[0] ?? ''}`);
    }
  };
}

/** The folder in node_modules holding `name@version` (its own name or an `npm:` alias), or null. */
export function installedPackageDir(name: string, version: string, root: string = REPO_ROOT): string | null {
  const modules = path.join(root, 'node_modules');
  const candidates = [path.join(modules, name)];
  for (const entry of readdirSync(modules)) if (/^utcp-/.test(entry)) candidates.push(path.join(modules, entry));
  for (const dir of candidates) {
    const manifest = path.join(dir, 'package.json');
    if (!existsSync(manifest)) continue;
    const pkg = JSON.parse(readFileSync(manifest, 'utf8')) as {name?: string; version?: string};
    if (pkg.name === name && pkg.version === version) return dir;
  }
  return null;
}

/** The `.d.ts` entry of an installed package (its package.json `types`). */
export function declarationEntry(dir: string): string {
  const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {types?: string; typings?: string};
  const types = pkg.types ?? pkg.typings;
  if (!types) throw new CheckerFailure(`${dir} declares no types`);
  return path.join(dir, types);
}

/** A reader over the published `.d.ts` of one package, `@utcp/*` imports resolved to the same docs version's packages. */
export function publishedReader(
  entry: string,
  siblings: ReadonlyMap<string, string>,
  root: string = REPO_ROOT,
): DeclarationReader {
  const paths: Record<string, string[]> = {};
  for (const [name, siblingEntry] of siblings) paths[name] = [siblingEntry];
  return new DeclarationReader([entry], readerOptions(root, paths));
}

function matchKind(symbol: TsSymbol, checked: CheckedSymbol[]): CheckedSymbol | undefined {
  return checked.find((c) => c.name === symbol.name && c.kind === symbol.kind);
}

/**
 * Fills in `registry`, `declarations`, and each symbol's `declaration` and
 * `members` from the registry and the declaration files. `sources` are the
 * TypeScript files of the facts' commit (for packages npm lacks).
 */
export function addPublishedFacts(
  facts: TsApiFacts,
  sources: ReadonlyMap<string, string>,
  registry: RegistryLookup,
  root: string = REPO_ROOT,
): void {
  const installed = new Map<TsPackage, string>();
  for (const pkg of facts.packages) {
    pkg.registry = registry(pkg.name);
    if (!pkg.registry.versions.includes(pkg.version)) continue;
    const dir = installedPackageDir(pkg.name, pkg.version, root);
    if (!dir)
      throw new CheckerFailure(
        `${pkg.name}@${pkg.version} is published but not installed: add "utcp-${pkg.dir}-<n>": "npm:${pkg.name}@${pkg.version}" to devDependencies`,
      );
    installed.set(pkg, declarationEntry(dir));
  }
  const siblings = new Map([...installed].map(([pkg, entry]) => [pkg.name, entry]));
  let fromSource: ReturnType<typeof sourceDeclarationReader> | null = null;
  for (const pkg of facts.packages) {
    const entry = installed.get(pkg);
    let checked: CheckedSymbol[];
    if (entry) {
      pkg.declarations = {from: 'npm', spec: `${pkg.name}@${pkg.version}`};
      checked = publishedReader(entry, siblings, root).exportsOf(entry);
    } else {
      pkg.declarations = {from: 'source', commit: facts.source.commit};
      if (!fromSource) {
        const dirs = facts.packages.map((p) => p.dir);
        fromSource = sourceDeclarationReader(root, emitDeclarations(root, sources, dirs), dirs);
      }
      checked = fromSource.reader.exportsOf(fromSource.entryOf(pkg.dir));
    }
    for (const symbol of pkg.symbols) {
      const found = matchKind(symbol, checked);
      symbol.dts = found?.declaration ?? null;
      symbol.dtsMembers = found?.members ?? [];
    }
    pkg.qualifiedNames = qualifiedNames(pkg);
  }
}

/** Every qualified name of one package: its symbols and their members, in page order of the facts. */
export function qualifiedNames(pkg: TsPackage): string[] {
  return pkg.symbols.flatMap((s) => [s.qualifiedName, ...s.dtsMembers.map((m: TsMember) => m.qualifiedName)]);
}
