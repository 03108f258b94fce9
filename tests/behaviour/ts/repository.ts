/**
 * Cases of the in-memory tool repository of @utcp/sdk (InMemConcurrentToolRepository), with the same
 * case ids and the same snapshot shape as tests/behaviour/python/repository.py, so that the outcomes
 * of both languages compare value for value.
 */
import {loadedCore, serializerOutcome, settle, type Loose} from './support/client';
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

// Cases of the core entries of the TypeScript API reference (Issue 35): copies handed out by the
// in-memory repository, what it records of its configuration, and the dispatching serializer.

/** A repository holding manual m (tools a and b), whose template carries a nested headers object. */
async function stocked(sdk: LoadedSdk) {
  const repo = await inMemory(sdk);
  const manual = manualOf('m', ['a', 'b']);
  (manual.tools as Json[]).forEach((t) => (t.tags = ['first']));
  await repo.saveManual({...template('m'), headers: {h: 'first'}}, manual);
  return repo as Repository & {
    getManuals(): Promise<Json[]>;
  };
}

/** Changes what one lookup returned, then reports what a second lookup returns. */
async function afterEdit(
  sdk: LoadedSdk,
  edit: (repo: Loose) => Promise<void>,
  read: (repo: Loose) => Promise<unknown>,
) {
  const repo = (await stocked(sdk)) as unknown as Loose;
  await edit(repo);
  return read(repo);
}

const repositoryCore = loadedCore;

const shown = (value: unknown) => (value === undefined ? 'undefined' : value);

cases.push(
  ...casesOf('repository.in-memory.copies', {
    'get-manual': (sdk) =>
      afterEdit(
        sdk,
        async (repo) => {
          const found = await repo.getManual('m');
          found.tools.pop();
          found.manual_version = '9.9.9';
        },
        async (repo) => {
          const found = await repo.getManual('m');
          return {tools: found.tools.length, manual_version: found.manual_version};
        },
      ),
    'get-manuals': (sdk) =>
      afterEdit(
        sdk,
        async (repo) => (await repo.getManuals())[0].tools.pop(),
        async (repo) => (await repo.getManuals())[0].tools.length,
      ),
    'get-tools-by-manual': (sdk) =>
      afterEdit(
        sdk,
        async (repo) => {
          (await repo.getToolsByManual('m'))[0].name = 'changed';
        },
        async (repo) => (await repo.getToolsByManual('m')).map((t: Loose) => t.name),
      ),
    'get-tools-by-manual-nested': (sdk) =>
      afterEdit(
        sdk,
        async (repo) => {
          (await repo.getToolsByManual('m'))[0].tags.push('changed');
        },
        async (repo) => (await repo.getToolsByManual('m'))[0].tags,
      ),
    'get-manual-call-template': (sdk) =>
      afterEdit(
        sdk,
        async (repo) => {
          (await repo.getManualCallTemplate('m')).url = 'https://changed.example';
        },
        async (repo) => (await repo.getManualCallTemplate('m')).url,
      ),
    'get-manual-call-template-nested': (sdk) =>
      afterEdit(
        sdk,
        async (repo) => {
          (await repo.getManualCallTemplate('m')).headers.h = 'changed';
        },
        async (repo) => (await repo.getManualCallTemplate('m')).headers,
      ),
    'get-manual-call-templates': (sdk) =>
      afterEdit(
        sdk,
        async (repo) => {
          (await repo.getManualCallTemplates())[0].url = 'https://changed.example';
        },
        async (repo) => (await repo.getManualCallTemplates())[0].url,
      ),
  }),
  ...casesOf('repository.in-memory.basics', {
    'new-is-empty': async (sdk) => {
      const repo = (await inMemory(sdk)) as unknown as Loose;
      return {
        tools: (await repo.getTools()).length,
        manuals: (await repo.getManuals()).length,
        templates: (await repo.getManualCallTemplates()).length,
      };
    },
    'type-field': async (sdk) => ((await inMemory(sdk)) as unknown as Loose).tool_repository_type,
    'to-dict-without-config': async (sdk) => ((await inMemory(sdk)) as unknown as Loose).toDict(),
    'to-dict-after-save': async (sdk) => {
      const repo = (await stocked(sdk)) as unknown as Loose;
      return repo.toDict();
    },
    'config-with-extra-key': async (sdk) => {
      const core = (await sdk.sdk()) as unknown as Record<string, new (config?: Json) => Loose>;
      const repo = new core.InMemConcurrentToolRepository({tool_repository_type: 'in_memory', note: 'kept?'});
      return repo.toDict();
    },
    'config-of-other-type': async (sdk) => {
      const core = (await sdk.sdk()) as unknown as Record<string, new (config?: Json) => Loose>;
      const repo = new core.InMemConcurrentToolRepository({tool_repository_type: 'elsewhere'});
      return {tool_repository_type: repo.tool_repository_type, toDict: repo.toDict()};
    },
    'remove-unknown-manual': async (sdk) => ((await stocked(sdk)) as unknown as Loose).removeManual('nope'),
    'unknown-lookups': async (sdk) => {
      const repo = (await stocked(sdk)) as unknown as Loose;
      return {
        getManual: shown(await repo.getManual('nope')),
        getToolsByManual: shown(await repo.getToolsByManual('nope')),
        getManualCallTemplate: shown(await repo.getManualCallTemplate('nope')),
        getTool: shown(await repo.getTool('m.nope')),
      };
    },
    'concurrent-saves-of-one-name': async (sdk) => {
      const repo = await inMemory(sdk);
      await Promise.all([save(repo, 'm', ['a', 'b']), save(repo, 'm', ['c']), save(repo, 'm', ['d', 'e'])]);
      return names(await repo.getTools());
    },
  }),
  ...casesOf('repository.config.dispatch', {
    'to-dict-unknown-type': (sdk) =>
      serializerOutcome(sdk, 'ConcurrentToolRepositoryConfigSerializer', 'toDict', {tool_repository_type: 'elsewhere'}),
    'validate-unknown-type': (sdk) =>
      serializerOutcome(sdk, 'ConcurrentToolRepositoryConfigSerializer', 'validateDict', {
        tool_repository_type: 'elsewhere',
      }),
    'validate-missing-type': (sdk) =>
      serializerOutcome(sdk, 'ConcurrentToolRepositoryConfigSerializer', 'validateDict', {}),
    'validate-in-memory': async (sdk) => {
      const core = await repositoryCore(sdk);
      return settle(
        async () =>
          new core.ConcurrentToolRepositoryConfigSerializer().validateDict({tool_repository_type: 'in_memory'})
            .constructor.name,
      );
    },
    'to-dict-in-memory': async (sdk) => {
      const core = await repositoryCore(sdk);
      return settle(async () =>
        new core.ConcurrentToolRepositoryConfigSerializer().toDict(new core.InMemConcurrentToolRepository()),
      );
    },
    'schema-registered-type': async (sdk) => {
      const core = await repositoryCore(sdk);
      const input = {tool_repository_type: 'in_memory', note: 'x'};
      const parsed = core.ConcurrentToolRepositorySchema.safeParse(input);
      return {success: parsed.success, 'output is the input object': parsed.data === input};
    },
    'schema-unknown-type': async (sdk) => {
      const core = await repositoryCore(sdk);
      return {success: core.ConcurrentToolRepositorySchema.safeParse({tool_repository_type: 'elsewhere'}).success};
    },
  }),
);
