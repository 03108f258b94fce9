/**
 * No import cycle between files and no loop between folders in scripts/ and src/: each pipeline
 * depends on the shared core (scripts/reference, scripts/lib, src/lib) and not on another pipeline
 * that depends on it. The imports are read with TypeScript's own pre-processor (static, dynamic and
 * re-exports, type-only ones included); a folder is a file's directory.
 */
import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {describe, expect, it} from 'vitest';

const ROOT = path.resolve(__dirname, '..', '..', '..');
const SCANNED = ['scripts', 'src'];
const EXTENSIONS = ['', '.ts', '.tsx', '.mts', '.cts', '/index.ts', '/index.tsx'];

type Graph = Map<string, Set<string>>;

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), {withFileTypes: true}).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(relative);
    return /\.(ts|tsx|mts|cts)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [relative] : [];
  });
}

/** The repository-relative file an import names, or undefined for a package. */
export function resolveImport(from: string, specifier: string): string | undefined {
  let base: string;
  if (specifier.startsWith('.')) base = path.posix.join(path.posix.dirname(from), specifier);
  else if (specifier.startsWith('@site/')) base = specifier.slice('@site/'.length);
  else return undefined;
  return EXTENSIONS.map((extension) => base + extension).find((candidate) => {
    const full = path.join(ROOT, candidate);
    return existsSync(full) && statSync(full).isFile();
  });
}

function importGraph(): Graph {
  const graph: Graph = new Map();
  for (const file of SCANNED.flatMap(sourceFiles)) {
    const {importedFiles} = ts.preProcessFile(readFileSync(path.join(ROOT, file), 'utf8'), true, true);
    const targets = importedFiles.flatMap(({fileName}) => resolveImport(file, fileName) ?? []);
    graph.set(file, new Set(targets.filter((target) => SCANNED.some((dir) => target.startsWith(`${dir}/`)))));
  }
  return graph;
}

/** The graph's strongly connected parts with more than one node (Tarjan), each sorted. */
export function cycles(graph: Graph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let counter = 0;
  const visit = (node: string): void => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const part: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      part.push(member);
    } while (member !== node);
    if (part.length > 1) found.push(part.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

/** The same graph between folders: an edge where a file of one folder imports a file of another. */
export function folderGraph(graph: Graph): Graph {
  const folders: Graph = new Map();
  for (const [file, targets] of graph) {
    const from = path.posix.dirname(file);
    if (!folders.has(from)) folders.set(from, new Set());
    for (const target of targets) {
      const to = path.posix.dirname(target);
      if (to !== from) folders.get(from)!.add(to);
    }
  }
  return folders;
}

describe('imports in scripts/ and src/', () => {
  const graph = importGraph();

  it('reads the imports of every file', () => {
    expect(graph.size).toBeGreaterThan(100);
    expect(graph.get('scripts/ts-api/render.ts')).toContain('scripts/reference/links.ts');
  });

  it('form no cycle between files', () => {
    expect(cycles(graph)).toEqual([]);
  });

  it('form no loop between folders', () => {
    expect(cycles(folderGraph(graph))).toEqual([]);
  });
});

describe('cycles', () => {
  it('finds a loop of three and leaves a chain alone', () => {
    const graph: Graph = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a'])],
      ['d', new Set(['a'])],
    ]);
    expect(cycles(graph)).toEqual([['a', 'b', 'c']]);
    expect(cycles(new Map([['a', new Set(['b'])]]))).toEqual([]);
  });

  it('sees a loop between folders that no two files form', () => {
    const graph: Graph = new Map([
      ['x/one.ts', new Set(['y/two.ts'])],
      ['y/two.ts', new Set()],
      ['y/three.ts', new Set(['x/four.ts'])],
      ['x/four.ts', new Set()],
    ]);
    expect(cycles(graph)).toEqual([]);
    expect(cycles(folderGraph(graph))).toEqual([['x', 'y']]);
  });
});
