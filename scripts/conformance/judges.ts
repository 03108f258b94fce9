/**
 * The three judges of the conformance corpus: the published JSON Schema
 * (Ajv 2020), the TypeScript SDK of the line (@utcp/sdk 1.0.16 from the site's
 * node_modules, 1.1.2 from tests/sdk-1.1) and python-utcp at the pinned commit.
 */
import {mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {compileAll} from '../schemas/outputs';
import type {JsonSchema} from '../schemas/build';
import {preparePython, PYTHON_DOUBLES, runPython} from '../python-utcp/environment';
import {loadFacts} from '../../data/protocol';
import {ROOT, type CorpusDocument, type Kind, type Line, type Verdict} from './corpus';

const SCHEMA_FILE: Record<Line, Partial<Record<Kind, string>>> = {
  '1.0': {manual: 'manual', callTemplate: 'call-template', clientConfig: 'client-config'},
  next: {manual: 'manual', callTemplate: 'call-template', clientConfig: 'client-config'},
  '0.1': {manual: 'manual', callTemplate: 'provider', clientConfig: 'client-config', providersFile: 'providers'},
};

export function schemaJudge(): (doc: CorpusDocument) => Verdict {
  const dir = path.join(ROOT, 'static', 'schema');
  const schemas: Record<string, JsonSchema> = {};
  for (const line of readdirSync(dir))
    for (const file of readdirSync(path.join(dir, line)))
      schemas[`${line}/${file}`] = JSON.parse(readFileSync(path.join(dir, line, file), 'utf8')) as JsonSchema;
  const ajv = compileAll(schemas);
  return (doc) => {
    const file = SCHEMA_FILE[doc.line][doc.kind];
    if (!file) throw new Error(`no ${doc.kind} schema for ${doc.line}`);
    const validate = ajv.getSchema(`https://utcp.io/schema/${doc.line}/${file}.json`)!;
    const valid = validate(doc.document) as boolean;
    const message = (validate.errors ?? [])
      .filter((error) => error.keyword !== 'if')
      .map((error) => `${error.instancePath || '(root)'}: ${error.message ?? error.keyword}`);
    return {valid, message: [...new Set(message)].join('; ')};
  };
}

type Serializers = Record<string, new () => {validateDict(value: unknown): unknown}>;

const TS_SERIALIZER: Partial<Record<Kind, string>> = {
  manual: 'UtcpManualSerializer',
  callTemplate: 'CallTemplateSerializer',
  clientConfig: 'UtcpClientConfigSerializer',
};

export const TS_PACKAGES: Record<'1.0' | 'next', string> = {
  '1.0': '@utcp/sdk 1.0.16 with @utcp/http 1.0.13, @utcp/text 1.0.12',
  next: '@utcp/sdk 1.1.2 with @utcp/http 1.1.11, @utcp/text 1.1.0, @utcp/mcp 1.1.3',
};

/** The serializers of one TypeScript SDK line, with its protocol plugins registered (1.1 from tests/sdk-1.1). */
export async function loadSdk(line: '1.0' | 'next'): Promise<Serializers> {
  if (line === '1.0') {
    const sdk = (await import('@utcp/sdk')) as unknown as Serializers;
    await import('@utcp/http');
    await import('@utcp/text');
    return sdk;
  }
  const dir = path.join(ROOT, 'tests', 'sdk-1.1', 'node_modules', '@utcp');
  const load = async (pkg: string) =>
    (await import(pathToFileURL(path.join(dir, pkg, 'dist', 'index.js')).href)) as Record<string, unknown>;
  const sdk = (await load('sdk')) as unknown as Serializers;
  for (const plugin of ['http', 'text', 'mcp']) await load(plugin);
  return sdk;
}

/** Only the first line of an SDK error, with zod's issue list folded into one line. */
function sdkMessage(error: unknown): string {
  const text = (error instanceof Error ? error.message : String(error)).split(/\n\s+at /)[0];
  return text.replace(/\s+/g, ' ').slice(0, 600);
}

export async function typescriptJudge(line: '1.0' | 'next'): Promise<(doc: CorpusDocument) => Verdict> {
  const sdk = await loadSdk(line);
  return (doc) => {
    const name = TS_SERIALIZER[doc.kind];
    if (!name) throw new Error(`no TypeScript serializer for ${doc.kind}`);
    try {
      new sdk[name]().validateDict(doc.document);
      return {valid: true, message: ''};
    } catch (error) {
      return {valid: false, message: sdkMessage(error)};
    }
  };
}

export const PYTHON_REPOSITORY =
  process.env.PYTHON_UTCP_REPO ?? '/work/.mirror/universal-tool-calling-protocol+python-utcp/repo';

export interface PythonAnswers {
  commit: string;
  plugins: string[];
  failed: Record<string, string>;
  verdicts: Record<string, Verdict>;
}

/** Runs every document of a line through python-utcp at the line's pinned commit, in one process. */
export function pythonJudge(line: Line, docs: CorpusDocument[]): PythonAnswers {
  const environment = preparePython(PYTHON_REPOSITORY, line, [PYTHON_DOUBLES]);
  const program = readFileSync(path.join(__dirname, 'judge.py'), 'utf8');
  // python3 reads the program from stdin, so the documents go through a file.
  const dir = mkdtempSync(path.join(tmpdir(), 'utcp-conformance-'));
  const input = path.join(dir, 'documents.json');
  writeFileSync(input, JSON.stringify(docs.map((doc) => ({id: doc.id, kind: doc.kind, document: doc.document}))));
  const entryPoints = loadFacts(line)
    .packages.map((pkg) => pkg.plugin_entry_point)
    .filter((entry): entry is string => Boolean(entry));
  const argv = JSON.stringify(['judge', line, JSON.stringify(entryPoints), input]);
  const run = runPython(environment, `import sys\nsys.argv = ${argv}\n${program}`, {timeoutMs: 120_000});
  rmSync(dir, {recursive: true, force: true});
  if (run.status !== 0) throw new Error(`python judge failed (${run.status}): ${run.stderr.slice(-2000)}`);
  const [head, ...rows] = run.stdout
    .trim()
    .split('\n')
    .map((row) => JSON.parse(row) as Record<string, unknown>);
  const info = head.info as {plugins: string[]; failed: Record<string, string>};
  const verdicts: Record<string, Verdict> = {};
  for (const row of rows) verdicts[String(row.id)] = {valid: row.valid === true, message: String(row.message)};
  return {commit: environment.commit, plugins: info.plugins, failed: info.failed, verdicts};
}
