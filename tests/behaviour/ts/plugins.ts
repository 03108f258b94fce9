/**
 * Cases of plugin registration in the published TypeScript packages. Each case runs a small
 * module in a fresh node process inside the line's folder: in the runner's own process the
 * http plugin is already imported, and an import cannot be undone.
 */
import {execFile} from 'node:child_process';
import {mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {promisify} from 'node:util';
import {json, withServer} from './support/loopback';
import {casesOf, type BehaviourCase, type LoadedSdk} from './support/sdk';

/**
 * The start of every fresh-process script: the plugins log progress to stdout, which carries the result here, so
 * console output is silenced; settle() turns a step into a value, or an error's type and first line.
 */
const SCRIPT_PRELUDE = `
for (const level of ['log', 'info', 'warn', 'error', 'debug']) console[level] = () => {};
const settle = async (work) => {
  try {
    return {value: await work()};
  } catch (error) {
    return {error: {type: error.constructor.name, message: String(error.message).split('\\n')[0]}};
  }
};
`;

/** What the script in a fresh process saw, by step: a value, or an error's type and first line. */
const SCRIPT = `
${SCRIPT_PRELUDE}const template = {name: 'm', call_template_type: 'http', http_method: 'GET', url: 'http://127.0.0.1:9/manual'};
const register = (client) =>
  settle(async () => {
    const result = await client.registerManual(template);
    return {success: result.success, errors: result.errors.map((e) => String(e).split('\\n')[0])};
  });
const sdk = await import('@utcp/sdk');
const newClient = () => sdk.UtcpClient.create(process.cwd(), new sdk.UtcpClientConfigSerializer().validateDict({}));
const validate = () => settle(async () => new sdk.CallTemplateSerializer().validateDict(template).call_template_type);
const seen = {'sdk-only': await validate()};
const early = await newClient();
await import('@utcp/http');
seen['after-plugin-import'] = await validate();
const late = await newClient();
seen['client-created-before-import'] = await register(early);
seen['client-created-after-import'] = await register(late);
await early.close();
await late.close();
process.stdout.write(JSON.stringify(seen));
`;

const runs = new Map<string, Promise<Record<string, unknown>>>();

/** Runs SCRIPT once per line (the cases of a line share one run) and returns its observations. */
function observed(sdk: LoadedSdk): Promise<Record<string, unknown>> {
  let run = runs.get(sdk.root);
  if (!run) {
    run = (async () => {
      // The module must sit inside the line folder so that '@utcp/sdk' resolves to the line's copy.
      const folder = mkdtempSync(path.join(sdk.root, '.plugins-case-'));
      try {
        const file = path.join(folder, 'case.mjs');
        writeFileSync(file, SCRIPT);
        const {stdout} = await promisify(execFile)(process.execPath, [file], {cwd: sdk.root, timeout: 20_000});
        return JSON.parse(stdout) as Record<string, unknown>;
      } finally {
        rmSync(folder, {recursive: true, force: true});
      }
    })();
    runs.set(sdk.root, run);
  }
  return run;
}

export const cases: BehaviourCase[] = casesOf('plugins.sdk-import.side-effect', {
  'sdk-only': async (sdk) => (await observed(sdk))['sdk-only'],
  'after-plugin-import': async (sdk) => (await observed(sdk))['after-plugin-import'],
  'client-created-before-import': async (sdk) => (await observed(sdk))['client-created-before-import'],
  'client-created-after-import': async (sdk) => (await observed(sdk))['client-created-after-import'],
}).concat(mixedLineCases(), dutyCases());

/**
 * The layout npm gives `@utcp/sdk@1.0.16` plus `@utcp/http@1.1.11`: http needs ^1.1.1, so it gets a
 * nested 1.1 SDK. Here the program's folder links @utcp/sdk to the 1.0 line's copy and @utcp/http
 * to the 1.1 line's, which resolves the 1.1 SDK beside it, as the nested copy would.
 */
const MIXED_SCRIPT = `
${SCRIPT_PRELUDE}
import {createRequire} from 'node:module';
import {existsSync, readFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
const base = process.argv[2];
const sdk = await import('@utcp/sdk');
await import('@utcp/http');
const require = createRequire(import.meta.url);
const httpEntry = require.resolve('@utcp/http');
const versionOf = (from) => {
  // The exports map hides package.json, so climb from the resolved entry to the package folder.
  let folder = dirname(createRequire(from).resolve('@utcp/sdk'));
  while (!existsSync(join(folder, 'package.json'))) folder = dirname(folder);
  return JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')).version;
};
const template = {name: 'm', call_template_type: 'http', http_method: 'GET', url: base + '/manual'};
const seen = {
  'sdk-versions': {program: versionOf(import.meta.url), '@utcp/http': versionOf(httpEntry)},
  'http-template': await settle(async () => new sdk.CallTemplateSerializer().validateDict(template).call_template_type),
};
const client = await sdk.UtcpClient.create(process.cwd(), new sdk.UtcpClientConfigSerializer().validateDict({}));
seen['register-http-manual'] = await settle(async () => {
  const result = await client.registerManual(template);
  return {success: result.success, tools: result.manual.tools.map((t) => t.name)};
});
await client.close();
process.stdout.write(JSON.stringify(seen));
`;

let mixedRun: Promise<Record<string, unknown>> | undefined;

function mixedObserved(sdk: LoadedSdk): Promise<Record<string, unknown>> {
  mixedRun ??= withServer(
    {
      'GET /manual': json({
        utcp_version: '1.0.1',
        manual_version: '1',
        tools: [
          {
            name: 'echo',
            description: 'd',
            inputs: {},
            outputs: {},
            tool_call_template: {call_template_type: 'http', http_method: 'GET', url: 'http://127.0.0.1:9/x'},
          },
        ],
      }),
    },
    async ({base}) => {
      const folder = mkdtempSync(path.join(sdk.root, '.mixed-case-'));
      try {
        const scope = path.join(folder, 'node_modules', '@utcp');
        mkdirSync(scope, {recursive: true});
        const lines = path.dirname(sdk.root);
        symlinkSync(path.join(lines, '1.0', 'node_modules', '@utcp', 'sdk'), path.join(scope, 'sdk'));
        symlinkSync(path.join(lines, '1.1', 'node_modules', '@utcp', 'http'), path.join(scope, 'http'));
        const file = path.join(folder, 'case.mjs');
        writeFileSync(file, MIXED_SCRIPT);
        const {stdout} = await promisify(execFile)(process.execPath, [file, base], {cwd: folder, timeout: 20_000});
        return JSON.parse(stdout) as Record<string, unknown>;
      } finally {
        rmSync(folder, {recursive: true, force: true});
      }
    },
  );
  return mixedRun;
}

function mixedLineCases(): BehaviourCase[] {
  return casesOf('plugins.install.mixed-lines', {
    'sdk-versions': async (sdk) => (await mixedObserved(sdk))['sdk-versions'],
    'http-template': async (sdk) => (await mixedObserved(sdk))['http-template'],
    'register-http-manual': async (sdk) => (await mixedObserved(sdk))['register-http-manual'],
  });
}

/**
 * Registers and calls a manual of a protocol of our own that records the templates it is handed,
 * in the runner's process (the line's SDK, http and text already imported).
 */
async function ownProtocolDuties(sdk: LoadedSdk): Promise<Record<string, unknown>> {
  const core = await sdk.sdk();
  const type = 'duty_protocol';
  const seen: Record<string, unknown> = {};
  const copy = (value: Record<string, unknown>) => ({...value});
  (
    core.CallTemplateSerializer as unknown as {
      registerCallTemplate(type: string, serializer: unknown, override?: boolean): boolean;
    }
  ).registerCallTemplate(type, {toDict: copy, validateDict: copy, copy}, true);
  (core.CommunicationProtocol as {communicationProtocols: Record<string, unknown>}).communicationProtocols[type] = {
    registerManual: async (_caller: unknown, template: Record<string, unknown>) => {
      seen.registration = template.url;
      return {
        success: true,
        manualCallTemplate: template,
        manual: {
          utcp_version: '1.0.0',
          manual_version: '1.0.0',
          tools: [
            {
              name: 't',
              description: '',
              inputs: {},
              outputs: {},
              tags: [],
              tool_call_template: {call_template_type: type, url: '${BASE}/t'},
            },
          ],
        },
        errors: [],
      };
    },
    deregisterManual: async () => undefined,
    callTool: async (_caller: unknown, _name: string, _args: unknown, template: Record<string, unknown>) => {
      seen.call = template.url;
      return 'abcdefghijkl';
    },
    async *callToolStreaming() {
      yield 'abcdefghijkl';
    },
    close: async () => undefined,
  };
  const config = new core.UtcpClientConfigSerializer().validateDict({
    variables: {m_BASE: 'https://h.example'},
    post_processing: [{tool_post_processor_type: 'limit_strings', limit: 5}],
  });
  const utcp = await core.UtcpClient.create(process.cwd(), config);
  const result = await utcp.registerManual({name: 'm', call_template_type: type, url: '${BASE}/manual'});
  const names = (result.manual?.tools ?? []).map((t) => t.name);
  const answer = await utcp.callTool(names[0] ?? 'm.t', {});
  await utcp.close();
  return {'template-substituted': seen, 'tool-names-prefixed': names, 'result-post-processed': answer};
}

function dutyCases(): BehaviourCase[] {
  return casesOf('plugins.protocol.client-duties', {
    'template-substituted': async (sdk) => (await ownProtocolDuties(sdk))['template-substituted'],
    'tool-names-prefixed': async (sdk) => (await ownProtocolDuties(sdk))['tool-names-prefixed'],
    'result-post-processed': async (sdk) => (await ownProtocolDuties(sdk))['result-post-processed'],
  });
}
