/**
 * Which sentences of a Python description may be shown on a TypeScript page.
 *
 * A `{python: <ref>}` entry shares its Python counterpart's text. Each sentence
 * of that text is judged by the evidence it cites:
 * - it names Python (python-utcp, pydantic, `None`, a Python exception, a
 *   snake_case method call) → left out;
 * - a behaviour key it cites has results for the TypeScript line of the docs
 *   version that disagree with the Python line's → left out;
 * - every key it cites has agreeing results for that TypeScript line → shown;
 * - it cites only Python evidence (a probe, a trace, a key that does not run
 *   in TypeScript) → shown, and the page says the text was checked against
 *   python-utcp only;
 * - it cites nothing → shown: the Python reference's own check
 *   (scripts/behaviour/citations.ts) has found it states no behaviour.
 */
import type {ImplementationId} from '../behaviour/implementations';
import type {BehaviourKey, Outcome, ResultsFile} from '../behaviour/types';
import {citedSentences, type Citation} from '../../scripts/behaviour/citations';
import type {TsDocsVersion} from './types';

export type SharedSentenceFate =
  'names-python' | 'contradicted' | 'run-in-typescript' | 'python-evidence-only' | 'no-claim';

export interface SharedSentence {
  sentence: string;
  fate: SharedSentenceFate;
  /** For a left-out sentence: the word or the key@case that excludes it. */
  because?: string;
}

export interface BehaviourEvidence {
  keys: ReadonlyMap<string, BehaviourKey>;
  results: ReadonlyMap<ImplementationId, ResultsFile>;
}

/** The Python and TypeScript implementations a docs version's reference pages describe. */
export const LINES: Record<TsDocsVersion, {python: ImplementationId; typescript: ImplementationId}> = {
  '1.0': {python: 'python-1.0', typescript: 'sdk-1.0'},
  next: {python: 'python-1.1', typescript: 'sdk-1.1'},
};

/** Words a sentence about the TypeScript API would not use: they name Python or its idioms. */
export const NAMES_PYTHON =
  /\bpython(?:-utcp)?\b|\bpydantic\b|\bpip\b|\bcoroutine\b|\basyncio\b|\b(?:Key|Value|Type|Attribute|Runtime|NotImplemented|Import)Error\b|`(?:None|True|False|dict)`|`[a-z0-9]+(?:_[a-z0-9]+)+\([^`]*\)`/i;

/** Same kind of outcome, and the same value when both are values; error types and messages differ by language. */
function agree(a: Outcome, b: Outcome): boolean {
  if ('skipped' in a || 'skipped' in b) return true;
  if ('error' in a || 'error' in b) return 'error' in a && 'error' in b;
  return JSON.stringify(a.value) === JSON.stringify(b.value);
}

type Verdict = {fate: 'contradicted'; because: string} | {fate: 'run-in-typescript' | 'python-evidence-only'};

function judgeCitations(citations: readonly Citation[], version: TsDocsVersion, evidence: BehaviourEvidence): Verdict {
  const {python, typescript} = LINES[version];
  let everyKeyRunInTypescript = citations.length > 0;
  for (const citation of citations) {
    const key = evidence.keys.get(citation.key);
    const tsResults = evidence.results.get(typescript)?.results[citation.key];
    if (!key || !key.applies.includes(typescript) || !tsResults) {
      everyKeyRunInTypescript = false;
      continue;
    }
    const pyResults = evidence.results.get(python)?.results[citation.key] ?? {};
    const caseIds = citation.caseId ? [citation.caseId] : key.cases.map((c) => c.id);
    for (const caseId of caseIds) {
      const ts = tsResults[caseId];
      const py = pyResults[caseId];
      if (!ts) everyKeyRunInTypescript = false;
      else if (py && !agree(py, ts)) return {fate: 'contradicted', because: `${citation.key}@${caseId}`};
    }
  }
  return {fate: everyKeyRunInTypescript ? 'run-in-typescript' : 'python-evidence-only'};
}

/** Every sentence of a Python description (markers included), judged for a TypeScript page of `version`. */
export function judgeSharedSentences(
  pythonMarkdown: string,
  version: TsDocsVersion,
  evidence: BehaviourEvidence,
): SharedSentence[] {
  return citedSentences(pythonMarkdown).map(({sentence, citations, legacy}) => {
    const named = NAMES_PYTHON.exec(sentence);
    if (named) return {sentence, fate: 'names-python', because: named[0]};
    if (citations.length > 0) {
      const verdict = judgeCitations(citations, version, evidence);
      return verdict.fate === 'contradicted' ? {sentence, ...verdict} : {sentence, fate: verdict.fate};
    }
    if (legacy.length > 0) return {sentence, fate: 'python-evidence-only'};
    return {sentence, fate: 'no-claim'};
  });
}

export const SHOWN: ReadonlySet<SharedSentenceFate> = new Set([
  'run-in-typescript',
  'python-evidence-only',
  'no-claim',
]);
