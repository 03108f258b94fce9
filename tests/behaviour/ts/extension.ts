/**
 * Cases of the extension points the implementation guide describes: a protocol of our own that
 * fails, a search strategy of our own, and what the published plugin packages require of the core.
 */
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {acceptAnyTemplate, client, settle, type Json} from './support/client';
import {casesOf, type BehaviourCase, type LoadedSdk} from './support/sdk';

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
