/**
 * Cases of the in-memory tool repository of @utcp/sdk (InMemConcurrentToolRepository), with the same
 * case ids and the same snapshot shape as tests/behaviour/python/repository.py, so that the outcomes
 * of both languages compare value for value.
 */
import {casesOf, type BehaviourCase, type LoadedSdk} from './support/sdk';

type Json = Record<string, unknown>;
type NamedTool = {name: string};
interface Repository {
  saveManual(template: Json, manual: Json): Promise<void>;
  removeManual(name: string): Promise<boolean>;
  removeTool(name: string): Promise<boolean>;
  getTool(name: string): Promise<NamedTool | undefined>;
  getTools(): Promise<NamedTool[]>;
  getToolsByManual(name: string): Promise<NamedTool[] | undefined>;
  getManual(name: string): Promise<{tools: NamedTool[]} | undefined>;
  getManualCallTemplate(name: string): Promise<{name: string} | undefined>;
  getManualCallTemplates(): Promise<{name: string}[]>;
}

function template(name: string): Json {
  return {name, call_template_type: 'http', url: 'https://x.example/a', http_method: 'GET'};
}

function manualOf(name: string, toolNames: string[]): Json {
  return {
    utcp_version: '1.0.0',
    manual_version: '1.0.0',
    tools: toolNames.map((tool) => ({
      name: tool,
      description: 'd',
      inputs: {type: 'object', properties: {}},
      outputs: {type: 'object', properties: {}},
      tags: [],
      tool_call_template: template(name),
    })),
  };
}

async function inMemory(sdk: LoadedSdk): Promise<Repository> {
  const core = await sdk.sdk();
  const Repo = core.InMemConcurrentToolRepository as new () => Repository;
  return new Repo();
}

/** The core's ConcurrentToolRepositoryConfigSerializer, which dispatches on tool_repository_type. */
async function configSerializer(sdk: LoadedSdk) {
  const core = await sdk.sdk();
  await core.UtcpClient.create(process.cwd(), {});
  return core.ConcurrentToolRepositoryConfigSerializer as unknown as new () => {toDict(value: unknown): Json};
}

const save = (repo: Repository, name: string, toolNames: string[]) =>
  repo.saveManual(template(name), manualOf(name, toolNames));

const names = (tools: NamedTool[] | undefined) => (tools === undefined ? null : tools.map((t) => t.name));

/** What every lookup of the repository shows for the given manual names (the Python cases' shape). */
async function snapshot(repo: Repository, manualNames: string[]) {
  const manuals: Json = {};
  const byManual: Json = {};
  const templates: Json = {};
  for (const n of manualNames) {
    const found = await repo.getManual(n);
    manuals[n] = found ? names(found.tools) : null;
    byManual[n] = names(await repo.getToolsByManual(n));
    templates[n] = (await repo.getManualCallTemplate(n))?.name ?? null;
  }
  return {
    tools: names(await repo.getTools()),
    manuals,
    tools_by_manual: byManual,
    templates,
    all_templates: (await repo.getManualCallTemplates()).map((t) => t.name),
  };
}

export const cases: BehaviourCase[] = [
  ...casesOf('repository.in-memory.save', {
    'stores-all': async (sdk) => {
      const repo = await inMemory(sdk);
      await save(repo, 'm', ['m.a', 'm.b']);
      return snapshot(repo, ['m']);
    },
    'replace-with-fewer': async (sdk) => {
      const repo = await inMemory(sdk);
      await save(repo, 'm', ['m.a', 'm.b']);
      await save(repo, 'm', ['m.c']);
      return snapshot(repo, ['m']);
    },
    'later-edit-of-saved-manual': async (sdk) => {
      const repo = await inMemory(sdk);
      const saved = manualOf('m', ['m.a']);
      await repo.saveManual(template('m'), saved);
      (saved.tools as Json[])[0].description = 'edited after saving';
      return ((await repo.getTool('m.a')) as unknown as Json).description;
    },
    'unprefixed-names': async (sdk) => {
      const repo = await inMemory(sdk);
      await save(repo, 'm', ['a']);
      const found = await repo.getTool('a');
      return {a: found ? names([found]) : null, 'm.a': (await repo.getTool('m.a')) ?? null};
    },
    'tool-appended-after-saving': async (sdk) => {
      const repo = await inMemory(sdk);
      const saved = manualOf('m', ['m.a']);
      await repo.saveManual(template('m'), saved);
      (saved.tools as Json[]).push((manualOf('m', ['m.b']).tools as Json[])[0]);
      const stored = await repo.getManual('m');
      return {
        'manual lists': names(stored?.tools),
        'get_tool m.b found': (await repo.getTool('m.b')) !== undefined,
        get_tools: names(await repo.getTools()),
      };
    },
    'shared-tool-name': async (sdk) => {
      const repo = await inMemory(sdk);
      await save(repo, 'a', ['x.t']);
      await save(repo, 'b', ['x.t']);
      const before = await snapshot(repo, ['a', 'b']);
      await repo.removeManual('a');
      return {before, 'after removing a': await snapshot(repo, ['a', 'b'])};
    },
  }),
  ...casesOf('repository.in-memory.remove-manual', {
    'all-parts': async (sdk) => {
      const repo = await inMemory(sdk);
      await save(repo, 'm', ['m.a', 'm.b']);
      await save(repo, 'n', ['n.a']);
      const removed = await repo.removeManual('m');
      return {removed, ...(await snapshot(repo, ['m', 'n']))};
    },
    'after-remove-tool': async (sdk) => {
      const repo = await inMemory(sdk);
      await save(repo, 'm', ['m.a']);
      await repo.removeTool('m.a');
      const removed = await repo.removeManual('m');
      return {removed, ...(await snapshot(repo, ['m']))};
    },
  }),
  ...casesOf('repository.in-memory.remove-tool', {
    'manual-list': async (sdk) => {
      const repo = await inMemory(sdk);
      await save(repo, 'm', ['m.a', 'm.b']);
      const removed = await repo.removeTool('m.a');
      return {removed, get_tool: (await repo.getTool('m.a')) ?? null, ...(await snapshot(repo, ['m']))};
    },
    unknown: async (sdk) => {
      const repo = await inMemory(sdk);
      await save(repo, 'm', ['m.a']);
      return {removed: await repo.removeTool('m.zzz'), ...(await snapshot(repo, ['m']))};
    },
    'last-tool': async (sdk) => {
      const repo = await inMemory(sdk);
      await save(repo, 'm', ['m.a']);
      const removed = await repo.removeTool('m.a');
      return {removed, ...(await snapshot(repo, ['m']))};
    },
    'equal-tool-in-two-manuals': async (sdk) => {
      const repo = await inMemory(sdk);
      await save(repo, 'a', ['x.t']);
      await save(repo, 'b', ['x.t']);
      const removed = await repo.removeTool('x.t');
      return {removed, ...(await snapshot(repo, ['a', 'b']))};
    },
  }),
  ...casesOf('repository.in-memory.config-dump', {
    'after-save': async (sdk) => {
      const repo = await inMemory(sdk);
      await save(repo, 'm', ['m.a']);
      return new (await configSerializer(sdk))().toDict(repo);
    },
    empty: async (sdk) => new (await configSerializer(sdk))().toDict(await inMemory(sdk)),
  }),
];
