/**
 * Cases of the file call template from TypeScript. @utcp/file is not on npm: support/source-build.ts
 * builds packages/file of each line's typescript-utcp commit (463b659 for sdk-1.0, c49c33c for sdk-1.1)
 * against the line's installed @utcp/sdk, @utcp/http and js-yaml.
 */
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {client, settle, withoutStack, type Json} from './support/client';
import {casesOf, type BehaviourCase, type LoadedSdk} from './support/sdk';
import {loadSourcePackage} from './support/source-build';

interface FileProtocol {
  registerManual(
    caller: unknown,
    template: Json,
  ): Promise<{success: boolean; errors: string[]; manual: {tools: {name: string}[]}}>;
  deregisterManual(caller: unknown, template: Json): Promise<unknown>;
  callTool(caller: unknown, name: string, args: Json, template: Json): Promise<unknown>;
  callToolStreaming(caller: unknown, name: string, args: Json, template: Json): AsyncIterable<unknown>;
  close(): Promise<unknown>;
}

/** The built package's exports and the SDK tables it registers into. */
async function filePlugin(sdk: LoadedSdk, fresh = false) {
  const module = await loadSourcePackage(sdk, 'file', fresh);
  const core = await sdk.sdk();
  const protocols = (core.CommunicationProtocol as {communicationProtocols: Record<string, unknown>})
    .communicationProtocols;
  const serializers = (core.CallTemplateSerializer as unknown as {serializers: Record<string, unknown>}).serializers;
  const Protocol = module.FileCommunicationProtocol as new () => FileProtocol;
  return {module, protocols, serializers, protocol: new Protocol()};
}

/** A fresh folder holding `files` (name to text); returns its path. */
function folderWith(files: Record<string, string>): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'utcp-file-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(folder, name), text);
  return folder;
}

const TOOL = {
  name: 'read',
  description: 'd',
  inputs: {},
  outputs: {},
  tool_call_template: {call_template_type: 'file', file_path: 'data.txt'},
};
const MANUAL_JSON = JSON.stringify({utcp_version: '1.0.1', manual_version: '1.0.0', tools: [TOOL]});
const MANUAL_YAML = [
  "utcp_version: '1.0.1'",
  "manual_version: '1.0.0'",
  'tools:',
  '  - name: read',
  '    description: d',
  '    inputs: {}',
  '    outputs: {}',
  '    tool_call_template: {call_template_type: file, file_path: data.txt}',
  '',
].join('\n');
const OPENAPI = JSON.stringify({
  openapi: '3.0.0',
  info: {title: 't', version: '1'},
  servers: [{url: 'http://127.0.0.1:9'}],
  paths: {'/ping': {get: {operationId: 'ping', responses: {'200': {description: 'ok'}}}}},
});

/** Registers `file` of a folder holding `files` through the protocol; reports success, tools and the first error line. */
async function registerFrom(sdk: LoadedSdk, files: Record<string, string>, file: string) {
  return settle(async () => {
    const {protocol} = await filePlugin(sdk);
    const folder = folderWith(files);
    const result = await protocol.registerManual(
      {root_dir: folder},
      {name: 'm', call_template_type: 'file', file_path: file},
    );
    return {
      success: result.success,
      tools: result.manual.tools.map((t) => t.name),
      errors: result.errors.map((e) => e.split('\n')[0]),
      stackInErrors: result.errors.some((e) => /\n\s+at /.test(e)),
    };
  });
}

/** Calls a file tool through the protocol: the folder holds data.txt with `text`. */
async function callFile(
  sdk: LoadedSdk,
  work: (protocol: FileProtocol, caller: Json, template: Json, folder: string) => Promise<unknown>,
) {
  return settle(async () => {
    const {protocol} = await filePlugin(sdk);
    const folder = folderWith({'data.txt': ['first line', 'second line: naïve ✓', ''].join('\r\n')});
    return work(protocol, {root_dir: folder}, {name: 'm', call_template_type: 'file', file_path: 'data.txt'}, folder);
  });
}

export const cases: BehaviourCase[] = [
  ...casesOf('file.protocol.members', {
    'import-registers': (sdk) =>
      settle(async () => {
        const {protocols, serializers} = await filePlugin(sdk);
        const [protocol, serializer] = [protocols.file, serializers.file];
        delete protocols.file;
        delete serializers.file;
        try {
          await filePlugin(sdk, true);
          return {protocol: 'file' in protocols, serializer: 'file' in serializers};
        } finally {
          protocols.file = protocol;
          serializers.file = serializer;
        }
      }),
    'register-again': (sdk) =>
      settle(async () => {
        const {module, protocols, serializers} = await filePlugin(sdk);
        const register = module.register as (override?: boolean) => void;
        const [protocol, serializer] = [protocols.file, serializers.file];
        try {
          register();
          const second = {
            protocolReplaced: protocols.file !== protocol,
            serializerReplaced: serializers.file !== serializer,
          };
          const [protocol2, serializer2] = [protocols.file, serializers.file];
          register(true);
          return {
            second,
            override: {
              protocolReplaced: protocols.file !== protocol2,
              serializerReplaced: serializers.file !== serializer2,
            },
          };
        } finally {
          protocols.file = protocol;
          serializers.file = serializer;
        }
      }),
    'validate-no-path': (sdk) => validatedFileTemplate(sdk, {}),
    'client-root-dir': (sdk) =>
      settle(async () => {
        await filePlugin(sdk);
        const folder = folderWith({'manual.json': MANUAL_JSON, 'data.txt': 'x'});
        const utcp = await client(sdk, {}, [], folder);
        try {
          const result = await utcp.registerManual({name: 'm', call_template_type: 'file', file_path: 'manual.json'});
          return {success: result.success, tools: (await utcp.getTools()).map((t) => t.name)};
        } finally {
          await utcp.close();
        }
      }),
    'json-file': (sdk) => registerFrom(sdk, {'manual.json': MANUAL_JSON}, 'manual.json'),
    'yaml-file': (sdk) => registerFrom(sdk, {'manual.yaml': MANUAL_YAML}, 'manual.yaml'),
    'yml-upper-case': (sdk) => registerFrom(sdk, {'MANUAL.YML': MANUAL_YAML}, 'MANUAL.YML'),
    'yaml-in-txt-file': (sdk) => registerFrom(sdk, {'manual.txt': MANUAL_YAML}, 'manual.txt'),
    'json-in-yaml-file': (sdk) => registerFrom(sdk, {'manual.yaml': MANUAL_JSON}, 'manual.yaml'),
    'openapi-file': (sdk) => registerFrom(sdk, {'api.json': OPENAPI}, 'api.json'),
    'openapi-remote-server': (sdk) =>
      registerFrom(sdk, {'api.yaml': OPENAPI.replace('http://127.0.0.1:9', 'https://api.example.com')}, 'api.yaml'),
    'manual-with-paths': (sdk) =>
      registerFrom(sdk, {'manual.json': JSON.stringify({...JSON.parse(MANUAL_JSON), paths: {}})}, 'manual.json'),
    'not-a-manual': (sdk) => registerFrom(sdk, {'manual.json': JSON.stringify({tools: 'none'})}, 'manual.json'),
    'missing-file': (sdk) => registerFrom(sdk, {}, 'manual.json'),
    'deregister-manual': (sdk) =>
      settle(async () => {
        const {protocol} = await filePlugin(sdk);
        return (
          (await protocol.deregisterManual({}, {name: 'm', call_template_type: 'file', file_path: 'x'})) ?? 'undefined'
        );
      }),
    'call-whole-text': (sdk) =>
      callFile(sdk, (protocol, caller, template) => protocol.callTool(caller, 'm.read', {}, template)),
    'call-arguments-ignored': (sdk) =>
      callFile(sdk, async (protocol, caller, template) => ({
        without: await protocol.callTool(caller, 'm.read', {}, template),
        withArguments: await protocol.callTool(caller, 'm.read', {file_path: 'other.txt', lines: 1}, template),
      })),
    'call-reads-again': (sdk) =>
      callFile(sdk, async (protocol, caller, template, folder) => {
        const first = await protocol.callTool(caller, 'm.read', {}, template);
        writeFileSync(path.join(folder, 'data.txt'), 'changed');
        return {first, second: await protocol.callTool(caller, 'm.read', {}, template)};
      }),
    'call-missing-file': (sdk) =>
      settle(async () => {
        const {protocol} = await filePlugin(sdk);
        return protocol.callTool(
          {root_dir: folderWith({})},
          'm.read',
          {},
          {name: 'm', call_template_type: 'file', file_path: 'gone.txt'},
        );
      }).then((r) =>
        'error' in r ? {error: {type: r.error.type, message: withoutStack(r.error.message).split(',')[0]}} : r,
      ),
    streaming: (sdk) =>
      callFile(sdk, async (protocol, caller, template) => {
        const chunks: unknown[] = [];
        for await (const chunk of protocol.callToolStreaming(caller, 'm.read', {}, template)) chunks.push(chunk);
        return chunks;
      }),
    'close-keeps-nothing': (sdk) =>
      callFile(sdk, async (protocol, caller, template) => {
        const ownFields = Object.keys(protocol).length;
        const returned = await protocol.close();
        const afterClose = await protocol.callTool(caller, 'm.read', {}, template);
        return {ownFields, returned: returned ?? 'undefined', afterClose};
      }),
  }),
];

cases.push(
  ...casesOf('file.protocol.members', {
    'call-latin1-text': (sdk) =>
      settle(async () => {
        const {protocol} = await filePlugin(sdk);
        const folder = folderWith({});
        writeFileSync(path.join(folder, 'data.txt'), Buffer.from('caf\xe9\n', 'latin1'));
        return protocol.callTool(
          {root_dir: folder},
          'm.read',
          {},
          {name: 'm', call_template_type: 'file', file_path: 'data.txt'},
        );
      }),
    'manual-json-bom': (sdk) => registerFrom(sdk, {'manual.json': `\ufeff${MANUAL_JSON}`}, 'manual.json'),
    'manual-with-null-paths': (sdk) =>
      registerFrom(sdk, {'manual.json': JSON.stringify({...JSON.parse(MANUAL_JSON), paths: null})}, 'manual.json'),
    'manual-with-empty-openapi': (sdk) =>
      registerFrom(sdk, {'manual.json': JSON.stringify({...JSON.parse(MANUAL_JSON), openapi: ''})}, 'manual.json'),
    'openapi-file-zero-address': (sdk) =>
      registerFrom(sdk, {'api.json': OPENAPI.replace('http://127.0.0.1:9', 'http://0.0.0.0:9')}, 'api.json'),
    'openapi-file-localhost-dot': (sdk) =>
      registerFrom(sdk, {'api.json': OPENAPI.replace('http://127.0.0.1:9', 'http://localhost.:9')}, 'api.json'),
    'openapi-file-other-loopback': (sdk) =>
      registerFrom(sdk, {'api.json': OPENAPI.replace('http://127.0.0.1:9', 'http://127.8.9.10:9')}, 'api.json'),
  }),
);

// Adversarial review 2026-11-29 (CLI/text fold): paths outside root_dir, absolute and through `..`.
cases.push(
  ...casesOf('file.protocol.members', {
    'call-absolute-outside-root': (sdk) =>
      callFile(sdk, async (protocol, caller, template) => {
        const elsewhere = folderWith({'secret.txt': 'outside'});
        return protocol.callTool(caller, 'm.read', {}, {...template, file_path: path.join(elsewhere, 'secret.txt')});
      }),
    'call-dot-dot-outside-root': (sdk) =>
      callFile(sdk, async (protocol, caller, template, folder) => {
        const elsewhere = folderWith({'secret.txt': 'outside'});
        const relative = path.join('..', path.basename(elsewhere), 'secret.txt');
        return {
          sameParent: path.dirname(elsewhere) === path.dirname(folder),
          result: await protocol.callTool(caller, 'm.read', {}, {...template, file_path: relative}),
        };
      }),
  }),
  // Second reading 2026-11-29 (RFC 5.7): names and contents the first cases did not try.
  ...casesOf('file.protocol.members', {
    'json-no-extension': (sdk) => registerFrom(sdk, {manual: MANUAL_JSON}, 'manual'),
    'yaml-bak-file': (sdk) => registerFrom(sdk, {'manual.yaml.bak': MANUAL_YAML}, 'manual.yaml.bak'),
    'call-empty-file': (sdk) =>
      callFile(sdk, async (protocol, caller, template, folder) => {
        writeFileSync(path.join(folder, 'data.txt'), '');
        return protocol.callTool(caller, 'm.read', {}, template);
      }),
    'call-deleted-between-calls': (sdk) =>
      callFile(sdk, async (protocol, caller, template, folder) => {
        const first = await protocol.callTool(caller, 'm.read', {}, template);
        rmSync(path.join(folder, 'data.txt'));
        return {first, second: await settle(() => protocol.callTool(caller, 'm.read', {}, template))};
      }),
    'validate-empty-path': (sdk) => validatedFileTemplate(sdk, {file_path: ''}),
    'validate-auth': (sdk) =>
      validatedFileTemplate(sdk, {
        file_path: 'manual.json',
        auth: {auth_type: 'api_key', api_key: 'k', var_name: 'X-Key', location: 'header'},
      }),
  }),
);

// Second reading 2026-11-30 (lead, RFC 5.7): a file_path made only of spaces.
cases.push(
  ...casesOf('file.protocol.members', {
    'validate-space-path': (sdk) => validatedFileTemplate(sdk, {file_path: '  '}),
    'validate-auth-null': (sdk) =>
      validatedFileTemplate(sdk, {
        file_path: 'm.json',
        auth: null,
      }),
  }),
  // Second reading 2026-11-30 (RFC 5.1 auth table): a basic auth and an empty auth object.
  ...casesOf('file.protocol.members', {
    'validate-auth-basic': (sdk) =>
      validatedFileTemplate(sdk, {
        file_path: 'm.json',
        auth: {auth_type: 'basic', username: 'u', password: 'p'},
      }),
    'validate-auth-empty-object': (sdk) =>
      validatedFileTemplate(sdk, {
        file_path: 'm.json',
        auth: {},
      }),
  }),
  // Second reading 2026-11-30 (RFC 6.x file): file_path null and a number.
  ...casesOf('file.protocol.members', {
    'validate-null-path': (sdk) => validatedFileTemplate(sdk, {file_path: null}),
    'validate-number-path': (sdk) => validatedFileTemplate(sdk, {file_path: 7}),
    'register-space-path': (sdk) =>
      registerFrom(sdk, {}, '  ').then((r) =>
        'value' in r
          ? {
              value: {
                ...(r.value as object),
                errors: (r.value as {errors: string[]}).errors.map((e) => e.replace(/'[^']*'/g, "'<path>'")),
              },
            }
          : r,
      ),
  }),
);

/** A file template with `fields` added, through the serializer: the template or the first line of the error. */
function validatedFileTemplate(sdk: LoadedSdk, fields: Record<string, unknown>) {
  return settle(async () => {
    await filePlugin(sdk);
    const core = await sdk.sdk();
    return new core.CallTemplateSerializer().validateDict({call_template_type: 'file', ...fields});
  }).then((r) => ('error' in r ? {error: {type: r.error.type, message: r.error.message.split('\n')[0]}} : r));
}

// Second reading (wave 3) 2026-11-29 (g-rfc, RFC 5.x file): registering the empty file_path, which resolves to the
// root folder itself, and a file_path made of spaces when a file of that name exists; the folder path is masked.
cases.push(
  ...casesOf('file.protocol.members', {
    'register-empty-path': (sdk) =>
      registerFrom(sdk, {}, '').then((r) =>
        'value' in r
          ? {
              value: {
                ...(r.value as object),
                errors: (r.value as {errors: string[]}).errors.map((e) => e.replace(/'[^']*'/g, "'<path>'")),
              },
            }
          : r,
      ),
    'register-space-path-file-exists': (sdk) =>
      registerFrom(sdk, {'  ': JSON.stringify({utcp_version: '1.0.1', manual_version: '1.0.0', tools: []})}, '  '),
  }),
);

// Second reading (wave 5) 2026-11-29 (h-stream, RFC 5.x file): a file_path of two spaces when the root folder holds
// a folder (not a file) of that name, and a file_path of one tab; the folder path is masked.
cases.push(
  ...casesOf('file.protocol.members', {
    'w5-register-space-path-folder-exists': (sdk) =>
      settle(async () => {
        const {protocol} = await filePlugin(sdk);
        const folder = folderWith({});
        mkdirSync(path.join(folder, '  '));
        const result = await protocol.registerManual(
          {root_dir: folder},
          {name: 'm', call_template_type: 'file', file_path: '  '},
        );
        return {
          success: result.success,
          errors: result.errors.map((e) => e.split('\n')[0].replace(/'[^']*'/g, "'<path>'")),
        };
      }),
    'w5-register-tab-path': (sdk) =>
      registerFrom(sdk, {}, '\t').then((r) =>
        'value' in r
          ? {
              value: {
                ...(r.value as object),
                errors: (r.value as {errors: string[]}).errors.map((e) => e.replace(/'[^']*'/g, "'<path>'")),
              },
            }
          : r,
      ),
  }),
);

// Third reading (wave 7) 2026-11-29 (w7): other loopback servers in an OpenAPI file (127.1, [::1], an https
// localhost); a file_path of one space; a file of two spaces that holds text which is not JSON.
cases.push(
  ...casesOf('file.protocol.members', {
    'w7-openapi-file-short-loopback': (sdk) =>
      registerFrom(sdk, {'api.json': OPENAPI.replace('http://127.0.0.1:9', 'http://127.1:9')}, 'api.json'),
    'w7-openapi-file-ipv6-loopback': (sdk) =>
      registerFrom(sdk, {'api.json': OPENAPI.replace('http://127.0.0.1:9', 'http://[::1]:9')}, 'api.json'),
    'w7-openapi-file-https-localhost': (sdk) =>
      registerFrom(sdk, {'api.json': OPENAPI.replace('http://127.0.0.1:9', 'https://localhost:9')}, 'api.json'),
    'w7-register-one-space-path': (sdk) =>
      registerFrom(sdk, {}, ' ').then((r) =>
        'value' in r
          ? {
              value: {
                ...(r.value as object),
                errors: (r.value as {errors: string[]}).errors.map((e) => e.replace(/'[^']*'/g, "'<path>'")),
              },
            }
          : r,
      ),
    'w7-register-space-path-file-not-json': (sdk) => registerFrom(sdk, {'  ': 'hello'}, '  '),
  }),
);
