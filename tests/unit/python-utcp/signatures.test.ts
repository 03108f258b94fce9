import {describe, expect, it} from 'vitest';
import {pinnedCommit} from '../../../scripts/python-utcp/environment';
import {
  collectSignatureBlocks,
  readSignatureRecord,
  scanApiPage,
  SIGNATURE_VERSIONS,
  signatureHash,
  signatureRecordProblems,
  typeCellText,
  type SignatureEntry,
  type SignatureRecord,
} from '../../../scripts/python-utcp/signatureBlocks';

describe('signature records match the API reference pages', () => {
  it.each(SIGNATURE_VERSIONS)(
    '%s: every signature block was checked against running python-utcp and agreed',
    (version) => {
      const problems = signatureRecordProblems(
        readSignatureRecord(version),
        collectSignatureBlocks(version),
        pinnedCommit(version),
      );
      expect(problems).toEqual([]);
    },
  );

  it.each(SIGNATURE_VERSIONS)('%s: the record covers the reference (blocks, parameter and field rows)', (version) => {
    const record = readSignatureRecord(version);
    const instanceRows = record.entries.flatMap((entry) => entry.instanceAttributes ?? []);
    expect(instanceRows.length).toBeGreaterThanOrEqual(9);
    expect(instanceRows.every((row) => row.verdict === 'agree')).toBe(true);
    expect(record.version).toBe(version);
    expect(record.entries.filter((entry) => entry.verdict === 'agree').length).toBeGreaterThan(200);
    expect(record.entries.reduce((sum, entry) => sum + entry.checked.fields, 0)).toBeGreaterThan(100);
    expect(record.entries.reduce((sum, entry) => sum + entry.checked.parameters, 0)).toBeGreaterThan(200);
  });
});

const PAGE = `---
title: "utcp.sample"
---

## \`Sample\`

\`\`\`python
class Sample(BaseModel)
\`\`\`

**Kind:** pydantic model · **Bases:** <code>BaseModel</code>

**Fields:**

| Field | Type | Default | Required | Description |
| --- | --- | --- | --- | --- |
| \`name\` | <code>Optional\\[[Tool](./tool.md#tool)\\]</code> | \`None\` | no | A tool. |
| \`id\` | <code>str</code> | \`lambda: uuid.uuid4().hex\` (factory) | no | Fresh. |
| \`schema\` (attribute \`schema_\`) | <code>Dict\\[str, Any\\]</code> | — | yes | Aliased. |

**Inherited fields** from [\`Base\`](./base.md#base): \`tags\`, \`kind\`.

**Class attributes:**

| Attribute | Type | Value | Description |
| --- | --- | --- | --- |
| \`limit\` | — | \`3\` | Cap. |
| \`registry\` | <code>dict\\[str, int\\]</code> | — | Filled later. |

**Instance attributes** (set in \`__init__\`):

| Attribute | Type | Description |
| --- | --- | --- |
| \`config\` | not annotated | The configuration. {/* probe: x */} |
| \`count\` | <code>Optional\\[int\\]</code> | How many. |

**Inherited instance attributes** from [\`Base\`](./base.md#base): \`root_dir\`, \`name\`.

### \`run()\`

\`\`\`python
async def run(self, limit: int = 10, *args) -> List[str]
\`\`\`

| Parameter | Type | Default | Description |
| --- | --- | --- | --- |
| \`limit\` | <code>int</code> | \`10\` | How many. |
| \`*args\` | not annotated | — | More. |

**Yields (async generator):** <code>List\\[str\\]</code>. Names.

## Example

\`\`\`python
from utcp.sample import Sample
\`\`\`

## Notes

\`\`\`python
x = 1
\`\`\`
`;

describe('scanApiPage', () => {
  const scan = scanApiPage('docs/api/sample.md', PAGE);

  it('finds the class and method blocks and leaves the example program to the example runner', () => {
    expect(scan.blocks.map((block) => block.id)).toEqual([
      'docs/api/sample.md#Sample',
      'docs/api/sample.md#Sample.run',
    ]);
    expect(scan.blocks[0].module).toBe('utcp.sample');
    expect(scan.blocks[1].owner).toBe('Sample');
    expect(scan.examples).toBe(1);
    expect(scan.strays).toEqual([{file: 'docs/api/sample.md', line: 60}]);
  });

  it('reads the field table, the inherited fields, kind and bases', () => {
    const [model] = scan.blocks;
    expect(model.fields).toEqual([
      {name: 'name', alias: null, type: 'Optional[Tool]', default: 'None', factory: null, required: false},
      {name: 'id', alias: null, type: 'str', default: null, factory: 'lambda: uuid.uuid4().hex', required: false},
      {name: 'schema_', alias: 'schema', type: 'Dict[str, Any]', default: null, factory: null, required: true},
    ]);
    expect(model.inherited).toEqual(['tags', 'kind']);
    expect(model.kind).toBe('pydantic model');
    expect(model.bases).toEqual(['BaseModel']);
    expect(model.classAttributes).toEqual([
      {name: 'limit', type: null, value: '3'},
      {name: 'registry', type: 'dict[str, int]', value: null},
    ]);
  });

  it('reads the instance attribute table and the inherited instance attributes', () => {
    const [model, method] = scan.blocks;
    expect(model.instanceAttributes).toEqual([
      {name: 'config', type: null},
      {name: 'count', type: 'Optional[int]'},
    ]);
    expect(model.inheritedInstanceAttributes).toEqual(['root_dir', 'name']);
    expect(method.instanceAttributes).toBeNull();
    expect(method.inheritedInstanceAttributes).toBeNull();
  });

  it('reads the parameter table and the result line of a method', () => {
    const [, method] = scan.blocks;
    expect(method.parameters).toEqual([
      {name: 'limit', type: 'int', default: '10'},
      {name: '*args', type: null, default: '—'},
    ]);
    expect(method.returns).toEqual({label: 'Yields (async generator)', type: 'List[str]'});
  });

  it('takes a block fenced ```python signature as a declaration, whatever its first line', () => {
    const marked = scanApiPage(
      'docs/api/m.md',
      '---\ntitle: "m"\n---\n\n## `x`\n\n```python signature\nfrom_x = 1\n```\n',
    );
    expect(marked.blocks.map((block) => block.id)).toEqual(['docs/api/m.md#x']);
    const example = scanApiPage('docs/api/m.md', '---\ntitle: "m"\n---\n\n## Example\n\n```python\nimport m\n```\n');
    expect(example).toEqual({blocks: [], examples: 1, strays: []});
  });

  it('turns a type cell back into Python text', () => {
    expect(typeCellText("<code>Optional\\[Union\\[str, '[X](./x.md#x)'\\]\\]</code>")).toBe(
      "Optional[Union[str, 'X']]",
    );
    expect(typeCellText('<code>Literal\\["a", "b"\\] \\| None</code>')).toBe('Literal["a", "b"] | None');
    expect(typeCellText('not annotated')).toBeNull();
  });
});

describe('signatureRecordProblems', () => {
  const scan = scanApiPage('docs/api/sample.md', PAGE);
  const clean = {...scan, strays: []};
  const rows = (verdict: 'agree' | 'disagree' = 'agree') => [
    {name: 'config', verdict, observed: 'set by __init__, dict value, not annotated'},
    {name: 'count', verdict: 'agree' as const, observed: 'set by __init__, int value, class annotation Optional[int]'},
  ];
  const entry = (index: number, extra: Partial<SignatureEntry> = {}): SignatureEntry => ({
    ...(index === 0 ? {instanceAttributes: rows()} : {}),
    id: scan.blocks[index].id,
    hash: signatureHash(scan.blocks[index]),
    commit: 'c1',
    verdict: 'agree',
    checked: {parameters: 0, fields: 0, attributes: 0},
    observed: '',
    ...extra,
  });
  const record = (entries: SignatureEntry[]): SignatureRecord => ({format: 1, version: 'next', commit: 'c1', entries});

  it('accepts a record in which every block agreed as it stands', () => {
    expect(signatureRecordProblems(record([entry(0), entry(1)]), clean, 'c1')).toEqual([]);
  });

  it('accepts a traced block with a path:line@commit trace', () => {
    const traced = entry(1, {verdict: 'traced', trace: 'core/src/utcp/sample.py:12@abcdef1'});
    expect(signatureRecordProblems(record([entry(0), traced]), clean, 'c1')).toEqual([]);
  });

  it('fails when a block changed since its check', () => {
    const changed = {...clean, blocks: [clean.blocks[0], {...clean.blocks[1], code: 'def run(self)'}]};
    expect(signatureRecordProblems(record([entry(0), entry(1)]), changed, 'c1')).toEqual([
      expect.stringContaining('changed since it was checked'),
    ]);
  });

  it('fails when a table row changed since its check', () => {
    const params = [{name: 'limit', type: 'int', default: '20'}];
    const changed = {...clean, blocks: [clean.blocks[0], {...clean.blocks[1], parameters: params}]};
    expect(signatureRecordProblems(record([entry(0), entry(1)]), changed, 'c1')).toHaveLength(1);
  });

  it('fails when a block has no record, or the record is stale', () => {
    const problems = signatureRecordProblems(record([entry(0), {...entry(1), id: 'gone'}]), clean, 'c1');
    expect(problems).toEqual([expect.stringContaining('has no record entry'), expect.stringContaining('gone')]);
  });

  it('fails when the record says python-utcp disagreed', () => {
    const disagreed = entry(1, {verdict: 'disagree', problems: ['limit: page shows default 10, Python has 20']});
    expect(signatureRecordProblems(record([entry(0), disagreed]), clean, 'c1')).toEqual([
      expect.stringContaining('Python has 20'),
    ]);
  });

  it('accepts instance attribute rows that each have an agreeing verdict', () => {
    expect(signatureRecordProblems(record([entry(0, {instanceAttributes: rows()}), entry(1)]), clean, 'c1')).toEqual(
      [],
    );
  });

  it('fails when an instance attribute row has no verdict of its own', () => {
    const partial = entry(0, {instanceAttributes: rows().slice(1)});
    expect(signatureRecordProblems(record([partial, entry(1)]), clean, 'c1')).toEqual([
      expect.stringContaining('instance attribute config has no recorded verdict'),
    ]);
    const none = entry(0, {instanceAttributes: undefined});
    expect(signatureRecordProblems(record([none, entry(1)]), clean, 'c1')).toHaveLength(2);
  });

  it('fails when an instance attribute row disagreed', () => {
    const disagreed = entry(0, {instanceAttributes: rows('disagree')});
    expect(signatureRecordProblems(record([disagreed, entry(1)]), clean, 'c1')).toEqual([
      expect.stringContaining('instance attribute config: python-utcp disagrees'),
    ]);
  });

  it('fails when an instance attribute row changed since its check', () => {
    const [model, method] = clean.blocks;
    const retyped = {
      ...model,
      instanceAttributes: [
        {name: 'config', type: 'dict'},
        {name: 'count', type: 'int'},
      ],
    };
    const inherited = {...model, inheritedInstanceAttributes: ['root_dir']};
    for (const changed of [retyped, inherited]) {
      expect(
        signatureRecordProblems(
          record([entry(0, {instanceAttributes: rows()}), entry(1)]),
          {...clean, blocks: [changed, method]},
          'c1',
        ),
      ).toEqual([expect.stringContaining('changed since it was checked')]);
    }
  });

  it('fails when the record was made at another commit, and on a python block under no heading', () => {
    expect(signatureRecordProblems(record([entry(0), entry(1)]), scan, 'c2')).toEqual([
      expect.stringContaining('pin c2'),
      expect.stringContaining('neither an example nor under a symbol heading'),
      expect.stringContaining('not c2'),
      expect.stringContaining('not c2'),
    ]);
  });
});
