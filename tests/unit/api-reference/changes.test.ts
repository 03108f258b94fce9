import {describe, expect, it} from 'vitest';
import {moduleChanges, signatureText} from '../../../scripts/api-reference/render/changes';
import type {ClassFacts, FieldFacts, FunctionFacts, ModuleFacts, PackageFacts} from '../../../data/protocol/types';

function field(name: string, annotation: string, dflt: string | null): FieldFacts {
  return {name, annotation, default: dflt, default_factory: null, alias: null, required: dflt === null, line: 1};
}

function method(
  name: string,
  params: [string, string | null, string | null][],
  returns: string | null,
  isAsync = false,
): FunctionFacts {
  return {
    name,
    public: !name.startsWith('_'),
    async: isAsync,
    generator: false,
    decorators: [],
    parameters: params.map(([n, annotation, dflt]) => ({
      name: n,
      kind: 'positional_or_keyword' as const,
      annotation,
      default: dflt,
    })),
    returns,
    line: 1,
    end_line: 2,
  };
}

function cls(name: string, fields: FieldFacts[], methods: FunctionFacts[], bases = ['BaseModel']): ClassFacts {
  return {
    name,
    qualified_name: `m.${name}`,
    public: true,
    bases,
    keywords: {},
    decorators: [],
    pydantic: true,
    fields,
    class_attributes: [],
    methods,
    line: 1,
    end_line: 9,
  };
}

function mod(classes: ClassFacts[], functions: FunctionFacts[] = []): ModuleFacts {
  return {
    name: 'm',
    path: 'm.py',
    package: 'p',
    public: true,
    all: null,
    imports: [],
    classes,
    functions,
    constants: [],
  };
}

const pkg = (version: string): PackageFacts => ({
  name: 'p',
  version,
  requires_python: null,
  dependencies: [],
  optional_dependencies: {},
  pyproject: 'pyproject.toml',
  root: '',
  source_root: 'src',
  entry_points: {},
  plugin_entry_point: null,
  modules: ['m'],
});

describe('changes between two fact sets', () => {
  it('lists added, removed and changed fields, methods, classes and functions', () => {
    const before = mod(
      [
        cls(
          'Kept',
          [field('a', 'int', '1'), field('b', 'str', null), field('gone', 'bool', 'False')],
          [
            method(
              'run',
              [
                ['self', null, null],
                ['x', 'int', null],
              ],
              'str',
            ),
          ],
        ),
        cls('Dropped', [], []),
      ],
      [method('helper', [], 'None')],
    );
    const after = mod(
      [
        cls(
          'Kept',
          [field('a', 'int', '2'), field('b', 'Optional[str]', null), field('c', 'List[str]', '[]')],
          [
            method(
              'run',
              [
                ['self', null, null],
                ['x', 'int', null],
                ['y', 'int', '0'],
              ],
              'str',
              true,
            ),
          ],
        ),
        cls('Added', [], []),
      ],
      [method('helper', [], 'None')],
    );
    expect(moduleChanges(before, after, pkg('1.0.0'), pkg('1.1.0'))).toEqual([
      '`p` version 1.0.0 → 1.1.0.',
      '`Kept.a`: default `1` → `2`.',
      '`Kept.b`: type `str` → `Optional[str]`.',
      'Added field `Kept.c: List[str] = []`.',
      'Removed field `Kept.gone`.',
      '`Kept.run`: signature `(self, x: int) -> str` → `async (self, x: int, y: int = 0) -> str`.',
      'Added class `Added`.',
      'Removed class `Dropped`.',
    ]);
  });

  it('calls annotated names of a plain class class attributes and leaves private ones out', () => {
    const plain = (fields: FieldFacts[]): ModuleFacts => mod([{...cls('Proto', fields, [], ['ABC']), pydantic: false}]);
    expect(
      moduleChanges(
        plain([field('kept', 'int', '1')]),
        plain([field('kept', 'int', '1'), field('limit', 'int', '3'), field('_KEYS', 'tuple', '("PATH",)')]),
        pkg('1.0.0'),
        pkg('1.0.0'),
      ),
    ).toEqual(['Added class attribute `Proto.limit: int = 3`.']);
  });

  it('reports nothing for identical modules and says when a module is new', () => {
    const same = mod([cls('A', [field('a', 'int', '1')], [])]);
    expect(moduleChanges(same, same, pkg('1.0.0'), pkg('1.0.0'))).toEqual([]);
    expect(moduleChanges(undefined, same, undefined, pkg('1.1.0'))).toEqual([
      '`p` is a new distribution (1.1.0).',
      'The module `m` is new: 1.0 does not have it.',
    ]);
  });

  it('writes signatures with stars for *args and **kwargs', () => {
    const fn: FunctionFacts = {
      ...method('f', [], 'None'),
      parameters: [
        {name: 'args', kind: 'var_positional', annotation: null, default: null},
        {name: 'kwargs', kind: 'var_keyword', annotation: 'Any', default: null},
      ],
    };
    expect(signatureText(fn)).toBe('(*args, **kwargs: Any) -> None');
  });
});
