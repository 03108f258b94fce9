/**
 * npm run python:signatures -- [python-utcp checkout or bare mirror] [--version 1.0|next]
 *
 * Checks every signature block of the generated Python API reference (and its parameter and field
 * tables) against python-utcp RUNNING at the commit the docs version pins: the module is imported,
 * the symbol resolved and compared with inspect.signature, model_fields, __bases__ and friends by
 * tests/python/harness/inspect_signatures.py. Writes tests/python/records/signatures-<version>.json;
 * exits 1 when a block disagrees. A module that cannot import even with the test doubles gets the
 * `path:line@commit` of the declaration instead (verdict traced).
 */
import {execFileSync, spawnSync} from 'node:child_process';
import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {findModule, loadFacts} from '../../data/protocol';
import {changeBulletHash, collectChangeBullets, type ChangeEntry, type ChangeExpectation} from './changeBullets';
import {CACHE_DIR, preparePython, PYTHON_DOUBLES, type PythonEnvironment} from './environment';
import {parseSignatureOptions} from './options';
import {normalizeObserved} from './record';
import {
  collectSignatureBlocks,
  signatureHash,
  signatureRecordPath,
  type InstanceAttributeVerdict,
  type SignatureBlock,
  type SignatureEntry,
  type SignatureRecord,
  type SignatureVersion,
} from './signatureBlocks';
import {versionPin} from '../../src/config/versionPins';
import {exitOnHelp} from '../lib/options';

exitOnHelp(
  `Usage: npm run python:signatures -- [python-utcp checkout or bare mirror] [--version <docs version>]

Checks every signature block of the Python API reference against python-utcp running at the pinned
commit and writes tests/python/records/signatures-<version>.json.`,
  module,
);

const ROOT = path.resolve(__dirname, '..', '..');
const PYTHON_TESTS = path.join(ROOT, 'tests', 'python');

interface Inspection {
  id: string;
  verdict: 'agree' | 'disagree' | 'no-import';
  observed: string;
  problems: string[];
  checked: SignatureEntry['checked'];
  instanceAttributes?: InstanceAttributeVerdict[];
}

/** `path:line@commit` of the declaration a block documents, from the extracted facts. */
function declarationTrace(version: SignatureVersion, block: SignatureBlock, commit: string): string | undefined {
  const mod = findModule(loadFacts(version), block.module);
  if (!mod) return undefined;
  const owner = block.owner ? mod.classes.find((c) => c.name === block.owner) : undefined;
  const line = owner
    ? owner.methods.find((m) => m.name === block.name)?.line
    : (
        mod.classes.find((c) => c.name === block.name) ??
        mod.functions.find((f) => f.name === block.name) ??
        mod.constants.find((c) => c.name === block.name)
      )?.line;
  return line ? `${mod.path}:${line}@${commit}` : undefined;
}

function inspectBlocks(repository: string, version: SignatureVersion): {record: SignatureRecord; failures: string[]} {
  const environment = preparePython(repository, version, [PYTHON_DOUBLES]);
  const blocks = collectSignatureBlocks(version);
  const result = spawnSync('python3', [path.join(PYTHON_TESTS, 'harness', 'inspect_signatures.py')], {
    input: JSON.stringify(blocks),
    env: environment.env,
    cwd: environment.tree,
    encoding: 'utf8',
    timeout: 300_000,
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) throw new Error(`inspect_signatures.py failed (${result.status}): ${result.stderr}`);
  const inspections = new Map(
    result.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Inspection)
      .map((inspection) => [inspection.id, inspection]),
  );
  const failures: string[] = [];
  const entries: SignatureEntry[] = blocks.map((block) => {
    const seen = inspections.get(block.id);
    if (!seen) throw new Error(`no inspection for ${block.id}`);
    const base = {id: block.id, hash: signatureHash(block), commit: environment.commit, checked: seen.checked};
    if (seen.verdict === 'no-import') {
      const trace = declarationTrace(version, block, environment.commit);
      if (!trace) failures.push(`${block.id}: ${seen.observed}, and the facts have no declaration line`);
      return {...base, verdict: 'traced' as const, observed: seen.observed, ...(trace ? {trace} : {})};
    }
    if (seen.verdict === 'disagree') failures.push(`${block.id}\n    ${seen.problems.join('\n    ')}`);
    return {
      ...base,
      verdict: seen.verdict,
      observed: normalizeObserved(seen.observed).slice(0, 400),
      ...(seen.problems.length > 0 ? {problems: seen.problems} : {}),
      ...(seen.instanceAttributes ? {instanceAttributes: seen.instanceAttributes} : {}),
    };
  });
  return {record: {format: 1, version, commit: environment.commit, entries}, failures};
}

/** A version's environment with the tree's dist-info written, so importlib.metadata sees its distributions. */
function withDistributions(repository: string, version: SignatureVersion): PythonEnvironment {
  const prepared = preparePython(repository, version, [PYTHON_DOUBLES]);
  const distInfo = path.join(CACHE_DIR, `changes-dist-info-${prepared.commit}`);
  mkdirSync(distInfo, {recursive: true});
  execFileSync('python3', [path.join(PYTHON_TESTS, 'harness', 'write_dist_info.py'), prepared.tree, distInfo], {
    env: prepared.env,
    stdio: ['ignore', 'ignore', 'ignore'],
  });
  return {...prepared, env: {...prepared.env, PYTHONPATH: `${distInfo}${path.delimiter}${prepared.env.PYTHONPATH}`}};
}

interface ChangeObservation {
  id: string;
  holds: boolean;
  observed: string;
  problems: string[];
}

function evaluateExpectations(
  environment: PythonEnvironment,
  items: {id: string; expect: ChangeExpectation}[],
): Map<string, ChangeObservation> {
  const result = spawnSync('python3', [path.join(PYTHON_TESTS, 'harness', 'inspect_changes.py')], {
    input: JSON.stringify(items),
    env: environment.env,
    cwd: environment.tree,
    encoding: 'utf8',
    timeout: 300_000,
  });
  if (result.status !== 0) throw new Error(`inspect_changes.py failed (${result.status}): ${result.stderr}`);
  return new Map(
    result.stdout
      .trim()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as ChangeObservation)
      .map((observation) => [observation.id, observation]),
  );
}

/** Every "Changed since" bullet of a version, evaluated against the commit it compares with and its own. */
function checkChangeBullets(
  repository: string,
  version: string,
  since: string,
): {entries: ChangeEntry[]; failures: string[]} {
  const bullets = collectChangeBullets(version);
  const before = withDistributions(repository, since);
  const after = withDistributions(repository, version);
  const known = bullets.filter((bullet) => bullet.before && bullet.after);
  const seenBefore = evaluateExpectations(
    before,
    known.map((bullet) => ({id: bullet.id, expect: bullet.before as ChangeExpectation})),
  );
  const seenAfter = evaluateExpectations(
    after,
    known.map((bullet) => ({id: bullet.id, expect: bullet.after as ChangeExpectation})),
  );
  const failures = bullets
    .filter((bullet) => !bullet.before || !bullet.after)
    .map((bullet) => `${bullet.id}: wording the checker does not know: ${bullet.text}`);
  const entries = known.map((bullet): ChangeEntry => {
    const a = seenBefore.get(bullet.id);
    const b = seenAfter.get(bullet.id);
    if (!a || !b) throw new Error(`no evaluation of ${bullet.id}`);
    const problems = [...a.problems.map((p) => `${since}: ${p}`), ...b.problems.map((p) => `${version}: ${p}`)];
    if (problems.length > 0) failures.push(`${bullet.id} ${bullet.text}\n    ${problems.join('\n    ')}`);
    return {
      id: bullet.id,
      hash: changeBulletHash(bullet),
      commits: {before: before.commit, after: after.commit},
      verdict: problems.length > 0 ? 'disagree' : 'agree',
      observed: {before: normalizeObserved(a.observed), after: normalizeObserved(b.observed)},
      ...(problems.length > 0 ? {problems} : {}),
    };
  });
  return {entries, failures};
}

function main(): void {
  const options = parseSignatureOptions(process.argv.slice(2));
  let failed = 0;
  for (const version of options.versions) {
    const {record, failures} = inspectBlocks(options.repository, version);
    const since = versionPin(version).changesSince;
    if (since) {
      const changes = checkChangeBullets(options.repository, version, since);
      record.changes = changes.entries;
      failures.push(...changes.failures);
      console.log(
        `  Changed since ${since}: ${changes.entries.length} bullets, ` +
          `${changes.entries.filter((entry) => entry.verdict === 'agree').length} hold in both commits`,
      );
    }
    writeFileSync(signatureRecordPath(version), `${JSON.stringify(record, null, 1)}\n`);
    const count = (verdict: SignatureEntry['verdict']): number =>
      record.entries.filter((entry) => entry.verdict === verdict).length;
    const sum = (key: keyof SignatureEntry['checked']): number =>
      record.entries.reduce((total, entry) => total + (entry.checked[key] ?? 0), 0);
    const rows = record.entries.flatMap((entry) => entry.instanceAttributes ?? []);
    console.log(
      `python-utcp ${version} (${record.commit.slice(0, 7)}): ${record.entries.length} signature blocks, ` +
        `${sum('parameters')} parameter rows, ${sum('fields')} field rows, ${sum('attributes')} class attribute rows, ` +
        `${rows.length} instance attribute rows (${rows.filter((row) => row.verdict === 'agree').length} agree); ` +
        `${count('agree')} agree, ${count('disagree')} disagree, ${count('traced')} traced`,
    );
    for (const failure of failures) console.log(`  FAIL ${failure}`);
    failed += failures.length;
  }
  process.exit(failed > 0 ? 1 : 0);
}

main();
