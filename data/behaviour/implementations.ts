/**
 * The implementations the behaviour dataset runs its cases in: the one table of pinned commits and
 * package versions, read by `npm run behaviour:collect`, the offline check and the pages.
 */
export type ImplementationId = 'python-0.1' | 'python-1.0' | 'python-1.1' | 'sdk-1.0' | 'sdk-1.1';

/** The docs version a page belongs to ("next" is the unreleased line, 1.1 of the libraries). */
export type DocsVersion = '0.1' | '1.0' | 'next';

interface ImplementationBase {
  id: ImplementationId;
  /** Column heading of the tables. */
  label: string;
  /** The docs versions whose pages describe this implementation. */
  docsVersions: readonly DocsVersion[];
}

export interface PythonImplementation extends ImplementationBase {
  language: 'python';
  /** Where `npm run python:verify` keeps the same commit: data/protocol/<protocolVersion>.json. */
  protocolVersion: '0.1' | '1.0' | 'next';
  repository: string;
  commit: string;
  /** The version in the core pyproject.toml at that commit. */
  coreVersion: string;
}

export interface TypeScriptImplementation extends ImplementationBase {
  language: 'typescript';
  /** Published npm packages, exact versions. */
  packages: Readonly<Record<string, string>>;
}

export type Implementation = PythonImplementation | TypeScriptImplementation;

const PYTHON_UTCP = 'https://github.com/universal-tool-calling-protocol/python-utcp';

export const IMPLEMENTATIONS: readonly Implementation[] = [
  {
    id: 'python-0.1',
    label: 'python-utcp 0.1',
    language: 'python',
    docsVersions: ['0.1'],
    protocolVersion: '0.1',
    repository: PYTHON_UTCP,
    commit: 'd7656582b50d0f787a8463291930322b3f55d70b',
    coreVersion: '0.1.8',
  },
  {
    id: 'python-1.0',
    label: 'python-utcp 1.0',
    language: 'python',
    docsVersions: ['1.0'],
    protocolVersion: '1.0',
    repository: PYTHON_UTCP,
    commit: '0150a3b56fb6f3778c6d503116077a4bb458d276',
    coreVersion: '1.0.4',
  },
  {
    id: 'python-1.1',
    label: 'python-utcp 1.1',
    language: 'python',
    docsVersions: ['next'],
    protocolVersion: 'next',
    repository: PYTHON_UTCP,
    commit: 'fd30247b8e24f8de8636f55e6a59e94d3ef3a7f9',
    coreVersion: '1.1.3',
  },
  {
    id: 'sdk-1.0',
    label: '@utcp/sdk 1.0',
    language: 'typescript',
    docsVersions: ['1.0'],
    // tests/behaviour/ts/lines/1.0/package.json installs exactly these (a unit test compares them).
    // @utcp/mcp has no 1.0 release: 1.1.3 is what a reader of the 1.0 pages installs beside 1.0.16.
    packages: {
      '@utcp/sdk': '1.0.16',
      '@utcp/http': '1.0.13',
      '@utcp/text': '1.0.12',
      '@utcp/direct-call': '1.0.12',
      '@utcp/mcp': '1.1.3',
    },
  },
  {
    id: 'sdk-1.1',
    label: '@utcp/sdk 1.1',
    language: 'typescript',
    docsVersions: ['next'],
    // tests/behaviour/ts/lines/1.1/package.json; @utcp/direct-call has no 1.1 release (1.0.12 accepts sdk 1.1.2).
    packages: {
      '@utcp/sdk': '1.1.2',
      '@utcp/http': '1.1.11',
      '@utcp/text': '1.1.0',
      '@utcp/mcp': '1.1.3',
      '@utcp/direct-call': '1.0.12',
    },
  },
];

export const IMPLEMENTATION_IDS: readonly ImplementationId[] = IMPLEMENTATIONS.map((impl) => impl.id);

export function implementation(id: ImplementationId): Implementation {
  const found = IMPLEMENTATIONS.find((impl) => impl.id === id);
  if (!found) throw new Error(`unknown implementation ${id}`);
  return found;
}

/** What a results file records as pinned: the commit, or `package@version` joined by spaces. */
export function pinnedLabel(impl: Implementation): string {
  return impl.language === 'python'
    ? impl.commit
    : Object.entries(impl.packages)
        .map(([name, version]) => `${name}@${version}`)
        .join(' ');
}

/** The short form shown in a table heading. */
export function pinnedShort(impl: Implementation): string {
  return impl.language === 'python'
    ? impl.commit.slice(0, 7)
    : Object.entries(impl.packages)
        .map(([name, version]) => `${name.replace('@utcp/', '')} ${version}`)
        .join(', ');
}

/** The implementations a page of one docs version describes. */
export function implementationsOf(version: DocsVersion): Implementation[] {
  return IMPLEMENTATIONS.filter((impl) => impl.docsVersions.includes(version));
}
