/**
 * Type-checks the TypeScript blocks of the docs against the UTCP packages of
 * their docs version: 1.0 pages against the site's node_modules (@utcp/sdk
 * 1.0.16, @utcp/http 1.0.13, @utcp/text 1.0.12, @utcp/mcp 1.1.3), Next pages
 * against tests/sdk-1.1/node_modules (the 1.1 line). One compiler program per
 * version keeps this fast; blocks live in memory as virtual files placed beside
 * the right node_modules so that imports resolve there.
 */
import {readFileSync, readdirSync, statSync} from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {extractCodeBlocks, type CodeBlock} from '../docExamples/extract';
import {NEXT_PIN_KEY, typescriptVersions, versionDocsDir, versionPin} from '../../../src/config/versionPins';

export const ROOT = path.resolve(__dirname, '../../..');

/** A docs version with npm packages pinned in src/config/version-pins.json: 'next', '1.0'... */
export type SnippetVersion = string;

/** Every such version: its pages and the folder whose node_modules hold its packages. */
export const SNIPPET_VERSIONS: readonly SnippetVersion[] = typescriptVersions();

export const SNIPPET_SOURCES: Readonly<Record<SnippetVersion, {docsDir: string; packagesDir: string}>> =
  Object.fromEntries(
    SNIPPET_VERSIONS.map((version) => [
      version,
      {
        docsDir: path.join(ROOT, versionDocsDir(version)),
        packagesDir: path.join(ROOT, versionPin(version).npm!.installDir),
      },
    ]),
  );

/** "1.1" for a version whose @utcp/sdk is 1.1.2. */
function sdkLine(version: SnippetVersion): string {
  return (versionPin(version).npm!.packages['@utcp/sdk'] ?? '').split('.').slice(0, 2).join('.');
}

/** The first code block of a page of `version` in one of `langs` whose text contains `marker`. */
export function blockWith(version: SnippetVersion, page: string, langs: string[], marker: string): string {
  const file = path.join(SNIPPET_SOURCES[version].docsDir, page);
  const block = extractCodeBlocks(readFileSync(file, 'utf8'), path.relative(ROOT, file)).find(
    (candidate) => langs.includes(candidate.lang) && candidate.content.includes(marker),
  );
  if (!block) throw new Error(`${page} (${version}) has no ${langs.join('/')} block containing ${marker}`);
  return block.content;
}

const TS_LANGS = new Set(['ts', 'typescript', 'tsx']);

/**
 * Diagnostics ignored in blocks marked `partial`: such a block continues an
 * earlier one (it uses a `client` created above, say), so names it does not
 * declare are expected. Everything else is still checked.
 */
const PARTIAL_IGNORED_CODES = new Set([
  2304, // Cannot find name 'x'.
  2552, // Cannot find name 'x'. Did you mean 'y'?
  7005, // Variable implicitly has an 'any' type (a consequence of the above).
]);

const DECLARES_CLIENT = /\b(?:const|let|var)\s+client\b/;
const PARTIAL_CLIENT_DECLARATION = "declare const client: import('@utcp/sdk').UtcpClient;\n";

export interface SnippetResult {
  block: CodeBlock;
  virtualPath: string;
  errors: string[];
}

/** The .md and .mdx files below `dir`, sorted, without the generated API reference. */
export function markdownFiles(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((entry) => {
      const full = path.join(dir, entry);
      if (statSync(full).isDirectory()) return entry === 'api' ? [] : markdownFiles(full);
      return /\.mdx?$/.test(entry) ? [full] : [];
    });
}

function pageTypescriptBlocks(version: SnippetVersion): CodeBlock[] {
  return markdownFiles(SNIPPET_SOURCES[version].docsDir).flatMap((file) =>
    extractCodeBlocks(readFileSync(file, 'utf8'), path.relative(ROOT, file)).filter(
      (block) => TS_LANGS.has(block.lang) && !block.legacy,
    ),
  );
}

/**
 * The TypeScript blocks to check against one version's packages (API reference
 * and `legacy` blocks excluded): the pages of that version, except that a 1.0
 * block marked `sdk=1.1` (MCP, whose only release needs the 1.1 SDK) is checked
 * with the 1.1 packages.
 */
export function typescriptBlocks(version: SnippetVersion): CodeBlock[] {
  const wanted = (block: CodeBlock) => /^sdk=(.+)$/.exec(block.meta.find((m) => m.startsWith('sdk=')) ?? '')?.[1];
  const own = pageTypescriptBlocks(version).filter((block) => (wanted(block) ?? sdkLine(version)) === sdkLine(version));
  if (version !== NEXT_PIN_KEY) return own;
  // Blocks of other versions that name another SDK line (sdk=1.1) run with Next's packages when Next has that line.
  const borrowed = SNIPPET_VERSIONS.filter((other) => other !== version).flatMap((other) =>
    pageTypescriptBlocks(other).filter((block) => {
      const line = wanted(block);
      return line !== undefined && line !== sdkLine(other) && line === sdkLine(version);
    }),
  );
  return [...borrowed, ...own];
}

function virtualPathFor(version: SnippetVersion, block: CodeBlock): string {
  const slug = block.file.replace(/[^\w]+/g, '_');
  return path.join(SNIPPET_SOURCES[version].packagesDir, '__doc_snippets__', `${slug}_L${block.line}.ts`);
}

function compilerOptions(version: SnippetVersion): ts.CompilerOptions {
  const packagesDir = SNIPPET_SOURCES[version].packagesDir;
  return {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    esModuleInterop: true,
    types: ['node'],
    typeRoots: [path.join(ROOT, 'node_modules/@types')],
    baseUrl: packagesDir,
    paths: {'@utcp/*': [path.join(packagesDir, 'node_modules/@utcp/*')]},
  };
}

/** Type-checks every TypeScript block of one docs version in a single program. */
export function checkSnippets(version: SnippetVersion): SnippetResult[] {
  return checkBlocks(version, typescriptBlocks(version));
}

/** Type-checks `blocks` against the packages of `version`, in one program. */
export function checkBlocks(version: SnippetVersion, blocks: CodeBlock[]): SnippetResult[] {
  const sources = new Map<string, string>();
  const byPath = new Map<string, CodeBlock>();
  for (const block of blocks) {
    const virtualPath = virtualPathFor(version, block);
    // `export {}` makes each block a module: top-level await is allowed and blocks do not share names.
    // A partial block that uses the `client` of an earlier block gets it declared (after its own
    // lines, so that reported line numbers stay those of the page).
    const needsClient = block.partial && /\bclient\b/.test(block.content) && !DECLARES_CLIENT.test(block.content);
    sources.set(virtualPath, `${block.content}\nexport {};\n${needsClient ? PARTIAL_CLIENT_DECLARATION : ''}`);
    byPath.set(virtualPath, block);
  }
  const options = compilerOptions(version);
  const host = ts.createCompilerHost(options, true);
  const originalGetSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, languageVersion, onError, shouldCreate) => {
    const text = sources.get(path.resolve(fileName));
    if (text !== undefined) return ts.createSourceFile(fileName, text, languageVersion, true);
    return originalGetSourceFile(fileName, languageVersion, onError, shouldCreate);
  };
  const originalFileExists = host.fileExists.bind(host);
  host.fileExists = (fileName) => sources.has(path.resolve(fileName)) || originalFileExists(fileName);
  const originalReadFile = host.readFile.bind(host);
  host.readFile = (fileName) => sources.get(path.resolve(fileName)) ?? originalReadFile(fileName);

  const program = ts.createProgram([...sources.keys()], options, host);
  return [...sources.keys()].map((virtualPath) => {
    const block = byPath.get(virtualPath)!;
    const sourceFile = program.getSourceFile(virtualPath)!;
    const diagnostics = [...program.getSyntacticDiagnostics(sourceFile), ...program.getSemanticDiagnostics(sourceFile)];
    const errors = diagnostics
      .filter((diagnostic) => !(block.partial && PARTIAL_IGNORED_CODES.has(diagnostic.code)))
      .map((diagnostic) => {
        const {line} =
          diagnostic.start === undefined ? {line: 0} : sourceFile.getLineAndCharacterOfPosition(diagnostic.start);
        const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ');
        return `${block.file}:${block.line + 1 + line} TS${diagnostic.code}: ${message}`;
      });
    return {block, virtualPath, errors};
  });
}
