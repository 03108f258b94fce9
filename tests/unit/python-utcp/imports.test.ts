/**
 * Every `import` / `from … import …` line in a Python block of the 1.0 and Next
 * pages names a python-utcp module and names that exist at the pinned commit
 * (facts in data/protocol/{1.0,next}.json, extracted from python-utcp
 * v1.0 @ 0150a3b and main @ fd30247). Modules outside python-utcp (asyncio,
 * aiohttp, ...) are not checked.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {findModule, loadFacts, type ModuleFacts, type ProtocolFacts} from '../../../data/protocol';
import {extractCodeBlocks, type CodeBlock} from '../../support/docExamples/extract';
import {markdownFiles} from '../../support/tsSnippets';

const ROOT = path.resolve(__dirname, '../../..');
const PAGES: Record<'1.0' | 'next', string> = {
  '1.0': path.join(ROOT, 'versioned_docs/version-1.0'),
  next: path.join(ROOT, 'docs'),
};

export interface PythonImport {
  /** 1-based line inside the page. */
  line: number;
  module: string;
  /** Imported names; empty for `import module`. */
  names: string[];
}

/** Parses the import statements of a Python block, including parenthesized multi-line ones. */
export function pythonImports(block: CodeBlock): PythonImport[] {
  const lines = block.content.split('\n');
  const found: PythonImport[] = [];
  for (let i = 0; i < lines.length; i += 1) {
    const text = lines[i].trim();
    const from = /^from\s+([\w.]+)\s+import\s+(.*)$/.exec(text);
    if (from) {
      let list = from[2];
      if (list.startsWith('(')) {
        let j = i;
        while (!list.includes(')') && j + 1 < lines.length) {
          j += 1;
          list += ` ${lines[j].trim()}`;
        }
        list = list.replace(/[()]/g, '');
      }
      const names = list
        .split('#')[0]
        .split(',')
        .map((part) => part.trim().split(/\s+as\s+/)[0])
        .filter(Boolean);
      found.push({line: block.line + 1 + i, module: from[1], names});
      continue;
    }
    const plain = /^import\s+(.*)$/.exec(text);
    if (plain) {
      for (const part of plain[1].split('#')[0].split(',')) {
        found.push({line: block.line + 1 + i, module: part.trim().split(/\s+as\s+/)[0], names: []});
      }
    }
  }
  return found;
}

const isPythonUtcp = (module: string) => /^utcp(_\w+)?(\.|$)/.test(module);

/** True when `name` can be imported from `mod`: a class, function or constant, a re-exported import, or a submodule. */
function moduleHasName(facts: ProtocolFacts, mod: ModuleFacts, name: string): boolean {
  return (
    mod.classes.some((cls) => cls.name === name) ||
    mod.functions.some((fn) => fn.name === name) ||
    mod.constants.some((constant) => constant.name === name) ||
    mod.imports.some((imported) => (imported.as ?? imported.name) === name) ||
    findModule(facts, `${mod.name}.${name}`) !== undefined
  );
}

export function importProblems(facts: ProtocolFacts, imports: PythonImport[], file: string): string[] {
  const problems: string[] = [];
  for (const imported of imports.filter((candidate) => isPythonUtcp(candidate.module))) {
    const mod = findModule(facts, imported.module);
    if (!mod) {
      problems.push(`${file}:${imported.line} no module ${imported.module}`);
      continue;
    }
    for (const name of imported.names) {
      if (!moduleHasName(facts, mod, name)) problems.push(`${file}:${imported.line} ${imported.module} has no ${name}`);
    }
  }
  return problems;
}

function pythonBlocks(dir: string): CodeBlock[] {
  return markdownFiles(dir).flatMap((file) =>
    extractCodeBlocks(readFileSync(file, 'utf8'), path.relative(ROOT, file)).filter(
      (block) => (block.lang === 'python' || block.lang === 'py') && !block.legacy,
    ),
  );
}

describe('the import checker', () => {
  const facts = loadFacts('1.0');
  const block = (content: string): CodeBlock => ({
    file: 'x.md',
    line: 1,
    lang: 'python',
    meta: [],
    partial: false,
    legacy: false,
    impl: 'both',
    metaErrors: [],
    content,
  });

  it('accepts real modules and names, including re-exports and submodules', () => {
    const imports = pythonImports(
      block('from utcp.utcp_client import UtcpClient\nfrom utcp.data import tool\nimport utcp.plugins.discovery'),
    );
    expect(imports).toHaveLength(3);
    expect(importProblems(facts, imports, 'x.md')).toEqual([]);
  });

  it('reports a missing module and a missing name', () => {
    const imports = pythonImports(
      block(
        'from utcp.client.utcp_client import UtcpClient\nfrom utcp.utcp_client import (\n    UtcpClient,\n    UtcpClientNope,\n)',
      ),
    );
    expect(importProblems(facts, imports, 'x.md')).toEqual([
      'x.md:2 no module utcp.client.utcp_client',
      'x.md:3 utcp.utcp_client has no UtcpClientNope',
    ]);
  });
});

describe.each(['1.0', 'next'] as const)('Python imports on the %s pages resolve at the pinned commit', (version) => {
  const facts = loadFacts(version);
  const blocks = pythonBlocks(PAGES[version]);

  it('finds Python blocks with python-utcp imports', () => {
    expect(
      blocks.flatMap((block) => pythonImports(block)).filter((imp) => isPythonUtcp(imp.module)).length,
    ).toBeGreaterThan(20);
  });

  it.each(blocks.map((block) => [`${block.file}:${block.line}`, block]))('%s', (_label, block) => {
    expect(importProblems(facts, pythonImports(block), block.file)).toEqual([]);
    // A complete block that uses UtcpClient must import it (a `partial` block continues an earlier one).
    if (!block.partial && /\bUtcpClient\.create\b/.test(block.content)) {
      expect(block.content, `${block.file}:${block.line} uses UtcpClient without importing it`).toMatch(
        /from utcp\.utcp_client import[^\n]*\bUtcpClient\b/,
      );
    }
  });
});
