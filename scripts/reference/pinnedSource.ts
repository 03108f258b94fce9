/**
 * Reading a pinned commit of an SDK repository and writing the facts taken from it: the core both
 * references share (scripts/api-reference/extract.ts for python-utcp, scripts/ts-api/extract.ts
 * for typescript-utcp). Files are read from git (ls-tree + cat-file), never from a work tree, so a
 * bare mirror works and uncommitted edits are ignored. Facts are written as stable JSON, all at
 * once or not at all (scripts/lib/atomicWrite.ts).
 */
import {execFileSync} from 'node:child_process';
import path from 'node:path';
import {writeFileAtomically} from '../lib/atomicWrite';

/** A failure an extractor reports as one line, without a stack: nothing is written. */
export class ExtractionFailure extends Error {}

const MAX_BUFFER = 256 * 1024 * 1024;

/** The standard output of `git -C repo args…`; a failing git becomes an ExtractionFailure with its stderr. */
export function git(repo: string, args: string[], input?: string): string {
  try {
    return execFileSync('git', ['-C', repo, ...args], {
      encoding: 'utf8',
      input,
      maxBuffer: MAX_BUFFER,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
  } catch (error) {
    const stderr = (error as {stderr?: string}).stderr?.trim();
    throw new ExtractionFailure(`git ${args.join(' ')} failed${stderr ? `: ${stderr}` : ''}`);
  }
}

/** The full commit a ref names (branch, tag or hash). */
export function resolveCommit(repo: string, ref: string): string {
  return git(repo, ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]).trim();
}

/** Every file path of a commit. */
export function listCommitFiles(repo: string, commit: string): string[] {
  return git(repo, ['ls-tree', '-r', '--name-only', commit]).split('\n').filter(Boolean);
}

/** Contents of many blobs of one commit, read in one `git cat-file --batch` call. */
export function readBlobs(repo: string, commit: string, files: string[]): Map<string, string> {
  const output = execFileSync('git', ['-C', repo, 'cat-file', '--batch'], {
    input: files.map((file) => `${commit}:${file}`).join('\n') + '\n',
    maxBuffer: MAX_BUFFER,
  });
  const blobs = new Map<string, string>();
  let offset = 0;
  for (const file of files) {
    const headerEnd = output.indexOf(0x0a, offset);
    const header = output.subarray(offset, headerEnd).toString('utf8');
    const size = Number(/ blob (\d+)$/.exec(header)?.[1]);
    if (!Number.isFinite(size)) throw new ExtractionFailure(`cannot read ${file} at ${commit}: ${header}`);
    blobs.set(file, output.subarray(headerEnd + 1, headerEnd + 1 + size).toString('utf8'));
    offset = headerEnd + 1 + size + 1;
  }
  return blobs;
}

/** Code-point order, the same on every machine (localeCompare is not). */
export function compareCodePoints(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** JSON with object keys sorted at every level and a final newline: same facts, same bytes. */
export function stableStringify(value: unknown): string {
  const sortKeys = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(sortKeys);
    if (node && typeof node === 'object') {
      return Object.fromEntries(
        Object.keys(node as object)
          .sort(compareCodePoints)
          .map((key) => [key, sortKeys((node as Record<string, unknown>)[key])]),
      );
    }
    return node;
  };
  return `${JSON.stringify(sortKeys(value), null, 1)}\n`;
}

/** Writes `<outDir>/<version>.json` as stable JSON, atomically; returns the path. */
export function writeVersionFacts(facts: {version: string}, outDir: string): string {
  const target = path.join(outDir, `${facts.version}.json`);
  writeFileAtomically(target, stableStringify(facts));
  return target;
}

/**
 * Throws ExtractionFailure when an extracted facts file is unusable: the problems every pipeline
 * checks (a commit that is not 40 hex digits, no package, a package named twice), then `more`,
 * the pipeline's own, listed together.
 */
export function assertUsableFacts(
  facts: {source: {commit: string}; packages: readonly {name: string}[]},
  more: readonly string[],
): void {
  const problems: string[] = [];
  if (!/^[0-9a-f]{40}$/.test(facts.source.commit))
    problems.push(`commit "${facts.source.commit}" is not 40 hex digits`);
  if (facts.packages.length === 0) problems.push('no packages found');
  const names = facts.packages.map((pkg) => pkg.name);
  for (const name of new Set(names.filter((name, index) => names.indexOf(name) !== index)))
    problems.push(`package ${name} appears twice`);
  problems.push(...more);
  if (problems.length > 0) throw new ExtractionFailure(`the extracted facts are invalid:\n  ${problems.join('\n  ')}`);
}
