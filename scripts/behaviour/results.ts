/**
 * Writes a results file of the behaviour dataset in its stable form: keys, cases and every object
 * key sorted, volatile parts (ports, temporary paths, addresses, the checkout) normalised, so two
 * runs give the same bytes. Shared by the Python and the TypeScript runners.
 */
import {writeFileSync} from 'node:fs';
import path from 'node:path';
import {implementation, pinnedLabel, type ImplementationId} from '../../data/behaviour/implementations';
import {
  REPOSITORY_ROOT,
  casesFor,
  isOutcome,
  loadKeys,
  loadResults,
  resultsPath,
  sha256File,
} from '../../data/behaviour/index';
import type {Outcome, ResultsFile} from '../../data/behaviour/types';
import {normalizeObserved} from '../python-utcp/record';

export type Outcomes = Record<string, Record<string, Outcome>>;

/** A JSON value with every string normalised and every object's keys sorted. */
export function normalizeValue(value: unknown): unknown {
  if (typeof value === 'string') return normalizeObserved(value, REPOSITORY_ROOT);
  if (Array.isArray(value)) return value.map(normalizeValue);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, normalizeValue((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

/** The outcome as recorded: normalised, and anything that is not an outcome turned into an error. */
export function normalizeOutcome(outcome: unknown): Outcome {
  if (!isOutcome(outcome)) return {error: {type: 'RunnerError', message: `not an outcome: ${JSON.stringify(outcome)}`}};
  return normalizeValue(outcome) as Outcome;
}

/** Repository-relative, forward slashes. */
export function relativeSource(file: string): string {
  return path.relative(REPOSITORY_ROOT, file).split(path.sep).join('/');
}

/**
 * Merges newly observed outcomes into the implementation's results file (replacing the cases run,
 * keeping the rest) and writes it. `sources` are the files the cases came from, absolute paths.
 */
export function writeResults(
  impl: ImplementationId,
  observed: Outcomes,
  sources: readonly string[],
  options: {replace?: boolean} = {},
): ResultsFile {
  const previous = options.replace ? undefined : loadResults().get(impl);
  const results: Outcomes = {...(previous?.results ?? {})};
  for (const [key, cases] of Object.entries(observed)) {
    results[key] = {...(results[key] ?? {})};
    for (const [caseId, outcome] of Object.entries(cases)) results[key][caseId] = normalizeOutcome(outcome);
  }
  // Keep only what the keys still ask of this implementation (a key or case may have gone).
  const wanted = new Map(
    loadKeys()
      .filter((key) => key.applies.includes(impl))
      .map((key) => [key.key, new Set(casesFor(key, impl).map((c) => c.id))]),
  );
  for (const key of Object.keys(results)) {
    const cases = wanted.get(key);
    if (!cases) delete results[key];
    else for (const caseId of Object.keys(results[key])) if (!cases.has(caseId)) delete results[key][caseId];
  }
  const sourceHashes: Record<string, string> = {...(previous?.sources ?? {})};
  for (const file of sources) sourceHashes[relativeSource(file)] = sha256File(file);
  const file: ResultsFile = {
    implementation: impl,
    pinned: pinnedLabel(implementation(impl)),
    results: normalizeValue(results) as Outcomes,
    sources: normalizeValue(sourceHashes) as Record<string, string>,
  };
  writeFileSync(resultsPath(impl), `${JSON.stringify(file, null, 1)}\n`);
  return file;
}
