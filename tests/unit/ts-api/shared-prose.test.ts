/**
 * The sentences a `{python: <ref>}` entry shares with a TypeScript page are
 * filtered by the evidence each cites (data/ts-api/sharedProse.ts).
 */
import {describe, expect, it} from 'vitest';
import type {ImplementationId} from '../../../data/behaviour/implementations';
import type {BehaviourKey, Outcome, ResultsFile} from '../../../data/behaviour/types';
import {loadKeys, loadResults} from '../../../data/behaviour';
import {
  loadAllDescriptions,
  proseOf,
  pythonProse,
  pythonSource,
  PYTHON_ONLY_NOTE,
} from '../../../data/ts-api/descriptions';
import {judgeSharedSentences, type BehaviourEvidence} from '../../../data/ts-api/sharedProse';
import type {TsDocsVersion} from '../../../data/ts-api/types';
import {typescriptVersions} from '../../../src/config/versionPins';

/**
 * Shared sentences whose claims were run in python-utcp only. The number may only go down: a key
 * that runs in TypeScript, or a description of our own, takes a sentence off this count.
 */
const PYTHON_ONLY_CEILING = 26;

function evidenceWith(
  python: Record<string, Outcome>,
  typescript: Record<string, Outcome> | undefined,
): BehaviourEvidence {
  const key: BehaviourKey = {
    key: 'demo.mechanism.fact',
    title: 'A made-up key',
    applies: typescript ? ['python-1.1', 'sdk-1.1'] : ['python-1.1'],
    cases: Object.keys(python).map((id) => ({id, what: id})),
  };
  const file = (implementation: ImplementationId, outcomes: Record<string, Outcome>): ResultsFile => ({
    implementation,
    pinned: '',
    results: {[key.key]: outcomes},
    sources: {},
  });
  const results = new Map<ImplementationId, ResultsFile>([['python-1.1', file('python-1.1', python)]]);
  if (typescript) results.set('sdk-1.1', file('sdk-1.1', typescript));
  return {keys: new Map([[key.key, key]]), results};
}

const CITED = 'Returns the count. {/* behaviour: demo.mechanism.fact@one */}';

describe('sentences shared from the Python reference', () => {
  it('are shown when TypeScript ran the cited case with the same value', () => {
    const [judged] = judgeSharedSentences(CITED, 'next', evidenceWith({one: {value: 1}}, {one: {value: 1}}));
    expect(judged.fate).toBe('run-in-typescript');
  });

  it('are left out when the TypeScript result of a cited case differs', () => {
    const [judged] = judgeSharedSentences(CITED, 'next', evidenceWith({one: {value: 1}}, {one: {value: 2}}));
    expect(judged).toMatchObject({fate: 'contradicted', because: 'demo.mechanism.fact@one'});
    const [failed] = judgeSharedSentences(
      CITED,
      'next',
      evidenceWith({one: {value: 1}}, {one: {error: {type: 'Error', message: 'no'}}}),
    );
    expect(failed.fate).toBe('contradicted');
  });

  it('agree on an error whatever its type and message', () => {
    const [judged] = judgeSharedSentences(
      CITED,
      'next',
      evidenceWith({one: {error: {type: 'ValueError', message: 'a'}}}, {one: {error: {type: 'Error', message: 'b'}}}),
    );
    expect(judged.fate).toBe('run-in-typescript');
  });

  it('count as Python evidence only when the key does not run in TypeScript, or a probe is all they cite', () => {
    const [notRun] = judgeSharedSentences(CITED, 'next', evidenceWith({one: {value: 1}}, undefined));
    expect(notRun.fate).toBe('python-evidence-only');
    const [probed] = judgeSharedSentences('Deletes the tool. {/* probe: some-probe */}', 'next', evidenceWith({}, {}));
    expect(probed.fate).toBe('python-evidence-only');
  });

  it('are left out when they name Python or its idioms', () => {
    for (const sentence of [
      'In python-utcp this is cached.',
      'A missing value is `None`.',
      'It raises `ValueError` then.',
      'Call `register_manual()` first.',
      'It is a pydantic model.',
    ]) {
      const [judged] = judgeSharedSentences(sentence, 'next', evidenceWith({}, {}));
      expect(judged.fate, sentence).toBe('names-python');
    }
    const [plain] = judgeSharedSentences('The name of the `call_template_type` field.', 'next', evidenceWith({}, {}));
    expect(plain.fate).toBe('no-claim');
  });

  it('render without the left-out sentences and with a note when only Python ran them', () => {
    const ref = 'CliCallTemplate.auth';
    expect(pythonSource('next', ref)).toBeTruthy();
    const shown = pythonProse('next', ref, evidenceWith({}, {}));
    expect(shown).toContain(PYTHON_ONLY_NOTE.all);
    expect(shown).not.toMatch(/\{\/\*/);
  });

  it(`leave at most ${PYTHON_ONLY_CEILING} shared claims run in python-utcp only`, () => {
    const evidence: BehaviourEvidence = {keys: new Map(loadKeys().map((k) => [k.key, k])), results: loadResults()};
    const pythonOnly = new Set<string>();
    for (const version of typescriptVersions() as TsDocsVersion[])
      for (const entries of loadAllDescriptions().values())
        for (const entry of Object.values(entries)) {
          const prose = proseOf(entry, version);
          if (prose === undefined || typeof prose === 'string' || !('python' in prose)) continue;
          for (const s of judgeSharedSentences(pythonSource(version, prose.python)!, version, evidence))
            if (s.fate === 'python-evidence-only') pythonOnly.add(s.sentence);
        }
    expect(pythonOnly.size).toBeLessThanOrEqual(PYTHON_ONLY_CEILING);
  }, 60_000);
});
