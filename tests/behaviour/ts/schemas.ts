/**
 * Cases of the JSON Schema pages: the published schema of the line (static/schema/1.0 or /next,
 * checked with the site's Ajv setup) beside what @utcp/sdk's serializers accept for the same
 * document. The documents are shared with tests/behaviour/python/schemas.py.
 */
// behaviour-inputs: tests/behaviour/schemas-documents.json static/schema/1.0 static/schema/next
// behaviour-inputs: tests/schemas/published.ts scripts/schemas
import {execFile} from 'node:child_process';
import {copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {promisify} from 'node:util';
import {checkSchema, type SchemaKind} from '../../schemas/published';
import {client, tempFolder} from './support/client';
import {json, withServer} from './support/loopback';
import {casesOf, type BehaviourCase, type LoadedSdk} from './support/sdk';

interface SharedDocument {
  kind: SchemaKind;
  value?: unknown;
  '1.0'?: unknown;
  next?: unknown;
}

const DOCUMENTS = JSON.parse(readFileSync(path.join(__dirname, '..', 'schemas-documents.json'), 'utf8')) as Record<
  string,
  SharedDocument
>;

const SERIALIZER: Partial<Record<SchemaKind, string>> = {
  manual: 'UtcpManualSerializer',
  tool: 'ToolSerializer',
  'call template': 'CallTemplateSerializer',
  auth: 'AuthSerializer',
  'client config': 'UtcpClientConfigSerializer',
};

async function verdicts(sdk: LoadedSdk, name: string) {
  const line = sdk.impl === 'sdk-1.0' ? '1.0' : 'next';
  const document = DOCUMENTS[name];
  const value = document[line] ?? document.value;
  if (value === undefined) return {'not in this line': true};
  const core = await sdk.sdk();
  // What a reader of either line installs: @utcp/mcp 1.1.3 (in the 1.0 line it registers into its own SDK copy).
  await sdk.load('@utcp/mcp');
  const Serializer = core[SERIALIZER[document.kind] as string] as new () => {validateDict(v: unknown): unknown};
  let implementation = 'accepted';
  try {
    new Serializer().validateDict(JSON.parse(JSON.stringify(value)));
  } catch {
    implementation = 'refused';
  }
  return {schema: checkSchema(line, document.kind, value).valid ? 'valid' : 'invalid', implementation};
}

const of = (names: string[]): Record<string, BehaviourCase['run']> =>
  Object.fromEntries(names.map((name) => [name, (sdk: LoadedSdk) => verdicts(sdk, name)]));

export const cases: BehaviourCase[] = [
  ...casesOf(
    'schemas.verdicts.broken',
    of(['wrong-type', 'missing-required', 'unknown-type', 'provider-type', 'bad-http-method', 'bad-auth']),
  ),
  ...casesOf(
    'schemas.verdicts.differences',
    of([
      'unknown-key-tool',
      'unknown-key-basic-auth',
      'auth-null',
      'cli-template',
      'websocket-template',
      'mcp-template',
      'file-template',
      'text-file-path',
      'text-content',
      'fractional-average-response-size',
      'dotenv-loader',
      'allowed-protocols',
      'unknown-top-level-key',
      'dollar-schema-key',
    ]),
  ),
  ...casesOf('schemas.files.branch-errors', {
    'sse-wrong-field-ajv': async (sdk) => {
      const line = sdk.impl === 'sdk-1.0' ? '1.0' : 'next';
      return checkSchema(line, 'call template', DOCUMENTS['sse-wrong-field'].value).errors;
    },
  }),
  ...casesOf('schemas.converter.timeout', {
    'two-operations': (sdk) =>
      withServer({'/openapi.json': json(TWO_OPERATIONS)}, async ({base}) => {
        const utcp = await client(sdk, {});
        await utcp.registerManual({
          name: 'svc',
          call_template_type: 'http',
          http_method: 'GET',
          url: `${base}/openapi.json`,
        });
        const tools = await utcp.getTools();
        await utcp.close();
        return Object.fromEntries(tools.map((t) => [t.name, t.tool_call_template.timeout ?? '<absent>']));
      }),
  }),
];

/** The schema files the docs' ajv-cli commands name, copied from static/schema/<line> into `schema/`. */
const ROOT = path.resolve(__dirname, '..', '..', '..');
const AJV_BIN = path.join(ROOT, 'node_modules', '.bin', 'ajv');
const MANUAL_REFS = ['-r', 'schema/tool.json', '-r', 'schema/call-template.json', '-r', 'schema/auth.json'];
const CONFIG_REFS = ['-r', 'schema/call-template.json', '-r', 'schema/auth.json'];

/** Runs the docs' ajv-cli command in a fresh folder holding `data` as `name`: exit status and what each stream shows. */
async function ajvCli(sdk: LoadedSdk, schema: string, refs: string[], name: string, data: string) {
  const line = sdk.impl === 'sdk-1.0' ? '1.0' : 'next';
  const folder = tempFolder();
  try {
    mkdirSync(path.join(folder, 'schema'));
    for (const file of ['manual', 'tool', 'call-template', 'auth', 'client-config'])
      copyFileSync(
        path.join(ROOT, 'static', 'schema', line, `${file}.json`),
        path.join(folder, 'schema', `${file}.json`),
      );
    writeFileSync(path.join(folder, name), data);
    const args = ['validate', '--spec=draft2020', '--strict=false', '-s', `schema/${schema}.json`, ...refs, '-d', name];
    // The message lines, without the indented error objects that follow an "invalid" line.
    const firstLine = (text: string) =>
      text
        .trim()
        .split('\n')
        .filter((row) => /^[^\s[\]{}]/.test(row))
        .join('\n');
    try {
      const {stdout, stderr} = await promisify(execFile)(AJV_BIN, args, {cwd: folder, timeout: 20_000});
      return {exit: 0, stdout: firstLine(stdout), stderr: firstLine(stderr)};
    } catch (error) {
      const failed = error as {code?: number; stdout?: string; stderr?: string};
      const stderr = failed.stderr ?? '';
      return {
        exit: failed.code,
        stdout: firstLine(failed.stdout ?? ''),
        stderr: firstLine(stderr),
        'error objects listed': stderr.split('instancePath').length - 1,
      };
    }
  } finally {
    rmSync(folder, {recursive: true, force: true});
  }
}

const documentText = (name: string, sdk: LoadedSdk): string => {
  const document = DOCUMENTS[name];
  return JSON.stringify(document[sdk.impl === 'sdk-1.0' ? '1.0' : 'next'] ?? document.value, null, 1);
};

cases.push(
  ...casesOf(
    'schemas.ci.ajv-cli',
    {
      'valid-manual': (sdk) => ajvCli(sdk, 'manual', MANUAL_REFS, 'my-manual.json', documentText('valid-manual', sdk)),
      'broken-manual': (sdk) =>
        ajvCli(sdk, 'manual', MANUAL_REFS, 'my-manual.json', documentText('provider-type', sdk)),
      'crlf-file': (sdk) =>
        ajvCli(sdk, 'manual', MANUAL_REFS, 'my-manual.json', documentText('valid-manual', sdk).replace(/\n/g, '\r\n')),
      'without-references': (sdk) => ajvCli(sdk, 'manual', [], 'my-manual.json', documentText('valid-manual', sdk)),
      'client-config': (sdk) =>
        ajvCli(sdk, 'client-config', CONFIG_REFS, 'utcp_config.json', documentText('valid-config', sdk)),
    },
    {timeoutMs: 30_000},
  ),
);

/** An OpenAPI 3 document with a GET and a POST operation, as the registry's manuals are converted from. */
const TWO_OPERATIONS = {
  openapi: '3.0.0',
  info: {title: 'svc', version: '1'},
  servers: [{url: 'https://api.example.com'}],
  paths: {
    '/items': {
      get: {operationId: 'list_items', responses: {'200': {description: 'ok'}}},
      post: {operationId: 'add_item', responses: {'200': {description: 'ok'}}},
    },
  },
};
