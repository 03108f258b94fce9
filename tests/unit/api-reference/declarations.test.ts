import {describe, expect, it} from 'vitest';
import type {PageProse} from '../../../data/api-reference/types';
import type {ClassFacts, FieldFacts, FunctionFacts, ModuleFacts, ProtocolFacts} from '../../../data/protocol/types';
import {DOCS_VERSIONS} from '../../../scripts/api-reference/coverage';
import {renderVersion, VERSION_DIRS, versionDeclarations} from '../../../scripts/api-reference/render';
import {renderClass} from '../../../scripts/api-reference/render/classes';
import type {RenderContext} from '../../../scripts/api-reference/render/context';
import {renderFunction} from '../../../scripts/api-reference/render/functions';

function field(name: string, annotation: string, extra: Partial<FieldFacts> = {}): FieldFacts {
  return {name, annotation, default: null, default_factory: null, alias: null, required: false, line: 1, ...extra};
}

function cls(name: string, extra: Partial<ClassFacts>): ClassFacts {
  return {
    name,
    qualified_name: `utcp.sample.${name}`,
    public: true,
    bases: [],
    keywords: {},
    decorators: [],
    pydantic: false,
    fields: [],
    class_attributes: [],
    methods: [],
    line: 1,
    end_line: 2,
    ...extra,
  };
}

function fn(name: string, extra: Partial<FunctionFacts>): FunctionFacts {
  return {
    name,
    public: true,
    async: false,
    generator: false,
    decorators: [],
    parameters: [],
    returns: null,
    line: 1,
    end_line: 2,
    ...extra,
  };
}

const run = fn('run', {
  async: true,
  generator: true,
  returns: 'List[str]',
  parameters: [
    {name: 'self', kind: 'positional_or_keyword', annotation: null, default: null},
    {name: 'limit', kind: 'positional_or_keyword', annotation: 'int', default: '10'},
    {name: 'args', kind: 'var_positional', annotation: null, default: null},
  ],
});

const base = cls('Base', {
  pydantic: true,
  bases: ['BaseModel'],
  fields: [field('tags', 'List[str]'), field('kind', 'str')],
  instance_attributes: [
    {name: 'root_dir', annotation: 'str', line: 3},
    {name: 'name', annotation: null, line: 4},
  ],
});

const sample = cls('Sample', {
  pydantic: true,
  bases: ['Base'],
  fields: [
    field('name', 'Optional[Tool]', {default: 'None'}),
    field('id', 'str', {default_factory: 'lambda: uuid.uuid4().hex'}),
    field('schema_', 'Dict[str, Any]', {alias: 'schema', required: true}),
  ],
  class_attributes: [
    {name: 'limit', annotation: null, value: '3', line: 5},
    {name: 'registry', annotation: 'dict[str, int]', value: null, line: 6},
  ],
  instance_attributes: [
    {name: 'config', annotation: null, line: 7},
    {name: 'count', annotation: 'Optional[int]', line: 8},
  ],
  methods: [run],
});

function context(): RenderContext {
  const mod: ModuleFacts = {
    name: 'utcp.sample',
    path: 'core/src/utcp/sample.py',
    package: 'utcp',
    public: true,
    all: null,
    imports: [],
    classes: [base, sample],
    functions: [],
    constants: [],
  };
  const facts: ProtocolFacts = {
    format: 1,
    version: 'next',
    source: {repository: 'https://github.com/x/python-utcp', ref: 'main', commit: 'c'.repeat(40)},
    packages: [],
    modules: [mod],
  };
  return {
    version: 'next',
    typescript: new Map(),
    facts,
    mod,
    file: 'core/sample',
    symbols: new Map([['Tool', {file: 'core/tool', anchor: 'tool'}]]),
    declarations: [],
  };
}

const NO_PROSE = {classes: {}} as unknown as PageProse;

describe('declarations: what the renderer writes as signature blocks, as data', () => {
  const ctx = context();
  const page = renderClass(sample, NO_PROSE, ctx).join('\n');
  const [model, method] = ctx.declarations;

  it('records the class and its method, in page order, each with the text of its block', () => {
    expect(ctx.declarations.map((d) => [d.owner, d.name])).toEqual([
      [null, 'Sample'],
      ['Sample', 'run'],
    ]);
    expect(model.module).toBe('utcp.sample');
    expect(model.code).toBe('class Sample(Base)');
    expect(method.code).toBe('async def run(self, limit: int = 10, *args) -> List[str]');
    expect(page).toContain(`\`\`\`python signature\n${model.code}\n\`\`\``);
    expect(page).toContain(`\`\`\`python signature\n${method.code}\n\`\`\``);
  });

  it('holds the field table, inherited fields, kind and bases as plain Python text', () => {
    expect(model.fields).toEqual([
      {name: 'name', alias: null, type: 'Optional[Tool]', default: 'None', factory: null, required: false},
      {name: 'id', alias: null, type: 'str', default: null, factory: 'lambda: uuid.uuid4().hex', required: false},
      {name: 'schema_', alias: 'schema', type: 'Dict[str, Any]', default: null, factory: null, required: true},
    ]);
    expect(page).toContain('| `name` | <code>Optional\\[[Tool](./tool.md#tool)\\]</code> | `None` | no |');
    expect(page).toContain('| `schema` (attribute `schema_`) | <code>Dict\\[str, Any\\]</code> | — | yes |');
    expect(model.inherited).toEqual(['tags', 'kind']);
    expect(model.kind).toBe('pydantic model');
    expect(model.bases).toEqual(['Base']);
    expect(model.classAttributes).toEqual([
      {name: 'limit', type: null, value: '3'},
      {name: 'registry', type: 'dict[str, int]', value: null},
    ]);
  });

  it('holds the instance attribute table and the inherited instance attributes', () => {
    expect(model.instanceAttributes).toEqual([
      {name: 'config', type: null},
      {name: 'count', type: 'Optional[int]'},
    ]);
    expect(page).toContain('| `config` | not annotated |');
    expect(model.inheritedInstanceAttributes).toEqual(['root_dir', 'name']);
    expect(page).toContain('**Inherited instance attributes** from `Base`: `root_dir`, `name`.');
    expect(method.instanceAttributes).toBeNull();
    expect(method.inheritedInstanceAttributes).toBeNull();
  });

  it('holds the parameter table (self left out) and the result line of a method', () => {
    expect(method.parameters).toEqual([
      {name: 'limit', type: 'int', default: '10'},
      {name: '*args', type: null, default: '—'},
    ]);
    expect(method.returns).toEqual({label: 'Yields (async generator)', type: 'List[str]'});
    expect(page).toContain('**Yields (async generator):** <code>List\\[str\\]</code>.');
  });

  it('has no parameter table for a function without arguments, and no result line without annotation or prose', () => {
    const other = context();
    const lines = renderFunction(fn('reset', {}), undefined, 2, other, null);
    expect(lines).toContain('Takes no arguments.');
    expect(other.declarations).toEqual([expect.objectContaining({name: 'reset', parameters: null, returns: null})]);
    renderFunction(fn('load', {}), {summary: [], returns: 'The data.'}, 2, other, null);
    expect(other.declarations[1].returns).toEqual({label: 'Returns', type: null});
  });
});

describe('versionDeclarations', () => {
  it.each(DOCS_VERSIONS)('%s: one declaration per signature block of each page, with its text', (version) => {
    const pages = renderVersion(version);
    const declared = versionDeclarations(version);
    expect(declared.length).toBeGreaterThan(20);
    for (const {file, declarations} of declared) {
      const text = pages.get(file.slice(`${VERSION_DIRS[version]}/`.length));
      const blocks = [...(text ?? '').matchAll(/^```python signature\n([\s\S]*?)\n```$/gm)].map((m) => m[1]);
      expect(
        declarations.map((d) => d.code),
        file,
      ).toEqual(blocks);
    }
  });
});
