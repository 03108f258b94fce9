/**
 * Loads the behaviour dataset: the keys (data/behaviour/keys/<mechanism>.yaml) and the observed
 * outcomes (data/behaviour/results/<implementation>.json), with the checks that keep them in step.
 * Read at build time by the pages and offline by tests/unit/behaviour.
 */
import {createHash} from 'node:crypto';
import {existsSync, readFileSync, readdirSync, statSync} from 'node:fs';
import path from 'node:path';
import {parse} from 'yaml';
import {
  IMPLEMENTATIONS,
  IMPLEMENTATION_IDS,
  implementation,
  pinnedLabel,
  type ImplementationId,
} from './implementations';
import type {BehaviourKey, Outcome, ResultsFile} from './types';

export type {BehaviourKey, Outcome, ResultsFile} from './types';

export const BEHAVIOUR_DIR = path.resolve(__dirname);
export const KEYS_DIR = path.join(BEHAVIOUR_DIR, 'keys');
export const RESULTS_DIR = path.join(BEHAVIOUR_DIR, 'results');
export const REPOSITORY_ROOT = path.resolve(BEHAVIOUR_DIR, '..', '..');

/** `<mechanism>.<topic>.<detail>`: lower case words of letters, digits and hyphens, at least three parts. */
export const KEY_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\.[a-z0-9]+(?:-[a-z0-9]+)*){2,}$/;
export const CASE_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export class BehaviourDataError extends Error {}

/** Problems of one key, each a sentence naming the key; empty when it is well formed. */
export function keyProblems(entry: unknown, mechanism: string): string[] {
  if (typeof entry !== 'object' || entry === null) return [`${mechanism}.yaml: an entry is not a mapping`];
  const key = entry as Partial<BehaviourKey> & Record<string, unknown>;
  const name = typeof key.key === 'string' ? key.key : '(no key)';
  const problems: string[] = [];
  const allowed = new Set(['key', 'title', 'applies', 'cases', 'tried']);
  for (const field of Object.keys(key)) if (!allowed.has(field)) problems.push(`${name}: unknown field "${field}"`);
  if (typeof key.key !== 'string' || !KEY_ID.test(key.key))
    problems.push(`${name}: key is not <mechanism>.<topic>.<detail>`);
  else if (key.key.split('.')[0] !== mechanism)
    problems.push(`${name}: belongs in ${key.key.split('.')[0]}.yaml, not ${mechanism}.yaml`);
  if (typeof key.title !== 'string' || key.title.trim() === '' || key.title.includes('\n'))
    problems.push(`${name}: title must be one non-empty line`);
  if (!Array.isArray(key.applies) || key.applies.length === 0)
    problems.push(`${name}: applies lists no implementation`);
  else {
    for (const impl of key.applies)
      if (!IMPLEMENTATION_IDS.includes(impl)) problems.push(`${name}: applies names unknown implementation "${impl}"`);
    if (new Set(key.applies).size !== key.applies.length) problems.push(`${name}: applies repeats an implementation`);
  }
  if (!Array.isArray(key.cases) || key.cases.length === 0) problems.push(`${name}: no cases`);
  else {
    const ids = key.cases.map((c) => c?.id);
    for (const c of key.cases) {
      if (c?.only !== undefined && (!Array.isArray(c.only) || c.only.some((impl) => !key.applies?.includes(impl))))
        problems.push(`${name}@${c?.id}: only names an implementation the key does not apply to`);
      if (typeof c?.id !== 'string' || !CASE_ID.test(c.id))
        problems.push(`${name}: case id "${c?.id}" is not lower-case-hyphenated`);
      if (typeof c?.what !== 'string' || c.what.trim() === '')
        problems.push(`${name}@${c?.id}: case says not what it varies`);
    }
    if (new Set(ids).size !== ids.length) problems.push(`${name}: case ids repeat`);
  }
  if (key.tried !== undefined) {
    if (!Array.isArray(key.tried)) problems.push(`${name}: tried is not a list`);
    else
      for (const t of key.tried) {
        if (typeof t?.by !== 'string' || !Array.isArray(t.cases))
          problems.push(`${name}: a tried entry needs by and cases`);
        else
          for (const c of t.cases)
            if (!key.cases?.some((d) => d.id === c)) problems.push(`${name}: tried names unknown case "${c}"`);
      }
  }
  return problems;
}

/**
 * The keys files and the mechanism each holds: `<mechanism>.yaml`, and `<mechanism>-sdk.yaml` for
 * keys run only in the TypeScript packages (kept apart so that both can grow without conflicts).
 */
export function listKeyFiles(dir = KEYS_DIR): {file: string; mechanism: string}[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.yaml'))
    .sort()
    .map((name) => ({file: name, mechanism: name.slice(0, -'.yaml'.length).replace(/-sdk$/, '')}));
}

/** The mechanisms, each once. */
export function listMechanisms(dir = KEYS_DIR): string[] {
  return [...new Set(listKeyFiles(dir).map((entry) => entry.mechanism))].sort();
}

/** Every key, in file order per mechanism; throws on the first file with problems. */
export function loadKeys(dir = KEYS_DIR): BehaviourKey[] {
  const keys: BehaviourKey[] = [];
  const problems: string[] = [];
  for (const {file, mechanism} of listKeyFiles(dir)) {
    const parsed = parse(readFileSync(path.join(dir, file), 'utf8')) as unknown;
    if (!Array.isArray(parsed)) {
      problems.push(`${file}: not a list`);
      continue;
    }
    for (const entry of parsed) {
      problems.push(...keyProblems(entry, mechanism));
      keys.push(entry as BehaviourKey);
    }
  }
  const seen = new Set<string>();
  for (const key of keys) {
    if (seen.has(key.key)) problems.push(`${key.key}: defined twice`);
    seen.add(key.key);
  }
  if (problems.length > 0) throw new BehaviourDataError(problems.join('\n'));
  return keys;
}

export function resultsPath(id: ImplementationId, dir = RESULTS_DIR): string {
  return path.join(dir, `${id}.json`);
}

/** The results of every implementation that has a results file. */
export function loadResults(dir = RESULTS_DIR): Map<ImplementationId, ResultsFile> {
  const found = new Map<ImplementationId, ResultsFile>();
  for (const impl of IMPLEMENTATIONS) {
    const file = resultsPath(impl.id, dir);
    if (existsSync(file)) found.set(impl.id, JSON.parse(readFileSync(file, 'utf8')) as ResultsFile);
  }
  return found;
}

export function sha256File(file: string): string {
  return createHash('sha256').update(readFileSync(file)).digest('hex');
}

/** Every file under `folder`, sorted, leaving out Python's bytecode caches. */
function filesUnder(folder: string): string[] {
  return readdirSync(folder, {withFileTypes: true})
    .filter((entry) => entry.name !== '__pycache__' && !entry.name.endsWith('.pyc'))
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const full = path.join(folder, entry.name);
      return entry.isDirectory() ? filesUnder(full) : [full];
    });
}

const INPUTS_LINE = /^\s*(?:#|\/\/)\s*behaviour-inputs:(.*)$/gm;

/**
 * The files a case file reads besides itself (shared documents, pages whose code it runs), as it
 * declares them in a comment line `behaviour-inputs: <path> ...`, repository-relative; a folder
 * stands for every file under it. Absolute paths; a declared path that does not exist is returned
 * as it is, so that the check reports it.
 */
export function declaredInputs(caseFile: string, root = REPOSITORY_ROOT): string[] {
  if (!existsSync(caseFile)) return [];
  const declared = [...readFileSync(caseFile, 'utf8').matchAll(INPUTS_LINE)].flatMap((m) =>
    m[1].trim().split(/\s+/).filter(Boolean),
  );
  return declared.flatMap((relative) => {
    const absolute = path.join(root, relative);
    return existsSync(absolute) && statSync(absolute).isDirectory() ? filesUnder(absolute) : [absolute];
  });
}

/** The case files of the dataset: tests/behaviour/python/*.py and tests/behaviour/ts/*.ts. */
const CASE_FILE = /^tests\/behaviour\/(?:python\/[^/]+\.py|ts\/[^/]+\.ts)$/;

/**
 * Everything that is out of step between keys, results and case files, one sentence each:
 * a key without a result for an implementation it applies to or for one of its cases, a result
 * for an unknown key or case, a results file pinned to another commit, a case file changed since.
 */
export function datasetProblems(
  keys: readonly BehaviourKey[],
  results: ReadonlyMap<ImplementationId, ResultsFile>,
  root = REPOSITORY_ROOT,
): string[] {
  const problems: string[] = [];
  const byId = new Map(keys.map((key) => [key.key, key]));
  const rerun = (impl: ImplementationId): string => `run npm run behaviour:collect -- --impl ${impl}`;
  for (const key of keys) {
    for (const impl of key.applies) {
      const file = results.get(impl);
      const recorded = file?.results[key.key];
      if (!recorded) {
        problems.push(`${key.key}: no result for ${impl} (${rerun(impl)})`);
        continue;
      }
      for (const c of casesFor(key, impl))
        if (!recorded[c.id]) problems.push(`${key.key}@${c.id}: no result for ${impl} (${rerun(impl)})`);
    }
  }
  for (const [impl, file] of results) {
    if (file.implementation !== impl) problems.push(`results/${impl}.json names implementation ${file.implementation}`);
    const pinned = pinnedLabel(implementation(impl));
    if (file.pinned !== pinned)
      problems.push(`results/${impl}.json is pinned to ${file.pinned}, not ${pinned} (${rerun(impl)})`);
    for (const [keyId, cases] of Object.entries(file.results)) {
      const key = byId.get(keyId);
      if (!key) {
        problems.push(`results/${impl}.json names unknown key ${keyId}`);
        continue;
      }
      if (!key.applies.includes(impl))
        problems.push(`results/${impl}.json has ${keyId}, which does not apply to ${impl}`);
      for (const [caseId, outcome] of Object.entries(cases)) {
        if (!casesFor(key, impl).some((c) => c.id === caseId))
          problems.push(`results/${impl}.json names unknown case ${keyId}@${caseId}`);
        if (!isOutcome(outcome)) problems.push(`results/${impl}.json: ${keyId}@${caseId} is not an outcome`);
      }
    }
    for (const source of Object.keys(file.sources).filter((name) => CASE_FILE.test(name)))
      for (const input of declaredInputs(path.join(root, source), root)) {
        const relative = path.relative(root, input).split(path.sep).join('/');
        if (!existsSync(input)) problems.push(`${source} declares ${relative} as an input, which does not exist`);
        else if (!(relative in file.sources))
          problems.push(`${source} reads ${relative}, which results/${impl}.json did not record (${rerun(impl)})`);
      }
    for (const [source, hash] of Object.entries(file.sources)) {
      const absolute = path.join(root, source);
      if (!existsSync(absolute))
        problems.push(`results/${impl}.json was recorded from ${source}, which is gone (${rerun(impl)})`);
      else if (sha256File(absolute) !== hash)
        problems.push(`${source} changed since results/${impl}.json was recorded (${rerun(impl)})`);
    }
  }
  return problems;
}

/** The cases of a key that run in an implementation (all, unless a case says `only`). */
export function casesFor(key: BehaviourKey, impl: ImplementationId): BehaviourKey['cases'] {
  return key.cases.filter((c) => !c.only || c.only.includes(impl));
}

export function isOutcome(value: unknown): value is Outcome {
  if (typeof value !== 'object' || value === null) return false;
  const keys = Object.keys(value);
  if (keys.length !== 1) return false;
  if ('value' in value) return true;
  if ('skipped' in value) return typeof (value as {skipped: unknown}).skipped === 'string';
  if ('error' in value) {
    const error = (value as {error: unknown}).error as {type?: unknown; message?: unknown} | null;
    return typeof error?.type === 'string' && typeof error.message === 'string';
  }
  return false;
}

/** The outcome of a case for an implementation, if recorded. */
export function outcomeOf(
  results: ReadonlyMap<ImplementationId, ResultsFile>,
  impl: ImplementationId,
  key: string,
  caseId: string,
): Outcome | undefined {
  return results.get(impl)?.results[key]?.[caseId];
}

/** Whether the implementations a key applies to observed different outcomes for some case (skips aside). */
export function keyDiffers(key: BehaviourKey, results: ReadonlyMap<ImplementationId, ResultsFile>): boolean {
  return key.cases.some((c) => caseDiffers(key, c.id, results, key.applies));
}

export function caseDiffers(
  key: BehaviourKey,
  caseId: string,
  results: ReadonlyMap<ImplementationId, ResultsFile>,
  among: readonly ImplementationId[],
): boolean {
  const seen = new Set<string>();
  for (const impl of among) {
    const outcome = outcomeOf(results, impl, key.key, caseId);
    if (!outcome || 'skipped' in outcome) continue;
    seen.add(JSON.stringify(outcome));
  }
  return seen.size > 1;
}
