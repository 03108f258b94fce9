/**
 * Cases of the extension points the implementation guide describes: a protocol of our own that
 * fails, a search strategy of our own, and what the published plugin packages require of the core.
 */
// The JSON-RPC cases run the guide's own plugin example, taken from the page of the line:
// behaviour-inputs: docs/implementation.md versioned_docs/version-1.0/implementation.md
import {execFile} from 'node:child_process';
import {mkdirSync, mkdtempSync, readFileSync, readdirSync, symlinkSync, writeFileSync} from 'node:fs';
import {createServer} from 'node:https';
import type {AddressInfo} from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {promisify} from 'node:util';
import {acceptAnyTemplate, client, settle, type Json} from './support/client';
import {casesOf, type BehaviourCase, type LoadedSdk} from './support/sdk';
import {writeSelfSignedCertificate} from '../../../scripts/lib/selfSignedCertificate';

type How = 'register-returns-errors' | 'register-raises' | 'call-raises';

/** Registers, for `type`, a serializer that accepts any template and a protocol that fails as `how` says. */
async function installFailingProtocol(sdk: LoadedSdk, type: string, how: How): Promise<void> {
  const core = await sdk.sdk();
  acceptAnyTemplate(core, type);
  const hello = {
    name: 'hello',
    description: '',
    inputs: {type: 'object', properties: {}},
    outputs: {},
    tool_call_template: {call_template_type: type},
  };
  (core.CommunicationProtocol as {communicationProtocols: Record<string, unknown>}).communicationProtocols[type] = {
    registerManual: async (_caller: unknown, template: Json) => {
      if (how === 'register-raises') throw new Error('discovery broke');
      const failed = how === 'register-returns-errors';
      return {
        success: !failed,
        manualCallTemplate: template,
        manual: {utcp_version: '1.0.0', manual_version: '1.0.0', tools: failed ? [] : [hello]},
        errors: failed ? ['discovery broke'] : [],
      };
    },
    deregisterManual: async () => undefined,
    callTool: async () => {
      throw new Error('call broke');
    },
    async *callToolStreaming() {
      yield await Promise.reject(new Error('call broke'));
    },
    close: async () => undefined,
  };
}

async function failure(sdk: LoadedSdk, how: How) {
  const type = `failing_${how.replace(/-/g, '_')}`;
  await installFailingProtocol(sdk, type, how);
  const utcp = await client(sdk);
  const settled = await settle(utcp.registerManual({name: 'own', call_template_type: type}));
  const registration =
    'value' in settled
      ? {
          success: (settled.value as {success: boolean}).success,
          errors: (settled.value as {errors: string[]}).errors.map((e) => e.split('\n')[0]),
        }
      : {raised: settled.error.message};
  const stored = (await utcp.getTools()).map((t) => t.name);
  const outcome: Json = {registration, stored};
  if (how === 'call-raises') {
    const call = await settle(utcp.callTool('own.hello', {}));
    outcome.call = 'value' in call ? {returned: call.value} : {raised: call.error.message};
  }
  await utcp.close();
  return outcome;
}

export const cases: BehaviourCase[] = [
  ...casesOf('extension.protocol.failures', {
    'register-returns-errors': (sdk) => failure(sdk, 'register-returns-errors'),
    'register-raises': (sdk) => failure(sdk, 'register-raises'),
    'call-raises': (sdk) => failure(sdk, 'call-raises'),
  }),
  ...casesOf('extension.search.custom-strategy', {
    'arguments-and-order': async (sdk) => {
      const core = await sdk.sdk();
      const seen: Json = {};
      const strategy = {
        tool_search_strategy_type: 'reverse_names',
        searchTools: async (
          repository: {getTools(): Promise<{name: string}[]>},
          query: string,
          limit: number,
          anyOfTagsRequired?: string[],
        ) => {
          Object.assign(seen, {query, limit, tags: anyOfTagsRequired ?? null});
          const tools = [...(await repository.getTools())].sort((a, b) => b.name.localeCompare(a.name));
          return tools.slice(0, limit);
        },
      };
      (
        core.ToolSearchStrategyConfigSerializer as unknown as {
          registerStrategy(type: string, serializer: unknown, override?: boolean): boolean;
        }
      ).registerStrategy('reverse_names', {
        toDict: () => ({tool_search_strategy_type: 'reverse_names'}),
        validateDict: () => strategy,
        copy: () => strategy,
      });
      const tools = ['a', 'b', 'c'].map((name) => ({
        name,
        description: '',
        inputs: {type: 'object', properties: {}},
        outputs: {},
        tool_call_template: {call_template_type: 'text', content: 'x'},
      }));
      {
        const utcp = await client(sdk, {tool_search_strategy: {tool_search_strategy_type: 'reverse_names'}});
        await utcp.registerManual({
          name: 'm',
          call_template_type: 'text',
          content: JSON.stringify({utcp_version: '1.0.0', manual_version: '1.0.0', tools}),
        });
        const found = await utcp.searchTools('anything', 2, ['x']);
        await utcp.close();
        return {argumentsSeen: seen, found: found.map((t) => t.name)};
      }
    },
  }),
  ...casesOf('extension.packages.core-requirement', {
    'plugin-packages': async (sdk) => {
      const folder = path.join(sdk.root, 'node_modules', '@utcp');
      const found: Json = {};
      for (const name of readdirSync(folder).sort()) {
        const manifest = JSON.parse(readFileSync(path.join(folder, name, 'package.json'), 'utf8')) as {
          version: string;
          dependencies?: Record<string, string>;
          peerDependencies?: Record<string, string>;
        };
        const requires = {...manifest.dependencies, ...manifest.peerDependencies}['@utcp/sdk'];
        found[`@utcp/${name}`] = {version: manifest.version, requires: requires ?? null};
      }
      return found;
    },
  }),
];

cases.push(
  ...casesOf('extension.repository.custom', {
    'recording-repository': async (sdk) => {
      const core = await sdk.sdk();
      const InMem = core.InMemConcurrentToolRepository as new (config?: Json) => {
        saveManual(template: Json, manual: {tools: {name: string}[]}): Promise<void>;
      };
      const saved: string[][] = [];
      class Recording extends InMem {
        tool_repository_type = 'recording';
        override async saveManual(template: Json, manual: {tools: {name: string}[]}) {
          saved.push(manual.tools.map((t) => t.name));
          await super.saveManual(template, manual);
        }
      }
      (
        core.ConcurrentToolRepositoryConfigSerializer as unknown as {
          registerRepository(type: string, serializer: unknown, override?: boolean): boolean;
        }
      ).registerRepository('recording', {
        toDict: () => ({tool_repository_type: 'recording'}),
        validateDict: () => new Recording(),
        copy: (value: unknown) => value,
      });
      {
        const utcp = await client(sdk, {tool_repository: {tool_repository_type: 'recording'}});
        await utcp.registerManual({
          name: 'own',
          call_template_type: 'text',
          content: JSON.stringify({
            utcp_version: '1.0.0',
            manual_version: '1.0.0',
            tools: [
              {
                name: 'hello',
                description: '',
                inputs: {type: 'object', properties: {}},
                outputs: {},
                tool_call_template: {call_template_type: 'text', content: 'hello text'},
              },
            ],
          }),
        });
        const repository = (utcp.config as {tool_repository?: object}).tool_repository;
        const answer = await utcp.callTool('own.hello', {});
        await utcp.close();
        return {repositoryType: repository?.constructor.name ?? null, saved, callAnswered: Boolean(answer)};
      }
    },
  }),
);

// --- the guide's JSON-RPC plugin example, run as readers copy it -------------------------------------------
// The example refuses any URL but https://, so the cases serve JSON-RPC over loopback HTTPS with a self-signed
// certificate and run the example in a new Node process that trusts it through NODE_EXTRA_CA_CERTS (read only
// when Node starts). The process imports the line's own @utcp/sdk and zod through a link to its node_modules.
const REPOSITORY = path.resolve(__dirname, '..', '..', '..');
const GUIDE_PAGES: Record<string, string> = {
  '1.0': 'versioned_docs/version-1.0/implementation.md',
  '1.1': 'docs/implementation.md',
};

function guideBlocks(line: string): {plugin: string; usage: string} {
  const text = readFileSync(path.join(REPOSITORY, GUIDE_PAGES[line]), 'utf8');
  const blocks = [...text.matchAll(/```typescript\n([\s\S]*?)```/g)].map((m) => m[1]);
  const plugin = blocks.find((b) => b.startsWith('// utcp-jsonrpc/src/index.ts'));
  const usage = blocks.find((b) => b.includes("import 'utcp-jsonrpc'"));
  if (!plugin || !usage) throw new Error(`the JSON-RPC blocks are missing from ${GUIDE_PAGES[line]}`);
  return {plugin, usage};
}

function jsonRpcTools(base: string) {
  const tool = (name: string, method?: string) => ({
    name,
    description: '',
    inputs: {type: 'object', properties: {}},
    outputs: {},
    tool_call_template: {call_template_type: 'jsonrpc', url: `${base}/billing`, ...(method ? {method} : {})},
  });
  return [tool('get_invoice', 'billing.get_invoice'), tool('ping_default'), tool('failing', 'billing.fail')];
}

interface Seen {
  path: string;
  method: unknown;
  params: unknown;
}

function answerRpc(
  pathName: string,
  body: {id?: unknown; method?: string; params?: Record<string, unknown>},
  base: string,
) {
  const manual = {utcp_version: '1.0.1', manual_version: '1.0.0', tools: jsonRpcTools(base)};
  const answers: Record<string, object> = {
    '/billing utcp.manual': {result: manual},
    '/billing tools.list': {result: manual},
    '/billing billing.get_invoice': {result: {invoice_id: body.params?.invoice_id ?? null, total: '12.50'}},
    '/billing billing.fail': {error: {code: -32602, message: 'Invalid params'}},
    '/object utcp.manual': {result: {hello: 'world'}},
    '/string utcp.manual': {result: 'just text'},
    '/error utcp.manual': {error: {code: -32601, message: 'Method not found'}},
  };
  const answer = answers[`${pathName} ${body.method}`] ?? {error: {code: -32601, message: 'Method not found'}};
  return {jsonrpc: '2.0', id: body.id ?? null, ...answer};
}

const SCENARIO_TAIL = `
// A registration error the same in both languages: the example's own messages without the "Error: " that
// String(error) puts first, a failed validation of the manual (zod's issue list, as JSON) as one phrase.
function shown(error: string): string {
  const text = error.replace(/^Error: /, '');
  if (text.startsWith('[')) return 'the manual did not validate';
  return text.split('\\n')[0].slice(0, 200);
}
const found: Record<string, unknown> = {invoice, tools: (await client.getTools()).map((t) => t.name).sort()};
const scenario = process.argv[2];
if (scenario.startsWith('call:')) {
  const space = scenario.indexOf(' ');
  try {
    found.call = {value: await client.callTool(scenario.slice(5, space), JSON.parse(scenario.slice(space + 1)))};
  } catch (error) {
    found.call = {raised: String((error as Error).message).slice(0, 200)}; // the type is each language's own
  }
} else if (scenario.startsWith('register:')) {
  const template = JSON.parse(scenario.slice(9).replaceAll('BASE', process.argv[3]));
  const result = await client.registerManual(template);
  found.registration = {
    success: result.success,
    tools: result.manual.tools.map((t) => t.name),
    errors: result.errors.map((e) => shown(String(e).replaceAll(process.argv[3], 'BASE'))),
  };
}
console.log(JSON.stringify(found));
process.exit(0);
`;

async function guideJsonRpc(sdk: LoadedSdk, scenario: string): Promise<unknown> {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'jsonrpc-'));
  const {certPath: cert, ...pem} = writeSelfSignedCertificate(folder, {
    commonName: '127.0.0.1',
    altNames: ['IP:127.0.0.1'],
  });
  const seen: Seen[] = [];
  const server = createServer({key: pem.key, cert: pem.cert}, (request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    request.on('end', () => {
      const body = JSON.parse(text) as {id?: unknown; method?: string; params?: Record<string, unknown>};
      const pathName = (request.url ?? '').split('?')[0];
      seen.push({path: pathName, method: body.method ?? null, params: body.params ?? null});
      const base = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
      response.writeHead(200, {'content-type': 'application/json'});
      response.end(JSON.stringify(answerRpc(pathName, body, base)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const {plugin, usage} = guideBlocks(sdk.line);
    const program = path.join(folder, 'program');
    mkdirSync(program);
    symlinkSync(path.join(sdk.root, 'node_modules'), path.join(program, 'node_modules'));
    writeFileSync(path.join(program, 'package.json'), '{"type": "module"}\n');
    writeFileSync(path.join(program, 'utcp-jsonrpc.ts'), plugin);
    const main = usage
      .replace("import 'utcp-jsonrpc';", "import './utcp-jsonrpc.ts';")
      .replaceAll('https://rpc.example.com/billing', `${base}/billing`);
    writeFileSync(path.join(program, 'main.ts'), main + SCENARIO_TAIL);
    const run = promisify(execFile);
    const {stdout} = await run(process.execPath, ['--import', 'tsx', path.join(program, 'main.ts'), scenario, base], {
      cwd: REPOSITORY,
      env: {...process.env, NODE_EXTRA_CA_CERTS: cert},
      timeout: 60_000,
    });
    const found = JSON.parse(stdout.trim().split('\n').pop() ?? '{}') as Record<string, unknown>;
    found.requests = seen;
    return JSON.parse(JSON.stringify(found).replaceAll(base, 'https://127.0.0.1:<port>'));
  } finally {
    server.close();
  }
}

cases.push(
  ...casesOf(
    'extension.jsonrpc.guide-example',
    {
      'usage-as-written': (sdk) => guideJsonRpc(sdk, 'usage'),
      'tool-template-without-method': (sdk) => guideJsonRpc(sdk, 'call:billing.ping_default {"x": 1}'),
      'json-rpc-error': (sdk) => guideJsonRpc(sdk, 'call:billing.failing {"invoice_id": "nope"}'),
      'manual-method-named': (sdk) =>
        guideJsonRpc(
          sdk,
          'register:{"name": "named", "call_template_type": "jsonrpc", "url": "BASE/billing", "method": "tools.list"}',
        ),
      'result-object-not-a-manual': (sdk) =>
        guideJsonRpc(sdk, 'register:{"name": "odd", "call_template_type": "jsonrpc", "url": "BASE/object"}'),
      'result-string': (sdk) =>
        guideJsonRpc(sdk, 'register:{"name": "odd", "call_template_type": "jsonrpc", "url": "BASE/string"}'),
      'discovery-json-rpc-error': (sdk) =>
        guideJsonRpc(sdk, 'register:{"name": "odd", "call_template_type": "jsonrpc", "url": "BASE/error"}'),
      'plain-http-url': (sdk) =>
        guideJsonRpc(
          sdk,
          'register:{"name": "odd", "call_template_type": "jsonrpc", "url": "http://127.0.0.1:9/billing"}',
        ),
    },
    {timeoutMs: 90_000},
  ),
);

// extension.packages.metadata: what the core package says of itself (version, licence, author, status).
cases.push(
  ...casesOf('extension.packages.metadata', {
    core: async (sdk) => {
      const manifest = JSON.parse(
        readFileSync(path.join(sdk.root, 'node_modules', '@utcp', 'sdk', 'package.json'), 'utf8'),
      ) as {name: string; version: string; license?: string; author?: string};
      return {
        name: manifest.name,
        version: manifest.version,
        license: manifest.license ?? null,
        authors: manifest.author ? [manifest.author] : [],
        'development status': null,
      };
    },
  }),
);
