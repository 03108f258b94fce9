/**
 * The behaviour dataset is in step, offline: every key is well formed, every key has a recorded
 * outcome for each implementation it applies to and each of its cases, no results name unknown
 * keys, and no case file changed since its results were recorded (then run
 * `npm run behaviour:collect`).
 */
import {mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  datasetProblems,
  declaredInputs,
  keyProblems,
  loadKeys,
  loadResults,
  REPOSITORY_ROOT,
} from '../../../data/behaviour/index';
import {normalizeValue} from '../../../scripts/behaviour/results';
import {sha256File} from '../../../data/behaviour/index';

const keys = loadKeys();
const results = loadResults();
const PYTHON_CASES = path.join(REPOSITORY_ROOT, 'tests', 'behaviour', 'python');

/** `@case("key", "case")` registrations of the Python case files. */
function pythonRegistrations(): {key: string; caseId: string; file: string}[] {
  return readdirSync(PYTHON_CASES)
    .filter((name) => name.endsWith('.py') && !name.startsWith('_'))
    .flatMap((name) =>
      [...readFileSync(path.join(PYTHON_CASES, name), 'utf8').matchAll(/@case\(\s*"([^"]+)",\s*"([^"]+)"\s*\)/g)].map(
        (match) => ({key: match[1], caseId: match[2], file: name}),
      ),
    );
}

describe('behaviour dataset', () => {
  it('rejects malformed keys with a sentence naming them', () => {
    expect(
      keyProblems({key: 'sse.Events', title: 't', applies: ['python-1.0'], cases: [{id: 'a', what: 'x'}]}, 'sse'),
    ).toEqual(['sse.Events: key is not <mechanism>.<topic>.<detail>']);
    expect(
      keyProblems({key: 'cli.a.b', title: 't', applies: ['python-9'], cases: [{id: 'a', what: 'x'}]}, 'sse'),
    ).toEqual([
      'cli.a.b: belongs in cli.yaml, not sse.yaml',
      'cli.a.b: applies names unknown implementation "python-9"',
    ]);
    expect(keyProblems({key: 'sse.a.b', title: 't', applies: ['python-1.0'], cases: []}, 'sse')).toEqual([
      'sse.a.b: no cases',
    ]);
  });

  it('reports a missing result, an unknown key and a stale case file', () => {
    const key = {key: 'sse.x.y', title: 't', applies: ['python-1.0' as const], cases: [{id: 'a', what: 'w'}]};
    const file = {
      implementation: 'python-1.0' as const,
      pinned: '0150a3b56fb6f3778c6d503116077a4bb458d276',
      results: {'sse.gone.key': {a: {value: 1}}},
      sources: {'tests/behaviour/python/sse.py': '0'.repeat(64)},
    };
    const problems = datasetProblems([key], new Map([['python-1.0', file]]));
    expect(problems).toEqual([
      'sse.x.y: no result for python-1.0 (run npm run behaviour:collect -- --impl python-1.0)',
      'results/python-1.0.json names unknown key sse.gone.key',
      'tests/behaviour/python/sse.py changed since results/python-1.0.json was recorded (run npm run behaviour:collect -- --impl python-1.0)',
    ]);
  });

  it('records the files a case file declares it reads, and reports them when unrecorded or changed', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'behaviour-inputs-'));
    mkdirSync(path.join(root, 'tests', 'behaviour', 'python'), {recursive: true});
    mkdirSync(path.join(root, 'pages', '__pycache__'), {recursive: true});
    const caseFile = path.join(root, 'tests', 'behaviour', 'python', 'sse.py');
    writeFileSync(caseFile, '# behaviour-inputs: shared.json pages\n# behaviour-inputs: gone.md\n');
    writeFileSync(path.join(root, 'shared.json'), '{}');
    writeFileSync(path.join(root, 'pages', 'b.md'), 'b');
    writeFileSync(path.join(root, 'pages', 'a.md'), 'a');
    writeFileSync(path.join(root, 'pages', '__pycache__', 'x.pyc'), 'cache');
    expect(declaredInputs(caseFile, root).map((file) => path.relative(root, file))).toEqual([
      'shared.json',
      path.join('pages', 'a.md'),
      path.join('pages', 'b.md'),
      'gone.md',
    ]);
    const key = {key: 'sse.x.y', title: 't', applies: ['python-1.0' as const], cases: [{id: 'a', what: 'w'}]};
    const file = {
      implementation: 'python-1.0' as const,
      pinned: '0150a3b56fb6f3778c6d503116077a4bb458d276',
      results: {'sse.x.y': {a: {value: 1}}},
      sources: {
        'tests/behaviour/python/sse.py': sha256File(caseFile),
        'shared.json': '0'.repeat(64),
        'pages/a.md': sha256File(path.join(root, 'pages', 'a.md')),
      },
    };
    expect(datasetProblems([key], new Map([['python-1.0', file]]), root)).toEqual([
      'tests/behaviour/python/sse.py reads pages/b.md, which results/python-1.0.json did not record (run npm run behaviour:collect -- --impl python-1.0)',
      'tests/behaviour/python/sse.py declares gone.md as an input, which does not exist',
      'shared.json changed since results/python-1.0.json was recorded (run npm run behaviour:collect -- --impl python-1.0)',
    ]);
  });

  it('normalises ports, temporary paths and key order', () => {
    expect(normalizeValue({b: 'http://127.0.0.1:41234/x', a: ['/tmp/scratch/f.txt']})).toEqual({
      a: ['<tmp>/f.txt'],
      b: 'http://127.0.0.1:<port>/x',
    });
  });

  it('has keys, and results for every key, case and implementation it applies to', () => {
    expect(keys.length).toBeGreaterThan(0);
    expect(datasetProblems(keys, results)).toEqual([]);
  });

  it('every Python case registration names a key and case of the dataset, once', () => {
    const byId = new Map(keys.map((key) => [key.key, key]));
    const registrations = pythonRegistrations();
    const unknown = registrations
      .filter(({key, caseId}) => !byId.get(key)?.cases.some((c) => c.id === caseId))
      .map(({key, caseId, file}) => `${file}: ${key}@${caseId}`);
    expect(unknown).toEqual([]);
    const ids = registrations.map(({key, caseId}) => `${key}@${caseId}`);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });

  // A case that timed out on a busy machine observed nothing: re-run it when the machine is quiet.
  it('no recorded outcome is a crash of the runner or a case that timed out', () => {
    const crashes = [...results.values()].flatMap((file) =>
      Object.entries(file.results).flatMap(([key, cases]) =>
        Object.entries(cases)
          .filter(([, outcome]) => 'error' in outcome && ['RunnerCrash', 'CaseTimeout'].includes(outcome.error.type))
          .map(([caseId]) => `${file.implementation}: ${key}@${caseId}`),
      ),
    );
    expect(crashes).toEqual([]);
  });
});
