import {describe, expect, it} from 'vitest';
import {declaration} from '../../../scripts/api-reference/render/declarations';
import {pinnedCommit} from '../../../scripts/python-utcp/environment';
import {
  collectSignatureBlocks,
  pageSignatureBlocks,
  readSignatureRecord,
  SIGNATURE_VERSIONS,
  signatureHash,
  signatureRecordProblems,
  type Declaration,
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

/** A class (owner null) or a method of the sample page, with what `extra` adds. */
function declared(owner: string | null, name: string, extra: Partial<Declaration> = {}): Declaration {
  const code = owner ? `def ${name}(self)` : `class ${name}(BaseModel)`;
  const head = owner ? {} : {kind: 'pydantic model', bases: ['BaseModel']};
  return declaration('utcp.sample', owner, name, code, {...head, ...extra});
}

const BLOCKS = pageSignatureBlocks('docs/api/sample.md', [
  declared(null, 'Sample', {
    instanceAttributes: [
      {name: 'config', type: null},
      {name: 'count', type: 'Optional[int]'},
    ],
    inheritedInstanceAttributes: ['root_dir', 'name'],
  }),
  declared('Sample', 'run', {parameters: [{name: 'limit', type: 'int', default: '10'}]}),
]);

describe('pageSignatureBlocks', () => {
  it('names each block by page, class and name; a repeated name gets #2, #3...', () => {
    expect(BLOCKS.map((block) => block.id)).toEqual(['docs/api/sample.md#Sample', 'docs/api/sample.md#Sample.run']);
    const repeated = pageSignatureBlocks('docs/api/m.md', [
      declared('C', 'value'),
      declared('C', 'value'),
      declared(null, 'value'),
    ]);
    expect(repeated.map((block) => block.id)).toEqual([
      'docs/api/m.md#C.value',
      'docs/api/m.md#C.value#2',
      'docs/api/m.md#value',
    ]);
    expect(repeated[1]).toMatchObject({file: 'docs/api/m.md', owner: 'C', name: 'value'});
  });

  it.each(SIGNATURE_VERSIONS)('%s: collects the blocks of every page of the version', (version) => {
    const blocks = collectSignatureBlocks(version);
    expect(new Set(blocks.map((block) => block.id)).size).toBe(blocks.length);
    expect(blocks.filter((block) => block.owner !== null).length).toBeGreaterThan(50);
  });
});

describe('signatureRecordProblems', () => {
  const clean = BLOCKS;
  const rows = (verdict: 'agree' | 'disagree' = 'agree') => [
    {name: 'config', verdict, observed: 'set by __init__, dict value, not annotated'},
    {name: 'count', verdict: 'agree' as const, observed: 'set by __init__, int value, class annotation Optional[int]'},
  ];
  const entry = (index: number, extra: Partial<SignatureEntry> = {}): SignatureEntry => ({
    ...(index === 0 ? {instanceAttributes: rows()} : {}),
    id: clean[index].id,
    hash: signatureHash(clean[index]),
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
    const changed = [clean[0], {...clean[1], code: 'def run(self, limit=10)'}];
    expect(signatureRecordProblems(record([entry(0), entry(1)]), changed, 'c1')).toEqual([
      expect.stringContaining('changed since it was checked'),
    ]);
  });

  it('fails when a table row changed since its check', () => {
    const params = [{name: 'limit', type: 'int', default: '20'}];
    const changed = [clean[0], {...clean[1], parameters: params}];
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
    const [model, method] = clean;
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
        signatureRecordProblems(record([entry(0, {instanceAttributes: rows()}), entry(1)]), [changed, method], 'c1'),
      ).toEqual([expect.stringContaining('changed since it was checked')]);
    }
  });

  it('fails when the record was made at another commit', () => {
    expect(signatureRecordProblems(record([entry(0), entry(1)]), clean, 'c2')).toEqual([
      expect.stringContaining('pin c2'),
      expect.stringContaining('not c2'),
      expect.stringContaining('not c2'),
    ]);
  });
});
